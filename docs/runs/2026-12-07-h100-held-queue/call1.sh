#!/usr/bin/env bash
# Prepared in the forty-fifth session and not run (no device time was left): the sweep's timing
# with the device's queue held ahead of each batch (`--queue-ahead true`, this session's change)
# against the timing as before, at the rows of 64 x 32000 whose lines moved by up to a factor of
# two from round to round in calls 1-2, and at f32 1024 x 32768, whose calls (140 us) the host
# never paced; then Nsight Compute's duration of each plan, one launch each (caches flushed,
# clocks free), named by grid and cube size.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 256 --units 512 --loads 4 --staged 0 --chunks 2 --chunks 4"
P="$P --cube-per-chunk true --rounds 7 --seconds 10"
{
for s in "softmax_backward bf16 64x32000" "softmax_backward f32 64x32000" \
         "log_softmax_backward f32 64x32000"; do
  set -- $s
  for q in true false; do
    echo "== $1 $2 $3 queue-ahead $q"
    timeout 16 $R sweep --op $1 --dtype $2 --shape $3 $P --queue-ahead $q 2>&1
    mark "$1 $2 $3 $q"
  done
done
for q in true false; do
  echo "== softmax_backward f32 1024x32768 queue-ahead $q"
  timeout 16 $R sweep --op softmax_backward --dtype f32 --shape 1024x32768 --strategy cube-per-row \
    --units 32 --loads 1 --staged 0 --rounds 5 --seconds 8 --queue-ahead $q 2>&1
  mark "1024x32768 $q"
done
} > $OUT/sweep.log 2>&1
M=gpu__time_duration.sum,launch__grid_size,launch__block_size
for s in "softmax_backward bf16" "softmax_backward f32"; do
  set -- $s
  echo "== $1 $2 64x32000" >> $OUT/ncu.txt
  CUBEMAX_REPORT_PROFILE=1 timeout 45 ncu --clock-control none -k regex:backward --launch-count 40 \
    --metrics $M $R sweep --op $1 --dtype $2 --shape 64x32000 ${P/--rounds 7 --seconds 10/--rounds 1} \
    >> $OUT/ncu.txt 2>&1
  mark "ncu $1 $2"
done
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
