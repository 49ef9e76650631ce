#!/bin/bash
# 16-bit rows of 32K in 256-unit cubes of 4 loads and 3 staged pages of 4 (48 KB of shared memory
# a cube, so up to four cubes an SM), and 512-unit cubes of 2 loads and 3 pages of 2, against the
# planner's 512-unit cubes of 4 loads and a page (two an SM). Two rounds, kernel alone.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2; do
  $R sweep --shape 512x32768 --shape 1024x32768 --shape 4096x32768 --shape 16384x32000 \
    --dtype bf16 --dtype f16 --op softmax --op log_softmax --strategy cube-per-row \
    --units 256 --units 512 --loads 2 --loads 4 --staged 3 > $OUT/sweep-round$round.log 2>&1
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
