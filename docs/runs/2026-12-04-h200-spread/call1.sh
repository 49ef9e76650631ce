#!/usr/bin/env bash
# Call 1, the report of commit f19a6f9 (`.gpu/r/`; the forward kernels are those of 9174e4b):
# why one plan's time moves by up to 15% from one process to the next (the twenty-sixth session's
# call 7: bf16 softmax 32768 x 1024, 34.7-40.0 us) while a copy of its bytes moves by 2%. Eight
# processes in a row, each timing the planner's line of bf16 softmax 32768 x 1024 and 4096 x 4096
# twice (buffers made again for the second) and f32 4096 x 4096 once, every output line stamped
# with the time; nvidia-smi samples the SM and memory clocks, power and temperature every 50 ms.
set -u
(cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report)
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem,power.limit --format=csv > $OUT/call-device.txt
nvidia-smi -q -d CLOCK,PERFORMANCE,POWER > $OUT/smi-q.txt 2>&1
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,utilization.gpu \
  --format=csv,nounits -lms 50 > $OUT/clocks.csv 2>&1 &
SAMPLER=$!
nvidia-smi --query-gpu=timestamp,clocks_event_reasons.active --format=csv,nounits -lms 200 \
  > $OUT/reasons.csv 2>&1 &
REASONS=$!
stamp() { while IFS= read -r line; do echo "$(date -u +%T.%N | cut -c1-12) $line"; done; }
# The planner's line alone: a forced plan no shape takes (sixteen loads and sixteen pages).
NONE="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64"
for process in 1 2 3 4 5 6 7 8; do
  echo "== process $process" | stamp >> $OUT/sweep.log
  timeout 60 $R sweep $NONE --op softmax --dtype bf16 --shape 32768x1024 --shape 32768x1024 \
    --shape 4096x4096 --shape 4096x4096 2>&1 | stamp >> $OUT/sweep.log
  timeout 60 $R sweep $NONE --op softmax --dtype f32 --shape 4096x4096 2>&1 | stamp >> $OUT/sweep.log
done
sleep 0.5; kill $SAMPLER $REASONS
grep -c " ok " $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
grep " us " $OUT/sweep.log | head -60
