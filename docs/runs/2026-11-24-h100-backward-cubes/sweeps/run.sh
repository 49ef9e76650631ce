#!/bin/bash
# Run on the GPU machine from the repository root, with the report of commit 5d17674 as
# .gpu/base-report (the kernels and planner of that commit): two passes of the same sweep.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x base-report; cd ..
R=.gpu/base-report
date -u > $OUT/device.txt; nvidia-smi --query-gpu=name,driver_version --format=csv >> $OUT/device.txt
S="--shape 1024x32768 --shape 16384x32000 --shape 512x32768 --shape 2048x32768 --shape 1024x24000 --shape 256x32000 --shape 4096x20000 --shape 132x32768"
for pass in 1 2; do
$R sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --strategy cube-per-row --units 256 --units 1024 --loads 2 --loads 4 $S > $OUT/sweep-pass$pass.log 2>&1
done
date -u >> $OUT/device.txt
