#!/usr/bin/env bash
# Call 10, right after call 9 on the same machine: QuACK, Liger and PyTorch on call 9's backward
# shapes (call 9's peers had found no `cubemax` rows in a grid timed kernel alone; the script now
# takes `cubemax-kernel` rows too).
set -u
D=docs/runs/2026-12-04-h200-peers
S=/tmp/site
export PYTHONPATH=$S:$S/nvidia_cutlass_dsl/dsl_packages
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
declare -A PLIMIT=([quack]=50 [liger]=40 [pytorch]=45)
for peer in quack liger pytorch; do
  for d in f32 bf16; do
    timeout ${PLIMIT[$peer]} python3 benches/peers/pytorch_softmax.py --peer $peer --like $D/call9/backward-$d.csv \
      --csv $OUT/$peer-backward-$d.csv > $OUT/$peer-backward-$d.log 2>&1
    mark "$peer backward $d rc $?"
  done
done
cat $OUT/call-device.txt
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
