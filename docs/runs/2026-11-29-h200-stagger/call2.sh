#!/bin/bash
# Second call. (1) The experiment build (cubemax-report-exp, with CUBEMAX_MASK_SLOTS): bf16 with
# a boolean mask, the mask applied to the row's slots only (0) or to every slot (1), two more
# rounds in the order opposite to the first call's; then the fused options through Burn, bf16,
# both ways in turn, twice. (2) The committed build: the CUDA suite and the cubemax program
# (scripts/gpu-run, logs in $OUT/suite/). In between, Nsight Compute and the machine code of the
# committed build's bf16 plane kernel at 32768 x 1024: softmax and log-softmax with the boolean
# mask, softmax without.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report* suite cubemax; cd ..
X=.gpu/cubemax-report-exp
P="--strategy cube-per-row --units 32 --loads 1 --staged 0"
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
for round in 3 4; do
  for slots in 0 1; do
    echo "== mask-slots=$slots round $round"
    CUBEMAX_MASK_SLOTS=$slots $X sweep --dtype bf16 --op softmax --op log_softmax --mask bool \
      --shape 32768x1024 --shape 32768x512 --shape 4096x4096 --shape 8192x8192 --shape 1024x32768 $P
  done
done > $OUT/mask.log 2>&1
mark "mask end"
for round in 1 2; do
  for slots in 0 1; do
    echo "== mask-slots=$slots round $round"
    CUBEMAX_MASK_SLOTS=$slots timeout 60 $X options --dtype bf16
  done
done > $OUT/options.log 2>&1
mark "options end"
R=.gpu/cubemax-report
mkdir -p $OUT/inspect
for spec in "softmax bool --mask bool" "log_softmax bool --mask bool" "softmax none"; do
  set -- $spec
  CUBEMAX_REPORT_PROFILE=1 CUBECL_DEBUG_LOG=$OUT/inspect/compile-$1-$2.log timeout 100 \
    ncu --clock-control none -k regex:softmax_plane --launch-count 1 \
    --metrics smsp__inst_executed.sum,launch__registers_per_thread,launch__occupancy_limit_registers,gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__issue_active.avg.pct_of_peak_sustained_active \
    $R sweep --shape 32768x1024 --dtype bf16 --op $1 $3 $4 $P 2>&1 \
    | grep -E "inst_executed|registers|duration|throughput|issue" | sed "s/^/$1 $2 /" >> $OUT/ncu.txt
done
python3 .gpu/kernel-inspect.py $OUT/inspect/compile-*.log --out $OUT/inspect/kernels --match softmax_plane --sass > $OUT/inspect/kernels.txt 2>&1
tar -czf $OUT/inspect.tgz -C $OUT inspect && rm -r $OUT/inspect
mark "inspect end"
OUT=$OUT/suite timeout 330 bash .gpu/gpu-run > /dev/null 2>&1; mark "suite rc $?"
cat $OUT/device.txt $OUT/ncu.txt; tail -3 $OUT/suite/suite.log; tail -2 $OUT/suite/cli_*.log
tar -czf $OUT/suite.tgz -C $OUT suite && rm -r $OUT/suite; grep -ci 'fail\|error\|panick\|mismatch' $OUT/mask.log $OUT/options.log
python3 .gpu/by_label.py $OUT/mask.log > $OUT/mask-summary.txt; cat $OUT/mask-summary.txt
grep -i "bool\|==\|copy" $OUT/options.log | head -60
