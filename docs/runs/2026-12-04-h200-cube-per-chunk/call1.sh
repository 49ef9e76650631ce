#!/usr/bin/env bash
# Call 1: the forward planner's grid of one cube per exchanged chunk (`--cube-per-chunk true`)
# against one cube per SM in rounds (`false`), both the planner's own cut, at the shapes where the
# rule takes it (f32 and bf16 rows of 128K-262K elements whose chunks one cube per SM takes in
# more than one round) and at three where it does not (one round). Round 1 also times a 512-unit
# cube per chunk of half as many chunks on both grids; rounds 2 and 3 time the planner's two
# lines alone (their forced plan is one the planner refuses, so the sweep skips it).
set -u
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--op softmax --cube-per-chunk true --cube-per-chunk false --strategy cube-per-row"
# shape, dtype, the 512-unit alternative (loads, staged pages, chunks).
shapes=(
 "f32 128x131072 4 3 4" "f32 256x131072 4 3 4" "f32 1024x131072 4 3 4" "f32 256x128256 4 3 4"
 "f32 128x151936 4 4 4" "f32 256x151936 4 4 4" "f32 512x151936 4 4 4" "f32 96x200000 4 3 8"
 "f32 64x262144 4 3 8" "f32 128x262144 4 3 8" "f32 256x262144 4 3 8"
 "bf16 96x200000 4 3 4" "bf16 128x262144 4 3 4" "bf16 256x262144 4 3 4"
 "f32 64x131072 4 3 4" "f32 64x151936 4 4 4" "bf16 64x151936 2 4 4" "bf16 64x262144 4 3 4"
)
for round in 1 2 3; do
  for s in "${shapes[@]}"; do
    set -- $s
    if [ $round = 1 ]; then F="--units 512 --loads $3 --staged $4 --chunks $5"
    else F="--units 1024 --loads 16 --staged 16 --chunks 64"; fi
    echo "== round $round $1 $2" >> $OUT/rounds.log
    timeout 60 $R sweep $P --dtype $1 --shape $2 $F >> $OUT/rounds.log 2>&1
  done
  mark "round $round"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/rounds.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/rounds.log
