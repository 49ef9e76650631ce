#!/usr/bin/env bash
# Call 4, commit d10f1f3's report: the planner's choice for outputs with the axis last after its
# two changes (2 columns per cube under an f32 additive mask; 2-byte inputs leave the staged plan
# for registers only where that turns a tile into whole-sector stores), beside the planner's
# plan laid out as the input, kernel alone; then `cubemax-report options`.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1; done
mark warm
{
  for s in 64x1024x1024 32x2048x1024 512x128x1024 1024x64x1024; do
    timeout 30 $R columns --dtype bf16 --shape $s --loads 1 --units 256
    timeout 30 $R columns --dtype bf16 --shape $s --loads 1 --units 256 --tile 0
  done
  for d in f32 bf16; do
    timeout 30 $R columns --dtype $d --shape 64x1024x1024 --mask additive --loads 1 --units 256
    timeout 30 $R columns --dtype $d --shape 64x1024x1024 --mask additive --loads 1 --units 256 --tile 0
  done
} > $OUT/columns.log 2>&1
mark "columns rc $?"
timeout 100 $R options > $OUT/options.log 2>&1
mark "options rc $?"
cat $OUT/call-device.txt
grep -h "swapped\|bias \[1,1,N,N\]" $OUT/options.log
grep -h "planner\|along L" $OUT/columns.log | cut -c1-200
