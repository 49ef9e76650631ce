#!/bin/bash
# The staged pages' loops against the same plans unrolled, in one binary (the sweep's
# --page-loops), f32 cube-per-row plans with staged pages of the grid at 5897d11: each shape's
# planner plan (loops, the rule at 61b125c), then the same plan forced with loops and unrolled.
# Three rounds, the shapes in the same order each round.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
ab() { # op shape units loads staged chunks
  $R sweep --dtype f32 --op $1 --shape $2 --strategy cube-per-row --units $3 --loads $4 \
    --staged $5 --chunks $6 --page-loops true --page-loops false
}
for round in 1 2 3; do
  echo "== round $round $(date -u +%H:%M:%S)"
  ab softmax 525x32001 512 4 3 1
  ab softmax 512x32768 512 4 3 1
  ab softmax 683x24576 512 4 2 1
  ab softmax 1024x32768 512 4 3 1
  ab softmax 64x50257 1024 7 1 1
  ab softmax 64x128256 1024 4 3 2
  ab softmax 64x151936 1024 7 2 2
  ab log_softmax 64x151936 1024 7 2 2
  ab log_softmax 256x151936 1024 7 2 2
done > $OUT/sweep.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c " us " $OUT/sweep.log
