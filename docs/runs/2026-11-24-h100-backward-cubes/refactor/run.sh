#!/bin/bash
# After the paged_two_per_sm refactor: the CUDA planner, staged, exchange and backward tests, and
# the plans of the shapes the two rules choose, kernel alone.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
.gpu/suite --test-threads 6 kernels::planner kernels::staged kernels::exchange backward:: > $OUT/suite.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
.gpu/cubemax-report sweep --dtype f32 --dtype bf16 --op softmax --strategy cube-per-row --units 512 --loads 8 --staged 0 --shape 1024x16384 --shape 512x32768 > $OUT/forward-plans.log 2>&1
.gpu/cubemax-report sweep --dtype bf16 --op softmax_backward --strategy cube-per-row --units 1024 --loads 2 --staged 1 --shape 1024x32768 --shape 132x32768 > $OUT/backward-plans.log 2>&1
date -u >> $OUT/device.txt
grep -E '^test result' $OUT/suite.log; grep -h planner $OUT/*-plans.log | cut -c1-200
