#!/usr/bin/env bash
# Call 4: call 3 left the bf16 log-softmax backward of 256 x 151936 undecided (one cube per chunk
# 1.01 and 1.20 of one cube per SM in its two rounds). The same build and sweep, four rounds, at
# it and three more bf16 log-softmax backward shapes the planner cuts into two chunks in rounds;
# each process times the two grids in the order the round says (true first in odd rounds).
set -u
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for round in 1 2 3 4; do
  if [ $((round % 2)) = 1 ]; then C="--cube-per-chunk true --cube-per-chunk false"
  else C="--cube-per-chunk false --cube-per-chunk true"; fi
  for s in 256x151936 192x151936 512x151936 256x200000; do
    echo "== D round $round bf16 $s" >> $OUT/log-backward-bf16.log
    timeout 60 $R sweep --op log_softmax_backward $C --strategy cube-per-row --dtype bf16 \
      --shape $s --units 1024 --loads 16 --staged 16 --chunks 64 >> $OUT/log-backward-bf16.log 2>&1
  done
  mark "D round $round"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/log-backward-bf16.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/log-backward-bf16.log
