#!/bin/bash
# Nsight Compute's PM sampling (DRAM and SM activity over the kernel's time) on the f32 and bf16
# cube-per-row kernel at 64 x 151936 (2 exchanged chunks) and 128 x 75968 (whole rows, the
# same plan per cube).
cd .gpu && gunzip -kf report-base.gz && chmod +x report-base && cd ..
ncu --version > $OUT/ncu-version.txt 2>&1
ncu --query-sections 2>&1 | grep -i -A2 pm > $OUT/sections.txt
i=0
while read name shape dtype loads staged chunks; do
  CUBEMAX_REPORT_PROFILE=1 timeout 120 ncu --clock-control none -k regex:softmax_cube_per_row --launch-count 1 \
    --section PmSampling --section SpeedOfLight -o /tmp/$name -f \
    .gpu/report-base sweep --shape $shape --dtype $dtype --op softmax --strategy cube-per-row \
    --units 1024 --loads $loads --staged $staged --chunks $chunks --kept-exps false > $OUT/$name.run.log 2>&1
  ncu --import /tmp/$name.ncu-rep --print-details all > $OUT/$name.details.txt 2>&1
  ncu --import /tmp/$name.ncu-rep --page raw --csv --print-metric-instances values 2>&1 | gzip > $OUT/$name.raw.csv.gz
done <<'P'
f32-exchanged 64x151936 f32 7 2 2
f32-whole 128x75968 f32 7 2 1
bf16-exchanged 64x151936 bf16 4 2 2
bf16-whole 128x75968 bf16 4 2 1
P
ls -la $OUT; head -c 3000 $OUT/f32-exchanged.details.txt
