#!/bin/bash
# Even chunks (report-even) against chunks of whole pages (report-base): the planner's plan of
# exchanged shapes forced in both builds, kernel alone, the builds in turn, three rounds.
cd .gpu && for f in report-base report-even; do gunzip -kf $f.gz; chmod +x $f; done; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads staged chunks (the planner's plan in the 3a6d2a8 / 9a8b2df grids)
PLANS="64x151936 f32 softmax 1024 7 2 2
64x151936 bf16 softmax 1024 4 2 2
64x151936 bf16 log_softmax 1024 4 2 2
256x151936 f32 softmax 1024 7 2 2
64x128256 bf16 softmax 1024 4 1 2
8x151936 f32 softmax 1024 4 0 16
8x151936 bf16 softmax 512 4 0 16
64x262144 bf16 softmax 1024 4 3 2
64x151936 bf16 softmax_backward 1024 2 2 4
64x151936 f32 softmax_backward 1024 4 1 6
256x151936 f32 softmax_backward 1024 4 1 5
256x151936 bf16 softmax_backward 1024 2 3 3
64x50257 bf16 softmax_backward 1024 2 1 2
64x50257 f32 softmax_backward 1024 4 1 2
64x262144 f32 softmax_backward 1024 4 1 8"
for round in 1 2 3; do
  for build in base even; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op units loads staged chunks; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
        --units $units --loads $loads --staged $staged --chunks $chunks >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
cat $OUT/device.txt
