#!/bin/bash
# 16-bit rows of 36K-55K in 256-unit cubes of 6-13 loads and 1-3 staged pages (36-84 KB of shared
# memory a cube, three an SM where ptxas leaves each unit at most 80 registers), against the
# planner's 512-unit pairs (two an SM). Two rounds, kernel alone; then one sweep with CubeCL's
# compilation log on and kernel-inspect.py on its kernels (registers, cubes an SM holds).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plans="--strategy cube-per-row --units 256 --loads 4 --loads 5 --loads 6 --loads 7 --loads 9 --loads 13 --staged 1 --staged 2 --staged 3 --staged 4"
for round in 1 2; do
  $R sweep --shape 334x50257 --shape 396x50257 --shape 1024x50257 --shape 300x36864 \
    --shape 4096x40960 --shape 280x55296 --dtype bf16 --dtype f16 --op softmax --op log_softmax \
    $plans > $OUT/sweep-round$round.log 2>&1
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
CUBECL_DEBUG_LOG=$OUT/compile.log $R sweep --shape 334x50257 --shape 300x36864 --dtype bf16 \
  --op softmax --op log_softmax $plans > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
echo "inspect rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
gzip -f $OUT/compile.log; tar czf $OUT/kernels.tgz -C $OUT kernels && rm -rf $OUT/kernels
cat $OUT/device.txt; cat $OUT/kernels.txt | head -60
