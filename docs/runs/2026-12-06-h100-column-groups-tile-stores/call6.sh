#!/usr/bin/env bash
# Call 6: the running (JIT-assembled) code of the one-launch streamed column kernels with the
# axis last, bf16 [8, 8192, 4096], with where its warps stall (Nsight Compute's source page,
# SASS): bd1d54e's tile of 8 (80 registers, 789 us under ncu in call 4) and tile of 1 (96,
# 625 us), b99df0f's tile of 8 (121, 641 us). Then the element-by-element stores of
# [8, 8191, 4096] (f32 tile 4, bf16 tile 8) under call 2's metrics.
set -u
cd .gpu
for r in cubemax-report-bd1d54e cubemax-report-b99df0f; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done
src() { # name skip binary args...
  local name=$1 skip=$2 bin=$3; shift 3
  CUBEMAX_REPORT_PROFILE=1 timeout 200 ncu --clock-control none -k 'regex:softmax_columns' \
    --launch-skip $skip --launch-count 1 --section WarpStateStats --section SourceCounters \
    --section LaunchStats --section Occupancy -o "/tmp/$name" -f ./$bin columns "$@" > "/tmp/report-$name.log" 2>&1
  echo "$name rc $? $(date -u +%T)"
  ncu -i "/tmp/$name.ncu-rep" --page source --csv --print-source sass > "$OUT/sass-$name.csv" 2>&1
  ncu -i "/tmp/$name.ncu-rep" --page details > "$OUT/details-$name.txt" 2>&1
}
A="--dtype bf16 --shape 8x8192x4096 --loads 16 --units 256"
src new-tile8 1 cubemax-report-bd1d54e $A --tile 8
src new-tile1 25 cubemax-report-bd1d54e $A --tile 1
src old-tile8 1 cubemax-report-b99df0f $A --tile 8
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,\
smsp__inst_executed.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,\
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,lts__t_sectors_srcunit_tex_op_write.sum,\
lts__t_sectors_srcunit_tex_op_read.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,\
l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
for d in "f32 4" "bf16 8"; do set -- $d
  CUBEMAX_REPORT_PROFILE=1 timeout 200 ncu --clock-control none -k 'regex:softmax_columns' \
    --launch-skip 1 --launch-count 1 --page raw --csv --metrics "$M" --log-file "$OUT/ncu-odd-$1.csv" \
    ./cubemax-report-bd1d54e columns --dtype $1 --shape 8x8191x4096 --loads 16 --units 256 --tile $2 > /tmp/odd-$1.log 2>&1
  echo "odd $1 rc $? $(date -u +%T)"
done
cd $OUT && gzip sass-*.csv && tar -czf odd.tar.gz ncu-odd-*.csv && rm ncu-odd-*.csv
ls -la $OUT; grep -h "Registers Per\|Duration\|Achieved Occ\|Stall\|Theoretical Occ" $OUT/details-*.txt | head -40
