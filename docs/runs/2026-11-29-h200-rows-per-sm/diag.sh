#!/bin/bash
# First call: (1) PM sampling, one launch each, of the shapes of 32-64 MiB each way that run
# 10-30% behind a copy of their bytes, and a copy; (2) bf16 rows of 8192-32768 at 4-8 rows per
# SM, the planner's line beside the eight-load cube (DOUBLED_LOADS), forward and backward.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before; cd ..
R=$PWD/.gpu/before
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; ncu --version | tail -1; } > $OUT/device.txt
mkdir -p /tmp/pm && cd /tmp/pm
while read name kernel dtype op shape; do
  CUBEMAX_REPORT_PROFILE=1 timeout 150 ncu --clock-control none -k regex:$kernel --launch-count 1 \
    --section PmSampling --section SpeedOfLight --section Occupancy --section LaunchStats -o /tmp/pm/$name -f \
    $R sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row --units 32 --loads 1 --staged 0 > /tmp/pm/$name.run.log 2>&1
  echo "== $name" >> $OUT/details.txt
  ncu --import /tmp/pm/$name.ncu-rep --print-details all 2>&1 | grep -E "Duration|Registers Per|Block Size|Grid Size|Achieved Occupancy|Theoretical Occupancy|Block Limit|DRAM Throughput|Memory Throughput|Shared Memory Configuration Size|Dynamic Shared|Static Shared" >> $OUT/details.txt
  grep -E "planner|copy of" /tmp/pm/$name.run.log | head -3 >> $OUT/details.txt
  ncu --import /tmp/pm/$name.ncu-rep --page raw --csv --print-metric-instances values 2>&1 | gzip > /tmp/pm/$name.raw.csv.gz
done <<'P'
bf16-1024x32768 softmax_cube_per_row bf16 softmax 1024x32768
bf16-1056x32768 softmax_cube_per_row bf16 softmax 1056x32768
bf16-copy-1024x32768 copy_vectors bf16 softmax 1024x32768
bf16-32768x1024 softmax_plane_per_row bf16 softmax 32768x1024
bf16-bwd-1024x32768 softmax_backward_cube_per_row bf16 softmax_backward 1024x32768
f32-4096x4096 softmax_cube_per_row f32 softmax 4096x4096
f32-copy-4096x4096 copy_vectors f32 softmax 4096x4096
P
python3 $OLDPWD/.gpu/timeline.py bf16-1024x32768 bf16-1056x32768 bf16-copy-1024x32768 bf16-32768x1024 bf16-bwd-1024x32768 f32-4096x4096 f32-copy-4096x4096 > $OUT/timelines.txt 2>&1
tar czf $OUT/raw.tar.gz *.raw.csv.gz
cd $OLDPWD
line() { $R sweep --dtype bf16 --op $1 --shape $2 --strategy cube-per-row --units $3 --loads 8 --staged 0; }
for round in 1 2; do
  echo "== round $round"
  for m in 660 792 924 1024; do
    line softmax ${m}x8192 128; line log_softmax ${m}x8192 128
    line softmax ${m}x16384 256; line log_softmax ${m}x16384 256
    line softmax ${m}x32768 512; line log_softmax ${m}x32768 512
    line softmax_backward ${m}x32768 512; line log_softmax_backward ${m}x32768 512
  done
  line softmax 1056x32768 512; line softmax_backward 1056x32768 512
done > $OUT/rows.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/details.txt $OUT/timelines.txt | head -400; grep -c ' us ' $OUT/rows.log; grep -ci 'fail\|error\|panick' $OUT/rows.log
