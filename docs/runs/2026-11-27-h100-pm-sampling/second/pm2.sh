#!/bin/bash
# PM sampling, second call: f32 whole rows 128 x 75968 (7 + 2 pages), the copy kernel the
# sweep times at f32 64 x 151936 (the same bytes), and f32 64 x 128256 (2 exchanged chunks of
# 4 vectors + 3 pages, a kernel that does not spill).
cd .gpu && gunzip -kf report-base.gz && chmod +x report-base && cd ..
while read name kernel shape dtype loads staged chunks; do
  CUBEMAX_REPORT_PROFILE=1 timeout 120 ncu --clock-control none -k regex:$kernel --launch-count 1 \
    --section PmSampling --section SpeedOfLight -o /tmp/$name -f \
    .gpu/report-base sweep --shape $shape --dtype $dtype --op softmax --strategy cube-per-row \
    --units 1024 --loads $loads --staged $staged --chunks $chunks --kept-exps false > /tmp/$name.run.log 2>&1
  ncu --import /tmp/$name.ncu-rep --print-details all >> $OUT/details.txt 2>&1
  ncu --import /tmp/$name.ncu-rep --page raw --csv --print-metric-instances values 2>&1 | gzip > $OUT/$name.raw.csv.gz
done <<'P'
f32-whole softmax_cube_per_row 128x75968 f32 7 2 1
f32-copy copy_vectors 64x151936 f32 7 2 2
f32-exchanged-4 softmax_cube_per_row 64x128256 f32 4 3 2
P
grep -E "^  [a-z_]+|Duration" $OUT/details.txt
