#!/usr/bin/env bash
# Call 3 (forty-fourth session): the f32 softmax backward of rows fewer than the SMs. First the
# rows whose plan leaves SMs idle (whole rows or two chunks of 1024-unit cubes on 64-96 SMs),
# then call 1's few-row shapes: each shape's plan against the twin 256-unit cube (eight vectors,
# one staged page of y and dy) and the plan's own cube with dy staged, the two plans' settings
# crossed, dy staged or read again, one cube per chunk. Kernel alone, five rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
run() { # shape units loads staged chunks twin_chunks
  echo "== softmax_backward f32 $1"
  timeout 40 $R sweep --op softmax_backward --dtype f32 --shape $1 --strategy cube-per-row \
    --units $2 --units 256 --loads $3 --loads 8 --staged $4 --staged 1 --chunks $5 --chunks $6 \
    --dy-read-again true --dy-read-again false --cube-per-chunk true --rounds 5 2>&1
  mark "f32 $1"
}
{
run 48x80000 1024 4 2 2 5
run 48x65536 1024 4 1 2 4
run 48x49152 1024 3 1 2 3
run 72x49152 1024 4 2 1 3
run 80x40960 1024 4 2 1 3
run 64x32768 1024 4 1 1 2
run 96x32768 1024 4 1 1 2
run 26x151936 512 8 1 5 10
run 65x50257 512 8 1 2 4
run 64x65536 512 8 1 2 4
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
