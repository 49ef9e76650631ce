#!/bin/bash
# Slices read in place (rows found by terms), 2026-11-25. PART=rest: the CUDA suite of the build
# after but options:: (the first call, cut off at 560 s). PART=options: the tests of slices and
# terms, and the column test the first call cut off, from a build whose slice test was fixed;
# then the options report of the build before (commit 4bbc780 with the same slice rows added to
# the report) and of the build after, in turn, twice, f32 and bf16. PART=opts: options::.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report*; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device-$PART.txt
case "$PART" in
options)
  timeout 240 .gpu/suite --test-threads 6 slices rows_found_by_terms columns_match_the_oracle > $OUT/suite-check.log 2>&1; echo "suite rc $?" >> $OUT/device-$PART.txt
  for round in 1 2; do
    for build in before after; do
      bin=.gpu/cubemax-report; [ $build = before ] && bin=.gpu/cubemax-report-before
      echo "== $build, round $round, $(date -u +%T)" >> $OUT/options.log
      $bin options --dtype f32 --dtype bf16 >> $OUT/options.log 2>&1
    done
  done ;;
rest)
  timeout 560 .gpu/suite --test-threads 6 --skip options:: > $OUT/suite-rest.log 2>&1; echo "rc $?" >> $OUT/device-$PART.txt ;;
opts)
  timeout 560 .gpu/suite --test-threads 6 options:: > $OUT/suite-options.log 2>&1; echo "rc $?" >> $OUT/device-$PART.txt ;;
esac
date -u >> $OUT/device-$PART.txt
grep -E '^test result|FAILED|panicked|==|slice|cubemax softmax  ' $OUT/*.log | head -60
