#!/bin/bash
# Call 4 (.gpu/final, the committed rule's report): causal 16-bit attention rows held by cubes
# (keys of 2048, 4096 and 8192: [1, 16, 2048, 2048], [1, 4, 4096, 4096], [1, 1, 8192, 8192],
# 2^26 elements each), the plan of 64, 128 and 256 units at four vectors of 8 a unit, no staged
# page, forced with its exps kept (where the planner puts them by room) and not, bf16 and f16,
# three rounds, the order of the two swapped each round. Data for a later rule: the planner
# keeps none under a causal limit in cubes.
cd .gpu && gunzip -f final/cubemax-report.gz && chmod +x final/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/final/cubemax-report
for round in 1 2 3; do
  if [ $((round % 2)) = 1 ]; then K="--kept-exps true --kept-exps false"; else K="--kept-exps false --kept-exps true"; fi
  echo "== round $round"
  for dtype in f16 bf16; do
    timeout 30 $N sweep --dtype $dtype --causal 0 --shape 1x16x2048x2048 --strategy cube-per-row --units 64 --loads 4 --staged 0 $K
    timeout 30 $N sweep --dtype $dtype --causal 0 --shape 1x4x4096x4096 --strategy cube-per-row --units 128 --loads 4 --staged 0 $K
    timeout 30 $N sweep --dtype $dtype --causal 0 --shape 1x1x8192x8192 --strategy cube-per-row --units 256 --loads 4 --staged 0 $K
  done
  echo "round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/kept.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; python3 docs/runs/2026-11-29-h200-causal-skip/kept_ab.py $W/kept.log
