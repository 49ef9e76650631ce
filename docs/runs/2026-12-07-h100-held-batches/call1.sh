#!/usr/bin/env bash
# What a launch alone takes at rows of 64, and why small copies time faster than DRAM:
# `launches` (a near-empty kernel on seven grids, unheld and held), twice; the planner's bf16
# softmax backward of 64 x 32000, f32 of 64 x 50257 and bf16 softmax of 64 x 151936 (each
# swept as its own plan asked again), unheld and held; `copies` of 2-32 MiB each way unheld
# twice and held once; then the near-empty kernel under Nsight Compute (caches and clock left
# alone), its duration on each grid.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
for k in 1 2; do timeout 60 $R launches > $O/launches-$k.log 2>&1; mark "launches $k rc $?"; done
CASES=("softmax_backward bf16 64x32000 1024 2 1 1" "softmax_backward f32 64x50257 512 8 1 2"
       "softmax bf16 64x151936 1024 4 2 2")
for q in false true; do
  for s in "${CASES[@]}"; do
    set -- $s
    echo "== $1 $2 $3 queue-ahead $q"
    timeout 40 $R sweep --op $1 --dtype $2 --shape $3 --strategy cube-per-row --units $4 \
      --loads $5 --staged $6 --chunks $7 --cube-per-chunk true --rounds 5 --seconds 10 \
      --queue-ahead $q 2>&1
  done
done > $O/planner.log 2>&1
mark "planner"
MIB="--mib 2 --mib 4 --mib 6 --mib 9 --mib 12 --mib 18 --mib 32 --mib 1024"
timeout 90 $R copies $MIB > $O/copies-unheld-1.log 2>&1; mark "copies unheld 1 rc $?"
timeout 90 $R copies $MIB --queue-ahead true > $O/copies-held.log 2>&1; mark "copies held rc $?"
timeout 90 $R copies $MIB > $O/copies-unheld-2.log 2>&1; mark "copies unheld 2 rc $?"
M=gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__shared_mem_per_block_dynamic,sm__cycles_elapsed.avg.per_second
CUBEMAX_REPORT_PROFILE=1 timeout 120 ncu --clock-control none --cache-control none -k regex:idle \
  --csv --log-file $O/ncu-launches.csv --metrics $M $R launches > $O/ncu-launches.log 2>&1
mark "ncu launches rc $?"
nvidia-smi -q -d CLOCK > $O/clocks-after.txt 2>&1
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt; cat $O/launches-1.log; grep -h "MiB each way:" $O/copies-*.log | head -40
