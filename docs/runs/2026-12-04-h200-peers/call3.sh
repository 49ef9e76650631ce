#!/usr/bin/env bash
# Call 3, right after call 2: the next 26 MB of CUTLASS DSL's MLIR module into
# /tmp/parts, and PyTorch on every forward shape of call 1's bf16 grid
# (`benches/peers/pytorch_softmax.py`, with its own copies).
set -u
D=docs/runs/2026-12-04-h200-peers
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
mkdir -p /tmp/parts && cp .whl2/* /tmp/parts/ && ls -la /tmp/parts > $OUT/parts.log 2>&1
mark "parts rc $?"
timeout 250 python3 benches/peers/pytorch_softmax.py --peer pytorch --like $D/call1/main-bf16.csv \
  --csv $OUT/pytorch-main-bf16.csv > $OUT/pytorch-main-bf16.log 2>&1
mark "pytorch main-bf16 rc $?"
cat $OUT/call-device.txt $OUT/parts.log
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
