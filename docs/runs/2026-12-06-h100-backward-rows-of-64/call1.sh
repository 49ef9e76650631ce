#!/usr/bin/env bash
# Call 1 (forty-fifth session): the backward of rows of 64 that one cube per row holds whole on 64
# of the 132 SMs (32000) or cuts in two (50257): the planner's line against forced cube-per-row
# plans of 256-1024 units, 2-8 loads, whole rows or 2-4 exchanged chunks on the grid of one cube
# per chunk, each with the fewest staged pages that hold it; kernel alone, up to five rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 256 --units 512 --units 1024 --chunks 1 --chunks 2 --chunks 3 --chunks 4"
P="$P --staged 0 --staged 1 --staged 2 --staged 3 --cube-per-chunk true --rounds 5 --seconds 36"
{
for s in "softmax_backward f32 64x32000" "log_softmax_backward f32 64x32000" \
         "softmax_backward f32 64x50257"; do
  set -- $s
  echo "== $1 $2 $3"
  timeout 50 $R sweep --op $1 --dtype $2 --shape $3 $P --loads 4 --loads 8 2>&1
  mark "$1 $2 $3"
done
for s in "softmax_backward bf16 64x32000" "log_softmax_backward bf16 64x32000" \
         "softmax_backward bf16 64x50257"; do
  set -- $s
  echo "== $1 $2 $3"
  timeout 50 $R sweep --op $1 --dtype $2 --shape $3 $P --loads 2 --loads 4 --loads 8 2>&1
  mark "$1 $2 $3"
done
} > $OUT/sweep.log 2>&1
mark sweeps
# Nsight Compute, one launch each of the planner's plan (the forced plan asked for is refused):
# registers, local-memory loads (spills), DRAM bytes and duration.
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
M=dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum,launch__registers_per_thread
M=$M,l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum
for s in "softmax_backward f32 64x32000" "log_softmax_backward f32 64x32000" \
         "softmax_backward bf16 64x32000" "softmax_backward f32 64x50257"; do
  set -- $s
  echo "== $1 $2 $3" >> $OUT/ncu.txt
  CUBEMAX_REPORT_PROFILE=1 timeout 60 ncu --clock-control none -k regex:softmax_backward_cube_per_row \
    --launch-count 1 --metrics $M $R sweep --op $1 --dtype $2 --shape $3 $ONLY 2>&1 \
    | grep -E "dram__|l1tex__|duration|registers|planner|ERR" >> $OUT/ncu.txt
done
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
