#!/bin/bash
# Nsight Compute on the planner's kernels of shapes held one cube per SM or cut into exchanged
# chunks: where their planes stall, instruction by instruction (warp state sampling), and how
# busy DRAM is. One launch each, clocks left alone.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; which ncu; ncu --version | tail -1; } > $OUT/device.txt 2>&1
run() { # name shape dtype units loads staged chunks
  CUBEMAX_REPORT_PROFILE=1 timeout 150 ncu --clock-control none -k regex:softmax_cube_per_row --launch-count 1 \
    --section SpeedOfLight --section WarpStateStats --section SourceCounters --section MemoryWorkloadAnalysis \
    --section LaunchStats --section Occupancy -o $OUT/$1 -f \
    $R sweep --shape $2 --dtype $3 --op softmax --strategy cube-per-row --units $4 --loads $5 --staged $6 --chunks $7 > $OUT/$1.run.log 2>&1
  echo "$1 rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
  ncu --import $OUT/$1.ncu-rep --print-details all > $OUT/$1.details.txt 2>&1
  ncu --import $OUT/$1.ncu-rep --page source --csv --print-source sass > $OUT/$1.sass.csv 2>&1
  gzip -f $OUT/$1.sass.csv
}
run bf16-64x151936 64x151936 bf16 1024 4 2 2
run bf16-128x75968 128x75968 bf16 1024 4 2 1
run f32-64x151936 64x151936 f32 1024 7 2 2
cat $OUT/device.txt; ls -la $OUT
