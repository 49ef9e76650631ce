#!/bin/bash
# Call 4: new = calls 1-3's build (vectors past a causal limit skipped); final = the same with
# the planner keeping the exps of masked and causal 16-bit rows on planes. The planner's lines of
# attention scores of 512 and 1024 keys, bf16 and f16, under a causal limit, a boolean and an
# additive mask, and plain (a control the rule leaves alone), the builds in turn, two rounds in
# swapped order; then the fused options through Burn, final build, f32 and bf16.
cd .gpu && for b in new final; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
ATT="--dtype bf16 --dtype f16 --shape 8x16x512x512 --shape 4x16x1024x1024"
lines() { # build
  bin=.gpu/$1/cubemax-report
  for M in "--causal 0" "--mask bool" "--mask additive"; do timeout 40 $bin sweep $ATT $M $ONLY; done
  timeout 30 $bin sweep --dtype bf16 --dtype f16 --shape 4x16x1024x1024 $ONLY
}
for round in 1 2; do
  case $round in 1) order="new final";; 2) order="final new";; esac
  for b in $order; do echo "== round $round $b"; lines $b; done
done > $W/ab.log 2>&1
echo "ab done $(date -u +%H:%M:%S)" >> $W/device.txt
timeout 150 .gpu/final/cubemax-report options --dtype bf16 --dtype f32 > $W/options.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; grep -c ' us' $W/ab.log; grep -ci fail $W/ab.log; python3 .gpu/by_build.py $W/ab.log
grep -E "causal|mask|bias|cubemax softmax " $W/options.log | cut -c1-100
tar czf $OUT/call4.tgz -C $OUT w
