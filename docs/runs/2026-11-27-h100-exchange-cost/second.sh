#!/bin/bash
# The second call: the same comparison at three more exchanged shapes, each against whole rows
# of the same bytes per cube in the same cubes (1024 units, 4 vectors, 3 staged pages, exps not
# kept), three rounds.
cd .gpu && [ -e cubemax-report.gz ] && gunzip -f cubemax-report.gz; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2 3; do
  timeout 60 $R sweep --shape 256x131072 --shape 512x65536 --dtype f32 --op softmax --strategy cube-per-row \
    --units 1024 --loads 4 --staged 3 --chunks 1 --chunks 2 --kept-exps false >> $OUT/sweep.log 2>&1
  timeout 60 $R sweep --shape 64x262144 --shape 256x65536 --dtype f32 --op softmax --strategy cube-per-row \
    --units 1024 --loads 4 --staged 3 --chunks 1 --chunks 4 --kept-exps false >> $OUT/sweep.log 2>&1
  timeout 60 $R sweep --shape 64x262144 --shape 128x131072 --dtype bf16 --op softmax --strategy cube-per-row \
    --units 1024 --loads 4 --staged 3 --chunks 1 --chunks 2 --kept-exps false >> $OUT/sweep.log 2>&1
  echo "round $round done $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
