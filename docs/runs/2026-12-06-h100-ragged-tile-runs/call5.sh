#!/usr/bin/env bash
# Call 5: ragged tile runs stored in windows, every row's end vectors after all the inner ones ("E",
# this build), against call 4's W4 (cubemax-report-windowed, ends in row order); kernel alone,
# 3 rounds a line, builds in the order W4, E, E, W4. Then this build's [8, 8191, 4096] kernels
# under Nsight Compute.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-windowed; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
E=.gpu/cubemax-report; W4=.gpu/cubemax-report-windowed
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
$E columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1
mark warm
for pass in W4 E E W4; do
  R=$W4; [ $pass = E ] && R=$E
  C="--loads 16 --units 256 --rounds 3"
  echo "== $pass bf16 8x8191x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8191x4096 $C --tile 8
  echo "== $pass f32 8x8191x4096"; timeout 60 $R columns --dtype f32 --shape 8x8191x4096 $C --tile 4
  echo "== $pass bf16 4x32767x2048"; timeout 60 $R columns --dtype bf16 --shape 4x32767x2048 $C --tile 8
  echo "== $pass 1x65535x256"; timeout 60 $R columns --dtype bf16 --dtype f32 --shape 1x65535x256 $C --tile 8
  echo "== $pass bf16 8x8192x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8192x4096 $C --tile 8
  mark "$pass done"
done > $OUT/windows.log 2>&1
M=gpu__time_duration.sum,dram__bytes_write.sum,launch__registers_per_thread,\
launch__occupancy_limit_registers,smsp__inst_executed.sum,\
l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
for b in E; do
  R=$W4; [ $b = E ] && R=$E
  for d in "bf16 8" "f32 4"; do set -- $d
    CUBEMAX_REPORT_PROFILE=1 timeout 200 ncu --clock-control none -k 'regex:softmax_columns' \
      --launch-skip 1 --launch-count 1 --page raw --csv --metrics "$M" --log-file "$OUT/ncu-$b-$1.csv" \
      $R columns --dtype $1 --shape 8x8191x4096 --loads 16 --units 256 --tile $2 > /dev/null 2>&1
    echo "ncu $b $1 rc $?"
  done
done
mark ncu
cat $OUT/call-device.txt
grep -h "^==\|us  \|refus\|rror" $OUT/windows.log | cut -c1-100
