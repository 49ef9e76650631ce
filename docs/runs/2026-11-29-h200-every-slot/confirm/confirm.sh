#!/bin/bash
# Second call: the build with every slot loaded for bf16 forward rows (the planner's rule) and
# the tests for it. The CUDA suite and the cubemax program (scripts/gpu-run, logs in
# $OUT/suite/); then, in one binary, each bf16 shape's planner line (every slot loaded) beside
# the same plan forced with every slot loaded and with only the row's slots, two rounds, the
# second in reverse order.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite cubemax; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
OUT=$OUT/suite timeout 330 bash .gpu/gpu-run > /dev/null 2>&1; mark "suite rc $?"
shapes=(
  "32768x1024 plane-per-row 256 4 0"
  "32768x768 plane-per-row 256 4 0"
  "32768x2048 cube-per-row 32 8 0"
  "4096x4096 cube-per-row 64 8 0"
  "8192x16384 cube-per-row 256 8 0"
  "1024x32768 cube-per-row 512 8 0"
  "256x131072 cube-per-row 1024 4 3"
)
one() { set -- $1; $R sweep --dtype bf16 --op softmax --op log_softmax --shape $1 --strategy $2 --units $3 --loads $4 --staged $5 --every-slot true --every-slot false; }
for round in 1 2; do
  echo "== round $round"
  if [ $round = 1 ]; then for s in "${shapes[@]}"; do one "$s"; done
  else for ((i=${#shapes[@]}-1; i>=0; i--)); do one "${shapes[$i]}"; done; fi
done > $OUT/sweep.log 2>&1
mark "sweep end"
cat $OUT/device.txt; tail -3 $OUT/suite/suite.log; grep -c ' us ' $OUT/sweep.log; grep -ci 'fail\|error\|panick' $OUT/sweep.log
python3 .gpu/summarize.py $OUT/sweep.log > $OUT/summary.txt; cat $OUT/summary.txt
