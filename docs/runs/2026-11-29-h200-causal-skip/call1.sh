#!/bin/bash
# Call 1: base = commit fa0b9ea's kernels, new = causal rows skip the vectors past the limit
# (fold and store); both with the sweep's --causal. The planner's lines of causal attention
# scores (offset 0) at three shapes, f32 and bf16, with plain and bool-masked controls, the two
# builds in turn, two rounds in swapped order; then bf16 4x16x1024x1024's plan with its exps
# kept and not, forced, in the new build; then ptxas's registers of both builds' causal kernels.
cd .gpu && for b in base new; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
CAUSAL="--shape 4x16x1024x1024 --shape 1x8x4096x4096 --shape 1x4x8192x8192"
lines() { # build
  r=.gpu/$1/cubemax-report
  timeout 150 $r sweep --dtype bf16 --dtype f32 $CAUSAL --causal 0 $ONLY
  timeout 40 $r sweep --dtype bf16 --dtype f32 --shape 4x16x1024x1024 $ONLY
  timeout 40 $r sweep --dtype bf16 --shape 4x16x1024x1024 --mask bool --causal 0 $ONLY
}
for r in 1 2; do
  case $r in 1) order="base new";; 2) order="new base";; esac
  for b in $order; do echo "== round $r $b"; lines $b; done
done > $W/ab.log 2>&1
echo "ab done $(date -u +%H:%M:%S)" >> $W/device.txt
timeout 60 .gpu/new/cubemax-report sweep --dtype bf16 --shape 4x16x1024x1024 --causal 0 \
  --strategy plane-per-row --units 256 --loads 4 --kept-exps true --kept-exps false > $W/kept.log 2>&1
for b in base new; do
  CUBECL_DEBUG_LOG=$W/compile-$b.log CUBEMAX_REPORT_PROFILE=1 timeout 60 .gpu/$b/cubemax-report sweep \
    --dtype bf16 --dtype f32 --shape 4x16x1024x1024 --shape 1x8x4096x4096 --causal 0 $ONLY > $W/inspect-$b.log 2>&1
  python3 .gpu/kernel-inspect.py $W/compile-$b.log --out $W/kernels-$b --match 'softmax' > $W/registers-$b.txt 2>&1
  rm -rf $W/compile-$b.log $W/kernels-$b/*.cu
done
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; grep -c ' us' $W/ab.log; grep -ci fail $W/ab.log $W/kept.log
python3 .gpu/by_build.py $W/ab.log; grep " us " $W/kept.log; paste $W/registers-*.txt | cut -c1-220 | head -12
tar czf $OUT/call1.tgz -C $OUT w
