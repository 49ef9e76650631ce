#!/usr/bin/env bash
# Call 4 found bf16 softmax backward 64 x 32000 about 6% faster held whole in registers (1024
# units at 4 vectors, or 512 at 8) than the planner's 2 vectors and a staged page. The same plans
# at the neighbouring shapes of fewer rows than SMs, held batches, three rounds each.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
P="--strategy cube-per-row --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --chunks 1"
for s in "bf16 32x32000" "bf16 64x16384" "bf16 64x24576" "bf16 64x32768" "bf16 100x32000" \
         "bf16 128x32000" "f16 64x32000" "bf16 64x20000"; do
  set -- $s
  n=sweep-$1-$2
  timeout 60 $R sweep --op softmax_backward --dtype $1 --shape $2 $P --rounds 3 --seconds 40 \
    --queue-ahead true > $O/$n.log 2>&1
  mark "$n rc $?"
done
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt
for f in $O/sweep-*.log; do echo "== $f"; grep " us " $f | cut -c1-190; done
