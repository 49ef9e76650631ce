#!/bin/bash
# Call 2: base = commit d2640f4; v1 = the log-softmax backward's registers' page of y loaded
# before the merge (as in call 1); v1b = loaded after the merge, before the exchange. ptxas
# registers of every log backward kernel of the shapes, each build; then the planner's lines,
# the three builds in turn, three rounds in rotated order.
cd .gpu && for b in base v1 v1b; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
SHAPES="--shape 1024x32768 --shape 1024x65536 --shape 64x151936 --shape 64x262144 --shape 256x131072 --shape 256x151936"
for b in base v1 v1b; do
  CUBECL_DEBUG_LOG=$W/compile-$b.log CUBEMAX_REPORT_PROFILE=1 .gpu/$b/cubemax-report sweep --op log_softmax_backward \
    --dtype bf16 --dtype f32 $SHAPES --strategy cube-per-row --units 32 --loads 1 --staged 0 > $W/inspect-sweep-$b.log 2>&1
  python3 .gpu/kernel-inspect.py $W/compile-$b.log --out $W/kernels-$b --match 'backward' > $W/registers-$b.txt 2>&1
  rm -rf $W/compile-$b.log $W/kernels-$b/*.cu
done
echo "registers done $(date -u +%H:%M:%S)" >> $W/device.txt
lines() { # build
  .gpu/$1/cubemax-report sweep --op log_softmax_backward --dtype bf16 --dtype f32 $SHAPES \
    --strategy cube-per-row --units 32 --loads 1 --staged 0
}
for r in 1 2 3; do
  case $r in 1) order="v1b base v1";; 2) order="v1 v1b base";; 3) order="base v1 v1b";; esac
  for b in $order; do echo "== round $r $b"; timeout 200 bash -c "$(declare -f lines); SHAPES='$SHAPES'; lines $b"; done
done > $W/ab.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; grep -c ' us' $W/ab.log; grep -ci fail $W/ab.log; paste $W/registers-*.txt | cut -c1-200 | head -20
tar czf $OUT/call2.tgz -C $OUT w
