#!/bin/bash
# Call 3: the forward again, plain and under a causal limit of offset 0, the planner's lines of
# call 2's shapes, two more rounds, new then base in the first and base then new in the second
# (call 2 ran one round, base first).
cd .gpu && for b in base new; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
FWD="--op softmax --dtype bf16 --dtype f32 --shape 4x16x1024x1024 --shape 1x8x4096x4096 --shape 1x4x8192x8192 $ONLY"
for order in "new base" "base new"; do
  for b in $order; do
    echo "== $b forward plain"; timeout 60 .gpu/$b/cubemax-report sweep $FWD
    echo "== $b forward causal"; timeout 60 .gpu/$b/cubemax-report sweep $FWD --causal 0
  done
done > $W/forward.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt
tar czf $OUT/call3.tgz -C $OUT w
