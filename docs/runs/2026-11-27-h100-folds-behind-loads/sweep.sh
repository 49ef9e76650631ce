#!/bin/bash
# Staged pages folded from shared memory behind the next page's loads (`--folds-behind-loads
# true`) against folded from registers before them (`false`, the planner's default), kernel
# alone: each shape's planner plan and the same plan forced, both values, two rounds with the
# order reversed in the second.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads staged chunks (the planner's plan in the 3a6d2a8 grid)
PLANS="64x151936 bf16 softmax 1024 4 2 2
64x262144 bf16 softmax 1024 4 3 2
256x65536 bf16 softmax 512 4 3 1
334x50257 bf16 softmax 512 4 3 1
256x151936 bf16 softmax 1024 7 2 1
1024x32768 bf16 log_softmax 256 4 3 1
64x151936 f32 softmax 1024 7 2 2
256x131072 f32 softmax 1024 4 3 2
64x262144 f32 softmax 1024 4 3 4
1024x32768 f32 softmax 512 4 3 1
256x151936 f32 log_softmax 1024 7 2 2"
for order in "true false" "false true"; do
  set -- $order
  echo "$PLANS" | while read shape dtype op units loads staged chunks; do
    timeout 60 $R sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
      --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false \
      --folds-behind-loads $1 --folds-behind-loads $2 >> $OUT/sweep.log 2>&1
  done
  echo "order $order done $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
# Registers of the kernels of two shapes, both ways.
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --shape 64x151936 --dtype bf16 --dtype f32 --op softmax \
  --strategy cube-per-row --units 1024 --loads 4 --staged 2 --chunks 2 --kept-exps false \
  --folds-behind-loads true --folds-behind-loads false > $OUT/registers-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out /tmp/kernels --arch sm_90a --match softmax_cube_per_row > $OUT/registers.txt 2>&1
rm -f $OUT/compile.log; cat $OUT/registers.txt | tail -12
