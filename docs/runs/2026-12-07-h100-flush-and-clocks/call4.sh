#!/usr/bin/env bash
# The SM clock under Nsight Compute: the planner's first 20 launches of bf16 softmax backward
# 64 x 32000, caches not flushed, clocks left free (`--clock-control none`) and locked to base
# (`base`), with the SM frequency of each launch; nvidia-smi samples the clock every 50 ms.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks_throttle_reasons.active --format=csv -lms 50 \
  > $OUT/clocks.csv 2>&1 &
S=$!
M=gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second,sm__cycles_elapsed.max
F="--strategy cube-per-row --units 1024 --loads 2 --staged 1 --chunks 1"
for cc in none base; do
  n=clock-$cc
  mark "$n"
  CUBEMAX_REPORT_PROFILE=1 timeout 30 ncu --clock-control $cc --cache-control none \
    -k regex:backward --launch-count 20 --csv --log-file $OUT/$n.csv --metrics $M \
    $R sweep --op softmax_backward --dtype bf16 --shape 64x32000 $F --rounds 1 > $OUT/$n.log 2>&1
  mark "$n rc $?"
done
kill $S
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/*.log
