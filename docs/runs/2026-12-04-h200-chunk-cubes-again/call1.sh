#!/usr/bin/env bash
# Call 1, the report of commit 9297be6's kernels (`.gpu/r/`): the backward's exchanged rows on a
# grid of one cube per chunk (`--cube-per-chunk true`), its planner's plan against cubes of 256
# and 512 units at the preferred loads and twice them, every chunk count of 2-16 such a cube
# holds in at most four staged pages (the sweep keeps, of the staged counts asked for, the one
# that holds the chunk without leaving the registers' page empty). f32 softmax reads `dy` again
# (the planner's way for its exchanged rows), the rest as the planner has them. One round.
set -u
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--cube-per-chunk true --strategy cube-per-row --units 256 --units 512 --staged 0 --staged 1
   --staged 2 --staged 3 --staged 4 --chunks 2 --chunks 4 --chunks 8 --chunks 16"
shapes=(
 "softmax_backward f32 256x151936" "softmax_backward f32 128x262144"
 "softmax_backward f32 96x200000" "softmax_backward f32 64x151936"
 "log_softmax_backward f32 256x151936" "log_softmax_backward f32 96x200000"
 "softmax_backward bf16 256x151936" "softmax_backward bf16 128x262144"
 "softmax_backward bf16 64x262144" "log_softmax_backward bf16 128x262144"
 "log_softmax_backward bf16 256x151936" "softmax_backward f32 1024x131072"
)
for s in "${shapes[@]}"; do
  set -- $s
  case "$1 $2" in
    "softmax_backward f32") X="--dy-read-again true --loads 4 --loads 8" ;;
    *" f32") X="--loads 4 --loads 8" ;;
    *) X="--loads 2 --loads 4" ;;
  esac
  echo "== $1 $2 $3" >> $OUT/backward.log
  timeout 80 $R sweep --op $1 --dtype $2 --shape $3 $G $X >> $OUT/backward.log 2>&1
  mark "$1 $2 $3 rc $?"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/backward.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/backward.log
