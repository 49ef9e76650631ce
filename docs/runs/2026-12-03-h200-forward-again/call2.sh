#!/usr/bin/env bash
# Call 2, the same build: call 1's inspection again (call 1 wrote more files than come back from
# the device), its outputs packed into one archive.
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
tar czf $OUT/inspect.tgz -C $OUT inspect && rm -rf $OUT/inspect
cat $OUT/call-device.txt
