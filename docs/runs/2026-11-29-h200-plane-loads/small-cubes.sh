#!/bin/bash
# Fifth call: with the copy of a shape's bytes taken as the fastest copy (fourth call), bf16
# 32768 x 1024 runs at 0.78-0.83x where a copy of its bytes (one vector of 16 bytes a unit,
# 16384 cubes) runs at 1.01x. The plane sweep of the first call started at 128-unit cubes;
# here plane-per-row in cubes of one and two planes (32 and 64 units: 1-2 rows a cube, up to
# 32768 cubes) beside 128 and 256, at 2, 4 and 8 vectors a unit, the planner's kept exps. Two
# rounds, the second in reverse order.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plane() { # dtype shape
  $R sweep --dtype $1 --op softmax --op log_softmax --shape $2 --strategy plane-per-row \
    --units 32 --units 64 --units 128 --units 256 --loads 2 --loads 4 --loads 8
}
forward() { plane bf16 32768x1024; plane f16 32768x1024; plane bf16 32768x512; plane bf16 32768x256; plane f32 32768x512; plane bf16 16x32x1024x1024; }
reversed() { plane bf16 16x32x1024x1024; plane f32 32768x512; plane bf16 32768x256; plane bf16 32768x512; plane f16 32768x1024; plane bf16 32768x1024; }
{ echo "== round 1"; forward; echo "== round 2"; reversed; } > $OUT/forward.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/forward.log; grep -ci 'fail\|error' $OUT/forward.log
