#!/bin/bash
# Nsight Compute on bf16 rows of 4096: 4096 rows (softmax 12-25% behind a copy of its bytes) and
# 32768 rows (about at it), the planner's 64-unit cube at 8 vectors, softmax with kept exps and
# without, and log-softmax. Commit c6bfe97's report.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before; cd ..
R=.gpu/before
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
M=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes_read.sum,\
sm__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,\
smsp__issue_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,\
launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,launch__block_size,launch__grid_size,smsp__inst_executed.sum,\
l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum
for rows in 4096 32768; do
  CUBEMAX_REPORT_PROFILE=1 ncu --clock-control none -k 'regex:softmax' --page raw --csv --metrics "$M" \
    --log-file "$OUT/ncu-$rows.csv" $R sweep --dtype bf16 --op softmax --op log_softmax --shape ${rows}x4096 \
    --strategy cube-per-row --units 64 --loads 8 --staged 0 --kept-exps false --kept-exps true >> $OUT/ncu-sweep.log 2>&1
  echo "== $rows rows" >> $OUT/ncu-by-kernel.txt
  python3 .gpu/ncu_by_kernel.py $OUT/ncu-$rows.csv >> $OUT/ncu-by-kernel.txt 2>&1
done
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/ncu-by-kernel.txt
