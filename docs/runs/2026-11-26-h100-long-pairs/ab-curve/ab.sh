#!/usr/bin/env bash
# The planner's plans before (before/) and after (./), alternated, three rounds: the main grid's
# 16-bit shape the rule reaches (256 x 50257) and the 2^24-element curve's neighbours of 50257.
cd "$(dirname "$0")"
gunzip -f cubemax-report.gz before/cubemax-report.gz 2>/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
args="sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape 256x50257 --shape 512x32768 --shape 334x50257 --shape 256x65536 --shape 128x131072 --strategy plane-per-row --units 32 --loads 1"
for round in 1 2 3; do
  echo "### round $round before" >> $OUT/ab.log; before/cubemax-report $args >> $OUT/ab.log 2>&1
  echo "### round $round after" >> $OUT/ab.log; ./cubemax-report $args >> $OUT/ab.log 2>&1
done
date -u >> $OUT/device.txt
