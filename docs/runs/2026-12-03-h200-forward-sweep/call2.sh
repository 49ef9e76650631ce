#!/usr/bin/env bash
# Call 2, the same build: call 1's leads timed in rounds. Each line is one process: the
# planner's plan and one or two forced plans of the same shape, softmax and log_softmax; four
# rounds, the second and fourth in reverse order. f32: 512-unit cubes at eight vectors of 4 a
# unit with one staged page of eight (rows of 24576-32768) or three (rows of 50257-65536, and
# chunks of 65536); bf16: 256-unit cubes at eight vectors with a page of eight, or four and three
# pages of four (rows of 32001-32768).
set -u
cd .gpu/h && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/h/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
O="--op softmax --op log_softmax --strategy cube-per-row"
lines=(
  "--dtype f32 --shape 512x32768 --units 512 --loads 8 --staged 1 --chunks 1"
  "--dtype f32 --shape 525x32001 --units 512 --loads 8 --staged 1 --chunks 1"
  "--dtype f32 --shape 683x24576 --units 512 --loads 8 --staged 1 --chunks 1"
  "--dtype f32 --shape 1024x32768 --units 512 --loads 8 --staged 1 --chunks 1"
  "--dtype f32 --shape 334x50257 --units 512 --loads 8 --staged 3 --chunks 1"
  "--dtype f32 --shape 256x65536 --units 512 --loads 8 --staged 3 --chunks 1"
  "--dtype f32 --shape 128x131072 --units 512 --loads 8 --staged 3 --chunks 2"
  "--dtype f32 --shape 64x262144 --units 512 --loads 8 --staged 3 --chunks 4"
  "--dtype f32 --shape 256x131072 --units 512 --loads 8 --staged 3 --chunks 2"
  "--dtype bf16 --shape 512x32768 --units 256 --loads 8 --staged 1 --loads 4 --staged 3 --chunks 1"
  "--dtype bf16 --shape 525x32001 --units 256 --loads 8 --staged 1 --loads 4 --staged 3 --chunks 1"
  "--dtype bf16 --shape 400x32768 --units 256 --loads 8 --staged 1 --loads 4 --staged 3 --chunks 1"
)
round() { for l in "$@"; do timeout 40 $R sweep $O $l; done; }
reversed=(); for ((i=${#lines[@]}-1; i>=0; i--)); do reversed+=("${lines[i]}"); done
{ for r in 1 2 3 4; do
    echo "== round $r"; mark "round $r"
    if (( r % 2 )); then round "${lines[@]}"; else round "${reversed[@]}"; fi
  done; } > $OUT/rounds.log 2>&1
mark end
cat $OUT/call-device.txt; grep -c " ok " $OUT/rounds.log; grep -ci "fail\|mismatch\|panick" $OUT/rounds.log
