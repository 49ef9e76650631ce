#!/usr/bin/env bash
# Call 4: ragged tile runs stored in windows (call 1's kernel: each run's aligned vectors, the
# partial ones at its ends element by element), batched by up to 4 as whole runs are ("W4",
# cubemax-report-windowed) or one store at a time ("W1", this build); kernel alone, 3 rounds a
# line, builds in the order W4, W1, W1, W4. Then each build's bf16 [8, 8191, 4096] kernel under
# Nsight Compute (registers).
set -u
(cd .gpu && for r in cubemax-report cubemax-report-windowed; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
W1=.gpu/cubemax-report; W4=.gpu/cubemax-report-windowed
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
$W1 columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1
mark warm
for pass in W4 W1 W1 W4; do
  R=$W4; [ $pass = W1 ] && R=$W1
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
for b in W4 W1; do
  R=$W4; [ $b = W1 ] && R=$W1
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
