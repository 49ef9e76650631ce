#!/usr/bin/env bash
# Call 2, the same report as call 1. Call 1's leads, on the grid of one cube per chunk:
# A. f32 softmax backward: the planner's plan against the cube of its doubled loads (512 units,
#    eight vectors a unit, one staged page of `y`, `dy` read again) at the fewest chunks it
#    holds, at the shapes where the planner's rule leaves that cube out (its last wave short,
#    or more than two rows per SM), and 256 x 151936, where it takes it. Two rounds.
# B. f32 log-softmax backward: the planner's plan against cubes of 256 and 512 units at eight
#    vectors a unit, the fewest chunks each holds in at most two or at most three staged pages
#    of `dy` (four plans a shape: the sweep keeps, of the counts asked for, those that hold a
#    chunk without leaving the registers' page empty). Two rounds.
# C. The forward of rows one round of one cube per SM takes: the planner's plan against cubes
#    of 256 and 512 units at the preferred loads and half of them, the fewest chunks each holds
#    in at most four staged pages. One round.
set -u
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--cube-per-chunk true --strategy cube-per-row"
softmax=("48x200000 7" "64x151936 5" "96x200000 7" "512x131072 4" "1024x131072 4" "256x151936 5")
log=("48x200000 4 5 7 9" "64x151936 3 4 5 7" "64x262144 4 6 8 11" "96x200000 4 5 7 9"
     "128x131072 2 3 4 6" "128x262144 4 6 8 11" "256x131072 2 3 4 6" "256x151936 3 4 5 7"
     "512x131072 2 3 4 6" "1024x131072 2 3 4 6")
for round in 1 2; do
  for s in "${softmax[@]}"; do
    set -- $s
    echo "== A round $round f32 $1" >> $OUT/softmax-backward.log
    timeout 40 $R sweep --op softmax_backward --dtype f32 --shape $1 $G --units 512 --loads 8 \
      --staged 1 --chunks $2 >> $OUT/softmax-backward.log 2>&1
  done
  mark "A round $round"
  for s in "${log[@]}"; do
    set -- $s
    echo "== B round $round f32 $1" >> $OUT/log-softmax-backward.log
    timeout 40 $R sweep --op log_softmax_backward --dtype f32 --shape $1 $G --units 256 \
      --units 512 --loads 8 --staged 2 --staged 3 --chunks $2 --chunks $3 --chunks $4 \
      --chunks $5 >> $OUT/log-softmax-backward.log 2>&1
  done
  mark "B round $round"
done
forward=("bf16 64x151936 --staged 4 --chunks 4 --chunks 8"
         "bf16 64x128256 --staged 3 --staged 4 --chunks 4 --chunks 7"
         "bf16 64x131072 --staged 3 --staged 4 --chunks 4 --chunks 7"
         "bf16 64x262144 --staged 4 --chunks 7 --chunks 13"
         "bf16 32x262144 --staged 4 --chunks 7 --chunks 13"
         "bf16 64x200000 --staged 4 --chunks 5 --chunks 10"
         "f32 64x151936 --staged 4 --chunks 4 --chunks 8"
         "f32 64x131072 --staged 3 --staged 4 --chunks 4 --chunks 7"
         "f32 32x262144 --staged 4 --chunks 7 --chunks 13"
         "f32 64x100000 --staged 4 --chunks 3 --chunks 5")
for s in "${forward[@]}"; do
  set -- $s
  dtype=$1 shape=$2; shift 2
  echo "== C $dtype $shape" >> $OUT/forward.log
  timeout 40 $R sweep --op softmax --dtype $dtype --shape $shape $G --units 256 --units 512 \
    --loads 2 --loads 4 "$@" >> $OUT/forward.log 2>&1
done
mark "C"
cat $OUT/call-device.txt; grep -c " ok " $OUT/*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/*.log
