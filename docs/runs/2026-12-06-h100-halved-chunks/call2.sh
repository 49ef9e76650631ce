#!/usr/bin/env bash
# Call 2: the rule built in (16-bit forward rows that one round of 1024-unit cubes takes: twice
# the chunks, one 512-unit cube per chunk). (1) In one process per shape, the planner's line with
# the rule (`--cube-per-chunk true`, what the planner now picks) and without it (`false`, the plan
# before), five rounds alternating, kernel alone; the forced 1024-unit plan is one the planner
# refuses, so only the two planner lines print. (2) The report's lines of issue 4's three 64-row
# shapes (kernel alone and through Burn, against the 1 GiB copy), builds old, new, new, old.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-old; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
NEW=.gpu/cubemax-report; OLD=.gpu/cubemax-report-old
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
P="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64 --cube-per-chunk false --cube-per-chunk true --rounds 5"
{
for s in "softmax bf16 64x151936" "softmax bf16 64x128256" "softmax bf16 64x262144" \
  "softmax bf16 64x100000" "softmax bf16 64x131072" "softmax bf16 64x200000" \
  "softmax bf16 48x151936" "softmax bf16 32x151936" "softmax bf16 16x151936" \
  "softmax bf16 32x262144" "softmax bf16 16x262144" "softmax bf16 40x200000" \
  "log_softmax bf16 64x151936" "log_softmax bf16 64x128256" "log_softmax bf16 64x262144" \
  "softmax f16 64x151936" "softmax f16 64x262144"; do
  set -- $s
  echo "== $1 $2 $3"
  timeout 60 $NEW sweep --op $1 --dtype $2 --shape $3 $P 2>&1
done
} > $OUT/ab.log 2>&1
mark "ab done"
for pass in old new new old; do
  R=$OLD; [ $pass = new ] && R=$NEW
  echo "== $pass"
  timeout 90 $R --dtype bf16 --op softmax --op log_softmax --shape 64x151936 --shape 64x128256 --shape 64x262144 2>&1
  mark "report $pass"
done > $OUT/report.log 2>&1
mark end
cat $OUT/call-device.txt
grep -c " ok" $OUT/ab.log $OUT/report.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/ab.log $OUT/report.log
