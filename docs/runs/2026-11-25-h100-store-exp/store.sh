#!/bin/bash
# Does the softmax store's exp cost bandwidth on big bf16 rows? The build of 6518de5 (before),
# one whose store computes exp(z - (max + ln sum)) (fold), and a diagnostic whose store has no
# exp at all (noexp, wrong output), the planner's plans through the report, in turn, twice.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report*; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
.gpu/cubemax-report sweep --dtype f32 --op softmax --strategy cube-per-row --units 1024 --loads 8 --staged 0 --shape 4096x8192 > $OUT/warmup.log 2>&1
S="--shape 32768x16384 --shape 16384x32000 --shape 1024x32768 --shape 8192x8192 --shape 32768x4096"
for round in 1 2; do
  for v in before fold noexp; do
    R=.gpu/cubemax-report; [ $v != before ] && R=.gpu/cubemax-report-$v
    timeout 120 $R $S --dtype bf16 --dtype f32 --op softmax --op log_softmax > $OUT/$v-$round.log 2>&1
    echo "$v $round $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
cat $OUT/device.txt
