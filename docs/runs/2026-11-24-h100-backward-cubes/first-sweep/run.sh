#!/bin/bash
# Run on the GPU machine from the repository root, with the report of commit 5d17674 as
# .gpu/base-report (the kernels and planner of that commit).
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x base-report; cd ..
R=.gpu/base-report
date -u > $OUT/device.txt; nvidia-smi --query-gpu=name,driver_version --format=csv >> $OUT/device.txt
$R sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --strategy cube-per-row --units 256 --units 512 --units 1024 --loads 1 --loads 2 --loads 3 --loads 4 --shape 1024x32768 --shape 4096x4096 > $OUT/sweep-bf16.log 2>&1
$R sweep --dtype bf16 --op log_softmax_backward --op softmax_backward --strategy cube-per-row --units 512 --units 1024 --loads 2 --loads 3 --loads 4 --shape 16384x32000 > $OUT/sweep-bf16-big.log 2>&1
date -u >> $OUT/device.txt
