#!/usr/bin/env bash
# Call 1 (forty-fourth session): the f32 backward of few long rows (rows x twin chunks under
# two per SM, where the twin rule does not apply). Every plan of 256/512/1024 units at 4 or 8
# vectors, 0 or 1 staged pages, at the planner's chunk count and the twin count, dy staged or
# read again, one cube per chunk. Kernel alone, five rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
run() { # op shape chunks_a chunks_b
  echo "== $1 f32 $2"
  timeout 60 $R sweep --op $1 --dtype f32 --shape $2 --strategy cube-per-row \
    --units 256 --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1 \
    --chunks $3 --chunks $4 --dy-read-again true --dy-read-again false \
    --cube-per-chunk true --rounds 5 2>&1
  mark "$1 $2"
}
{
run softmax_backward 64x50257 2 4
run softmax_backward 32x131072 4 8
run softmax_backward 16x262144 8 16
run softmax_backward 26x151936 5 10
run softmax_backward 65x50257 2 4
run softmax_backward 64x65536 2 4
run softmax_backward 48x80000 2 5
run softmax_backward 32x65536 2 4
run log_softmax_backward 64x50257 2 4
run log_softmax_backward 16x262144 8 16
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
