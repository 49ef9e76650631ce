#!/bin/bash
# The planner with the plane-per-row rule (16-bit softmax rows a plane holds at 32 bytes a unit
# keep their exps in place): its line beside the plan it replaced (4 vectors, no kept exps), two
# rounds; 16-bit rows of 1024-8192 in cube-per-row cubes of twice the planner's units at two
# vectors, without and with kept exps, both orders; the CUDA planner and kept-exps tests; the
# report's rows of the short shapes.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2; do
  for shape in 32768x256 65536x256 32768x512 65536x128 32768x200 16384x500 4096x256; do
    timeout 60 $R sweep --shape $shape --dtype bf16 --dtype f16 --op softmax \
      --strategy plane-per-row --units 256 --loads 4 --kept-exps false >> $OUT/planner.log 2>&1
  done
  echo "planner round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
for kept in "--kept-exps false --kept-exps true" "--kept-exps true --kept-exps false"; do
  for p in 32768x1024:64 16384x1024:64 32768x2048:128 4096x4096:256 32768x4096:256 8192x8192:512; do
    IFS=: read shape units <<< "$p"
    timeout 60 $R sweep --shape $shape --dtype bf16 --dtype f16 --op softmax --strategy cube-per-row \
      --units $units --loads 2 --staged 0 $kept >> $OUT/cube.log 2>&1
  done
  echo "cube order rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
(cd .gpu && timeout 200 ./suite planner_chooses_by_row_length kept_exps_match_the_oracle) > $OUT/tests.log 2>&1
echo "tests rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
timeout 120 $R --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape 32768x256 --shape 32768x512 \
  --shape 65536x256 --shape 32768x1024 --csv $OUT/report.csv > $OUT/report.log 2>&1
echo "report rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
echo "done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; tail -5 $OUT/tests.log
