#!/usr/bin/env bash
# Call 2, leads for what call 1 left (same binary):
# A. bf16 forward rows taken in rounds, more rows than call 1 had: the planner's cut on one
#    256-unit cube per chunk (`--cube-per-chunk true`) and on one cube per SM (`false`), and
#    512-unit cubes of half as many chunks on both grids; three rounds.
# B. The backward (softmax_backward): its planner's own plan on one cube per chunk against
#    one cube per SM (the grid alone changes); two rounds, the planner's two lines alone (the
#    forced plan is one the planner refuses, so the sweep skips it).
set -u
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
C="--cube-per-chunk true --cube-per-chunk false --strategy cube-per-row"
for round in 1 2 3; do
  for s in 96x200000 128x262144 256x262144 512x262144 1024x262144 1024x200000; do
    echo "== A round $round bf16 $s" >> $OUT/forward-bf16.log
    timeout 60 $R sweep --op softmax $C --dtype bf16 --shape $s \
      --units 512 --loads 4 --staged 3 --chunks 4 >> $OUT/forward-bf16.log 2>&1
  done
  mark "A round $round"
done
for round in 1 2; do
  for s in "f32 256x151936" "f32 256x131072" "f32 128x262144" "f32 96x200000" \
           "f32 1024x131072" "bf16 128x262144" "bf16 256x262144" "bf16 1024x262144"; do
    set -- $s
    echo "== B round $round $1 $2" >> $OUT/backward.log
    timeout 60 $R sweep --op softmax_backward $C --dtype $1 --shape $2 \
      --units 1024 --loads 16 --staged 16 --chunks 64 >> $OUT/backward.log 2>&1
  done
  mark "B round $round"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/*.log
