#!/usr/bin/env bash
# Call 1, the report of commit e8c08dd (`.gpu/r/`). First, why the bf16 log-softmax backward in
# 256-unit pairs at four-vector pages (1024 x 32768, the planner's plan) lost when its tail's loads
# go out ahead: the CUDA source of both ways (CUBECL_DEBUG_LOG), what ptxas makes of it and its
# SASS (scripts/kernel-inspect.py), and Nsight Compute's full set of one launch each; 256 x 131072
# (two-vector pages, where loading ahead won) beside it. Then the forward main grids, f32 and
# bf16, softmax and log_softmax, every way the report times them; the latency grid; the host cost.
set -u
cd .gpu/r && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
mkdir -p $OUT/inspect
for shape in 1024x32768 256x131072; do
  for t in false true; do
    CUBECL_DEBUG_LOG=$OUT/inspect/src-$shape-$t.log timeout 30 $R sweep --op log_softmax_backward \
      --dtype bf16 --shape $shape $ONLY --tail-loads-ahead $t >> $OUT/inspect/sweep.log 2>&1
    CUBEMAX_REPORT_PROFILE=1 timeout 60 ncu --clock-control none --set full \
      -k regex:softmax_backward_cube_per_row --launch-count 1 $R sweep --op log_softmax_backward \
      --dtype bf16 --shape $shape $ONLY --tail-loads-ahead $t > $OUT/inspect/ncu-$shape-$t.txt 2>&1
  done
done
timeout 60 python3 scripts/kernel-inspect.py $OUT/inspect/src-*.log --out $OUT/inspect/kernels \
  --match softmax_backward_cube_per_row --sass > $OUT/inspect/registers.txt 2>&1
mark "inspect rc $?"
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
timeout 165 $R --grid main --dtype f32 --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/main-f32.log 2>&1
mark "main f32 rc $?"
timeout 190 $R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv > $OUT/main-bf16.log 2>&1
mark "main bf16 rc $?"
timeout 30 $R --grid latency --dtype f32 --op softmax --csv $OUT/latency.csv > $OUT/latency.log 2>&1; mark "latency rc $?"
timeout 20 $R host > $OUT/host.log 2>&1; mark "host rc $?"
cat $OUT/call-device.txt; cat $OUT/inspect/registers.txt | tail -8
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
