#!/bin/bash
# bf16 softmax rows held in registers alone, on the H200: the planner's plans (no kept exps),
# the same plans with their exps kept in place of the held scores (--kept-exps true), and the
# same at twice the units and half the loads (two vectors a unit), both ways; log_softmax of the
# same shapes as the floor without the store's exp. Three rounds, the second in reverse order.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
cube() { # shape units
  $R sweep --dtype bf16 --op softmax --op log_softmax --shape $1 --strategy cube-per-row \
    --units $2 --units $(( $2 * 2 )) --loads 4 --loads 2 --staged 0 --kept-exps false --kept-exps true
}
plane() { # shape
  $R sweep --dtype bf16 --op softmax --op log_softmax --shape $1 --strategy plane-per-row \
    --units 256 --loads 4 --loads 2 --kept-exps false --kept-exps true
}
shapes() {
  cube 32768x2048 64; cube 32768x4096 128; cube 32768x8192 256; cube 32768x16384 512
  cube 4096x4096 128; cube 8192x8192 256; plane 32768x1024; plane 32768x512
}
reversed() {
  plane 32768x512; plane 32768x1024; cube 8192x8192 256; cube 4096x4096 128
  cube 32768x16384 512; cube 32768x8192 256; cube 32768x4096 128; cube 32768x2048 64
}
{ echo "== round 1"; shapes; echo "== round 2"; reversed; echo "== round 3"; shapes; } > $OUT/sweep.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/sweep.log
