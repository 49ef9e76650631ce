#!/usr/bin/env bash
# Call 4: the rule as committed (`new`, the working tree: `exchange_chunks`' count only where the
# fewest chunks' last wave falls short and the plan replaced runs its chunks in rounds) against
# commit 66ab09d (`old`, `.gpu/base/`), the planner's line of each build, f32 softmax backward at
# the shapes whose plans it changes (the untimed ones included) and one it keeps, rounds old,
# new, new, old, old, new.
set -u
for b in base n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
S=""; for s in 48x200000 64x151936 64x200000 96x151936 96x200000 128x200000 192x200000 256x200000 264x151936 264x262144 256x151936; do S="$S --shape $s"; done
i=0
for b in old new new old old new; do
  i=$((i + 1)); echo "== $b round $i" >> $OUT/ab.log
  if [ $b = old ]; then R=.gpu/base/cubemax-report; else R=.gpu/n/cubemax-report; fi
  timeout 90 $R sweep --op softmax_backward --dtype f32 $S $ONLY >> $OUT/ab.log 2>&1
  mark "round $i $b rc $?"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/ab.log; grep -ci "fail\|mismatch\|panick" $OUT/ab.log
