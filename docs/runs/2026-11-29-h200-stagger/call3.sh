#!/bin/bash
# Third call: bf16 boolean masks selected by 32-bit words (`select_marked`). (1) Nsight Compute
# on the bf16 plane kernel at 32768 x 1024 with the boolean mask (softmax, log-softmax), words
# build; (2) the planner's line with the boolean mask, the committed build 9f573e5 (`before`,
# lane by lane) and the words build (`after`) in turn, rounds before, after, after, before;
# (3) the CUDA suite's two fused-options oracle tests, on the words build and on a mutant of it
# whose word masks swap the two lanes of each pair (it must fail).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before after suite suite-mutant; cd ..
P="--strategy cube-per-row --units 32 --loads 1 --staged 0"
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
for op in softmax log_softmax; do
  CUBEMAX_REPORT_PROFILE=1 timeout 100 ncu --clock-control none -k regex:softmax_plane --launch-count 1 \
    --metrics smsp__inst_executed.sum,launch__registers_per_thread,launch__occupancy_limit_registers,gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__issue_active.avg.pct_of_peak_sustained_active \
    .gpu/after sweep --shape 32768x1024 --dtype bf16 --op $op --mask bool $P 2>&1 \
    | grep -E "inst_executed|registers|duration|throughput|issue" | sed "s/^/after $op bool /" >> $OUT/ncu.txt
done
mark "ncu end"
i=0
for b in before after after before; do
  i=$((i + 1)); echo "== $b round $i"
  .gpu/$b sweep --dtype bf16 --op softmax --op log_softmax --mask bool \
    --shape 32768x1024 --shape 32768x512 --shape 4096x4096 --shape 8192x8192 --shape 1024x32768 $P
done > $OUT/ab.log 2>&1
mark "ab end"
cd .gpu
timeout 200 ./suite options::fused > $OUT/suite-options.log 2>&1; echo "suite options rc $?" >> $OUT/suite-options.log
timeout 200 ./suite-mutant options::fused > $OUT/suite-mutant.log 2>&1; echo "suite-mutant rc $?" >> $OUT/suite-mutant.log
cd ..
mark "suites end"
cat $OUT/device.txt $OUT/ncu.txt; tail -4 $OUT/suite-options.log; grep -E "^test |rc " $OUT/suite-mutant.log | head; grep -ci 'fail\|error\|panick\|mismatch' $OUT/ab.log
python3 .gpu/by_label.py $OUT/ab.log > $OUT/ab-summary.txt; cat $OUT/ab-summary.txt
