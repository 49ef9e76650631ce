#!/bin/bash
# Second call: the 16-bit rows of 28673-32768 elements at 5-7.8 rows per SM taken by the
# 512/480-unit cube at eight vectors (after) against HEAD's rules (before): the planner's line
# alone, rounds in the order before, after, after, before; then, on the new build, the planner
# beside that cube forced at 2-4 rows per SM, where the rules did not change.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before after; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
line() { .gpu/$1 sweep --dtype $2 --op $3 --shape $4 --strategy cube-per-row --units 32 --loads 1 --staged 0; }
round() {
  for d in bf16 f16; do
    for s in 660x32768 792x32768 1024x32768 1024x30000 1024x28800; do
      for op in softmax log_softmax softmax_backward; do line $1 $d $op $s; done
    done
  done
  for op in softmax log_softmax_backward; do line $1 bf16 $op 1056x32768; line $1 bf16 $op 528x32768; done
}
n=0; for b in before after after before; do n=$((n+1)); echo "== round $n $b"; round $b; done > $OUT/ab.log 2>&1
echo "ab end $(date -u +%H:%M:%S)" >> $OUT/device.txt
forced() { .gpu/after sweep --dtype bf16 --op $1 --shape $2 --strategy cube-per-row --units 512 --loads 8 --staged 0; }
for r in 1 2; do
  echo "== round $r"
  for m in 264 396 528; do
    for op in softmax log_softmax softmax_backward log_softmax_backward; do forced $op ${m}x32768; done
  done
done > $OUT/fewer.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/ab.log $OUT/fewer.log; grep -ci 'fail\|error\|panick' $OUT/ab.log $OUT/fewer.log
python3 .gpu/summarize_planner_ab.py $OUT/ab.log > $OUT/ab-summary.txt 2>&1; cat $OUT/ab-summary.txt
