#!/usr/bin/env bash
# Call 2 (the machine of call 1 had gone back): the first 20 MB of CUTLASS DSL's MLIR module into
# /tmp/parts, and PyTorch on every forward shape of call 1's f32 grid
# (`benches/peers/pytorch_softmax.py`, with its own copies). Calls 2-4 run on one machine, held
# between them: QuACK's wheels do not fit in one call beside the working tree.
set -u
D=docs/runs/2026-12-04-h200-peers
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
mkdir -p /tmp/parts && cp .whl1/* /tmp/parts/ && ls -la /tmp/parts > $OUT/parts.log 2>&1
mark "parts rc $?"
timeout 250 python3 benches/peers/pytorch_softmax.py --peer pytorch --like $D/call1/main-f32.csv \
  --csv $OUT/pytorch-main-f32.csv > $OUT/pytorch-main-f32.log 2>&1
mark "pytorch main-f32 rc $?"
cat $OUT/call-device.txt $OUT/parts.log
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
