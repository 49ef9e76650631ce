#!/bin/bash
# Can one 1024-unit cube hold a whole 16-bit row of 131073-172032 elements, so that it needs no
# exchange? With pages of the preferred 4 vectors it cannot (a row of 151936 needs 4 staged pages,
# 256 KB of shared memory); with 7 vectors of 8 per unit and 2 staged pages of 7 it can
# (224 KB staged). Against the planner's 2 exchanged chunks per row, kernel alone, two rounds.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
PLANS="--strategy cube-per-row --units 1024 --loads 7 --staged 2"
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  $R sweep --op softmax --op log_softmax --dtype bf16 --shape 256x151936 --shape 1024x151936 --shape 128x151936 --shape 200x163840 $PLANS
  $R sweep --op softmax --dtype f16 --shape 256x151936 $PLANS
done > $OUT/sweep.log 2>&1
grep -E "^(softmax|log_softmax) |us .*GB/s" $OUT/sweep.log | tail -40
