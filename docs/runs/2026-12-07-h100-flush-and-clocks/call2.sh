#!/usr/bin/env bash
# 1. Nsight Compute's duration of every forward plan of bf16 softmax 64 x 151936 (the 47th's
#    next-call.sh). 2. One launch of the planner's plan under `ncu --set full` at four shapes.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1"
P="$P --staged 2 --chunks 2 --chunks 4 --cube-per-chunk true"
n=softmax-bf16-64x151936
M=gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__registers_per_thread
M=$M,launch__shared_mem_per_block_dynamic
CUBEMAX_REPORT_PROFILE=1 timeout 70 ncu --clock-control none -k regex:softmax_cube_per_row \
  --launch-count 800 --csv --log-file $OUT/ncu-$n.csv \
  --metrics $M \
  $R sweep --op softmax --dtype bf16 --shape 64x151936 $P --rounds 1 > $OUT/ncu-$n.log 2>&1
mark "ncu $n rc $?"
CASES=("softmax_backward bf16 64x32000 backward" "softmax_backward f32 64x50257 backward"
       "softmax bf16 64x151936 softmax_cube_per_row" "softmax f32 64x151936 softmax_cube_per_row")
for s in "${CASES[@]}"; do
  set -- $s
  n=full-$1-$2-$3
  CUBEMAX_REPORT_PROFILE=1 timeout 60 ncu --set full -k regex:$4 --launch-skip 2 \
    --launch-count 1 -o $OUT/$n $R sweep --op $1 --dtype $2 --shape $3 --rounds 1 \
    --strategy cube-per-row --units 64 --loads 4 --staged 0 > $OUT/$n.log 2>&1
  mark "$n rc $?"
  ncu --import $OUT/$n.ncu-rep --page details > $OUT/$n.details.txt 2>&1
done
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/*.log
