#!/usr/bin/env bash
# Held timings of the forward (fifty-fifth session): the latency grid, then the forward main
# grid kernel alone, f32 and bf16, at the plans of 8430778, the build with the release by a plane (B).
set -u
(cd .gpu && gunzip -f cubemax-report-b.gz 2>/dev/null; chmod +x cubemax-report-b)
R=.gpu/cubemax-report-b
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
timeout 60 $R --grid latency --csv $O/latency.csv > $O/latency.log 2>&1; mark "latency rc $?"
for d in f32 bf16; do
  timeout 200 $R --grid main --kernel-alone --dtype $d --op softmax --op log_softmax \
    --csv $O/forward-$d.csv > $O/forward-$d.log 2>&1; mark "forward-$d rc $?"
done
mark end
cat $O/call-device.txt
grep -E "cubemax-kernel" $O/latency.log | cut -c1-110
