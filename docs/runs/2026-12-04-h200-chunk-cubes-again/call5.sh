#!/usr/bin/env bash
# Call 5, the committed report (`.gpu/n/`, commit 8de0b40's tree): the forward of 16-bit rows
# that one round of one cube per SM takes, the planner's default plan (a process that times it
# alone: the forced plan is one the planner refuses) against one cube per chunk in 512 units at
# two vectors of 8 a unit and in 256 units at four, the fewest chunks each holds in at most four
# staged pages (a second process, `--cube-per-chunk true`, whose first line is the planner's cut
# for that grid). Two rounds, the processes' order swapped in the second.
set -u
(cd .gpu/n && xz -dkf cubemax-report.xz && chmod +x cubemax-report)
R=.gpu/n/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
NONE="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64"
# dtype, shape, staged pages, chunks (both cubes hold the same chunks in as many pages).
shapes=("bf16 64x151936 4 4" "bf16 64x128256 3 4" "bf16 64x131072 3 4" "bf16 64x262144 4 7"
        "bf16 32x262144 4 7" "bf16 64x200000 4 5" "bf16 48x151936 4 4" "f16 64x151936 4 4")
for round in 1 2; do
  for s in "${shapes[@]}"; do
    set -- $s
    default() {
      echo "== round $round default $1 $2" >> $OUT/forward.log
      timeout 40 $R sweep --op softmax --dtype $1 --shape $2 $NONE >> $OUT/forward.log 2>&1
    }
    chunks() {
      echo "== round $round chunks $1 $2" >> $OUT/forward.log
      timeout 40 $R sweep --op softmax --dtype $1 --shape $2 --cube-per-chunk true \
        --strategy cube-per-row --units 512 --units 256 --loads 2 --loads 4 --staged $3 \
        --chunks $4 >> $OUT/forward.log 2>&1
    }
    if [ $round = 1 ]; then default "$@"; chunks "$@"; else chunks "$@"; default "$@"; fi
  done
  mark "round $round"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/forward.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/forward.log
