#!/bin/bash
# The bulk copies split by planes: each plane's first unit copies the plane's share of every
# staged page (32 copies a page in a 1024-unit cube instead of one), against the register path,
# the planner's plans, softmax, both orders, kernel alone; then the compile log's registers.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
only_planner="--strategy cube-per-row --units 32 --loads 1 --staged 0"
for bulk in "--bulk-pages false --bulk-pages true" "--bulk-pages true --bulk-pages false"; do
  $R sweep --shape 64x151936 --shape 256x65536 --dtype f32 --op softmax $bulk $only_planner >> $OUT/planes.log 2>&1
  $R sweep --shape 64x151936 --shape 256x131072 --shape 1024x32768 --shape 64x262144 --dtype bf16 --op softmax $bulk $only_planner >> $OUT/planes.log 2>&1
  echo "order done rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
CUBECL_DEBUG_LOG=$OUT/compile.log $R sweep --shape 64x151936 --dtype bf16 --dtype f32 \
  --op softmax --bulk-pages false --bulk-pages true $only_planner > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
gzip -f $OUT/compile.log; rm -rf $OUT/kernels
echo "inspect done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
