#!/bin/bash
# Why the grid (the report's method) timed bf16 softmax 32768 x 512 at 27.5-27.8 us with the
# kept plan, as with the plan before it, where sweeps timed it at 25-26 us: the report's rows of
# two shapes and the sweep's lines of the same plans (the planner's, then the plan before), three
# times alternated, in one process each.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2 3; do
  timeout 100 $R --dtype bf16 --op softmax --shape 32768x512 --shape 65536x256 --csv $OUT/report-$i.csv >> $OUT/report.log 2>&1
  timeout 60 $R sweep --shape 32768x512 --shape 65536x256 --dtype bf16 --op softmax \
    --strategy plane-per-row --units 256 --loads 4 --kept-exps false >> $OUT/sweep.log 2>&1
  echo "round $i rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
grep -h "cubemax-kernel\|copy-same" $OUT/report.log; grep -h "us " $OUT/sweep.log
