#!/usr/bin/env bash
# Call 5: rows that one cube per row holds whole but that leave SMs idle (64 rows of 32000 and
# 50257: 64 cubes on 132 SMs; 256 x 50257): the planner's line against forced cube-per-row plans
# of 256-1024 units, 2 or 4 loads, whole rows or 2 or 4 exchanged chunks on the grid of one cube per
# chunk; kernel alone, five rounds alternating.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 256 --units 512 --units 1024 --loads 2 --loads 4 --chunks 1 --chunks 2 --chunks 4"
P="$P --staged 0 --staged 1 --staged 2 --staged 3 --staged 4 --cube-per-chunk true --rounds 5"
{
for s in "bf16 64x32000" "bf16 64x50257" "f32 64x32000" "f32 64x50257" "bf16 256x50257"; do
  set -- $s
  echo "== softmax $1 $2"
  timeout 100 $R sweep --op softmax --dtype $1 --shape $2 $P 2>&1
  mark "$1 $2"
done
} > $OUT/sweep.log 2>&1
mark end
tail -2 $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
