#!/bin/bash
# Call 2: the rule (masked and causal 16-bit plane rows keep their exps in the cube's shared
# memory: bf16 under either mask or a causal limit, f16 under an additive mask or a causal limit)
# against HEAD 6a1e990's build (.gpu/base: in place for rows that fill their plane segment, bf16
# or f16 under a causal limit alone; none elsewhere). The planner's line of each build in turn,
# the order of the builds swapped each round, attention scores [B, 16, K, K] of 96-1024 keys,
# bf16 and f16, under the sweep's boolean and additive padding masks and a causal limit of
# offset 0. (The forced 32-unit one-load plan beside it is refused for rows over 256 keys.)
cd .gpu && for b in base new; do gunzip -f $b/cubemax-report.gz && chmod +x $b/cubemax-report; done && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
SHAPES="--shape 228x16x96x96 --shape 14x16x384x384 --shape 8x16x512x512 --shape 5x16x640x640
  --shape 4x16x768x768 --shape 2x16x1000x1000 --shape 2x16x1024x1024"
for round in 1 2 3 4; do
  if [ $((round % 2)) = 1 ]; then BUILDS="base new"; else BUILDS="new base"; fi
  for b in $BUILDS; do
    echo "== round $round $b"
    for M in "--mask bool" "--mask additive" "--causal 0"; do
      timeout 60 .gpu/$b/cubemax-report sweep --dtype bf16 --dtype f16 $SHAPES $M \
        --strategy cube-per-row --units 32 --loads 1 --staged 0
    done
  done
  echo "round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/ab.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt
python3 docs/runs/2026-11-29-h200-causal-skip/by_build.py $W/ab.log | tee $W/ab-summary.txt
tar czf $OUT/call2.tgz -C $OUT w
