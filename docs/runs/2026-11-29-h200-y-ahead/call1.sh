#!/bin/bash
# Call 1: the log-softmax backward's y loaded ahead. base = commit d2640f4; v1 = the registers'
# page of y loaded before the merge; v2 = v1 and each staged page's y loaded one page ahead.
# The planner's lines (a forced plan no cube accepts is skipped), the three builds in turn,
# three rounds in rotated order; then ptxas registers of the log backward kernels, base and v2.
cd .gpu && for b in base v1 v2; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
lines() { # build
  .gpu/$1/cubemax-report sweep --op log_softmax_backward --dtype bf16 --dtype f32 \
    --shape 1024x32768 --shape 1024x65536 --shape 64x151936 --shape 64x262144 --shape 256x131072 \
    --shape 256x151936 --strategy cube-per-row --units 32 --loads 1 --staged 0
  .gpu/$1/cubemax-report sweep --op softmax_backward --dtype bf16 --shape 1024x32768 \
    --strategy cube-per-row --units 32 --loads 1 --staged 0
}
for r in 1 2 3; do
  case $r in 1) order="base v1 v2";; 2) order="v2 base v1";; 3) order="v1 v2 base";; esac
  for b in $order; do echo "== round $r $b"; lines $b; done
done > $W/ab.log 2>&1
echo "ab done $(date -u +%H:%M:%S)" >> $W/device.txt
for b in base v2; do
  CUBECL_DEBUG_LOG=$W/compile-$b.log .gpu/$b/cubemax-report sweep --op log_softmax_backward \
    --dtype bf16 --dtype f32 --shape 1024x32768 --shape 64x151936 --shape 1024x65536 \
    --strategy cube-per-row --units 32 --loads 1 --staged 0 > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py $W/compile-$b.log --out $W/kernels-$b --match 'backward' > $W/registers-$b.txt 2>&1
  rm -f $W/compile-$b.log
done
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; grep -c ' us' $W/ab.log; grep -ci fail $W/ab.log; cat $W/registers-*.txt | head -30
tar czf $OUT/call1.tgz -C $OUT w
