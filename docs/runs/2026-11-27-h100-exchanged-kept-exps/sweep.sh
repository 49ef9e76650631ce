#!/bin/bash
# Exchanged chunks of 16-bit softmax rows keeping their exps (`--kept-exps true`) against not
# (`false`), kernel alone: the same plan forced both ways, and the planner's plan (which now keeps
# them where the 16-bit rule says), three rounds with the order alternated.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype units loads staged chunks (the planner's plan in the 3a6d2a8 grid)
PLANS="64x151936 bf16 1024 4 2 2
64x128256 bf16 1024 4 1 2
64x262144 bf16 1024 4 3 2
64x151936 f16 1024 4 2 2
128x131072 bf16 1024 4 3 1
8x151936 bf16 512 4 0 16"
for order in "true false" "false true" "true false"; do
  set -- $order
  echo "$PLANS" | while read shape dtype units loads staged chunks; do
    timeout 60 $R sweep --shape $shape --dtype $dtype --op softmax --strategy cube-per-row \
      --units $units --loads $loads --staged $staged --chunks $chunks \
      --kept-exps $1 --kept-exps $2 >> $OUT/sweep.log 2>&1
  done
  echo "order $order done $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
# Registers of the exchanged kernel both ways.
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --shape 64x151936 --dtype bf16 --op softmax \
  --strategy cube-per-row --units 1024 --loads 4 --staged 2 --chunks 2 --kept-exps true --kept-exps false > $OUT/registers-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out /tmp/kernels --arch sm_90a --match softmax_cube_per_row > $OUT/registers.txt 2>&1
for f in /tmp/kernels/*.id.txt; do echo "== $f"; grep -o "kept_exps: [a-z]*\|kept_in_registers: [a-z]*\|exchanges: [a-z]*" $f | tr '\n' ' '; echo; done >> $OUT/registers.txt
rm -f $OUT/compile.log; cat $OUT/device.txt $OUT/registers.txt
