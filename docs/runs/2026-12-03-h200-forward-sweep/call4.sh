#!/usr/bin/env bash
# Call 4: the rule (NARROW_BF16_SOFTMAX_MAX_ROWS_PER_SM) built in, against the build before,
# the planner's line of each in turn (rounds old, new, new, old, old, new), bf16 softmax: rows of
# 28800-32768 at 396-528 rows (the rule's), 395 and 529-640 beside them (unchanged plans), f16 at
# 512 x 32768 (unchanged). `--units 32 --loads 1 --staged 0` asks for a plan no shape here
# takes, so each process times the planner's line alone.
set -u
for b in h n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
S="--shape 395x32768 --shape 396x32768 --shape 460x32000 --shape 512x32768 --shape 525x32001 --shape 528x32768 --shape 500x28800 --shape 529x32768 --shape 640x32768"
r=0
for b in old new new old old new; do
  r=$((r + 1)); d=h; [ $b = new ] && d=n
  echo "== $b round $r"; mark "$b round $r"
  timeout 80 .gpu/$d/cubemax-report sweep --dtype bf16 --op softmax $S $ONLY
  timeout 20 .gpu/$d/cubemax-report sweep --dtype f16 --op softmax --shape 512x32768 $ONLY
done > $OUT/ab.log 2>&1
mark end
cat $OUT/call-device.txt; grep -c " ok " $OUT/ab.log; grep -ci "fail\|mismatch\|panick" $OUT/ab.log
