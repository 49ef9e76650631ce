#!/usr/bin/env bash
# Call 2, the same report build as call 1: one plan timed ten times in a row on the same buffers
# (the sweep times a request as often as it is asked for), then the same shape again in the same
# process (buffers made again), in two processes: is the spread of call 1 in the buffers one
# process gets, or in time? bf16 softmax 32768 x 1024 (the planner's plane plan, 256-unit cubes)
# and 4096 x 4096 (the planner's cube plan, 64 units at eight vectors).
set -u
(cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report)
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
stamp() { while IFS= read -r line; do echo "$(date -u +%T.%N | cut -c1-12) $line"; done; }
TEN=""; for i in 1 2 3 4 5 6 7 8 9 10; do TEN="$TEN --units UNITS"; done
for process in 1 2; do
  echo "== process $process" | stamp >> $OUT/sweep.log
  timeout 100 $R sweep --op softmax --dtype bf16 --shape 32768x1024 --shape 32768x1024 \
    --strategy plane-per-row ${TEN//UNITS/256} --loads 4 2>&1 | stamp >> $OUT/sweep.log
  timeout 100 $R sweep --op softmax --dtype bf16 --shape 4096x4096 --shape 4096x4096 \
    --strategy cube-per-row ${TEN//UNITS/64} --loads 8 --staged 0 2>&1 | stamp >> $OUT/sweep.log
done
grep -c " ok " $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
grep " us \|==" $OUT/sweep.log | cut -c1-110
