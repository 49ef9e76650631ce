#!/bin/bash
# The fused options in bf16 (scale, masks, causal limit: more registers beside the row), the
# two builds alternated, two rounds: `cubemax-report options` through Burn, and the planner's
# plans with a padding mask (additive, boolean), kernel alone.
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES="--shape 32768x256 --shape 32768x1024 --shape 4096x4096 --shape 1024x32768"
NONE="--strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  for build in before after; do
    R=.gpu/cubemax-report; [ $build = before ] && R=.gpu/before/cubemax-report
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 150 $R options --dtype bf16
    for mask in additive bool; do
      echo "-- mask $mask"
      timeout 100 $R sweep --dtype bf16 --op softmax --mask $mask $SHAPES $NONE
    done
  done
done > $OUT/options.log 2>&1
grep -v "^\s*$" $OUT/options.log | cut -c1-150 | head -150
