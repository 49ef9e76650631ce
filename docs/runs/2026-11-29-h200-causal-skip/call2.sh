#!/bin/bash
# Call 2 (new = call 1's new kernels, and the sweep's reference giving a fully masked row zeros):
# bf16 plans forced with their exps kept and not, under a causal limit, masks and neither, in the
# new build, four rounds with the order of the two swapped each round; the CUDA source of the
# plain kernels (no mask, no limit) in both builds, compared; then the fused options through
# Burn (`cubemax-report options`), base then new, f32 and bf16.
cd .gpu && for b in base new; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/new/cubemax-report
ATT="--dtype bf16 --shape 4x16x1024x1024"
PLANE="--strategy plane-per-row --units 256 --loads 4"
for r in 1 2 3 4; do
  if [ $((r % 2)) = 1 ]; then K="--kept-exps true --kept-exps false"; else K="--kept-exps false --kept-exps true"; fi
  echo "== round $r"
  timeout 30 $N sweep $ATT --causal 0 $PLANE $K
  timeout 30 $N sweep $ATT --mask bool $PLANE $K
  timeout 30 $N sweep $ATT --mask additive $PLANE $K
  timeout 30 $N sweep $ATT --mask bool --causal 0 $PLANE $K
  timeout 30 $N sweep $ATT $PLANE $K
  timeout 30 $N sweep --dtype bf16 --shape 1x8x4096x4096 --causal 0 --strategy cube-per-row --units 128 --loads 4 --staged 0 $K
  timeout 30 $N sweep --dtype bf16 --shape 1x4x8192x8192 --causal 0 --strategy cube-per-row --units 256 --loads 4 --staged 0 $K
done > $W/kept.log 2>&1
echo "kept done $(date -u +%H:%M:%S)" >> $W/device.txt
for b in base new; do
  CUBECL_DEBUG_LOG=$W/compile-$b.log timeout 60 .gpu/$b/cubemax-report sweep --dtype bf16 --dtype f32 \
    --shape 4x16x1024x1024 --shape 1x8x4096x4096 --strategy cube-per-row --units 32 --loads 1 --staged 0 > $W/plain-$b.log 2>&1
  python3 .gpu/kernel-inspect.py $W/compile-$b.log --out $W/plain-$b > $W/plain-registers-$b.txt 2>&1
  (cd $W/plain-$b && md5sum *.cu) > $W/plain-md5-$b.txt
  rm -rf $W/compile-$b.log $W/plain-$b/*.cu
done
diff $W/plain-md5-base.txt $W/plain-md5-new.txt > $W/plain-md5-diff.txt && echo "plain kernels identical" >> $W/plain-md5-diff.txt
for b in base new; do echo "== $b"; timeout 120 .gpu/$b/cubemax-report options --dtype bf16 --dtype f32; done > $W/options.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; python3 .gpu/kept_ab.py $W/kept.log; cat $W/plain-md5-diff.txt; cat $W/plain-md5-new.txt
grep -E "^==|causal|mask|bias|cubemax softmax " $W/options.log | cut -c1-100
tar czf $OUT/call2.tgz -C $OUT w
