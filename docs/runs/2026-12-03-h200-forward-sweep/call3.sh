#!/usr/bin/env bash
# Call 3, the same build: call 2's one lead, 16-bit softmax rows of 28800-32768 at 1.5-4.9 rows
# per SM in 256-unit cubes at four vectors with three staged pages (their exps kept in shared
# memory), against the planner's 512-unit cubes with one page; the planner's plan also forced, as
# a control of what one process's lines differ by. bf16 and f16, six rounds, every other one in
# reverse order.
set -u
cd .gpu/h && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/h/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
shapes=(200x32768 264x32768 400x32768 512x32768 525x32001 600x28800 640x32768)
line() { timeout 40 $R sweep --dtype bf16 --dtype f16 --op softmax --shape $1 --strategy cube-per-row \
  --units 256 --units 512 --loads 4 --staged 1 --staged 3; }
reversed=(); for ((i=${#shapes[@]}-1; i>=0; i--)); do reversed+=("${shapes[i]}"); done
{ for r in 1 2 3 4 5 6; do
    echo "== round $r"; mark "round $r"
    if (( r % 2 )); then for s in "${shapes[@]}"; do line $s; done
    else for s in "${reversed[@]}"; do line $s; done; fi
  done; } > $OUT/rounds.log 2>&1
mark end
cat $OUT/call-device.txt; grep -c " ok " $OUT/rounds.log; grep -ci "fail\|mismatch\|panick" $OUT/rounds.log
