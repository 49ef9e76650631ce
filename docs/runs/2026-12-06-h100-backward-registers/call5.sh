#!/usr/bin/env bash
# Call 5 (forty-second session): the build with the rule as committed
# (few_softmax_backward_rows_in_registers, every row count above the SM count).
# The report's own line of bf16 and f16 256 x 32000 softmax backward
# (kernel alone), then the shapes calls 3 and 4 left mixed, plus the 256-row shapes the rule now
# takes: the planner's line against the pairs forced (256 units, 4 vectors, 3 staged pages);
# kernel alone, nine rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
timeout 60 $R --op softmax_backward --dtype bf16 --dtype f16 --shape 256x32000 --kernel-alone \
  > $OUT/report.log 2>&1
mark report
OLD="--strategy cube-per-row --chunks 1 --units 256 --loads 4 --staged 3 --rounds 9"
{
for shape in 256x32000 256x32768 256x28672 230x32768 133x32768 396x26624 140x24577; do
  echo "== softmax_backward bf16 $shape"
  timeout 40 $R sweep --op softmax_backward --dtype bf16 --shape $shape $OLD 2>&1
  mark "bf16 $shape"
done
} > $OUT/sweep.log 2>&1
mark end
tail -3 $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log $OUT/report.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log $OUT/report.log
