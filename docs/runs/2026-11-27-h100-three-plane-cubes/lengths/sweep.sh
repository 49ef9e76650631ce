#!/bin/bash
# After sweep.sh: 384-unit cubes of 3 loads and 1-3 staged pages (rows of up to 18432, 27648 and
# 36864 16-bit elements) at more lengths and row counts, bf16 and f16, two rounds, kernel alone.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plans="--strategy cube-per-row --units 384 --loads 3 --staged 1 --staged 2 --staged 3"
shapes="--shape 4096x28800 --shape 4096x30720 --shape 4096x32001 --shape 2048x32768 --shape 1500x32768 --shape 4096x34816 --shape 4096x36864 --shape 5461x24576 --shape 6554x20480 --shape 8192x16384"
for round in 1 2; do
  $R sweep $shapes --dtype bf16 --dtype f16 --op softmax --op log_softmax $plans > $OUT/sweep-round$round.log 2>&1
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
