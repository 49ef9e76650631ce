#!/usr/bin/env bash
# Call 3: the f32 softmax backward's chunks for 512-unit cubes at eight vectors a unit counted by
# `exchange_chunks` (`new`, the working tree: the count whose rounds leave the fewest SMs idle,
# from the fewest that hold a row, for rows of 16 or more) against commit 66ab09d (`old`,
# `.gpu/base/`), the planner's line of each build, rounds old, new, new, old, old, new. Then, in
# the new build, 8 rows (which the rule leaves out) forced into the same cubes beside the
# planner's line, three rounds.
set -u
for b in base n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
S=""; for s in 16x151936 24x128256 32x65536 32x151936 48x131072 64x151936 64x200000 96x65536 96x151936 128x200000 264x151936 256x151936; do S="$S --shape $s"; done
i=0
for b in old new new old old new; do
  i=$((i + 1)); echo "== $b round $i" >> $OUT/ab.log
  if [ $b = old ]; then R=.gpu/base/cubemax-report; else R=.gpu/n/cubemax-report; fi
  timeout 90 $R sweep --op softmax_backward --dtype f32 $S $ONLY >> $OUT/ab.log 2>&1
  mark "round $i $b rc $?"
done
F="--strategy cube-per-row --units 512 --loads 8 --staged 1 --chunks 16"
for i in 1 2 3; do
  echo "== new round $i" >> $OUT/eight.log
  for s in 8x151936 8x128256; do
    timeout 30 .gpu/n/cubemax-report sweep --op softmax_backward --dtype f32 --shape $s $ONLY >> $OUT/eight.log 2>&1
    timeout 30 .gpu/n/cubemax-report sweep --op softmax_backward --dtype f32 --shape $s $F >> $OUT/eight.log 2>&1
  done
  mark "eight round $i rc $?"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/ab.log $OUT/eight.log; grep -ci "fail\|mismatch\|panick" $OUT/ab.log $OUT/eight.log
