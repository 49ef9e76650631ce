#!/bin/bash
# bf16 rows of 32000-32768 (16384 x 32000 at 0.90x of the copy, 1024 x 32768 at 0.78x in the
# grid of commit 9c1dd9c): the planner's 512-unit cube of four loads and a staged page against
# the other ways 256- and 512-unit cubes hold the row, since bf16 is widened by words (the last
# such sweep, 2026-11-23, was before). Registers first, then two rounds, kernel alone.
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
R=.gpu/cubemax-report
SHAPES="--shape 1024x32768 --shape 4096x32768 --shape 16384x32000"
HALF="--strategy cube-per-row --units 512 --loads 2 --loads 3 --loads 4 --staged 1 --staged 2 --staged 3"
QUARTER="--strategy cube-per-row --units 256 --loads 4 --staged 3 --staged 4"
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 90 $R sweep --dtype bf16 --op softmax --shape 1024x32768 $HALF > /dev/null 2>&1
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --dtype bf16 --op softmax --shape 1024x32768 $QUARTER > /dev/null 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
rm -rf $OUT/kernels; gzip -f $OUT/compile.log
echo "registers done $(date -u +%H:%M:%S)" >> $OUT/device.txt
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  timeout 200 $R sweep --dtype bf16 --op softmax $SHAPES $HALF
  timeout 100 $R sweep --dtype bf16 --op softmax $SHAPES $QUARTER
done > $OUT/sweep.log 2>&1
echo "sweeps done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
python3 docs/runs/2026-11-26-h100-24576/summarize.py $OUT/sweep.log
