#!/bin/bash
# What the exchange costs at 64 x 151936: the same cubes (1024 units, the same vectors and staged
# pages, exps not kept) holding two exchanged chunks of 64 rows, or whole rows of 128 x 75968
# (the same bytes per cube, no exchange), alternated in one process per round, five rounds.
cd .gpu && gunzip -f cubemax-report.gz; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2 3 4 5; do
  timeout 60 $R sweep --shape 64x151936 --shape 128x75968 --dtype bf16 --op softmax --strategy cube-per-row \
    --units 1024 --loads 4 --staged 2 --chunks 1 --chunks 2 --kept-exps false >> $OUT/sweep.log 2>&1
  timeout 60 $R sweep --shape 64x151936 --shape 128x75968 --dtype f32 --op softmax --strategy cube-per-row \
    --units 1024 --loads 7 --staged 2 --chunks 1 --chunks 2 --kept-exps false >> $OUT/sweep.log 2>&1
  echo "round $round done $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
