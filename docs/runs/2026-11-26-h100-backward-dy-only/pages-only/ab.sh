#!/usr/bin/env bash
# The committed form: log-softmax's backward reads y at the tail only where pages are staged.
# The build before the change (before/) against it (./), the planner's plans, alternated, three
# rounds, log_softmax backward (softmax's as a control at two shapes); then the whole CUDA suite.
cd "$(dirname "$0")"
gunzip -f cubemax-report.gz before/cubemax-report.gz suite.gz 2>/dev/null; chmod +x suite
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
common="--strategy plane-per-row --units 32 --loads 1"
log="sweep --op log_softmax_backward $common --dtype bf16 --shape 4096x16384 --shape 1024x20000 --shape 1024x32768 --shape 1024x65536 --shape 64x151936 --shape 32768x4096"
logf32="sweep --op log_softmax_backward $common --dtype f32 --shape 4096x16384 --shape 256x131072"
soft="sweep --op softmax_backward $common --dtype bf16 --shape 4096x16384 --shape 1024x32768"
for round in 1 2 3; do
  for side in before after; do
    R=./cubemax-report; [ $side = before ] && R=before/cubemax-report
    echo "### round $round $side" >> $OUT/ab.log
    for args in "$log" "$logf32" "$soft"; do $R $args >> $OUT/ab.log 2>&1; done
  done
done
date -u >> $OUT/device.txt
[ -x suite ] && { ./tests-in-parallel ./suite > $OUT/suite.log 2>&1; echo "suite rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
cat $OUT/device.txt
