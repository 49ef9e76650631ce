#!/usr/bin/env bash
# Call 5: the f32 softmax backward of 16-256 rows in 512-unit cubes at eight vectors a unit and a
# staged page (`new`, the working tree's `doubled_loads_chunks` planner rule, with a lower bound
# on rows wider than the commit's, to see where it loses) against commit e8c08dd's planner
# (`old`, `.gpu/r/`), the planner's line of each build, rounds old, new, new, old, old, new. Then,
# in the new build, the f32 log-softmax backward forced into the same cubes, beside its planner's
# line, three rounds.
set -u
for b in r n; do (cd .gpu/$b && gunzip -kf cubemax-report.gz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
S=""; for s in 16x151936 32x151936 64x50257 64x128256 64x151936 64x262144 128x131072 256x50257 256x128256 256x131072 256x151936; do S="$S --shape $s"; done
i=0
for b in old new new old old new; do
  i=$((i + 1)); echo "== $b round $i" >> $OUT/ab.log
  if [ $b = old ]; then R=.gpu/r/cubemax-report; else R=.gpu/n/cubemax-report; fi
  timeout 60 $R sweep --op softmax_backward --dtype f32 $S $ONLY >> $OUT/ab.log 2>&1
  mark "round $i $b rc $?"
done
F="--strategy cube-per-row --units 512 --loads 8 --staged 1"
for i in 1 2 3; do
  echo "== new round $i" >> $OUT/log.log
  R=.gpu/n/cubemax-report
  for c in "256x128256 4" "256x131072 4" "64x151936 5" "256x50257 2" "64x262144 8"; do
    set -- $c
    timeout 30 $R sweep --op log_softmax_backward --dtype f32 --shape $1 $F --chunks $2 >> $OUT/log.log 2>&1
  done
  mark "log round $i rc $?"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/ab.log $OUT/log.log; grep -ci "fail\|mismatch\|panick" $OUT/ab.log $OUT/log.log
