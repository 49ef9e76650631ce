#!/bin/bash
# Third call: `copies` found a copy of 16-128 MiB each way up to 10% faster at one vector of 16
# bytes a unit than at eight (more, shorter cubes), and the report's copy of a shape's bytes
# uses eight. Here the shapes of 32-64 MiB each way, every cube-per-row plan of 1-8 vectors a
# unit and 64-1024 units (no staged page), softmax with and without kept exps, beside the
# planner's line: bf16 and f32 32768 x 512 / 1024, 4096 x 4096, 8192 x 2048; the backward of
# bf16 4096 x 4096 and 32768 x 1024 the same way. Two rounds, the second in reverse order; then
# the order check the second call's eight-file limit dropped.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
cubes() { # dtype shape units...
  local dtype=$1 shape=$2; shift 2; local u=(); for n in "$@"; do u+=(--units $n); done
  $R sweep --dtype $dtype --op softmax --shape $shape --strategy cube-per-row "${u[@]}" \
    --loads 1 --loads 2 --loads 4 --loads 8 --staged 0 --kept-exps false --kept-exps true
  $R sweep --dtype $dtype --op log_softmax --shape $shape --strategy cube-per-row "${u[@]}" \
    --loads 1 --loads 2 --loads 4 --loads 8 --staged 0
}
back() { # shape units...
  local shape=$1; shift; local u=(); for n in "$@"; do u+=(--units $n); done
  $R sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --shape $shape \
    --strategy cube-per-row "${u[@]}" --loads 1 --loads 2 --loads 4 --staged 0
}
forward() {
  cubes bf16 32768x512 64 128 256; cubes bf16 32768x1024 64 128 256
  cubes bf16 4096x4096 64 128 256 512 1024; cubes bf16 8192x2048 64 128 256
  cubes f32 32768x512 64 128 256; cubes f32 32768x1024 64 128 256; cubes f32 4096x4096 128 256 512 1024
}
reversed() {
  cubes f32 4096x4096 128 256 512 1024; cubes f32 32768x1024 64 128 256; cubes f32 32768x512 64 128 256
  cubes bf16 8192x2048 64 128 256; cubes bf16 4096x4096 64 128 256 512 1024
  cubes bf16 32768x1024 64 128 256; cubes bf16 32768x512 64 128 256
}
{ echo "== round 1"; forward; echo "round 1 forward $(date -u +%H:%M:%S)" >> $OUT/device.txt
  echo "== round 2"; reversed; } > $OUT/forward.log 2>&1
echo "forward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
{ echo "== round 1"; back 4096x4096 128 256 512 1024; back 32768x1024 128 256
  echo "== round 2"; back 32768x1024 128 256; back 4096x4096 128 256 512 1024; } > $OUT/backward.log 2>&1
echo "backward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
for i in 1 2 3; do
  $R sweep --dtype bf16 --op softmax --shape 16x32x1024x1024 --strategy plane-per-row --units 256 --loads 4 --kept-exps false
  $R sweep --dtype bf16 --op log_softmax --shape 32768x16384 --strategy cube-per-row --units 256 --loads 8 --staged 0
done > $OUT/order.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/*.log; grep -ci 'fail\|error' $OUT/*.log
