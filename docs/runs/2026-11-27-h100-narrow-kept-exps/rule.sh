#!/bin/bash
# The planner's rule (16-bit softmax written as 16-bit, whole rows with staged pages, kept exps
# where they fit as many cubes per SM): the CUDA planner and kept-exps tests first; then each
# shape's planner plan (now with kept exps) against the plan it took before, forced without and
# with kept exps, kernel alone; then the whole CUDA suite and the cubemax program (gpu-run).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite cubemax; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
timeout 120 .gpu/suite planner_chooses_by_row_length kept_exps_match_the_oracle staged_pages_match_the_oracle \
  forced_cube_sizes_and_loads > $OUT/planner-tests.log 2>&1
echo "tests rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
plans="1024x32768:512:4:1 16384x32000:384:3:3 4096x32768:384:3:3 512x32768:512:4:1 4793x28000:256:2:6 512x98304:1024:4:2 4096x40960:512:4:2 1024x49152:512:4:2"
for p in $plans; do
  IFS=: read shape units loads staged <<< "$p"
  timeout 60 $R sweep --shape $shape --dtype bf16 --dtype f16 --op softmax --strategy cube-per-row \
    --units $units --loads $loads --staged $staged --kept-exps false --kept-exps true >> $OUT/ab.log 2>&1
done
echo "ab done $(date -u +%H:%M:%S)" >> $OUT/device.txt
timeout 90 $R --dtype bf16 --op softmax --shape 1024x32768 --shape 16384x32000 --csv $OUT/main.csv > $OUT/main.log 2>&1
echo "report rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
OUT=$OUT/suite timeout 300 bash .gpu/gpu-run > /dev/null 2>&1
echo "gpu-run rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; tail -3 $OUT/planner-tests.log; tail -3 $OUT/suite/suite.log
