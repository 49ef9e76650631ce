#!/usr/bin/env bash
# Held timings (fifty-third session) of the two rules call 10 led to, as the planner's own: the
# few-row rule's 8 chunks of 256 units for log-softmax and f16 rows against the whole row in one
# cube of 1024 units (the plan before); f32 chunks of rows cut into fewer than 8 (24-33 rows) back
# in 1024-unit cubes against 512 units of 8 vectors (the plan before), and 16 x 131072 (8 chunks,
# still 512 units) against 1024 units; then the latency grid and rows of 1 and 8 kernel alone
# (issue 4's bound; call 10 timed f32 only).
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
few() { # dtype loads op...: the planner's line, then the whole row in one cube of 1024 units
  timeout 60 $R sweep --shape 1x28673 --shape 1x32000 --shape 1x32768 --shape 8x32000 \
    --shape 8x32768 --dtype $1 "${@:3}" --strategy cube-per-row --staged 0 --chunks 1 \
    --units 1024 --loads $2 --rounds 5 --seconds 50 > $O/few-$1.log 2>&1; mark "few $1 rc $?"
}
few f32 8 --op log_softmax; few bf16 4 --op log_softmax; few f16 4 --op softmax --op log_softmax
cubes() { # shape chunks units loads: the planner's line, then the cube given
  timeout 40 $R sweep --shape $1 --dtype f32 --op softmax --strategy cube-per-row --staged 0 \
    --chunks $2 --units $3 --loads $4 --rounds 5 --seconds 30 >> $O/cubes.log 2>&1
  mark "cubes $1 rc $?"
}
cubes 32x65536 4 512 8; cubes 33x50257 4 512 8; cubes 24x50257 5 512 8
cubes 16x131072 8 1024 4
timeout 60 $R --grid latency --csv $O/latency.csv > $O/latency.log 2>&1; mark "latency rc $?"
timeout 120 $R --kernel-alone --shape 1x32000 --shape 1x50257 --shape 1x128256 --shape 1x151936 \
  --shape 8x32000 --shape 8x50257 --shape 8x128256 --shape 8x151936 --dtype f32 --dtype bf16 \
  --op softmax --op log_softmax --csv $O/rows-1-8.csv > $O/rows-1-8.log 2>&1
mark "rows 1 and 8 rc $?"
mark end
cat $O/call-device.txt
grep -hE "^(softmax|log_softmax)|^ +[0-9.]+ us" $O/few-*.log $O/cubes.log | cut -c1-175
grep -E "cubemax-kernel" $O/latency.log $O/rows-1-8.log | cut -c1-120
