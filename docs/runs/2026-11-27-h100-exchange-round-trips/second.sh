#!/bin/bash
# The exchange without waiting for the publishing swaps' answers and with both words of a state
# polled at once (build "after") against the build before (commit 9a8b2df's exchange, "before"):
# the planner's plan of exchanged shapes and the same plan forced, kernel alone, the two builds
# in turn, three rounds each: the second call, on the shapes the first left unclear.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x report-before report-after; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads staged chunks (the planner's plan in the 3a6d2a8 grid)
PLANS="64x151936 bf16 softmax 1024 4 2 2
64x128256 bf16 softmax 1024 4 1 2
64x151936 f32 softmax 1024 7 2 2
1x151936 bf16 softmax 128 4 0 64
1x151936 f32 softmax 256 4 0 64
1x128256 f32 softmax 128 4 0 64
8x151936 bf16 softmax 512 4 0 16
8x151936 f32 softmax 1024 4 0 16
8x128256 bf16 softmax 256 4 0 16
64x151936 bf16 log_softmax 1024 4 2 2"
for round in 1 2 3; do
  for build in before after; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op units loads staged chunks; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
        --units $units --loads $loads --staged $staged --chunks $chunks >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
cat $OUT/device.txt
