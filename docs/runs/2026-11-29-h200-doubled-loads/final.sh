#!/bin/bash
# Fourth call of 2026-11-29: the build to be committed (doubled loads; the row backward widening
# bf16 by words only where it stages no page) against commit 337a85c's report (.gpu/before/):
# the planner's backward lines alone (a forced plan no cube-per-row cube accepts is skipped),
# bf16, both builds in turn, two rounds; then the CUDA suite and the cubemax program.
cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x cubemax-report before/cubemax-report; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
NEW=.gpu/cubemax-report; OLD=.gpu/before/cubemax-report
for i in 1 2; do $NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
planner_lines() { # report
  $1 sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --shape 32768x16384 \
    --shape 32768x8192 --shape 8192x8192 --shape 1024x32768 --shape 4096x4096 --shape 32768x2048 \
    --shape 32768x512 --shape 256x131072 --shape 16384x32000 \
    --strategy cube-per-row --units 32 --loads 1 --staged 0
}
{ echo "== round 1 before"; planner_lines $OLD; echo "== round 1 after"; planner_lines $NEW
  echo "== round 2 after"; planner_lines $NEW; echo "== round 2 before"; planner_lines $OLD; } > $OUT/backward.log 2>&1
echo "backward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
OUT=$OUT/suite timeout 330 bash .gpu/gpu-run > /dev/null 2>&1
echo "suite rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cp $OUT/suite/suite.log $OUT/suite/suite-log.txt 2>/dev/null
cat $OUT/device.txt; tail -2 $OUT/suite/suite.log; grep -c ' us ' $OUT/backward.log; grep -c FAIL $OUT/backward.log
