#!/usr/bin/env bash
# Call 4 (forty-fourth session): call 3's lead again at 36-56 rows of 65536-80000, whose plans
# leave SMs idle: the twin 256-unit cube against the planner's plan, the two plans' settings
# crossed, dy staged or read again, one cube per chunk. Kernel alone, seven rounds.
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
    --dy-read-again true --dy-read-again false --cube-per-chunk true --rounds 7 2>&1
  mark "f32 $1"
}
{
run 48x65536 1024 4 1 2 4
run 48x80000 1024 4 2 2 5
run 40x65536 1024 3 1 3 4
run 56x65536 512 8 1 2 4
run 36x65536 1024 3 1 3 4
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
