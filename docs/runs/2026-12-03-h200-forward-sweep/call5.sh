#!/usr/bin/env bash
# Call 5: Nsight Compute's launch statistics and occupancy of one launch of the bf16 softmax at
# 512 x 32768 as each build's planner plans it: `.gpu/n/` (the rule: the 256-unit cube) and
# `.gpu/h/` (commit 623966d: the 512-unit pairs), to read how many of each cube an SM runs
# (registers a unit, shared memory a cube, the block limits they set). `--units 32 --loads 1
# --staged 0` asks for a plan the shape does not take, so each process launches the planner's alone.
set -u
for b in h n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
ncu --version | tail -1 >> $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for b in n h; do
  CUBEMAX_REPORT_PROFILE=1 timeout 120 ncu --clock-control none -k regex:softmax_cube_per_row \
    --launch-count 1 --section LaunchStats --section Occupancy --section SpeedOfLight \
    .gpu/$b/cubemax-report sweep --dtype bf16 --op softmax --shape 512x32768 \
    --strategy cube-per-row --units 32 --loads 1 --staged 0 > $OUT/ncu-$b.txt 2>&1
  mark "build $b rc $?"
done
cat $OUT/call-device.txt
grep -hE "Registers Per|Block Size|Block Limit|Theoretical Occ|Achieved Occ|Shared Memory Per|Dynamic Shared|Duration|planner" $OUT/ncu-*.txt
