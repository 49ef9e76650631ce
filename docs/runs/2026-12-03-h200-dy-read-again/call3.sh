#!/usr/bin/env bash
# Call 3: Nsight Compute, one launch each (caches flushed), of the softmax backward's planner plan
# with `dy` staged and read again: DRAM bytes, L2 hit rate, duration. Then the CUDA suite and the
# `cubemax` program (gpu-run), the build of this session's change.
set -u
cd .gpu/new && gunzip -kf cubemax-report.gz && chmod +x cubemax-report && cd ../..
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
M=dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct,gpu__time_duration.sum,launch__registers_per_thread
for case in "f32 64x151936" "f32 1024x65536" "bf16 64x128256"; do
  set -- $case
  for again in false true; do
    echo "== $1 $2 dy read again $again" >> $OUT/ncu.txt
    CUBEMAX_REPORT_PROFILE=1 timeout 60 ncu --clock-control none -k regex:softmax_backward_cube_per_row \
      --launch-count 1 --metrics $M .gpu/new/cubemax-report sweep --op softmax_backward --dtype $1 \
      --shape $2 --dy-read-again $again $ONLY 2>&1 | grep -E "dram__|lts__|duration|registers|planner" >> $OUT/ncu.txt
  done
done
date -u +%FT%TZ >> $OUT/call-device.txt
cp scripts/gpu-run scripts/tests-in-parallel .gpu/new/
OUT=$OUT bash .gpu/new/gpu-run > /dev/null 2>&1
date -u +%FT%TZ >> $OUT/call-device.txt
