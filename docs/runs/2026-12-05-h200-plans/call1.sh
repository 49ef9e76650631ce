#!/usr/bin/env bash
# Call 1, prepared as call 6 of docs/runs/2026-12-04-h200-spread and run with that report build
# (f19a6f9): the two plans that run's call 5 found ahead of the planner's when each launch runs
# alone, against the planner's at their neighbours, timed launch by launch under
# Nsight Compute. 16-bit rows of 4096: the 128-unit cube at four vectors of 8 with its exps kept
# in shared memory (19.0 us at bf16 4096 x 4096 against the planner's 64 units at eight vectors,
# 19.7). f32 rows of 32768: the 512-unit cube at eight vectors of 4 and one staged page (69.8 us
# at 1024 x 32768 against the planner's four vectors and three pages, 71.4). Each sweep times the
# planner's plan first and again last, so a drift in time shows. Then bf16 softmax rows of 2048
# and 8192 the same way (half the units at twice the loads, as the planner takes them, or not).
set -u
(cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report)
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%T >> $OUT/call-device.txt
sweep() {
  name=$1; shift
  CUBEMAX_REPORT_PROFILE=1 timeout 100 ncu --clock-control none --cache-control none \
    -k 'regex:^softmax|^copy_vectors' --metrics gpu__time_duration.sum --page raw --csv \
    --log-file $OUT/$name.csv $R sweep "$@" > $OUT/$name.log 2>&1
  echo "== $name rc $? $(date -u +%T)" | tee -a $OUT/call-device.txt $OUT/isolated.txt
  python3 docs/runs/2026-12-04-h200-spread/isolated.py $OUT/$name.csv $OUT/$name.log >> $OUT/isolated.txt
}
for op in softmax log_softmax; do
  # log-softmax stores without an exp, so it keeps none.
  kept=""; [ $op = softmax ] && kept="--kept-exps true"
  for shape in 1024x4096 2048x4096 4096x4096 8192x4096 32768x4096; do
    sweep $op-bf16-$shape --op $op --dtype bf16 --shape $shape --strategy cube-per-row \
      --units 128 --units 64 --loads 4 --loads 8 --staged 0 $kept
  done
  sweep $op-f16-4096x4096 --op $op --dtype f16 --shape 4096x4096 --strategy cube-per-row \
    --units 128 --units 64 --loads 4 --loads 8 --staged 0 $kept
  for shape in 512x32768 1024x32768 2048x32768 4096x32768; do
    sweep $op-f32-$shape --op $op --dtype f32 --shape $shape --strategy cube-per-row \
      --units 512 --loads 8 --loads 4 --staged 1 --staged 3
  done
done
for shape in 8192x2048 32768x2048; do
  sweep softmax-bf16-$shape --op softmax --dtype bf16 --shape $shape --strategy cube-per-row \
    --units 64 --units 32 --loads 4 --loads 8 --staged 0 --kept-exps true
done
for shape in 2048x8192 8192x8192; do
  sweep softmax-bf16-$shape --op softmax --dtype bf16 --shape $shape --strategy cube-per-row \
    --units 256 --units 128 --loads 4 --loads 8 --staged 0 --kept-exps true
done
tar czf $OUT/raw.tgz -C $OUT $(cd $OUT && ls *.csv *.log) && rm $OUT/*.csv $OUT/*.log
grep -c "x  " $OUT/isolated.txt; grep -A8 "== softmax-bf16-4096x4096\|== softmax-f32-1024x32768" $OUT/isolated.txt
# Then the host table of the report of 887af2f (.gpu/), which adds Burn's cumsum through Fusion
# and on the bare CubeBackend beside cubemax's softmax.
(cd .gpu && gunzip -kf cubemax-report.gz && chmod +x cubemax-report)
.gpu/cubemax-report host > $OUT/host.log 2>&1; echo "host exit $?" >> $OUT/host.log
date -u +%T >> $OUT/call-device.txt
