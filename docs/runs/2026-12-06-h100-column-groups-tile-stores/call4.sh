#!/usr/bin/env bash
# Call 4: why the one-launch streamed columns with the axis last changed between b99df0f and this
# build (bf16 [8, 8192, 4096]: a tile of 8 639.5 -> 786.9 us, a tile of 1 747.7 -> 631.0 us in
# call 3's A/B), and where [8, 8191, 4096]'s element-by-element stores lose their time: each plan
# once under Nsight Compute (one launch after the first), with the CUDA source and SASS of each
# kernel compiled.
set -u
cd .gpu
for r in cubemax-report cubemax-report-b99df0f; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,\
dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__throughput.avg.pct_of_peak_sustained_elapsed,\
smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active,\
launch__registers_per_thread,launch__occupancy_limit_registers,launch__grid_size,launch__block_size,\
smsp__inst_executed.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,\
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum,\
lts__t_sectors_srcunit_tex_op_write.sum,lts__t_sectors_srcunit_tex_op_read.sum
prof() { # name binary args...
  local name=$1 bin=$2; shift 2
  CUBEMAX_REPORT_PROFILE=1 CUBECL_DEBUG_LOG="$OUT/compile-$name.log" timeout 200 \
    ncu --clock-control none -k 'regex:softmax_columns' --page raw --csv --metrics "$M" \
    --log-file "$OUT/ncu-$name.csv" ./$bin columns "$@" > "$OUT/report-$name.log" 2>&1
  echo "$name rc $? $(date -u +%T)"
}
prof old-bf16-8192 cubemax-report-b99df0f --dtype bf16 --shape 8x8192x4096 --loads 16 --units 256 --tile 1 --tile 8
prof new-bf16-8192 cubemax-report --dtype bf16 --shape 8x8192x4096 --loads 16 --units 256 --tile 1 --tile 8
prof new-odd cubemax-report --dtype bf16 --dtype f32 --shape 8x8191x4096 --loads 16 --units 256
python3 ncu-summary.py "$OUT"/ncu-*.csv > "$OUT/ncu-summary.txt" 2>&1
mkdir -p "$OUT/k"
python3 kernel-inspect.py "$OUT"/compile-*.log --out "$OUT/k" --match 'softmax_columns' --sass > "$OUT/kernels.txt" 2>&1
tar -czf "$OUT/kernels.tar.gz" -C "$OUT" k && rm -r "$OUT/k"
gzip "$OUT"/compile-*.log
tar -czf "$OUT/ncu.tar.gz" -C "$OUT" $(cd $OUT && ls ncu-*.csv report-*.log compile-*.log.gz) && (cd $OUT && rm ncu-*.csv report-*.log compile-*.log.gz)
cat "$OUT/kernels.txt" | cut -c1-200
cat "$OUT/ncu-summary.txt" | cut -c1-250 | head -60
