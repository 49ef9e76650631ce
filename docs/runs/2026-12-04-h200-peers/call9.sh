#!/usr/bin/env bash
# Call 9, right after call 8 on the same machine (QuACK still in /tmp/site): the softmax backward
# of the main grids, kernel alone, f32 and bf16, by the report of commit 5f180a2 (`.gpu/r/`); then
# QuACK, Liger and PyTorch on the same shapes.
set -u
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
S=/tmp/site
export PYTHONPATH=$S:$S/nvidia_cutlass_dsl/dsl_packages
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
declare -A LIMIT=([f32]=90 [bf16]=110)
for d in f32 bf16; do
  timeout ${LIMIT[$d]} $R --grid main --dtype $d --kernel-alone --op softmax_backward \
    --csv $OUT/backward-$d.csv > $OUT/backward-$d.log 2>&1
  mark "backward $d rc $?"
done
declare -A PLIMIT=([quack]=60 [liger]=50 [pytorch]=60)
for peer in quack liger pytorch; do
  for d in f32 bf16; do
    timeout ${PLIMIT[$peer]} python3 benches/peers/pytorch_softmax.py --peer $peer --like $OUT/backward-$d.csv \
      --csv $OUT/$peer-backward-$d.csv > $OUT/$peer-backward-$d.log 2>&1
    mark "$peer backward $d rc $?"
  done
done
cat $OUT/call-device.txt
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
