#!/usr/bin/env bash
# The cube-per-row backward before (before/: y and dy held and staged for both kinds) and after
# (./: log-softmax holds and stages only dy, its sum, and loads each page of y at the tail), the
# planner's plans (unchanged), alternated, three rounds; softmax's backward, whose kernel did not
# change, as a control. Then the whole CUDA suite of the new build, a test a process.
cd "$(dirname "$0")"
gunzip -f cubemax-report.gz before/cubemax-report.gz suite.gz 2>/dev/null; chmod +x suite
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
common="--op log_softmax_backward --op softmax_backward --strategy plane-per-row --units 32 --loads 1"
bf16="sweep --dtype bf16 $common --shape 1024x32768 --shape 16384x32000 --shape 256x32000 --shape 1024x20000 --shape 4096x16384 --shape 1024x65536 --shape 256x151936 --shape 64x151936"
f32="sweep --dtype f32 $common --shape 1024x32768 --shape 4096x16384 --shape 256x131072 --shape 64x151936"
for round in 1 2 3; do
  echo "### round $round before" >> $OUT/ab.log; before/cubemax-report $bf16 >> $OUT/ab.log 2>&1; before/cubemax-report $f32 >> $OUT/ab.log 2>&1
  echo "### round $round after" >> $OUT/ab.log; ./cubemax-report $bf16 >> $OUT/ab.log 2>&1; ./cubemax-report $f32 >> $OUT/ab.log 2>&1
done
date -u >> $OUT/device.txt
./tests-in-parallel ./suite > $OUT/suite.log 2>&1; echo "suite rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt
