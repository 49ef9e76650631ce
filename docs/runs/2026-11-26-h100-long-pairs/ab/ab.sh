#!/usr/bin/env bash
# The planner's plans before (before/: 512-unit pairs up to 64 elements a unit) and after (./:
# up to 256 bytes a unit), alternated, two rounds, 16-bit rows of 33000-65536 elements.
cd "$(dirname "$0")"
gunzip -f cubemax-report.gz before/cubemax-report.gz 2>/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
args="sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape 4096x40960 --shape 1024x50257 --shape 2048x65536 --shape 334x50257 --shape 256x65536 --shape 150x50257 --shape 508x33000 --shape 1024x65536 --shape 455x36864 --strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  echo "### round $round before" >> $OUT/ab.log; before/cubemax-report $args >> $OUT/ab.log 2>&1
  echo "### round $round after" >> $OUT/ab.log; ./cubemax-report $args >> $OUT/ab.log 2>&1
done
date -u >> $OUT/device.txt
