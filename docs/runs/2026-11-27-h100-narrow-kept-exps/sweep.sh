#!/bin/bash
# Kept exponentials stored in the input's type (bf16 or f16 for 16-bit rows, f32 as before):
# the softmax store multiplies a kept exp by one factor per page instead of computing a second
# exp, and the kept exps take the shared memory the staged input took. Each shape's planner plan,
# then the same plan forced with and without kept exps, both orders, kernel alone; log_softmax
# (no second exp) beside it; then the compile log's registers.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape:units:loads:staged, the planner's softmax plan of each (16-bit, H100).
plans="1024x32768:512:4:1 4096x32768:384:3:3 16384x32000:384:3:3 8192x8192:256:4:0 1024x65536:512:4:3 512x32768:512:4:1"
for kept in "--kept-exps false --kept-exps true" "--kept-exps true --kept-exps false"; do
  for p in $plans; do
    IFS=: read shape units loads staged <<< "$p"
    timeout 100 $R sweep --shape $shape --dtype bf16 --dtype f16 --op softmax --strategy cube-per-row \
      --units $units --loads $loads --staged $staged $kept >> $OUT/sweep.log 2>&1
  done
  echo "order rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
timeout 200 $R sweep --shape 1024x32768 --shape 4096x32768 --shape 16384x32000 --shape 1024x65536 --dtype bf16 --dtype f16 \
  --op log_softmax --strategy cube-per-row --units 32 --loads 1 --staged 0 > $OUT/log-softmax.log 2>&1
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --shape 1024x32768 --dtype bf16 --op softmax \
  --strategy cube-per-row --units 512 --loads 4 --staged 1 --kept-exps false --kept-exps true > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
rm -rf $OUT/kernels $OUT/compile.log
echo "inspect done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
