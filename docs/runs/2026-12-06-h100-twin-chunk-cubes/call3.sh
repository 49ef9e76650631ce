#!/usr/bin/env bash
# Call 3 (forty-third session): the build with the rule (twin_chunk_cube). The report's lines of
# the f32 softmax backward at issue 5's rows of 64 and 256 (kernel alone, against the process's
# 1 GiB copy), then the rule's cube against the plan it replaces forced, at shapes calls 1 and 2
# did not time: the two plans' units, loads, pages and chunks crossed, dy staged or read again,
# on a grid of one cube per chunk. Kernel alone, three rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
timeout 80 $R --op softmax_backward --dtype f32 --shape 64x50257 --shape 64x128256 \
  --shape 64x151936 --shape 64x262144 --shape 256x50257 --shape 256x128256 --shape 256x151936 \
  --shape 256x131072 --shape 1024x32768 --kernel-alone --csv $OUT/report.csv > $OUT/report.log 2>&1
mark report
run() { # shape old_units old_loads old_staged old_chunks new_chunks
  echo "== softmax_backward f32 $1"
  timeout 30 $R sweep --op softmax_backward --dtype f32 --shape $1 --strategy cube-per-row \
    --units $2 --units 256 --loads $3 --loads 8 --staged $4 --staged 1 --chunks $5 --chunks $6 \
    --dy-read-again true --dy-read-again false --cube-per-chunk true --rounds 3 2>&1
  mark "f32 $1"
}
{
run 32x151936 1024 4 2 4 10
run 48x131072 1024 4 3 2 8
run 64x128256 512 8 1 4 8
run 96x200000 512 8 1 7 13
run 512x40000 1024 4 2 1 3

run 4096x40000 1024 4 2 1 3
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log $OUT/report.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log $OUT/report.log
