#!/usr/bin/env bash
# Call 1: the forward of few long rows (the curve's 24576-131072 and the grid's 64-row shapes,
# 0.57-0.83x of the 1 GiB copy), f32 and bf16 softmax, swept over cube sizes, loads, staged
# pages and chunks, to see whether any plan is far ahead of the planner's on the H200 (the
# forward's broad sweeps of these shapes ran on the H100). One round; every output checked
# against the f64 reference.
set -u
cd .gpu/h && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/h/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--strategy cube-per-row --staged 0 --staged 1 --staged 2 --staged 3 --chunks 1 --chunks 2 --chunks 3 --chunks 4"
timeout 270 $R sweep --op softmax --dtype f32 --shape 683x24576 --shape 512x32768 --shape 334x50257 \
  --shape 256x65536 --shape 128x131072 --shape 64x151936 \
  $G --units 256 --units 512 --units 1024 --loads 4 --loads 7 --loads 8 > $OUT/sweep-f32.log 2>&1; mark "f32 rc $?"
timeout 270 $R sweep --op softmax --dtype bf16 --shape 683x24576 --shape 512x32768 --shape 334x50257 \
  --shape 256x65536 --shape 64x151936 \
  $G --units 256 --units 512 --units 1024 --loads 2 --loads 4 --loads 8 > $OUT/sweep-bf16.log 2>&1; mark "bf16 rc $?"
cat $OUT/call-device.txt; grep -c " ok " $OUT/sweep-*.log; grep -ci "fail\|mismatch\|panick" $OUT/sweep-*.log
