#!/bin/bash
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report base-report; cd ..
for bin in base new; do
  exe=.gpu/cubemax-report; [ $bin = base ] && exe=.gpu/base-report
  CUBECL_DEBUG_LOG=$OUT/compile-$bin.log $exe sweep --dtype bf16 --dtype f32 --op softmax --strategy cube-per-row --units 512 --loads 4 --shape 512x32768 --shape 1024x32768 > $OUT/sweep-$bin.log 2>&1
  CUBECL_DEBUG_LOG=$OUT/compile-bwd-$bin.log $exe sweep --dtype bf16 --dtype f32 --op softmax_backward --strategy cube-per-row --units 1024 --loads 2 --shape 256x32000 > $OUT/sweep-bwd-$bin.log 2>&1
  python3 .gpu/kernel-inspect.py $OUT/compile-$bin.log $OUT/compile-bwd-$bin.log --out $OUT/k-$bin --match 'softmax' > $OUT/regs-$bin.txt 2>&1
  echo "== $bin"; cat $OUT/regs-$bin.txt
done
grep -E 'planner|^softmax' $OUT/sweep-*.log
