#!/usr/bin/env bash
# Where the spread's time goes (run from the repository root with .gpu/ carried): the same
# 70 left-over rows of 50257 alone, after one round and after two, spread or not; then one
# launch of each plan at 334 x 50257 under Nsight Compute (time, per-SM active cycles,
# registers, local loads), and the registers and spills ptxas gave each kernel.
set -uo pipefail
cd .gpu
for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x cubemax-report
OUT="${OUT:-$PWD/out}"; mkdir -p "$OUT"
{ date -u +"%Y-%m-%d %H:%M UTC"; nvidia-smi --query-gpu=name,driver_version --format=csv; } | tee "$OUT/device.txt"
./cubemax-report sweep --shape 70x50257 --shape 202x50257 --shape 334x50257 \
  --dtype f32 --dtype bf16 --op softmax --spread false --spread true 2>&1 | tee "$OUT/sweep-rounds.log"
date -u +"%H:%M:%S UTC ncu" | tee -a "$OUT/device.txt"
M=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__cycles_active.min,sm__cycles_active.avg,sm__cycles_active.max,sm__cycles_elapsed.max,launch__registers_per_thread,launch__grid_size,l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum,smsp__inst_executed.sum
CUBEMAX_REPORT_PROFILE=1 CUBECL_DEBUG_LOG="$OUT/compile.log" ncu --clock-control none -k regex:cube_per_row \
  --page raw --csv --metrics "$M" --log-file "$OUT/ncu.csv" \
  ./cubemax-report sweep --shape 334x50257 --dtype f32 --dtype bf16 --op softmax --spread false --spread true \
  > "$OUT/ncu-sweep.log" 2>&1
date -u +"%H:%M:%S UTC inspect" | tee -a "$OUT/device.txt"
python3 kernel-inspect.py "$OUT/compile.log" --out "$OUT/kernels" --match cube_per_row 2>&1 | tee "$OUT/kernels.txt"
rm -rf "$OUT/kernels"; gzip -f "$OUT/compile.log"
date -u +"%H:%M:%S UTC end" | tee -a "$OUT/device.txt"
