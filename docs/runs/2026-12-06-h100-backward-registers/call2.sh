#!/usr/bin/env bash
# Call 2 (forty-second session): the 16-bit softmax backward of 1-4 rows per SM held whole in
# registers. Call 1 had bf16 256 x 32000 at 21.2-21.4 us in a 1024-unit cube at 4 vectors or a
# 512-unit cube at 8 vectors, no staged page, against 28.0 for the planner's 256-unit pairs at
# 4 vectors and 3 pages. Here: rows of 26624-32768 at 140-528 rows, the planner's line against
# cubes of 256-1024 units holding the row in registers at 4 or 8 vectors (--staged 0, whole rows);
# kernel alone, five rounds (medians of alternating rounds).
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--strategy cube-per-row --chunks 1 --staged 0 --units 256 --units 384 --units 512 --units 1024"
G="$G --loads 4 --loads 8 --rounds 5"
run() { # op dtype shape
  echo "== $1 $2 $3"
  timeout 30 $R sweep --op $1 --dtype $2 --shape $3 $G 2>&1
  mark "$1 $2 $3"
}
{
for rows in 140 200 256 396 528; do
  for len in 26624 28672 32000 32768; do
    run softmax_backward bf16 ${rows}x$len
  done
done
run softmax_backward f16 256x32000
run softmax_backward f16 396x32768
run log_softmax_backward bf16 200x32000
} > $OUT/sweep.log 2>&1
mark end
tail -3 $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
