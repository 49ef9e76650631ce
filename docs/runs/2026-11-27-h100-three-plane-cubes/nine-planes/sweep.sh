#!/bin/bash
# After the 384-unit rule: cubes of nine planes (288 units) of 3 loads and 4 staged pages, or 4
# and 3 (55 KB of shared memory each: four to an SM where ptxas leaves a unit at most 56
# registers), against the planner's plan and the 384-unit cube, at 512-16384 rows of 32000-32768
# bf16 elements, two rounds, kernel alone; then one sweep with CubeCL's compilation log on and
# kernel-inspect.py on its kernels.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
shapes="--shape 512x32768 --shape 1024x32768 --shape 2048x32768 --shape 4096x32768 --shape 16384x32000"
for round in 1 2; do
  for plan in "--units 288 --loads 3 --staged 4" "--units 288 --loads 4 --staged 3" "--units 384 --loads 3 --staged 3"; do
    $R sweep $shapes --dtype bf16 --op softmax --op log_softmax --strategy cube-per-row $plan >> $OUT/sweep-round$round.log 2>&1
  done
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
CUBECL_DEBUG_LOG=$OUT/compile.log $R sweep --shape 1024x32768 --dtype bf16 --op softmax --op log_softmax \
  --strategy cube-per-row --units 288 --loads 3 --loads 4 --staged 3 --staged 4 > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
echo "inspect rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
rm -rf $OUT/kernels $OUT/compile.log
cat $OUT/device.txt; cat $OUT/kernels.txt
