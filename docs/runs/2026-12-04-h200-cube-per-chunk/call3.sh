#!/usr/bin/env bash
# Call 3, the final build (forward f32 rule, forward 16-bit rule from three rounds, backward
# grid rule): the report's forward main grid and issue 4's curve in f32, as the peers run timed
# commit 5f180a2's (docs/runs/2026-12-04-h200-peers/, call 1); then the log-softmax backward's
# planner's plans on one cube per chunk against one cube per SM (`--cube-per-chunk true|false`,
# the grid alone changes), two rounds, the planner's two lines alone (the forced plan is one the
# planner refuses, so the sweep skips it).
set -u
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
timeout 200 $R --grid main --dtype f32 --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/main-f32.log 2>&1
mark "main f32 rc $?"
timeout 100 $R --grid curve --dtype f32 --op softmax --kernel-alone --csv $OUT/curve-f32.csv > $OUT/curve-f32.log 2>&1
mark "curve f32 rc $?"
C="--cube-per-chunk true --cube-per-chunk false --strategy cube-per-row"
for round in 1 2; do
  for s in "f32 256x151936" "f32 256x131072" "f32 128x262144" "f32 96x200000" \
           "f32 1024x131072" "bf16 256x151936" "bf16 128x262144" "bf16 1024x262144"; do
    set -- $s
    echo "== C round $round $1 $2" >> $OUT/log-backward.log
    timeout 60 $R sweep --op log_softmax_backward $C --dtype $1 --shape $2 \
      --units 1024 --loads 16 --staged 16 --chunks 64 >> $OUT/log-backward.log 2>&1
  done
  mark "C round $round"
done
cat $OUT/call-device.txt; for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
grep -c " ok " $OUT/log-backward.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/log-backward.log
