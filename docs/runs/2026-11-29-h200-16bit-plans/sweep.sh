#!/bin/bash
# The 16-bit shapes still under their targets on the H200 (commit 337a85c), every plan around
# the planner's: the backward at bf16 32768 x 16384 / 8192, 8192 x 8192, 1024 x 32768 and
# 4096 x 4096 (units, loads a unit, staged pages), and the forward softmax at bf16 and f16
# 32768 x 16384 (units, loads, staged pages, kept exps), with log_softmax as the floor. Two
# rounds, the second in reverse order. Each part writes its own log as it goes.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
back() { # shape units...
  local shape=$1; shift; local u=(); for n in "$@"; do u+=(--units $n); done
  $R sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --shape $shape \
    --strategy cube-per-row "${u[@]}" --loads 2 --loads 4 --loads 8 --staged 0 --staged 1 --staged 3
}
forward() {
  $R sweep --dtype bf16 --dtype f16 --op softmax --shape 32768x16384 --strategy cube-per-row \
    --units 128 --units 256 --units 512 --loads 4 --loads 8 --staged 0 --staged 1 --staged 3 \
    --kept-exps false --kept-exps true
  $R sweep --dtype bf16 --op log_softmax --shape 32768x16384 --strategy cube-per-row \
    --units 128 --units 256 --units 512 --loads 4 --loads 8 --staged 0 --staged 1 --staged 3
}
backward() {
  back 32768x16384 256 512 1024; back 1024x32768 256 512 1024; back 32768x8192 128 256 512
  back 8192x8192 128 256 512; back 4096x4096 64 128 256
}
backward_reversed() {
  back 4096x4096 64 128 256; back 8192x8192 128 256 512; back 32768x8192 128 256 512
  back 1024x32768 256 512 1024; back 32768x16384 256 512 1024
}
{ echo "== round 1"; backward; echo "== round 2"; backward_reversed; } > $OUT/backward.log 2>&1
echo "backward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
{ echo "== round 1"; forward; echo "== round 2"; forward; } > $OUT/forward.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/backward.log $OUT/forward.log
