#!/bin/bash
# The same 256-unit cubes at more row counts and lengths, then the registers of the kernels of one
# sweep at 1024 x 32768 (kernel-inspect.py: ptxas on the CUDA source NVRTC compiled).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2; do
  $R sweep --shape 150x32768 --shape 264x32768 --shape 400x32768 --shape 8192x32768 \
    --shape 2048x30000 --shape 2048x32001 --shape 2048x28800 \
    --dtype bf16 --dtype f16 --op softmax --op log_softmax --strategy cube-per-row \
    --units 256 --loads 4 --staged 3 > $OUT/rows-round$round.log 2>&1
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
CUBECL_DEBUG_LOG=$OUT/compile.log $R sweep --shape 1024x32768 --dtype bf16 --dtype f16 \
  --op softmax --op log_softmax --strategy cube-per-row --units 256 --units 512 --loads 4 \
  --staged 1 --staged 3 > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/inspect.log 2>&1
echo "inspect rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cp $OUT/kernels/kernels.txt $OUT/kernels.txt 2>/dev/null; rm -rf $OUT/kernels; gzip -f $OUT/compile.log
cat $OUT/device.txt
