#!/usr/bin/env bash
# Call 2: call 1's leads (one cube per chunk, no cluster) in three rounds, each process the
# planner's line and the forced plan of one shape.
set -u
cd .gpu/c && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/c/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--op softmax --strategy cube-per-row --exchange-per-sm 0"
leads=(
 "--dtype f32 --shape 256x151936 --units 256 --loads 4 --staged 4 --chunks 8"
 "--dtype f32 --shape 256x131072 --units 256 --loads 4 --staged 3 --chunks 8"
 "--dtype f32 --shape 256x128256 --units 256 --loads 4 --staged 3 --chunks 8"
 "--dtype f32 --shape 64x262144 --units 512 --loads 4 --staged 3 --chunks 8"
 "--dtype f32 --shape 64x151936 --units 512 --loads 4 --staged 2 --chunks 8"
 "--dtype bf16 --shape 64x151936 --units 512 --loads 2 --staged 4 --chunks 4"
 "--dtype bf16 --shape 64x128256 --units 512 --loads 2 --staged 4 --chunks 4"
 "--dtype bf16 --shape 64x262144 --units 256 --loads 4 --staged 3 --chunks 8"
)
for round in 1 2 3; do
  for l in "${leads[@]}"; do
    echo "== round $round $l" >> $OUT/rounds.log
    timeout 60 $R sweep $P $l >> $OUT/rounds.log 2>&1
  done
  mark "round $round"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/rounds.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/rounds.log
