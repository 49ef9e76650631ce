#!/bin/bash
# Call 2: the kernel alone, the planner's plan only (the forced plan asked for beside it is one
# the planner refuses for these rows), two rounds, base and new in turn: the backward of softmax
# and log-softmax, bf16 and f32, at [B, H, Q, K] attention scores, without a causal limit (both
# builds) and with one of offset 0 (new only); then the forward, plain and under the same limit,
# both builds, to see that the forward's kernels did not move.
cd .gpu && for b in base new; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
SHAPES="--shape 4x16x1024x1024 --shape 1x8x4096x4096 --shape 1x4x8192x8192"
BWD="--op softmax_backward --op log_softmax_backward --dtype bf16 --dtype f32 $SHAPES $ONLY"
FWD="--op softmax --dtype bf16 --dtype f32 $SHAPES $ONLY"
for round in 1 2; do
  for b in base new; do
    echo "== round $round $b backward plain"; timeout 60 .gpu/$b/cubemax-report sweep $BWD
    if [ $b = new ]; then echo "== round $round $b backward causal"; timeout 60 .gpu/$b/cubemax-report sweep $BWD --causal 0; fi
  done
done > $W/backward.log 2>&1
echo "backward done $(date -u +%H:%M:%S)" >> $W/device.txt
for b in base new; do
  echo "== $b forward plain"; timeout 60 .gpu/$b/cubemax-report sweep $FWD
  echo "== $b forward causal"; timeout 60 .gpu/$b/cubemax-report sweep $FWD --causal 0
done > $W/forward.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt
grep -E "^==|^[a-z_]+ (bf16|f32)|planner" $W/backward.log $W/forward.log | cut -c1-150
tar czf $OUT/call2.tgz -C $OUT w
