#!/bin/bash
# Streamed forward columns in groups of segments: sweeps at the few-long-column shapes.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1; done
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --dtype f32 --dtype bf16 --shape 1x32768x1024 --shape 2x16384x1024 --shape 4x8192x1024 --groups 1 --groups 2 --groups 4 --groups 8 --groups 16 --groups 32 --segments 16 --segments 32 --segments 64 --loads 16 --units 256 --staged 0 > $OUT/groups.log 2>&1
echo "groups $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --dtype f32 --dtype bf16 --shape 1x4096x4096 --shape 16x4096x256 --shape 1x65536x256 --groups 1 --loads 16 --units 256 --staged 0 > $OUT/other.log 2>&1
echo "other $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R options > $OUT/options.log 2>&1
echo "options $(date -u +%H:%M:%S)" >> $OUT/device.txt
