#!/usr/bin/env bash
# Held timings of the backward (fifty-fifth session, the plans of 8430778, the build with the release by a plane): the backward main grid kernel alone, softmax
# and log-softmax, f32 and bf16.
set -u
(cd .gpu && gunzip -f cubemax-report-b.gz 2>/dev/null; chmod +x cubemax-report-b)
R=.gpu/cubemax-report-b
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
for d in f32 bf16; do
  timeout 280 $R --grid main --kernel-alone --dtype $d --op softmax_backward \
    --op log_softmax_backward --csv $O/backward-$d.csv > $O/backward-$d.log 2>&1
  mark "backward-$d rc $?"
done
mark end
cat $O/call-device.txt
grep -hE "cubemax-kernel" $O/backward-*.log | cut -c1-100
