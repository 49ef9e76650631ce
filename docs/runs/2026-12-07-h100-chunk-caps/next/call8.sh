#!/usr/bin/env bash
# The planner with the forward's 16-chunk cap for rows no cube holds (fifty-first session), held:
# each changed plan as the planner's own against the plan before it (forced), five rounds; then
# rows of 1 and 8 (issue 4's bound) kernel alone with the latency grid's held launch.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
before() { # dtype op shape chunks units: the planner's line, then the plan before it
  timeout 40 $R sweep --shape $3 --dtype $1 --op $2 --strategy cube-per-row --staged 0 \
    --chunks $4 --units $5 --loads 4 --rounds 5 --seconds 30 >> $O/before-$1.log 2>&1
  mark "before $1 $2 $3 rc $?"
}
before f32 softmax 1x128256 64 128; before f32 softmax 1x151936 64 256
before f32 softmax 1x262144 64 256
before f32 softmax 2x151936 64 256; before f32 softmax 4x262144 33 512
before f32 softmax 1x524288 64 512
before bf16 softmax 1x151936 64 128; before bf16 softmax 1x262144 64 128
before bf16 softmax 2x262144 64 128
before bf16 softmax 4x151936 33 256; before bf16 softmax 1x524288 64 256
before f16 softmax 1x151936 64 128
timeout 60 $R --grid latency --csv $O/latency.csv > $O/latency.log 2>&1; mark "latency rc $?"
timeout 150 $R --kernel-alone --shape 1x32000 --shape 1x50257 --shape 1x128256 --shape 1x151936 \
  --shape 8x32000 --shape 8x50257 --shape 8x128256 --shape 8x151936 --dtype f32 --dtype bf16 \
  --op softmax --op log_softmax --csv $O/rows-1-8.csv > $O/rows-1-8.log 2>&1
mark "rows 1 and 8 rc $?"
mark end
cat $O/call-device.txt
grep -E "cubemax-kernel" $O/latency.log | cut -c1-110
grep -hE "^(softmax|log_softmax)|^ +[0-9.]+ us" $O/before-*.log | cut -c1-175
grep -E "cubemax-kernel" $O/rows-1-8.log | cut -c1-120
