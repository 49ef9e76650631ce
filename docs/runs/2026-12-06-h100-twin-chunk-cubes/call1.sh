#!/usr/bin/env bash
# Call 1 (forty-third session): the 16-bit softmax backward of long rows at eight vectors a unit.
# bf16 softmax backward at 64 and 256 rows of 50257-262144: the planner's line against cubes of
# 256 and 512 units at eight vectors a unit, 0-3 staged pages, 1, 2, 4 or 8 chunks on a grid of one cube
# per chunk; the bf16 log-softmax backward at two of them; then the f32 softmax backward at rows
# of 40000-65536 in 256- and 512-unit cubes at eight vectors, 1 or 3 pages, 2 or 4 chunks, dy
# staged or read again. Kernel alone, five rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
B="--strategy cube-per-row --cube-per-chunk true --units 256 --units 512 --loads 8"
B="$B --staged 0 --staged 1 --staged 2 --staged 3 --chunks 1 --chunks 2 --chunks 4"
B="$B --chunks 8 --rounds 5"
{
for shape in 256x131072 256x128256 256x151936 256x50257 64x128256 64x151936 64x262144; do
  echo "== softmax_backward bf16 $shape"
  timeout 45 $R sweep --op softmax_backward --dtype bf16 --shape $shape $B 2>&1
  mark "bf16 $shape"
done
for shape in 256x131072 64x151936; do
  echo "== log_softmax_backward bf16 $shape"
  timeout 45 $R sweep --op log_softmax_backward --dtype bf16 --shape $shape $B 2>&1
  mark "log bf16 $shape"
done
} > $OUT/sweep-bf16.log 2>&1
F="--strategy cube-per-row --cube-per-chunk true --units 256 --units 512 --loads 8 --staged 1"
F="$F --staged 3 --chunks 2 --chunks 4 --dy-read-again true --dy-read-again false --rounds 5"
{
for shape in 256x50257 256x40000 256x65536 200x50257 320x50257 128x50257; do
  echo "== softmax_backward f32 $shape"
  timeout 30 $R sweep --op softmax_backward --dtype f32 --shape $shape $F 2>&1
  mark "f32 $shape"
done
} > $OUT/sweep-f32.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep-*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep-*.log
