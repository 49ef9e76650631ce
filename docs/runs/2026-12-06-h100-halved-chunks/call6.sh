#!/usr/bin/env bash
# Call 6: the final build (the rule for bf16 only): the report's lines, through Burn and kernel
# alone, at bf16 and f16 rows of 48 and 64 (the planner's plan printed on each line, every
# output checked), then the sweep's two planner lines of bf16 48 x 151936 once more, five rounds.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
timeout 120 $R --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape 48x151936 \
  --shape 48x262144 --shape 36x200000 --shape 64x151936 > $OUT/report.log 2>&1
mark report
P="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64 --cube-per-chunk false --cube-per-chunk true --rounds 5"
timeout 60 $R sweep --op softmax --dtype bf16 --shape 48x151936 $P > $OUT/ab.log 2>&1
mark end
cat $OUT/call-device.txt | tail -3
grep -c " ok" $OUT/report.log $OUT/ab.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/report.log $OUT/ab.log
