#!/bin/bash
# Call 4 (new build, as call 1): masked 16-bit rows held by cubes, the planner's plan (cube per
# row, four vectors of 8 a unit, no staged page: 64 units at 2048 keys, 128 at 4096, 256 at 8192)
# forced with its exps kept and not, four rounds, the order of the two swapped each round; bf16
# and f16, the sweep's boolean and additive padding masks, [1, 16, 2048, 2048], [1, 4, 4096,
# 4096] and [1, 1, 8192, 8192] (2^26 elements each).
cd .gpu && gunzip -f new/cubemax-report.gz && chmod +x new/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/new/cubemax-report
for round in 1 2 3 4; do
  if [ $((round % 2)) = 1 ]; then K="--kept-exps true --kept-exps false"; else K="--kept-exps false --kept-exps true"; fi
  echo "== round $round"
  for dtype in bf16 f16; do
    for mask in bool additive; do
      timeout 30 $N sweep --dtype $dtype --mask $mask --shape 1x16x2048x2048 --strategy cube-per-row --units 64 --loads 4 --staged 0 $K
      timeout 30 $N sweep --dtype $dtype --mask $mask --shape 1x4x4096x4096 --strategy cube-per-row --units 128 --loads 4 --staged 0 $K
      timeout 30 $N sweep --dtype $dtype --mask $mask --shape 1x1x8192x8192 --strategy cube-per-row --units 256 --loads 4 --staged 0 $K
    done
  done
done > $W/kept.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; python3 .gpu/kept_ab.py $W/kept.log
tar czf $OUT/call4.tgz -C $OUT w
