#!/usr/bin/env bash
# Call 5, the same report build: the plans of the four 16-64 MB forward shapes furthest under a
# copy when each launch runs alone (call 4: bf16 1024 x 32768 0.867, f32 1024 x 32768 0.899,
# bf16 4096 x 4096 0.901, bf16 32768 x 1024 0.928), timed launch by launch under Nsight Compute,
# whose spread there was 2-5% where back-to-back sweeps spread 10-20%. `isolated.py` pairs each
# run of launches with its plan line.
set -u
(cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report)
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%T >> $OUT/call-device.txt
sweep() {
  name=$1; shift
  CUBEMAX_REPORT_PROFILE=1 timeout 150 ncu --clock-control none --cache-control none \
    -k 'regex:^softmax|^copy_vectors' --metrics gpu__time_duration.sum --page raw --csv \
    --log-file $OUT/$name.csv $R sweep --op softmax "$@" > $OUT/$name.log 2>&1
  echo "== $name rc $? $(date -u +%T)" | tee -a $OUT/call-device.txt $OUT/isolated.txt
  python3 docs/runs/2026-12-04-h200-spread/isolated.py $OUT/$name.csv $OUT/$name.log | tee -a $OUT/isolated.txt
}
sweep bf16-1024x32768 --dtype bf16 --shape 1024x32768 --strategy cube-per-row --units 256 \
  --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1 --staged 2 --staged 3
sweep f32-1024x32768 --dtype f32 --shape 1024x32768 --strategy cube-per-row --units 256 \
  --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1 --staged 2 --staged 3
sweep bf16-4096x4096 --dtype bf16 --shape 4096x4096 --strategy cube-per-row --units 32 --units 64 \
  --units 128 --units 256 --loads 2 --loads 4 --loads 8 --staged 0 --kept-exps true --kept-exps false
sweep bf16-32768x1024 --dtype bf16 --shape 32768x1024 --strategy plane-per-row --units 64 \
  --units 128 --units 256 --units 512 --loads 4
tar czf $OUT/raw.tgz -C $OUT $(cd $OUT && ls *.csv *.log) && rm $OUT/*.csv $OUT/*.log
