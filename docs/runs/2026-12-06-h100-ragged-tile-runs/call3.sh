#!/usr/bin/env bash
# Call 3: as call 2, the ends of each row's run stored in a loop not unrolled (this
# build), against 5c287a8 (every run of an odd length stored element by element), kernel alone,
# 3 rounds a line, builds in the order old, new, new, old.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-5c287a8; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
NEW=.gpu/cubemax-report; OLD=.gpu/cubemax-report-5c287a8
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
$NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1
mark warm
for pass in old new new old; do
  R=$OLD; [ $pass = new ] && R=$NEW
  C="--loads 16 --units 256 --rounds 3"
  echo "== $pass bf16 8x8191x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8191x4096 $C --tile 8 --tile 4
  echo "== $pass f32 8x8191x4096"; timeout 60 $R columns --dtype f32 --shape 8x8191x4096 $C --tile 4 --tile 8
  echo "== $pass bf16 4x32767x2048"; timeout 60 $R columns --dtype bf16 --shape 4x32767x2048 $C --tile 8
  echo "== $pass 1x65535x256"; timeout 60 $R columns --dtype bf16 --dtype f32 --shape 1x65535x256 $C --tile 8
  echo "== $pass bf16 8x8192x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8192x4096 $C --tile 8
  echo "== $pass bf16 held 64x1024x1024"; timeout 60 $R columns --dtype bf16 --shape 64x1024x1024 $C --tile 0
  mark "$pass done"
done > $OUT/ragged.log 2>&1

echo "== laid out as the input (this build)" >> $OUT/ragged.log
timeout 90 $NEW columns --dtype bf16 --dtype f32 --shape 8x8191x4096 --shape 8x8192x4096 --shape 1x65535x256 --loads 16 --units 256 --rounds 3 >> $OUT/ragged.log 2>&1
mark end
# This build under Nsight Compute: [8, 8191, 4096] ragged, bf16 tile of 8, f32 of 4.
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,\
smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,\
l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,\
smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,\
smsp__warp_issue_stalled_lg_throttle_per_warp_active.pct,smsp__warp_issue_stalled_mio_throttle_per_warp_active.pct
for d in "bf16 8" "f32 4"; do set -- $d
  CUBEMAX_REPORT_PROFILE=1 timeout 200 ncu --clock-control none -k 'regex:softmax_columns' \
    --launch-skip 1 --launch-count 1 --page raw --csv --metrics "$M" --log-file "$OUT/ncu-$1.csv" \
    $NEW columns --dtype $1 --shape 8x8191x4096 --loads 16 --units 256 --tile $2 > /dev/null 2>&1
  echo "ncu $1 rc $?"
done
mark ncu
cat $OUT/call-device.txt
grep -h "^==\|us  \|refus\|rror" $OUT/ragged.log | cut -c1-120
for f in $OUT/ncu-*.csv; do echo "$f"; tail -n 1 "$f" | tr "," "\n" | tail -n 12 | tr "\n" " "; echo; done
