#!/bin/bash
# Plane-per-row softmax with every held vector's exps kept in place of its scores: the short
# rows' plans forced without and with kept exps, both orders, two rounds, kernel alone, in every
# dtype; then the registers and spills of the bf16 kernels of 32768 x 256 (4 and 2 loads).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
shapes="${SHAPES:-32768x256 65536x256 32768x512 16384x1024 32768x1024 4096x2048}"
for round in 1 2; do
  for kept in "--kept-exps false --kept-exps true" "--kept-exps true --kept-exps false"; do
    for shape in $shapes; do
      timeout 90 $R sweep --shape $shape --dtype bf16 --dtype f16 --dtype f32 --op softmax \
        --strategy plane-per-row --units 256 --loads 2 --loads 4 $kept >> $OUT/sweep.log 2>&1
    done
    echo "round $round order rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --shape 32768x256 --dtype bf16 --op softmax \
  --strategy plane-per-row --units 256 --loads 4 --loads 2 --kept-exps false --kept-exps true >> $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --arch sm_90a --match plane_per_row > $OUT/kernels.txt 2>&1
for f in $OUT/kernels/*.id.txt; do echo "$(basename $f): $(grep -o 'kept_exps: [a-z]*\|loads_per_unit: [0-9]*\|lanes_per_row: [0-9]*' $f | tr '\n' ' ')"; done >> $OUT/kernels.txt
rm -f $OUT/kernels/*.cu $OUT/compile.log
echo "done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
