#!/usr/bin/env bash
# Call 3, commit 83441cd's report: the planner's choice for outputs with the axis last (element
# by element where a plane's segments cover a sector of each row, tiles of at least 4 vectors
# otherwise, 2-byte inputs held in registers) beside the planner's plan laid out as the input,
# kernel alone (`cubemax-report columns`); `cubemax-report options`; then the forward curve at
# 2^24 elements, softmax, f32 and bf16, every way the report times it.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1; done
mark warm
for d in f32 bf16; do
  for s in 64x1024x1024 512x128x1024 64x1023x1024 32x2048x1024 1024x64x1024; do
    timeout 30 $R columns --dtype $d --shape $s --loads 1 --units 256
    timeout 30 $R columns --dtype $d --shape $s --loads 1 --units 256 --tile 0
  done
  timeout 30 $R columns --dtype $d --shape 64x1024x1024 --mask additive --loads 1 --units 256
  timeout 30 $R columns --dtype $d --shape 64x1024x1024 --mask additive --loads 1 --units 256 --tile 0
done > $OUT/columns.log 2>&1
mark "columns rc $?"
timeout 100 $R options > $OUT/options.log 2>&1
mark "options rc $?"
timeout 180 $R --grid curve --dtype f32 --dtype bf16 --op softmax --csv $OUT/curve.csv > $OUT/curve.log 2>&1
mark "curve rc $?"
cat $OUT/call-device.txt
grep -h "swapped" $OUT/options.log
grep -h "planner\|along L" $OUT/columns.log | cut -c1-200
echo "curve $(grep -c ',ok,' $OUT/curve.csv) ok, $(grep -vc ',ok,' $OUT/curve.csv) other"
