#!/usr/bin/env bash
# Call 2 (run as one command line): one launch at 8191 and 8192 steps, f32 and bf16, laid out as
# the input (the planner's plan) and with the axis last through tiles of 1, 2, 4 and 8 vectors
# (at 8191 the report keeps the planner's element-by-element plan alone), build bd1d54e.
gunzip -f .gpu/cubemax-report.gz; chmod +x .gpu/cubemax-report; R=.gpu/cubemax-report
for d in f32 bf16; do for s in 8x8191x4096 8x8192x4096; do
  echo "== $d $s"
  timeout 60 $R columns --dtype $d --shape $s --loads 16 --units 256 --rounds 3
  timeout 90 $R columns --dtype $d --shape $s --loads 16 --units 256 --tile 1 --tile 2 --tile 4 --tile 8 --rounds 3
done; done > $OUT/odd.log 2>&1
grep -h "^==\|us  \|rror" $OUT/odd.log | cut -c1-220
