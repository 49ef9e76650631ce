#!/usr/bin/env bash
# Call 7: call 5's lead, bf16 rows of 32000 and 50257 held whole by one 1024-unit cube a row on
# fewer cubes than SMs, at 8-64 rows: the planner's line against cube-per-row plans of 256 or
# 1024 units at two vectors a unit, whole rows or 2 or 4 chunks (one cube per chunk), kernel
# alone, nine rounds alternating. Measurement only: the committed build (call 6's).
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 256 --units 1024 --loads 2 --chunks 1 --chunks 2 --chunks 4"
P="$P --staged 0 --staged 1 --staged 2 --staged 3 --staged 4 --cube-per-chunk true --rounds 9"
{
for s in 64x32000 32x32000 16x32000 8x32000 64x50257 32x50257 16x50257 8x50257; do
  echo "== softmax bf16 $s"
  timeout 60 $R sweep --op softmax --dtype bf16 --shape $s $P 2>&1
  mark "$s"
done
} > $OUT/sweep.log 2>&1
mark end
tail -2 $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
