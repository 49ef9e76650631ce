#!/bin/bash
# The bf16 and f32 plane-per-row softmax at 32768 x 512, the planner's plan: the CUDA source and
# machine code, and Nsight Compute's per-instruction counts and stall samples.
cd .gpu && gunzip -kf report-base.gz && chmod +x report-base && cd ..
for dtype in bf16 f32; do
  CUBECL_DEBUG_LOG=/tmp/c-$dtype.log CUBEMAX_REPORT_PROFILE=1 timeout 120 ncu --clock-control none -k regex:softmax_plane_per_row --launch-count 1 \
    --section SpeedOfLight --section WarpStateStats --section SourceCounters --section InstructionStats -o /tmp/$dtype -f \
    .gpu/report-base sweep --shape 32768x512 --dtype $dtype --op softmax --strategy plane-per-row --units 256 --loads 2 > /tmp/$dtype.run.log 2>&1
  ncu --import /tmp/$dtype.ncu-rep --print-details all > $OUT/$dtype.details.txt 2>&1
  ncu --import /tmp/$dtype.ncu-rep --page source --csv --print-source sass 2>/dev/null | gzip > $OUT/$dtype.sass.csv.gz
  python3 .gpu/kernel-inspect.py /tmp/c-$dtype.log --out /tmp/k-$dtype --arch sm_90a --match softmax_plane_per_row >> $OUT/$dtype.details.txt 2>&1
  head -c 60000 /tmp/k-$dtype/00-*.cu > $OUT/$dtype.cu
done
head -8 /tmp/bf16.run.log; grep -E "Duration|regs|softmax_plane" $OUT/*.details.txt | head
