#!/usr/bin/env bash
# Call 2 (forty-fourth session): the forward of 64 x 151936 (issue 4's 0.8x target) swept on the
# H100, f32 and bf16: 256-1024 units, 4-8 vectors, 0-3 staged pages, 2-6 chunks, both grids.
# Kernel alone, three rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for d in f32 bf16; do
  echo "== softmax $d 64x151936"
  timeout 200 $R sweep --op softmax --dtype $d --shape 64x151936 --strategy cube-per-row \
    --units 256 --units 512 --units 1024 --loads 4 --loads 6 --loads 7 --loads 8 \
    --staged 0 --staged 1 --staged 2 --staged 3 --chunks 2 --chunks 3 --chunks 4 --chunks 6 \
    --cube-per-chunk true --cube-per-chunk false --rounds 3 2>&1
  mark "softmax $d"
done > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
