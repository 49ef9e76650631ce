#!/bin/bash
# Columns' inner elements found by terms (commit 017cc54) and the column backward's dy apart
# (commit 4af3ea9), checked on the H100, 2026-11-25. The build is the tree at 017cc54 plus this
# folder (CUDARC_CUDA_VERSION=13000, `scripts/gpu-bundle suite report`).
#   PART=views:   the column, view, slice, broadcast and permuted-gradient tests
#   PART=rest:    every other test of the suite but options:: (PART=views ran those)
#   PART=opts:    options::
#   PART=report:  `cubemax-report options`, f32 and bf16, twice
# LIMIT caps each suite call (seconds, 570 unless set).
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report 2>/dev/null; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device-$PART.txt
views="columns column_plans views slices broadcast permuted"
case "$PART" in
views)
  timeout ${LIMIT:-570} .gpu/suite --test-threads 8 $views > $OUT/suite-views.log 2>&1; echo "suite rc $?" >> $OUT/device-$PART.txt ;;
rest)
  skips=""; for f in $views options::; do skips="$skips --skip $f"; done
  timeout ${LIMIT:-570} .gpu/suite --test-threads 8 $skips > $OUT/suite-rest.log 2>&1; echo "suite rc $?" >> $OUT/device-$PART.txt ;;
opts)
  timeout ${LIMIT:-570} .gpu/suite --test-threads 6 options:: > $OUT/suite-options.log 2>&1; echo "suite rc $?" >> $OUT/device-$PART.txt ;;
report)
  for round in 1 2; do
    echo "== round $round, $(date -u +%T)" >> $OUT/options.log
    .gpu/cubemax-report options --dtype f32 --dtype bf16 >> $OUT/options.log 2>&1
  done ;;
esac
date -u >> $OUT/device-$PART.txt
grep -hE '^test result|FAILED|panicked|^== |along dim|slice' $OUT/*.log | head -60
