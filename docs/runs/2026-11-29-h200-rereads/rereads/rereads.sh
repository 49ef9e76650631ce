#!/bin/bash
# Chunks read again at their store (rereads) against the planner's plans, few long rows and 1024 x 32768.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
sw() { $R sweep --op softmax --dtype $1 --shape $2 --strategy cube-per-row --units 256 --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1 --staged 2 --staged 3 --staged 4 --staged 6 --chunks 2 --chunks 4 --chunks 8 --chunks 16 --rereads true; }
{
for d in bf16 f32; do
  for s in 256x131072 64x262144 64x151936 1024x32768 256x128256; do sw $d $s; done
done
} > $OUT/sweep.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/sweep.log; grep -ci 'fail\|error\|panick' $OUT/sweep.log
