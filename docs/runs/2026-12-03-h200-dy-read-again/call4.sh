#!/usr/bin/env bash
# Call 4: the next staged page's `dy` loaded a page ahead in the tail (the first before the
# merge and the exchange's wait; `ahead`, the working tree after commit 9d1be9a) against commit
# 9d1be9a's report (`new`), the planner's plans with `dy` read again (and staging both, `new`),
# builds in turn, rounds new, ahead, ahead, new. Then the registers and local-memory loads of
# the `ahead` kernels under Nsight Compute.
set -u
for b in new ahead; do (cd .gpu/$b && gunzip -kf cubemax-report.gz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
sweep() { # build ways...
  local b=$1; shift
  .gpu/$b/cubemax-report sweep --op softmax_backward --dtype bf16 --shape 64x128256 --shape 64x151936 --shape 128x131072 --shape 256x131072 $ONLY "$@"
  .gpu/$b/cubemax-report sweep --op softmax_backward --dtype f16 --shape 64x151936 --shape 256x131072 $ONLY "$@"
  .gpu/$b/cubemax-report sweep --op softmax_backward --dtype f32 --shape 64x151936 --shape 256x50257 --shape 1024x65536 $ONLY "$@"
}
i=0
for b in new ahead ahead new; do
  i=$((i + 1)); echo "== $b round $i" >> $OUT/ab.log
  if [ $b = new ]; then sweep new --dy-read-again false --dy-read-again true >> $OUT/ab.log 2>&1
  else sweep ahead --dy-read-again true >> $OUT/ab.log 2>&1; fi
  date -u +%FT%TZ >> $OUT/call-device.txt
done
M=launch__registers_per_thread,l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum,gpu__time_duration.sum
for case in "bf16 64x128256" "f32 64x151936"; do
  set -- $case
  for b in new ahead; do
    echo "== $b $1 $2" >> $OUT/ncu.txt
    CUBEMAX_REPORT_PROFILE=1 timeout 40 ncu --clock-control none -k regex:softmax_backward_cube_per_row \
      --launch-count 1 --metrics $M .gpu/$b/cubemax-report sweep --op softmax_backward --dtype $1 \
      --shape $2 --dy-read-again true $ONLY 2>&1 | grep -E "registers|local|duration" >> $OUT/ncu.txt
  done
done
date -u +%FT%TZ >> $OUT/call-device.txt
