#!/usr/bin/env bash
# Call 3 (forty-second session): a candidate rule (few_softmax_backward_rows_in_registers):
# the 16-bit softmax backward of rows of 24577-32768 from more rows than SMs in the DOUBLED_LOADS
# cube, but where the pairs take every row in one round filling 7/8 of their slots. Each shape:
# the planner's line (the rule's plan) against the plan before forced (256-unit pairs, four
# vectors and three staged pages); at 256 rows, which the rule leaves, the pairs against the
# 512-unit cube at eight vectors. Kernel alone, seven rounds (medians of alternating rounds).
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
OLD="--strategy cube-per-row --chunks 1 --units 256 --loads 4 --staged 3 --rounds 7"
NEW="--strategy cube-per-row --chunks 1 --units 512 --loads 8 --staged 0 --rounds 7"
run() { # dtype shape forced...
  local dtype=$1 shape=$2; shift 2
  echo "== softmax_backward $dtype $shape"
  timeout 40 $R sweep --op softmax_backward --dtype $dtype --shape $shape "$@" 2>&1
  mark "$dtype $shape"
}
{
for shape in 140x24577 140x26624 200x28672 133x32768 200x32000 230x32768 300x32000 396x26624 \
  396x32768 528x28672 792x26624; do
  run bf16 $shape $OLD
done
run f16 200x32000 $OLD
run f16 528x32768 $OLD
run bf16 256x32000 $NEW
run bf16 256x32768 $NEW
} > $OUT/sweep.log 2>&1
mark end
tail -3 $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
