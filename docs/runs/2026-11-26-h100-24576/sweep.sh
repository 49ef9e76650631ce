#!/bin/bash
# 16-bit rows of 20480-28000: the planner's plan (the narrow 256-unit cube with staged pages for
# bf16) against one 1024-unit cube holding the row in registers (3 or 4 loads, no page) and a
# 512-unit cube of 3 loads with one staged page, since bf16 is widened by words (commit f62ccee).
# Registers of each kernel first (kernel-inspect.py on CubeCL's compile log), then two rounds of
# `cubemax-report sweep`, kernel alone.
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
R=.gpu/cubemax-report
SHAPES="--shape 683x24576 --shape 1366x24576 --shape 5461x24576 --shape 820x20480 --shape 6554x20480 --shape 600x28000 --shape 4793x28000"
WHOLE="--strategy cube-per-row --units 1024 --loads 3 --loads 4 --staged 0"
PAGED="--strategy cube-per-row --units 512 --loads 3 --staged 1"
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 90 $R sweep --dtype bf16 --dtype f16 --op softmax --shape 683x24576 --shape 600x28000 $WHOLE > /dev/null 2>&1
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --dtype bf16 --dtype f16 --op softmax --shape 683x24576 $PAGED > /dev/null 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
rm -rf $OUT/kernels; gzip -f $OUT/compile.log
echo "registers done $(date -u +%H:%M:%S)" >> $OUT/device.txt
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  timeout 200 $R sweep --dtype bf16 --dtype f16 --op softmax $SHAPES $WHOLE
  timeout 200 $R sweep --dtype bf16 --dtype f16 --op softmax $SHAPES $PAGED
done > $OUT/sweep.log 2>&1
echo "sweeps done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
grep -E '^(softmax|==)|planner|x copy' $OUT/sweep.log | cut -c1-150
