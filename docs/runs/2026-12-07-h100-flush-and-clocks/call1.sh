#!/usr/bin/env bash
# Does Nsight Compute's cache flush hide work that batches pay? The planner's plan of four shapes,
# its first 20 launches profiled with the caches flushed before each (`--cache-control all`, the
# default) and not (`none`, so the L2 holds the dirty lines of the launch before, as in a batch),
# DRAM bytes read and written beside the duration; then the same plan timed in batches.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__grid_size
CASES=("softmax_backward bf16 64x32000 backward 1024 2 1 1"
       "softmax_backward f32 64x50257 backward 512 8 1 2"
       "softmax_backward f32 1024x32768 backward 1024 4 1 1"
       "softmax bf16 64x151936 softmax_cube_per_row 1024 4 2 2")
for s in "${CASES[@]}"; do
  set -- $s
  F="--strategy cube-per-row --units $5 --loads $6 --staged $7 --chunks $8"
  for cc in all none; do
    n=cc-$cc-$1-$2-$3
    CUBEMAX_REPORT_PROFILE=1 timeout 30 ncu --clock-control none --cache-control $cc \
      -k regex:$4 --launch-count 20 --csv --log-file $OUT/$n.csv --metrics $M \
      $R sweep --op $1 --dtype $2 --shape $3 $F --rounds 1 > $OUT/$n.log 2>&1
    mark "$n rc $?"
  done
done
for s in "${CASES[@]}"; do
  set -- $s
  echo "== $1 $2 $3"
  timeout 15 $R sweep --op $1 --dtype $2 --shape $3 --strategy cube-per-row --units $5 \
    --loads $6 --staged $7 --chunks $8 --rounds 5 --seconds 10 2>&1
  mark "sweep $1 $2 $3 rc $?"
done > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/*.log
