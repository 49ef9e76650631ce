#!/usr/bin/env bash
# Call 1: the backward's tail with the next page's loads issued before a page's stores (`tail`,
# the working tree after commit 6320c25) against commit 6320c25's report (`head`, whose kernels
# are commit 9d1be9a's), the planner's plans of each shape whose tail reads a buffer (log-softmax
# with staged pages reads `y` there, the f32 softmax backward of few rows reads `dy` again), and
# 16-bit softmax with `dy` read again forced (and staging both, the planner's, from `head`).
# Builds in turn, rounds head, tail, tail, head. Then registers and local-memory loads of both
# builds' kernels under Nsight Compute.
set -u
for b in head tail; do (cd .gpu/$b && gunzip -kf cubemax-report.gz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
sweep() { # build, then the ways of the 16-bit softmax backward
  local b=$1; shift
  local R=.gpu/$b/cubemax-report
  $R sweep --op log_softmax_backward --dtype bf16 --shape 1024x32768 --shape 512x32768 --shape 64x151936 \
    --shape 256x131072 --shape 64x262144 --shape 2048x65536 $ONLY
  $R sweep --op log_softmax_backward --dtype f32 --shape 1024x32768 --shape 64x151936 --shape 256x131072 \
    --shape 2048x65536 $ONLY
  $R sweep --op softmax_backward --dtype f32 --shape 64x151936 --shape 256x50257 --shape 1024x65536 $ONLY
  $R sweep --op softmax_backward --dtype bf16 --shape 64x151936 --shape 256x131072 $ONLY "$@"
  $R sweep --op softmax_backward --dtype f16 --shape 64x151936 $ONLY "$@"
}
i=0
for b in head tail tail head; do
  i=$((i + 1)); echo "== $b round $i" >> $OUT/ab.log
  if [ $b = head ]; then sweep head --dy-read-again false --dy-read-again true >> $OUT/ab.log 2>&1
  else sweep tail --dy-read-again true >> $OUT/ab.log 2>&1; fi
  date -u +%FT%TZ >> $OUT/call-device.txt
done
M=launch__registers_per_thread,l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum,gpu__time_duration.sum
for case in "log_softmax_backward bf16 1024x32768" "log_softmax_backward bf16 256x131072" "softmax_backward f32 64x151936"; do
  set -- $case
  for b in head tail; do
    echo "== $b $1 $2 $3" >> $OUT/ncu.txt
    CUBEMAX_REPORT_PROFILE=1 timeout 40 ncu --clock-control none -k regex:softmax_backward_cube_per_row \
      --launch-count 1 --metrics $M .gpu/$b/cubemax-report sweep --op $1 --dtype $2 \
      --shape $3 $ONLY 2>&1 | grep -E "registers|local|duration" >> $OUT/ncu.txt
  done
done
date -u +%FT%TZ >> $OUT/call-device.txt
