#!/bin/bash
# Second call: (1) `cubemax-report copies`, device copies of 8 MiB to 1 GiB each way, CubeCL
# kernels and cuMemcpyDtoDAsync, rotated buffers: the speed of light of each size against the
# 1 GiB copy; (2) whether a sweep's first line has an edge over the lines after it: the planner's
# plan forced again beside the planner's line, three times, at the attention scores (bf16
# softmax) and bf16 log-softmax 32768 x 16384; (3) Nsight Compute on bf16 32768 x 16384, softmax
# with kept exps (the planner's), without, and log-softmax, the same 256-unit cube at eight
# loads: instructions, issue activity, registers, and the kernels' SASS.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
$R copies > $OUT/copies.log 2>&1
echo "copies done $(date -u +%H:%M:%S)" >> $OUT/device.txt
for i in 1 2 3; do
  $R sweep --dtype bf16 --op softmax --shape 16x32x1024x1024 --strategy plane-per-row --units 256 --loads 4 --kept-exps false
  $R sweep --dtype bf16 --op log_softmax --shape 32768x16384 --strategy cube-per-row --units 256 --loads 8 --staged 0
done > $OUT/order.log 2>&1
echo "order done $(date -u +%H:%M:%S)" >> $OUT/device.txt
M=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes_read.sum,\
sm__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,\
smsp__issue_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,\
launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,launch__block_size,launch__grid_size,smsp__inst_executed.sum,\
l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum
CUBEMAX_REPORT_PROFILE=1 CUBECL_DEBUG_LOG="$OUT/compile.log" \
  ncu --clock-control none -k 'regex:softmax' --page raw --csv --metrics "$M" --log-file "$OUT/ncu.csv" \
  $R sweep --dtype bf16 --op softmax --op log_softmax --shape 32768x16384 --strategy cube-per-row \
  --units 256 --loads 8 --staged 0 --kept-exps false --kept-exps true > $OUT/ncu-sweep.log 2>&1
python3 .gpu/ncu-summary.py $OUT/ncu.csv > $OUT/ncu-summary.txt 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax --sass > $OUT/kernels.txt 2>&1
tar -czf $OUT/kernels.tar.gz -C $OUT kernels && rm -r $OUT/kernels; gzip $OUT/compile.log
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; tail -12 $OUT/copies.log; cat $OUT/ncu-summary.txt $OUT/kernels.txt | cut -c1-220
