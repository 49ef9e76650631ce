#!/bin/bash
# The streamed column backward in groups of segments: a sweep of segments x groups at the
# few-long-column shapes, then the CUDA backward column test.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report suite; cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1; done
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --op softmax_backward --dtype f32 --dtype bf16 --shape 1x32768x1024 --shape 2x16384x1024 --shape 4x8192x1024 --shape 8x4096x1024 --shape 1x65536x256 --groups 1 --groups 2 --groups 4 --groups 8 --groups 16 --groups 32 --segments 16 --segments 32 --segments 64 --loads 16 --units 256 --staged 0 > $OUT/groups.log 2>&1
echo "groups $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --op log_softmax_backward --dtype f32 --dtype bf16 --shape 1x32768x1024 --shape 1x65536x256 --groups 1 --loads 16 --units 256 --staged 0 > $OUT/log-backward.log 2>&1
echo "log $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/suite --test-threads 8 backward::columns > $OUT/suite-backward-columns.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
