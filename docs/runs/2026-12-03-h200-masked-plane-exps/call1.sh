#!/bin/bash
# Call 1 (HEAD 6a1e990's report): masked and causal 16-bit attention scores [B, 16, K, K] held
# on planes at four vectors a unit in 256-unit cubes, keys K of 384-1024 (about 2^25 elements
# each), each plan forced with its exps kept in the cube's shared memory, in place of the held
# scores, and not kept; the sweep's boolean and additive padding masks and a causal limit of
# offset 0; bf16 and f16; four rounds, the order of the ways swapped each round.
cd .gpu && gunzip -f base/cubemax-report.gz && chmod +x base/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/base/cubemax-report
SHAPES="14x16x384x384 8x16x512x512 5x16x640x640 4x16x768x768 2x16x1000x1000 2x16x1024x1024"
for round in 1 2 3 4; do
  echo "== round $round"
  if [ $((round % 2)) = 1 ]; then
    WAYS="--kept-exps true --kept-exps false --registers-page-exps shared --registers-page-exps in-place"
  else
    WAYS="--kept-exps false --kept-exps true --registers-page-exps in-place --registers-page-exps shared"
  fi
  for dtype in bf16 f16; do
    for M in "--mask bool" "--mask additive" "--causal 0"; do
      for shape in $SHAPES; do
        timeout 40 $N sweep --dtype $dtype --shape $shape $M --strategy plane-per-row --units 256 \
          --loads 4 $WAYS
      done
    done
  done
  echo "round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/masked.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt
python3 docs/runs/2026-12-03-h200-masked-staged-exps/kept_ways.py $W/masked.log | tee $W/masked-summary.txt
tar czf $OUT/call1.tgz -C $OUT w
