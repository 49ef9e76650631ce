#!/bin/bash
# The 16-bit max taken packed (after) against HEAD c6bfe97 (before): the planner's line of the
# 16-bit shapes under or near 0.95x, rounds in the order before, after, after, before.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before after; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
line() { .gpu/$1 sweep --dtype $2 --op softmax --op log_softmax --shape $3 --strategy cube-per-row --units 32 --loads 1 --staged 0; }
round() {
  for s in 32768x1024 32768x2048 32768x4096 32768x16384 16384x32000 16x32x1024x1024 8192x8192 4096x4096 1024x32768; do line $1 bf16 $s; done
  for s in 32768x4096 16384x32000; do line $1 f16 $s; done
}
for b in before after after before; do echo "== $b"; round $b; done > $OUT/ab.log 2>&1
for b in before after; do
  CUBECL_DEBUG_LOG=$OUT/compile-$b.log .gpu/$b sweep --dtype bf16 --op softmax --op log_softmax --shape 32768x16384 --shape 4096x4096 --strategy cube-per-row --units 32 --loads 1 --staged 0 > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py $OUT/compile-$b.log --out $OUT/k-$b --match softmax > $OUT/kernels-$b.txt 2>&1
  rm -rf $OUT/k-$b $OUT/compile-$b.log
done
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels-*.txt; grep -c ' us ' $OUT/ab.log; grep -ci 'fail\|error\|panick' $OUT/ab.log
