#!/bin/bash
# Fourth call: a mask's row offset with only the operations its terms need (`terms`, the
# comptime `TermOps`) against commit 1735669 (`planes`, every term's division and remainder).
# (1) Nsight Compute, one launch each, both builds: the bf16 plane kernel at 32768 x 1024 with
# the sweep's boolean padding mask (one term: a division, no remainder) and the bf16 cube
# kernel at 4096 x 4096 with its additive mask. (2) The planner's masked lines of each build in
# turn, rounds planes, terms, terms, planes: bf16 softmax and log-softmax at 32768 x 1024,
# 32768 x 512, 4096 x 4096, 8192 x 8192 and 1024 x 32768, f32 softmax at 32768 x 1024 and
# 4096 x 4096, boolean and additive masks.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x planes terms; cd ..
P="--strategy cube-per-row --units 32 --loads 1 --staged 0"
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
M=smsp__inst_executed.sum,launch__registers_per_thread,gpu__time_duration.sum,smsp__issue_active.avg.pct_of_peak_sustained_active
count() { # build name regex sweep-args...
  local build=$1 name=$2 regex=$3; shift 3
  CUBEMAX_REPORT_PROFILE=1 timeout 100 ncu --clock-control none -k regex:$regex --launch-count 1 --metrics $M \
    .gpu/$build sweep "$@" $P 2>&1 | grep -E "inst_executed|registers|duration|issue" | sed "s/^/$build $name /" >> $W/ncu.txt
}
for b in planes terms; do
  count $b bf16-32768x1024-bool softmax_plane_per_row --shape 32768x1024 --dtype bf16 --op softmax --mask bool
  count $b bf16-4096-additive softmax_cube_per_row --shape 4096x4096 --dtype bf16 --op softmax --mask additive
done
echo "ncu end $(date -u +%H:%M:%S)" >> $W/device.txt
i=0
for b in planes terms terms planes; do
  i=$((i + 1)); echo "== $b round $i"
  for m in bool additive; do
    .gpu/$b sweep --dtype bf16 --op softmax --op log_softmax --mask $m --shape 32768x1024 --shape 32768x512 \
      --shape 4096x4096 --shape 8192x8192 --shape 1024x32768 $P
    .gpu/$b sweep --dtype f32 --op softmax --mask $m --shape 32768x1024 --shape 4096x4096 $P
  done
  echo "round $i $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/ab.log 2>&1
cat $W/device.txt; awk '{print $1, $2, $3, $NF}' $W/ncu.txt; grep -ci 'fail\|error\|panick\|mismatch' $W/ab.log
python3 .gpu/by_label.py $W/ab.log > $W/ab-summary.txt; cat $W/ab-summary.txt
tar czf $OUT/call4.tgz -C $OUT w
