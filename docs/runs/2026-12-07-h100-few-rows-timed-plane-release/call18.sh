#!/usr/bin/env bash
# The exchange's release by the last cube's first plane (B, the working tree's build): the latency
# grid and rows of 1 and 8 kernel alone against issue 4's bound, then A B B A again (A, the build
# of cf277a1) at the few long rows where call 17 saw B ahead.
set -u
for b in "" -b; do (cd .gpu && gunzip -f cubemax-report$b.gz 2>/dev/null; chmod +x cubemax-report$b); done
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
R=.gpu/cubemax-report-b
timeout 60 $R --grid latency --csv $O/latency.csv > $O/latency.log 2>&1; mark "latency rc $?"
timeout 120 $R --kernel-alone --shape 1x32000 --shape 1x50257 --shape 1x128256 --shape 1x151936 \
  --shape 8x32000 --shape 8x50257 --shape 8x128256 --shape 8x151936 --dtype f32 --dtype bf16 \
  --op softmax --op log_softmax --csv $O/rows-1-8.csv > $O/rows-1-8.log 2>&1
mark "rows 1 and 8 rc $?"
n=0
for b in a b b a; do
  n=$((n + 1)); x=""; [ $b = b ] && x=-b
  timeout 100 .gpu/cubemax-report$x --kernel-alone --shape 1x128256 --shape 1x151936 \
    --shape 8x128256 --shape 8x151936 --dtype f32 --dtype bf16 --op softmax --op log_softmax \
    --csv $O/ab-$n-$b.csv > $O/ab-$n-$b.log 2>&1
  mark "ab $n $b rc $?"
done
mark end
cat $O/call-device.txt
grep -E "cubemax-kernel" $O/latency.log $O/rows-1-8.log | cut -c1-120
