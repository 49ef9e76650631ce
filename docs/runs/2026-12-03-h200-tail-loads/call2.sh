#!/usr/bin/env bash
# Call 2, the build of the working tree that became the commit with `tail_loads_ahead` (the suite,
# the `cubemax` program and the report, `.gpu/s/`): the CUDA suite, each test a process of its
# own; the program in f32, f16 and bf16; the planner's log-softmax backward plans with the tail's
# loads ahead and not (`--tail-loads-ahead true|false`, one build), three rounds in swapped order;
# then the backward main grid in bf16, kernel alone.
set -u
cd .gpu/s && for f in *.gz; do gunzip -f "$f"; done; chmod +x suite cubemax cubemax-report tests-in-parallel; cd ../..
R=.gpu/s/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
(cd .gpu/s && timeout 330 ./tests-in-parallel ./suite) > $OUT/suite.log 2>&1; echo "suite exit status: $?" >> $OUT/suite.log
mark "suite end"
for dtype in f32 f16 bf16; do
  timeout 40 .gpu/s/cubemax --dtype $dtype --shape 1x7 --shape 64x1000 --shape 4096x4096 --shape 8x50257 \
    --shape 1024x32768 --shape 64x262144 > $OUT/cli_$dtype.log 2>&1; echo "cubemax exit status: $?" >> $OUT/cli_$dtype.log
done
mark "cli end"
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
for round in 1 2 3; do
  if [ $((round % 2)) = 1 ]; then A="--tail-loads-ahead true --tail-loads-ahead false"; else A="--tail-loads-ahead false --tail-loads-ahead true"; fi
  echo "== round $round" >> $OUT/ab.log
  $R sweep --op log_softmax_backward --dtype bf16 --shape 64x151936 --shape 256x131072 --shape 64x262144 \
    --shape 2048x65536 --shape 1x50257 --shape 8x128256 --shape 1024x32768 $ONLY $A >> $OUT/ab.log 2>&1
  $R sweep --op log_softmax_backward --dtype f16 --shape 64x151936 --shape 256x131072 $ONLY $A >> $OUT/ab.log 2>&1
done
mark "ab end"
timeout 150 $R --grid main --dtype bf16 --kernel-alone --op softmax_backward --op log_softmax_backward \
  --csv $OUT/backward-bf16.csv > $OUT/backward-bf16.log 2>&1; mark "backward bf16 rc $?"
cat $OUT/call-device.txt; tail -3 $OUT/suite.log; tail -1 $OUT/cli_*.log
