#!/bin/bash
# The column backward's dy read at its own strides, 2026-11-25. PART=check: the column, backward,
# view, slice, broadcast and permuted-gradient tests of the build after, then the options report
# of the build before (commit 8a01c0e with the report row "backward along dim 2, dy heads first"
# added) and of the build after (commit 4af3ea9), in turn, twice, f32 and bf16. PART=rest /
# PART=opts: the whole CUDA suite of the build after, in two calls (everything but options::,
# then options::).
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report*; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device-$PART.txt
case "$PART" in
check)
  timeout 300 .gpu/suite --test-threads 8 columns backward views slices broadcast permuted > $OUT/suite-check.log 2>&1; echo "suite rc $?" >> $OUT/device-$PART.txt
  for round in 1 2; do
    for build in before after; do
      bin=.gpu/cubemax-report; [ $build = before ] && bin=.gpu/cubemax-report-before
      echo "== $build, round $round, $(date -u +%T)" >> $OUT/options.log
      $bin options --dtype f32 --dtype bf16 >> $OUT/options.log 2>&1
    done
  done ;;
rest)
  timeout 580 .gpu/suite --test-threads 8 --skip options:: > $OUT/suite-rest.log 2>&1; echo "rc $?" >> $OUT/device-$PART.txt ;;
opts)
  timeout 560 .gpu/suite --test-threads 6 options:: > $OUT/suite-options.log 2>&1; echo "rc $?" >> $OUT/device-$PART.txt ;;
esac
date -u >> $OUT/device-$PART.txt
grep -hE '^test result|FAILED|panicked|==|backward' $OUT/*.log | head -60
