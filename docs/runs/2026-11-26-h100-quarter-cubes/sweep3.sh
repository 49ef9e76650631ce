#!/bin/bash
# Log-softmax rows the narrow cube (pages of 2) or the largest cube at three loads holds: the
# planner's plan (with the 28K-32K rule built in) against 256-unit cubes of 4 loads and as many
# pages of 4 as the row needs (3 at most fit four cubes per SM). Two rounds.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2; do
  $R sweep --shape 4793x28000 --shape 1024x28000 --shape 5162x26000 --shape 5461x24576 \
    --shape 7282x18432 --shape 1024x20480 \
    --dtype bf16 --dtype f16 --op log_softmax --strategy cube-per-row \
    --units 256 --loads 4 --staged 1 --staged 2 --staged 3 > $OUT/narrow-round$round.log 2>&1
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
