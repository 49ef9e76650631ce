#!/usr/bin/env bash
# Held timings of issue 4's curve (fiftieth session): 2^24 elements at every row length from 256
# to 262144, kernel alone, softmax and log-softmax, f32 and bf16.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
for d in f32 bf16; do
  timeout 280 $R --grid curve --kernel-alone --dtype $d --op softmax --op log_softmax \
    --csv $O/curve-$d.csv > $O/curve-$d.log 2>&1
  mark "curve-$d rc $?"
done
mark end
cat $O/call-device.txt
grep -hE "cubemax-kernel" $O/curve-*.log | cut -c1-100
