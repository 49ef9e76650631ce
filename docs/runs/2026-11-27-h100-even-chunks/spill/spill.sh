#!/bin/bash
# Registers and spills of the f32 and bf16 cube-per-row kernels at 64 x 151936 (2 exchanged
# chunks) and 128 x 75968 (whole rows, the same plan per cube), and the grid's other f32
# exchanged plans.
gunzip -kf .gpu/report-base.gz; R=.gpu/report-base; chmod +x $R
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
i=0
while read shape dtype units loads staged chunks; do
  i=$((i+1))
  CUBECL_DEBUG_LOG=/tmp/c$i.log timeout 60 $R sweep --shape $shape --dtype $dtype --op softmax --strategy cube-per-row \
    --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false >> $OUT/sweep.log 2>&1
  echo "== $shape $dtype $units $loads+$staged chunks $chunks" >> $OUT/registers.txt
  python3 .gpu/kernel-inspect.py /tmp/c$i.log --out /tmp/k$i --arch sm_90a --match softmax_cube_per_row >> $OUT/registers.txt 2>&1
done <<'P'
64x151936 f32 1024 7 2 2
128x75968 f32 1024 7 2 1
64x128256 f32 1024 4 3 2
64x151936 bf16 1024 4 2 2
128x75968 bf16 1024 4 2 1
P
cat $OUT/registers.txt
