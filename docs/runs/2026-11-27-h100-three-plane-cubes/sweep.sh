#!/bin/bash
# 16-bit rows of 28K-55K in cubes of 384 units (twelve planes of 32): three share an H100 SM
# where ptxas leaves a unit at most 56 registers and the staged pages take at most 75 KB, against
# the planner's plans (512-unit pairs, or 256-unit cubes for log-softmax's 32K rows). Two rounds,
# kernel alone; then one sweep with CubeCL's compilation log on and kernel-inspect.py on its
# kernels (registers, cubes an SM holds).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plans="--strategy cube-per-row --units 384 --loads 3 --loads 4 --loads 6 --staged 1 --staged 2 --staged 3"
shapes="--shape 512x32768 --shape 1024x32768 --shape 4096x32768 --shape 16384x32000 --shape 300x36864 --shape 455x36864 --shape 4096x40960 --shape 334x50257 --shape 1024x50257"
for round in 1 2; do
  $R sweep $shapes --dtype bf16 --op softmax --op log_softmax $plans > $OUT/sweep-round$round.log 2>&1
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
CUBECL_DEBUG_LOG=$OUT/compile.log $R sweep --shape 1024x32768 --shape 334x50257 --dtype bf16 \
  --op softmax --op log_softmax $plans > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
echo "inspect rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
gzip -f $OUT/compile.log; tar czf $OUT/kernels.tgz -C $OUT kernels && rm -rf $OUT/kernels
cat $OUT/device.txt; head -80 $OUT/kernels.txt
