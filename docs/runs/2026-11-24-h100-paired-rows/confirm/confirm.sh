#!/bin/bash
# More rows than SMs, not two per SM, for the pairs of cubes: the build before (A) and after (B),
# the planner's plans through the report, A B A B; then the CUDA planner tests of B.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report cubemax-report-before suite; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/cubemax-report sweep --dtype f32 --op softmax --strategy cube-per-row --units 1024 --loads 8 --staged 0 --shape 4096x8192 > $OUT/warmup.log 2>&1
S="--shape 256x32000 --shape 200x32768 --shape 160x24576 --shape 132x32768"
for round in 1 2; do
  for v in before after; do
    R=.gpu/cubemax-report; [ $v = before ] && R=.gpu/cubemax-report-before
    timeout 125 $R $S --dtype f32 --dtype bf16 --op softmax --op log_softmax --op softmax_backward --op log_softmax_backward --csv $OUT/$v-$round.csv > $OUT/$v-$round.log 2>&1
    echo "$v $round $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
timeout 60 .gpu/suite planner > $OUT/suite-planner.log 2>&1
echo "suite $(date -u +%H:%M:%S) rc $?" >> $OUT/device.txt
