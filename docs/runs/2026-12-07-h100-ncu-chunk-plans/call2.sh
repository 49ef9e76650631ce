#!/usr/bin/env bash
# Nsight Compute's duration of every chunked backward plan at rows of 64 and 256 (one launch at a
# time, caches flushed, clocks free), then the same plans timed in batches.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 256 --units 512 --loads 4 --loads 8 --staged 0"
P="$P --chunks 2 --chunks 4 --chunks 8 --cube-per-chunk true"
M=gpu__time_duration.sum,launch__grid_size,launch__block_size
CASES=("log_softmax_backward bf16 64x32000" "softmax_backward bf16 64x50257"
       "softmax_backward f32 256x32000")
for s in "${CASES[@]}"; do
  set -- $s
  n=$1-$2-$3
  CUBEMAX_REPORT_PROFILE=1 timeout 35 ncu --clock-control none -k regex:backward \
    --launch-count 400 --csv --log-file $OUT/ncu-$n.csv --metrics $M \
    $R sweep --op $1 --dtype $2 --shape $3 $P --rounds 1 > $OUT/ncu-$n.log 2>&1
  mark "ncu $n rc $?"
done
for s in "${CASES[@]}"; do
  set -- $s
  echo "== $1 $2 $3"
  timeout 12 $R sweep --op $1 --dtype $2 --shape $3 $P --rounds 3 --seconds 8 2>&1
  mark "sweep $1 $2 $3 rc $?"
done > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log $OUT/ncu-*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log $OUT/ncu-*.log
