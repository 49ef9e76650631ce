#!/usr/bin/env bash
# The planner's plans before (before/: the 512-unit cube of 4 loads and a page) and after (./:
# plain log-softmax 16-bit rows of 28673-32768 from three rows per SM in 256-unit cubes of 4
# loads and 3 pages), alternated, three rounds, log_softmax only (softmax's plans did not
# change); 264 x 32768 (two rows per SM) keeps its plan, a control. Then the CUDA planner test.
cd "$(dirname "$0")"
gunzip -f cubemax-report.gz before/cubemax-report.gz suite.gz 2>/dev/null; chmod +x suite
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
args="sweep --dtype bf16 --dtype f16 --op log_softmax --shape 400x32768 --shape 512x32768 --shape 1024x32768 --shape 2048x28800 --shape 2048x32001 --shape 4096x32768 --shape 16384x32000 --shape 264x32768 --strategy plane-per-row --units 32 --loads 1"
for round in 1 2 3; do
  echo "### round $round before" >> $OUT/ab.log; before/cubemax-report $args >> $OUT/ab.log 2>&1
  echo "### round $round after" >> $OUT/ab.log; ./cubemax-report $args >> $OUT/ab.log 2>&1
done
date -u >> $OUT/device.txt
./suite --exact kernels::planner_chooses_by_row_length > $OUT/planner-test.log 2>&1; echo "planner test rc $?" >> $OUT/device.txt
cat $OUT/device.txt
