#!/bin/bash
# The streamed columns' second read forward (A, commit f233abd) against in reverse (B, the tree
# after it), the planner's plans at the few-long-column shapes, A B A B in one process each.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report cubemax-report-forward; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1
S="--shape 1x32768x1024 --shape 2x16384x1024 --shape 4x8192x1024 --shape 8x4096x1024 --shape 1x65536x256 --shape 8x8192x1024"
for round in 1 2; do
  for v in forward reverse; do
    R=.gpu/cubemax-report; [ $v = forward ] && R=.gpu/cubemax-report-forward
    $R columns --op softmax --op softmax_backward --dtype f32 --dtype bf16 $S --loads 16 --units 256 --staged 0 > $OUT/$v-$round.log 2>&1
    echo "$v $round $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
