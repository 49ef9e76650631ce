#!/bin/bash
# The 512-unit cube at three loads and two staged pages against the planner's four loads and one
# page, for 16-bit rows of 32000-32768: four rounds, bf16 and f16, softmax and log_softmax,
# 512-16384 rows, kernel alone (the sweep measures the planner's plan, then the one asked for).
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
R=.gpu/cubemax-report
SHAPES="--shape 512x32768 --shape 1024x32768 --shape 2048x32000 --shape 4096x32768 --shape 16384x32000"
for round in 1 2 3 4; do
  echo "== round $round $(date -u +%H:%M:%S)"
  timeout 200 $R sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax $SHAPES --strategy cube-per-row --units 512 --loads 3 --staged 2
done > $OUT/rounds.log 2>&1
echo "rounds done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt
python3 docs/runs/2026-11-26-h100-24576/summarize.py $OUT/rounds.log
