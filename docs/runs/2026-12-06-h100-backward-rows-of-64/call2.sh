#!/usr/bin/env bash
# Call 2 (forty-fifth session): the 16-bit backward of few rows of 16K-32K held whole, one cube
# per row, against the same rows cut into 2-4 exchanged chunks held in 256- or 512-unit cubes at
# four vectors a unit, nothing staged, one cube per chunk; kernel alone, up to seven rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 256 --units 512 --loads 4 --staged 0 --chunks 2 --chunks 4"
P="$P --cube-per-chunk true --rounds 7 --seconds 14"
{
for op in softmax_backward log_softmax_backward; do
  for shape in 64x32000 64x32768 48x32000 32x32000 64x24576 64x16384 96x32000 128x32000; do
    echo "== $op bf16 $shape"
    timeout 22 $R sweep --op $op --dtype bf16 --shape $shape $P 2>&1
    mark "$op $shape"
  done
done
} > $OUT/sweep.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/sweep.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/sweep.log
