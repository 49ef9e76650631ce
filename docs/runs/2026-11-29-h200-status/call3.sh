#!/bin/bash
# Third call: the staged pages' exps kept, the registers' page's taken again at the store
# (RegistersPageExps::Recomputed, the working tree's planner choice where every page's exps do
# not fit in shared memory as many cubes per SM as staging, or f16, or seven vectors a unit),
# against the same plans without kept exps, forced, in one build (`cubemax-report`, the working
# tree), five rounds, the order of the two swapped every round; bf16 256 x 131072 (the registers'
# page's exps in place, the planner's) against Recomputed too.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
for round in 1 2 3 4 5; do
  if [ $((round % 2)) = 1 ]; then K="--kept-exps false --kept-exps true"; P="--registers-page-exps in-place --registers-page-exps recomputed";
  else K="--kept-exps true --kept-exps false"; P="--registers-page-exps recomputed --registers-page-exps in-place"; fi
  echo "== round $round"
  for dtype in bf16 f16; do
    $R sweep --dtype $dtype --op softmax --shape 256x151936 --strategy cube-per-row --units 1024 --loads 7 --staged 2 $K --registers-page-exps recomputed
    $R sweep --dtype $dtype --op softmax --shape 1024x65536 --shape 256x65536 --shape 334x50257 --strategy cube-per-row --units 512 --loads 4 --staged 3 $K --registers-page-exps recomputed
  done
  $R sweep --dtype f16 --op softmax --shape 256x131072 --strategy cube-per-row --units 1024 --loads 4 --staged 3 $K --registers-page-exps recomputed
  $R sweep --dtype bf16 --op softmax --shape 256x131072 --strategy cube-per-row --units 1024 --loads 4 --staged 3 --kept-exps true $P
done > $W/ab.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; grep -ci 'fail\|error\|panick\|mismatch' $W/ab.log; grep -c ' ok ' $W/ab.log
tar czf $OUT/call3.tgz -C $OUT w
