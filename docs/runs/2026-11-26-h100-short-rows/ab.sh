#!/bin/bash
# f32 rows of 256-1024 elements, where the 2026-11-26 grid put PyTorch's softmax ahead of
# cubemax's kernel: cubemax's plans (the planner's, and plane-per-row and cube-per-row over cube
# sizes and loads per unit) and PyTorch, alternated in three rounds, forward softmax, f32.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
G=docs/runs/2026-11-26-h100-grid
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES="--shape 32768x256 --shape 32768x512 --shape 32768x1024 --shape 524288x1024"
for round in 1 2 3; do
  echo "== round $round $(date -u +%H:%M:%S)"
  $R sweep --op softmax --dtype f32 $SHAPES --strategy plane-per-row --units 128 --units 256 --units 512 --loads 1 --loads 2 --loads 4 --loads 8
  $R sweep --op softmax --dtype f32 --shape 32768x1024 --shape 524288x1024 --strategy cube-per-row --units 64 --units 128 --units 256 --loads 1 --loads 2 --loads 4 --staged 0
  python3 benches/peers/pytorch_softmax.py --like $G/main-f32.csv --op softmax --csv $OUT/pytorch-$round.csv \
    --shape 32768x256 --shape 32768x512 --shape 32768x1024 --shape 16x32x1024x1024
done > $OUT/ab.log 2>&1
grep -E "^== |planner|copy of the same|pytorch" $OUT/ab.log | cut -c1-150
