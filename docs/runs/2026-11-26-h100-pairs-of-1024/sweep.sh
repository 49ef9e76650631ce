#!/bin/bash
# Since bf16 is widened by words, a 1024-unit cube of three loads takes 32 registers a unit (two
# cubes per SM; runs/2026-11-26-h100-24576/). Does a 1024-unit cube of two loads with staged
# pages also fit two to an SM, and win, for 16-bit rows the planner gives 512-unit cubes with a
# page (28000-32768) or one 1024-unit cube per SM (50257-65536)? Registers first
# (kernel-inspect.py), then two rounds of `cubemax-report sweep`, kernel alone (build of commit
# 9c1dd9c).
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
R=.gpu/cubemax-report
MID="--shape 1024x32768 --shape 4096x32768 --shape 16384x32000 --shape 600x28000 --shape 4793x28000"
LONG="--shape 256x50257 --shape 334x50257 --shape 1336x50257 --shape 256x65536 --shape 1024x65536"
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --dtype bf16 --dtype f16 --op softmax --shape 1024x32768 --strategy cube-per-row --units 1024 --loads 2 --staged 1 > /dev/null 2>&1
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --dtype bf16 --dtype f16 --op softmax --shape 334x50257 --strategy cube-per-row --units 1024 --loads 2 --staged 3 > /dev/null 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
rm -rf $OUT/kernels; gzip -f $OUT/compile.log
echo "registers done $(date -u +%H:%M:%S)" >> $OUT/device.txt
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  timeout 150 $R sweep --dtype bf16 --dtype f16 --op softmax $MID --strategy cube-per-row --units 1024 --loads 2 --staged 1
  timeout 150 $R sweep --dtype bf16 --dtype f16 --op softmax $LONG --strategy cube-per-row --units 1024 --loads 2 --staged 3
done > $OUT/sweep.log 2>&1
echo "sweeps done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
python3 docs/runs/2026-11-26-h100-24576/summarize.py $OUT/sweep.log
