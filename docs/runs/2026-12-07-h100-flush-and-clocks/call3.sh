#!/usr/bin/env bash
# The SM clock while the report times batches: nvidia-smi sampled every 100 ms during call 1's
# four batch sweeps and a sweep of the bf16 forward of 64 x 151936 in 256 cubes of 512 units.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
nvidia-smi -q -d CLOCK,PERFORMANCE > $OUT/clocks-before.txt 2>&1
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,clocks_throttle_reasons.active,power.draw \
  --format=csv -lms 100 > $OUT/clocks.csv 2>&1 &
S=$!
CASES=("softmax_backward bf16 64x32000 1024 2 1 1" "softmax_backward f32 64x50257 512 8 1 2"
       "softmax_backward f32 1024x32768 1024 4 1 1" "softmax bf16 64x151936 512 4 2 4")
for s in "${CASES[@]}"; do
  set -- $s
  echo "== $1 $2 $3"
  mark "sweep $1 $2 $3"
  timeout 15 $R sweep --op $1 --dtype $2 --shape $3 --strategy cube-per-row --units $4 \
    --loads $5 --staged $6 --chunks $7 --cube-per-chunk true --rounds 5 --seconds 10 2>&1
  mark "sweep $1 $2 $3 rc $?"
done > $OUT/sweep.log 2>&1
kill $S
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
