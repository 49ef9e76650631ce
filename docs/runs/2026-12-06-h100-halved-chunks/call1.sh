#!/usr/bin/env bash
# Call 1: exchanged rows that one cube per SM takes in one round (64 rows of 128256-262144),
# forward and backward softmax, f32 and bf16: the planner's line, and forced cube-per-row plans of
# 256 and 512 units, 2 or 4 loads, 4 or 8 chunks, on the grid of one cube per chunk and on one
# cube per SM; kernel alone, three rounds (sweep --rounds 3: medians of alternating rounds).
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
G="--strategy cube-per-row --cube-per-chunk true --cube-per-chunk false --units 256 --units 512"
G="$G --chunks 4 --chunks 8 --staged 0 --staged 1 --staged 2 --staged 3 --staged 4 --staged 6 --staged 8 --rounds 3"
run() { # op dtype shape loads...
  local op=$1 dtype=$2 shape=$3; shift 3
  local L=""; for l in "$@"; do L="$L --loads $l"; done
  echo "== $op $dtype $shape"
  timeout 150 $R sweep --op $op --dtype $dtype --shape $shape $G $L 2>&1
  mark "$op $dtype $shape"
}
{
for shape in 64x151936 64x262144 64x128256; do
  run softmax bf16 $shape 2 4
  run softmax f32 $shape 4 8
done
for shape in 64x151936 64x262144; do
  run softmax_backward bf16 $shape 2 4
  run softmax_backward f32 $shape 4 8
done
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
