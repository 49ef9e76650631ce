#!/usr/bin/env bash
# Prepared in the forty-seventh session and refused (too little device time left to start a
# machine).
# Nsight Compute's duration of the forward plans of bf16 softmax 64 x 151936 (issue 4's 0.8x
# target): the planner's plan and every plan of 512- or 1024-unit cubes at four or eight vectors,
# 0-2 staged pages, two or four exchanged chunks on a grid of one cube per chunk.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1"
P="$P --staged 2 --chunks 2 --chunks 4 --cube-per-chunk true"
n=softmax-bf16-64x151936
CUBEMAX_REPORT_PROFILE=1 timeout 70 ncu --clock-control none -k regex:softmax_cube_per_row \
  --launch-count 400 --csv --log-file $OUT/ncu-$n.csv \
  --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size \
  $R sweep --op softmax --dtype bf16 --shape 64x151936 $P --rounds 1 > $OUT/ncu-$n.log 2>&1
mark "ncu $n rc $?"
cat $OUT/call-device.txt
grep -c " ok" $OUT/ncu-*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/ncu-*.log
