#!/usr/bin/env bash
# Call 3: call 2's A/B again with more rounds, to tell the rule's effect from the spread: the
# planner's line with the rule (`--cube-per-chunk true`) and without it (`false`), nine rounds
# alternating, kernel alone, 16-bit rows of 16-64 rows that one round of 1024-unit cubes takes.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
NEW=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64 --cube-per-chunk false --cube-per-chunk true --rounds 9"
{
for s in "softmax bf16 16x151936" "softmax bf16 16x262144" "softmax bf16 24x151936" \
  "softmax bf16 32x151936" "softmax bf16 32x262144" "softmax bf16 48x151936" \
  "softmax bf16 48x262144" "softmax bf16 64x151936" "softmax bf16 64x262144" \
  "log_softmax bf16 16x151936" "log_softmax bf16 32x262144" "log_softmax bf16 64x151936" \
  "softmax f16 32x151936" "softmax f16 64x151936"; do
  set -- $s
  echo "== $1 $2 $3"
  timeout 60 $NEW sweep --op $1 --dtype $2 --shape $3 $P 2>&1
  mark "$1 $2 $3"
done
} > $OUT/ab.log 2>&1
mark end
cat $OUT/call-device.txt | tail -3
grep -c " ok" $OUT/ab.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/ab.log
