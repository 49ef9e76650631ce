#!/bin/bash
# Sixth call: the shapes of 32-128 MiB each way whose kernel the grid put well under the fastest
# copy of its bytes, timed four times each, the planner's line beside that copy in every round
# (the sweep's forced plan, one 32-unit cube of one vector and no page, holds none of these rows,
# so only the planner's line is left): whether the grid's single timings are the gap.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
line() { $R sweep --dtype $1 --op softmax --op log_softmax --shape $2 --strategy cube-per-row --units 32 --loads 1 --staged 0; }
for i in 1 2 3 4; do
  echo "== round $i"
  line bf16 32768x1024; line bf16 1024x32768; line bf16 4096x4096; line f32 4096x4096; line f32 1024x32768
done > $OUT/gaps.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/gaps.log; grep -ci 'fail\|error' $OUT/gaps.log
