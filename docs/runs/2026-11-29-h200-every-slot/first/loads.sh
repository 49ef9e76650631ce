#!/bin/bash
# Every held slot loaded (after) against HEAD 390aefb (before): Nsight Compute's instructions
# and registers of four launches per build, then the planner's line alone, rounds in the order
# before, after, after, before.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before after; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for b in before after; do
  while read kernel dtype op shape; do
    CUBEMAX_REPORT_PROFILE=1 timeout 100 ncu --clock-control none -k regex:$kernel --launch-count 1 \
      --metrics smsp__inst_executed.sum,launch__registers_per_thread,launch__occupancy_limit_registers,gpu__time_duration.sum \
      .gpu/$b sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row --units 32 --loads 1 --staged 0 2>&1 \
      | grep -E "inst_executed|registers|duration" | sed "s/^/$b $dtype $op $shape /" >> $OUT/ncu.txt
  done <<'P'
softmax_plane_per_row bf16 softmax 32768x1024
softmax_cube_per_row bf16 softmax 1024x32768
softmax_backward_cube_per_row bf16 softmax_backward 1024x32768
softmax_cube_per_row bf16 softmax 4096x4096
softmax_cube_per_row f32 softmax 4096x4096
P
done
echo "ncu end $(date -u +%H:%M:%S)" >> $OUT/device.txt
line() { .gpu/$1 sweep --dtype $2 --op $3 --shape $4 --strategy cube-per-row --units 32 --loads 1 --staged 0; }
round() {
  for s in 32768x256 32768x512 32768x768 32768x1024 32768x2048 4096x4096 8192x8192 8192x16384 660x32768 1024x32768 256x131072; do
    for op in softmax log_softmax softmax_backward; do line $1 bf16 $op $s; done
  done
  for s in 32768x1024 1024x32768 4096x4096; do line $1 f16 softmax $s; done
  for s in 32768x512 4096x4096 1024x32768; do line $1 f32 softmax $s; line $1 f32 softmax_backward $s; done
}
n=0; for b in before after after before; do n=$((n+1)); echo "== round $n $b"; round $b; done > $OUT/ab.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/ncu.txt; grep -c ' us ' $OUT/ab.log; grep -ci 'fail\|error\|panick' $OUT/ab.log
python3 .gpu/summarize_planner_ab.py $OUT/ab.log > $OUT/ab-summary.txt 2>&1; cat $OUT/ab-summary.txt
