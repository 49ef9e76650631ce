#!/usr/bin/env bash
# Call 1 (forty-second session): rows of 256 whose backward misses issue 5's 0.90x, swept.
# softmax / log-softmax backward, f32 and bf16, 256 x 32000 / 50257 / 131072: the planner's line
# and forced cube-per-row plans of 256-1024 units, 2-8 loads, 0-6 staged pages, 1-4 chunks, on
# either grid, dy staged or read again (softmax); then the bf16 forward at 256 x 128256 / 151936.
# Kernel alone, three rounds (sweep --rounds 3: medians of alternating rounds).
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--strategy cube-per-row --cube-per-chunk true --cube-per-chunk false --units 256 --units 512 --units 1024"
G="$G --chunks 1 --chunks 2 --chunks 4 --staged 0 --staged 1 --staged 2 --staged 3 --staged 4 --staged 6 --rounds 3"
run() { # limit op dtype shape extra...
  local limit=$1 op=$2 dtype=$3 shape=$4; shift 4
  echo "== $op $dtype $shape $*"
  timeout $limit $R sweep --op $op --dtype $dtype --shape $shape $G "$@" 2>&1
  mark "$op $dtype $shape"
}
{
run 60 softmax_backward bf16 256x32000 --loads 2 --loads 4 --loads 8
run 60 log_softmax_backward bf16 256x32000 --loads 2 --loads 4 --loads 8
run 60 softmax_backward f32 256x32000 --loads 4 --loads 8 --dy-read-again true --dy-read-again false
run 60 softmax_backward bf16 256x50257 --loads 2 --loads 4 --loads 8
run 60 log_softmax_backward bf16 256x50257 --loads 2 --loads 4 --loads 8
run 60 softmax_backward f32 256x50257 --loads 4 --loads 8 --dy-read-again true --dy-read-again false
run 70 softmax_backward bf16 256x131072 --loads 2 --loads 4
run 70 softmax_backward f32 256x131072 --loads 4 --loads 8 --dy-read-again true
run 50 softmax bf16 256x151936 --loads 4 --loads 8
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
