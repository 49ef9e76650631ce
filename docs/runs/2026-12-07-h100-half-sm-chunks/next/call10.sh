#!/usr/bin/env bash
# The planner with f32 exchanged chunks in 512-unit cubes at 8 loads where 1024 units at 4
# would hold them (fifty-second session), held: each changed plan as the planner's own against
# the plan before it (forced), five rounds; the few-row rule's 8 chunks of 256 units for the rows
# it does not take yet (log-softmax, f16) against the planner's whole row; then the latency grid
# and f32 rows of 1 and 8 kernel alone (issue 4's bound).
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
before() { # op shape chunks: the planner's line, then the plan before it (1024 units, 4 loads)
  timeout 40 $R sweep --shape $2 --dtype f32 --op $1 --strategy cube-per-row --staged 0 \
    --chunks $3 --units 1024 --loads 4 --rounds 5 --seconds 30 >> $O/before-$1.log 2>&1
  mark "before $1 $2 rc $?"
}
before softmax 1x151936 16; before softmax 1x262144 16; before softmax 1x524288 32
before softmax 2x151936 16; before softmax 4x262144 16; before softmax 8x151936 16
before softmax 12x128256 11; before softmax 16x131072 8; before softmax 24x50257 5
before softmax 32x65536 4; before softmax 33x50257 4
before log_softmax 1x151936 16; before log_softmax 8x262144 16; before log_softmax 32x50257 4
few() { # dtype loads op...: the planner's line, then 8 chunks of 256 units of 16 elements
  timeout 60 $R sweep --shape 1x28673 --shape 1x32000 --shape 1x32768 --shape 8x32000 \
    --shape 8x32768 --dtype $1 "${@:3}" --strategy cube-per-row --staged 0 --chunks 8 \
    --units 256 --loads $2 --rounds 5 --seconds 50 > $O/few-$1.log 2>&1; mark "few $1 rc $?"
}
few f32 4 --op log_softmax; few bf16 2 --op log_softmax; few f16 2 --op softmax --op log_softmax
timeout 60 $R --grid latency --csv $O/latency.csv > $O/latency.log 2>&1
mark "latency rc $?"
timeout 100 $R --kernel-alone --shape 1x32000 --shape 1x50257 --shape 1x128256 --shape 1x151936 \
  --shape 8x32000 --shape 8x50257 --shape 8x128256 --shape 8x151936 --dtype f32 \
  --op softmax --op log_softmax --csv $O/rows-1-8.csv > $O/rows-1-8.log 2>&1
mark "rows 1 and 8 rc $?"
mark end
cat $O/call-device.txt
grep -E "cubemax-kernel" $O/latency.log | cut -c1-110
grep -hE "^(softmax|log_softmax)|^ +[0-9.]+ us" $O/before-*.log $O/few-*.log | cut -c1-175
grep -E "cubemax-kernel" $O/rows-1-8.log | cut -c1-120
