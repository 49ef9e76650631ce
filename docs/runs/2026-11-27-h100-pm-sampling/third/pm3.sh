#!/bin/bash
# PM sampling, third call: three shapes still under their targets, each the planner's plan (the
# sweep's first launch): bf16 softmax 32768 x 512 (plane-per-row), bf16 softmax 334 x 50257
# (the curve's drop: two rounds of 512-unit pairs), bf16 softmax backward 4096 x 4096.
cd .gpu && gunzip -kf report-base.gz && chmod +x report-base && cd ..
while read name kernel shape op strategy; do
  CUBEMAX_REPORT_PROFILE=1 timeout 120 ncu --clock-control none -k regex:$kernel --launch-count 1 \
    --section PmSampling --section SpeedOfLight -o /tmp/$name -f \
    .gpu/report-base sweep --shape $shape --dtype bf16 --op $op --strategy $strategy --units 256 --loads 2 > /tmp/$name.run.log 2>&1
  ncu --import /tmp/$name.ncu-rep --print-details all >> $OUT/details.txt 2>&1
  ncu --import /tmp/$name.ncu-rep --page raw --csv --print-metric-instances values 2>&1 | gzip > $OUT/$name.raw.csv.gz
  head -5 /tmp/$name.run.log >> $OUT/details.txt
done <<'P'
bf16-32768x512 softmax_plane_per_row 32768x512 softmax plane-per-row
bf16-334x50257 softmax_cube_per_row 334x50257 softmax cube-per-row
bf16-backward-4096x4096 softmax_backward_cube_per_row 4096x4096 softmax_backward cube-per-row
P
grep -E "^  [a-z_]+|Duration|planner" $OUT/details.txt
