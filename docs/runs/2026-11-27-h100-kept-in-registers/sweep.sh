#!/bin/bash
# Kept exponentials with the registers' page's kept in registers (the staged pages' in shared
# memory): each shape's planner line, then the planner's plan forced without and with kept exps,
# both orders, kernel alone. Staged 16-bit plans the old layout kept out (its exps took a page more
# than the staged input), two it kept, and plans held in registers alone; then the registers and
# spills of the kept kernels of some of them. INSPECT lists them (shape:units:loads:pages).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
staged="1024x65536:512:4:3 256x50257:512:4:3 334x50257:512:4:3 256x65536:512:4:3 256x131072:1024:4:3 128x131072:1024:4:3 256x151936:1024:7:2 1024x32768:512:4:1 16384x32000:384:3:3"
registers="32768x16384:512:4:0 8192x8192:256:4:0 4096x4096:128:4:0 2048x8192:256:4:0 32768x4096:128:4:0 683x24576:1024:3:0 14564x9216:512:3:0 1024x16384:512:4:0"
for kept in "--kept-exps false --kept-exps true" "--kept-exps true --kept-exps false"; do
  for p in $staged $registers; do
    IFS=: read shape units loads pages <<< "$p"
    dtypes="--dtype bf16"
    case $shape in 1024x65536|32768x16384|8192x8192) dtypes="--dtype bf16 --dtype f16";; esac
    timeout 60 $R sweep --shape $shape $dtypes --op softmax --strategy cube-per-row \
      --units $units --loads $loads --staged $pages $kept >> $OUT/sweep.log 2>&1
  done
  echo "order rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
for p in ${INSPECT:-1024x65536:512:4:3 32768x16384:512:4:0}; do
  IFS=: read shape units loads pages <<< "$p"
  CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --shape $shape --dtype bf16 --op softmax \
    --strategy cube-per-row --units $units --loads $loads --staged $pages --kept-exps false --kept-exps true >> $OUT/inspect-sweep.log 2>&1
done
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --arch sm_90a --match cube_per_row > $OUT/kernels.txt 2>&1
for f in $OUT/kernels/*.id.txt; do echo "$(basename $f): $(grep -o 'staged_pages: [0-9]*\|kept_exps: [a-z]*\|loads_per_unit: [0-9]*' $f | tr '\n' ' ')"; done >> $OUT/kernels.txt
rm -f $OUT/kernels/*.cu
rm -f $OUT/compile.log
echo "done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
