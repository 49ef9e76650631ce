#!/bin/bash
# Streamed columns, second read in reverse: the planner's plans at the few-long-column shapes,
# forward and backward (compare with the 17:15 and 20:16 UTC runs), then the CUDA column tests.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report suite; cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1; done
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device.txt
S="--shape 1x32768x1024 --shape 2x16384x1024 --shape 4x8192x1024 --shape 1x65536x256 --shape 8x8192x1024 --shape 8x4096x1024 --shape 1x4096x4096 --shape 16x4096x256"
$R columns --dtype f32 --dtype bf16 $S --groups 1 --loads 16 --units 256 --staged 0 > $OUT/forward.log 2>&1
echo "forward $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --op softmax_backward --dtype f32 --dtype bf16 --shape 1x32768x1024 --shape 2x16384x1024 --shape 4x8192x1024 --shape 8x4096x1024 --shape 1x65536x256 --groups 1 --loads 16 --units 256 --staged 0 > $OUT/backward.log 2>&1
echo "backward $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/suite --test-threads 8 kernels::column backward::columns > $OUT/suite-columns.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
