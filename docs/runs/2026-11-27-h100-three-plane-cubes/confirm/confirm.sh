#!/bin/bash
# With the planner's rule (THIRD_SM_CUBE_UNITS): each sweep times the planner's plan (now the
# 384-unit cube) and, right after, the plan the planner took before at that shape, forced:
# softmax of rows up to 32768 in 512-unit cubes of 4 vectors and a page, log-softmax of those
# rows in 256-unit cubes of 4 and 3 pages, both of longer rows in 512-unit cubes of 3 and 2
# pages. bf16 and f16, three rounds, kernel alone. Then the report's rows (kernel, through
# Burn, copy of the same bytes) of the main grid's one shape whose plan changed.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
upto="--shape 4096x28800 --shape 4096x32001 --shape 4096x32768 --shape 1500x32768 --shape 16384x32000"
past="--shape 4096x34816 --shape 4096x36864"
dtypes="--dtype bf16 --dtype f16"
for round in 1 2 3; do
  echo "### round $round" >> $OUT/confirm.log
  $R sweep $upto $dtypes --op softmax --strategy cube-per-row --units 512 --loads 4 --staged 1 >> $OUT/confirm.log 2>&1
  $R sweep $upto $dtypes --op log_softmax --strategy cube-per-row --units 256 --loads 4 --staged 3 >> $OUT/confirm.log 2>&1
  $R sweep $past $dtypes --op softmax --op log_softmax --strategy cube-per-row --units 512 --loads 3 --staged 2 >> $OUT/confirm.log 2>&1
  echo "round $round $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
timeout 120 $R --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape 16384x32000 --csv $OUT/main-16384x32000.csv > $OUT/main-16384x32000.log 2>&1
echo "report rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt
