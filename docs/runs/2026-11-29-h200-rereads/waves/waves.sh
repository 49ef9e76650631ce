#!/bin/bash
# bf16 rows of 4096: the time per row against the row count, softmax (kept exps and not) and
# log-softmax, at counts that fill whole rounds of 14 and 16 cubes of 64 units per SM and between.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
line() { $R sweep --dtype bf16 --op softmax --op log_softmax --shape $1 --strategy cube-per-row --units 64 --loads 8 --staged 0 --kept-exps true --kept-exps false; }
for round in 1 2; do
  echo "== round $round"
  for m in 1848 2112 2640 3696 3960 4096 4224 5544; do line ${m}x4096; done
done > $OUT/waves.log 2>&1
CUBECL_DEBUG_LOG=$OUT/compile.log $R sweep --dtype bf16 --op softmax --op log_softmax --shape 4096x4096 --strategy cube-per-row --units 64 --loads 8 --staged 0 --kept-exps true --kept-exps false > $OUT/compile-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
rm -rf $OUT/kernels; gzip $OUT/compile.log
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt; grep -c ' us ' $OUT/waves.log; grep -ci 'fail\|error\|panick' $OUT/waves.log
