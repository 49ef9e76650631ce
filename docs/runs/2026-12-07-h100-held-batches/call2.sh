#!/usr/bin/env bash
# Why the held batches of call 1 spread: `launches` now times 31 holds of the queue alone, and
# each grid's held pairs in the report's batches (quartiles beside the median) and in batches of
# 256 and 512 calls; three times.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
for k in 1 2 3; do timeout 120 $R launches > $O/launches-$k.log 2>&1; mark "launches $k rc $?"; done
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt $O/launches-*.log
