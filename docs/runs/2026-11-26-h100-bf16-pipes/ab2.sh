#!/usr/bin/env bash
# A/B of the bf16 widening at rows of 32K: before/ (shift) against ./ (multiply), four rounds.
cd "$(dirname "$0")"
gunzip -f cubemax-report.gz before/cubemax-report.gz 2>/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
args="sweep --dtype bf16 --op softmax --shape 1024x32768 --shape 512x32768 --shape 2048x32768 --shape 525x32001 --shape 4096x32768 --strategy plane-per-row --units 32 --loads 1"
for round in 1 2 3 4; do
  echo "### round $round before" >> $OUT/ab2.log; before/cubemax-report $args >> $OUT/ab2.log 2>&1
  echo "### round $round after" >> $OUT/ab2.log; ./cubemax-report $args >> $OUT/ab2.log 2>&1
done
