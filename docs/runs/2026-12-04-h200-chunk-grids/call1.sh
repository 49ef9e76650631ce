#!/usr/bin/env bash
# Call 1: exchanged rows with one cube per chunk (the hardware scheduling the grid, several small
# cubes an SM), clustered or not, against the planner's persistent grid of one cube per SM.
set -u
cd .gpu/c && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/c/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--strategy cube-per-row --units 256 --units 512 --staged 1 --staged 2 --staged 3 --staged 4 --chunks 4 --chunks 8 --exchange-per-sm 0 --clustered true --clustered false"
timeout 200 $R sweep --op softmax --dtype f32 --shape 256x151936 --shape 64x151936 --shape 256x131072 --shape 64x262144 \
  $G --loads 4 --loads 8 > $OUT/sweep-f32.log 2>&1; mark "f32 rc $?"
timeout 200 $R sweep --op softmax --dtype bf16 --shape 256x151936 --shape 64x151936 --shape 256x131072 --shape 64x262144 \
  $G --loads 2 --loads 4 > $OUT/sweep-bf16.log 2>&1; mark "bf16 rc $?"
timeout 100 $R sweep --op softmax --dtype f32 --shape 256x151936 --shape 64x151936 --strategy cube-per-row --units 1024 --loads 7 --staged 2 --chunks 2 \
  --exchange-per-sm 1 --exchange-per-sm 0 --clustered true --clustered false > $OUT/sweep-f32-1024.log 2>&1; mark "f32-1024 rc $?"
cat $OUT/call-device.txt; grep -c " ok " $OUT/sweep-*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep-*.log
