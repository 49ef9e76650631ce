#!/bin/bash
# Call 3 (call 2's new build): 16-bit plans forced with their exps kept and not, under a causal
# limit, a boolean and an additive mask, at rows of 512 and 1024 on planes and 2048 in 64-unit
# cubes (the planner's plans there), bf16 and f16, two rounds with the order of the two swapped.
cd .gpu && gunzip -f new/cubemax-report.gz; chmod +x new/cubemax-report; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/new/cubemax-report
for r in 1 2; do
  if [ $r = 1 ]; then K="--kept-exps true --kept-exps false"; else K="--kept-exps false --kept-exps true"; fi
  echo "== round $r"
  for M in "--causal 0" "--mask bool" "--mask additive"; do
    timeout 40 $N sweep --dtype bf16 --dtype f16 --shape 8x16x512x512 $M --strategy plane-per-row --units 256 --loads 4 $K
    timeout 40 $N sweep --dtype bf16 --dtype f16 --shape 4x16x1024x1024 $M --strategy plane-per-row --units 256 --loads 4 $K
    timeout 40 $N sweep --dtype bf16 --dtype f16 --shape 2x16x2048x2048 $M --strategy cube-per-row --units 64 --loads 4 --staged 0 $K
  done
done > $W/kept.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; python3 .gpu/kept_ab.py $W/kept.log; grep planner $W/kept.log | sort | uniq -c | cut -c1-160
tar czf $OUT/call3.tgz -C $OUT w
