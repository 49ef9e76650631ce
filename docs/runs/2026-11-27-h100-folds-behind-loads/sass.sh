#!/bin/bash
# The machine code of the bf16 64 x 151936 kernel with pages folded behind loads and without:
# the order of its global loads, shared-memory stores and loads, and exps.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
for folds in true false; do
  CUBECL_DEBUG_LOG=$OUT/compile-$folds.log timeout 60 $R sweep --shape 64x151936 --dtype bf16 --op softmax \
    --strategy cube-per-row --units 1024 --loads 4 --staged 2 --chunks 2 --kept-exps false \
    --folds-behind-loads $folds > $OUT/sweep-$folds.log 2>&1
  python3 .gpu/kernel-inspect.py $OUT/compile-$folds.log --out /tmp/k-$folds --arch sm_90a --match softmax_cube_per_row --sass > $OUT/registers-$folds.txt 2>&1
  for f in /tmp/k-$folds/*.sass; do
    b=$(basename $f .sass)
    grep -oE "(LDG|STG|LDS|STS|MUFU|BAR|ATOM|RED)[A-Z0-9._]*" $f | uniq -c > $OUT/ops-$folds-$b.txt
    cp /tmp/k-$folds/$b.id.txt $OUT/ 2>/dev/null
  done
  rm -f $OUT/compile-$folds.log
done
ls $OUT; cat $OUT/registers-*.txt
