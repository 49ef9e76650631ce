#!/usr/bin/env bash
# Call 2 (forty-third session): the f32 softmax backward in 256-unit cubes at eight vectors, one
# staged page of y and dy each, a cube per chunk (call 1's lead), against the planner's plan
# forced, at 64-1024 rows of 50257-262144. Each sweep crosses the two plans' units, loads,
# staged pages and chunks, dy staged or read again, on a grid of one cube per chunk; the plans
# the planner refuses or that waste pages are skipped. Kernel alone, three rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
run() { # shape old_units old_loads old_staged old_chunks new_chunks
  echo "== softmax_backward f32 $1"
  timeout 40 $R sweep --op softmax_backward --dtype f32 --shape $1 --strategy cube-per-row \
    --units $2 --units 256 --loads $3 --loads 8 --staged $4 --staged 1 --chunks $5 --chunks $6 \
    --dy-read-again true --dy-read-again false --cube-per-chunk true --rounds 3 2>&1
  mark "f32 $1"
}
{
run 256x50257 512 8 1 2 4
run 256x128256 512 8 1 4 8
run 256x151936 512 8 1 5 10
run 128x131072 512 8 1 4 8
run 64x151936 1024 4 2 4 10
run 64x262144 512 8 1 8 16
run 512x65536 1024 4 3 1 4
run 1024x50257 1024 4 3 1 4
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
