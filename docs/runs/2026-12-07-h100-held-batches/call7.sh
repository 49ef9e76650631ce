#!/usr/bin/env bash
# Copies of 2 MiB to 1 GiB each way in held batches of 256 and 512 calls (call 1 held them in the
# report's 32 and 64), twice, and once unheld: the speed of light by size as the device runs it.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
MIB="--mib 2 --mib 4 --mib 6 --mib 9 --mib 12 --mib 18 --mib 32 --mib 64 --mib 1024"
timeout 150 $R copies $MIB --queue-ahead true > $O/copies-held-1.log 2>&1; mark "held 1 rc $?"
timeout 100 $R copies $MIB > $O/copies-unheld.log 2>&1; mark "unheld rc $?"
timeout 150 $R copies $MIB --queue-ahead true > $O/copies-held-2.log 2>&1; mark "held 2 rc $?"
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt
for f in held-1 unheld held-2; do echo "== $f"; grep -A12 "^fastest" $O/copies-$f.log; done
