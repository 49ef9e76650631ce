#!/bin/bash
# Sweeps for the planner's few-rows rules, kernel alone (build of commit f8bf372's kernels).
cd .gpu && gunzip -f cubemax-report.gz; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R sweep --dtype f32 --op softmax --strategy cube-per-row --units 1024 --loads 8 --staged 0 --shape 4096x8192 > $OUT/warmup.log 2>&1
# 1. Forward: rows between one and two per SM, 512-unit pairs against the largest cube.
timeout 200 $R sweep --dtype f32 --dtype bf16 --op softmax --strategy cube-per-row --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1 --staged 3 \
  --shape 140x32000 --shape 200x32000 --shape 256x32000 --shape 200x32768 --shape 256x24576 > $OUT/forward-pairs.log 2>&1
echo "forward-pairs $(date -u +%H:%M:%S)" >> $OUT/device.txt
# 2. bf16 backward: the same rows, 256-unit pairs against the largest cube.
timeout 150 $R sweep --dtype bf16 --op softmax_backward --strategy cube-per-row --units 256 --units 1024 --loads 2 --loads 4 --staged 0 --staged 1 --staged 3 \
  --shape 140x32000 --shape 200x32768 --shape 256x32000 > $OUT/backward-pairs.log 2>&1
echo "backward-pairs $(date -u +%H:%M:%S)" >> $OUT/device.txt
# 3. Rows for at most half the SMs: whole rows against 2 and 3 exchanged chunks.
timeout 200 $R sweep --dtype f32 --dtype bf16 --op softmax --op softmax_backward --strategy cube-per-row --units 512 --units 1024 --loads 2 --loads 4 --loads 8 --staged 0 --staged 1 --chunks 1 --chunks 2 --chunks 3 \
  --shape 64x32000 --shape 64x50257 --shape 48x32000 > $OUT/few-rows.log 2>&1
echo "few-rows $(date -u +%H:%M:%S)" >> $OUT/device.txt
