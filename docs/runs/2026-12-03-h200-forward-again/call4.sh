#!/usr/bin/env bash
# Call 4, the same build: the softmax backward of few rows (0.50-0.68x in call 3, where the
# log-softmax backward of the same rows reaches 0.69-0.85x), swept over cube sizes, loads, staged
# pages, chunks and `dy` read again or staged, to see whether any plan is far ahead of the
# planner's. One round; every output checked against the f64 reference.
set -u
cd .gpu/r && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--strategy cube-per-row --units 512 --units 1024 --staged 0 --staged 1 --staged 2 --staged 3 --staged 4"
G="$G --chunks 1 --chunks 2 --chunks 3 --chunks 4 --chunks 6 --dy-read-again true --dy-read-again false"
timeout 200 $R sweep --op softmax_backward --dtype f32 --shape 256x128256 --shape 64x151936 --shape 256x50257 \
  $G --loads 2 --loads 4 --loads 8 > $OUT/sweep-f32.log 2>&1; mark "f32 rc $?"
timeout 150 $R sweep --op softmax_backward --dtype bf16 --shape 256x131072 --shape 64x151936 \
  $G --loads 2 --loads 4 > $OUT/sweep-bf16.log 2>&1; mark "bf16 rc $?"
cat $OUT/call-device.txt; grep -c " ok " $OUT/sweep-*.log; grep -ci "fail\|mismatch\|panick" $OUT/sweep-*.log
