#!/bin/bash
# 16-bit kept exponentials on the plans the second call did not cover: the narrow 256-unit
# cubes of 8K-28K rows (2 loads and 2-6 staged pages of 2) and the 1024-unit cube of a 98304
# row (4 loads and 2 pages of 4, one per SM); each shape's planner line, then the forced plan
# without and with kept exps, both orders, kernel alone.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plans="8192x16384:256:2:3 14564x9216:256:2:2 5461x24576:256:2:5 4793x28000:256:2:6 6554x20480:256:2:4 512x98304:1024:4:2"
for kept in "--kept-exps false --kept-exps true" "--kept-exps true --kept-exps false"; do
  for p in $plans; do
    IFS=: read shape units loads staged <<< "$p"
    timeout 100 $R sweep --shape $shape --dtype bf16 --dtype f16 --op softmax --strategy cube-per-row \
      --units $units --loads $loads --staged $staged $kept >> $OUT/sweep.log 2>&1
  done
  echo "order rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
