#!/bin/bash
# Call 3: the rule as committed (.gpu/final: bf16 rows under a causal limit alone keep their
# exps in place at any length) against HEAD 6a1e990's build (.gpu/base), the planner's line of
# each in turn, three rounds in swapped order, bf16 attention scores [B, 16, K, K] of 96-1024
# keys under a causal limit of offset 0. Then the CUDA suite of the committed rule's working tree
# (`scripts/gpu-bundle suite`), run as `gpu-run` runs it; the `cubemax` program was left out of
# this call, the three builds and the working tree filling what may travel.
cd .gpu && for b in base final; do gunzip -f $b/cubemax-report.gz && chmod +x $b/cubemax-report; done && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/call-device.txt
SHAPES="--shape 228x16x96x96 --shape 14x16x384x384 --shape 8x16x512x512 --shape 5x16x640x640
  --shape 4x16x768x768 --shape 2x16x1000x1000 --shape 2x16x1024x1024"
for round in 1 2 3; do
  if [ $((round % 2)) = 1 ]; then BUILDS="base final"; else BUILDS="final base"; fi
  for b in $BUILDS; do
    echo "== round $round $b"
    timeout 60 .gpu/$b/cubemax-report sweep --dtype bf16 $SHAPES --causal 0 \
      --strategy cube-per-row --units 32 --loads 1 --staged 0
  done
  echo "causal round $round $(date -u +%H:%M:%S)" >> $W/call-device.txt
done > $W/ab-causal.log 2>&1
python3 docs/runs/2026-11-29-h200-causal-skip/by_build.py $W/ab-causal.log > $W/ab-causal-summary.txt 2>&1
(cd .gpu && gunzip -f suite.gz && timeout 420 ./tests-in-parallel ./suite > $W/suite.log 2>&1; \
  echo "suite exit status: $?" >> $W/suite.log)
echo "end $(date -u +%H:%M:%S)" >> $W/call-device.txt
cat $W/call-device.txt $W/ab-causal-summary.txt; tail -4 $W/suite.log
tar czf $OUT/call3.tgz -C $OUT w
