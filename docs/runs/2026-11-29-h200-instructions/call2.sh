#!/bin/bash
# Second call: the plane width compiled into the kernels (and no division for the chunk of a row
# that is not cut, no merge with the identity), `after`, against commit a5199d5, `before`.
# (1) Nsight Compute, one launch each of the planner's kernels at the first call's shapes plus
# bf16 softmax 1024 x 32768, both builds: instructions, registers, duration. (2) The planner's
# line of each build in turn, rounds before, after, after, before: f32 and bf16 softmax and
# log-softmax at 4096 x 4096, 1024 x 32768, 32768 x 512 (and bf16 32768 x 1024), the softmax
# backward at bf16 4096 x 4096 and 1024 x 32768 and f32 4096 x 4096.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before after; cd ..
P="--strategy cube-per-row --units 32 --loads 1 --staged 0"
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $W/device.txt; }
M=smsp__inst_executed.sum,launch__registers_per_thread,launch__occupancy_limit_registers,gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__issue_active.avg.pct_of_peak_sustained_active
count() { # build name regex sweep-args...
  local build=$1 name=$2 regex=$3; shift 3
  CUBEMAX_REPORT_PROFILE=1 timeout 100 ncu --clock-control none -k regex:$regex --launch-count 1 --metrics $M \
    .gpu/$build sweep "$@" $P 2>&1 | grep -E "inst_executed|registers|duration|throughput|issue" | sed "s/^/$build $name /" >> $W/ncu.txt
}
for b in before after; do
  count $b f32-4096 softmax_cube_per_row --shape 4096x4096 --dtype f32 --op softmax
  count $b bf16-4096 softmax_cube_per_row --shape 4096x4096 --dtype bf16 --op softmax
  count $b bf16-1024x32768 softmax_cube_per_row --shape 1024x32768 --dtype bf16 --op softmax
  count $b bf16-32768x1024 softmax_plane_per_row --shape 32768x1024 --dtype bf16 --op softmax
  count $b bf16-32768x1024-bool softmax_plane_per_row --shape 32768x1024 --dtype bf16 --op softmax --mask bool
  count $b bf16-back-4096 softmax_backward_cube --shape 4096x4096 --dtype bf16 --op softmax_backward
done
mark "ncu end"
i=0
for b in before after after before; do
  i=$((i + 1)); echo "== $b round $i"
  .gpu/$b sweep --dtype f32 --op softmax --op log_softmax --shape 4096x4096 --shape 1024x32768 --shape 32768x512 $P
  .gpu/$b sweep --dtype bf16 --op softmax --op log_softmax --shape 4096x4096 --shape 1024x32768 --shape 32768x1024 --shape 32768x512 $P
  .gpu/$b sweep --dtype bf16 --op softmax_backward --shape 4096x4096 --shape 1024x32768 $P
  .gpu/$b sweep --dtype f32 --op softmax_backward --shape 4096x4096 $P
  echo "round $i $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/ab.log 2>&1
mark "ab end"
cat $W/device.txt; cat $W/ncu.txt | awk '{print $1, $2, $3, $NF}'; grep -ci 'fail\|error\|panick\|mismatch' $W/ab.log
python3 .gpu/by_label.py $W/ab.log > $W/ab-summary.txt; cat $W/ab-summary.txt
tar czf $OUT/call2.tgz -C $OUT w
