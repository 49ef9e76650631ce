#!/usr/bin/env bash
# Call 3: does call 1's finding hold when launches run back to back, as the report times them?
# Call 1 timed each launch alone (Nsight Compute) and found 16-bit rows of 4096 faster in the
# 128-unit cube at four vectors of 8 than in the planner's 64 units at eight (DOUBLED_LOADS) at
# 2048-8192 rows, level at 32768. Here the report of 887af2f (.gpu/) times the planner's plan
# and that one back to back, in five rounds (order reversed every other round), medians: rows of
# 4096 on 1536-32768 rows and rows of 3584, softmax (exps kept) and log-softmax, bf16 and f16;
# then rows of 2048 (64 units at four against the planner's 32 at eight) and of 8192 (256
# against 128) the same way.
set -u
(cd .gpu && gunzip -kf cubemax-report.gz && chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
sweep() {
  name=$1; shift
  timeout 150 $R sweep --rounds 5 --strategy cube-per-row --staged 0 "$@" > $OUT/$name.log 2>&1
  echo "== $name rc $? $(date -u +%T)" | tee -a $OUT/call-device.txt
}
date -u +%T >> $OUT/call-device.txt
rows4096="--shape 1536x4096 --shape 2048x4096 --shape 4096x4096 --shape 8192x4096 \
  --shape 16384x4096 --shape 32768x4096 --shape 4096x3584"
sweep softmax-4096 --op softmax --dtype bf16 --dtype f16 $rows4096 --units 128 --loads 4 \
  --kept-exps true
sweep log_softmax-4096 --op log_softmax --dtype bf16 --dtype f16 $rows4096 --units 128 --loads 4
rows2048="--shape 4096x2048 --shape 8192x2048 --shape 32768x2048"
sweep softmax-2048 --op softmax --dtype bf16 --dtype f16 $rows2048 --units 64 --loads 4 \
  --kept-exps true
sweep log_softmax-2048 --op log_softmax --dtype bf16 --dtype f16 $rows2048 --units 64 --loads 4
rows8192="--shape 2048x8192 --shape 4096x8192 --shape 8192x8192 --shape 32768x8192"
sweep softmax-8192 --op softmax --dtype bf16 --dtype f16 $rows8192 --units 256 --loads 4 \
  --kept-exps true
sweep log_softmax-8192 --op log_softmax --dtype bf16 --dtype f16 $rows8192 --units 256 --loads 4
tar czf $OUT/logs.tgz -C $OUT $(cd $OUT && ls *.log)
grep -h "us over\|copy of the same" $OUT/softmax-4096.log $OUT/log_softmax-4096.log | cut -c1-200
