#!/usr/bin/env bash
# Plans of two shapes short of their targets swept in held batches (256 and 512 calls), which
# call 3 found repeat within 3%: bf16 softmax backward 64 x 32000 (issue 5) and f32 softmax
# 64 x 151936 (issue 4); cube-per-row plans of 256-1024 units, 2-8 loads, 0-2 staged pages,
# 1-4 chunks a cube each.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
P="--strategy cube-per-row --units 256 --units 512 --units 1024 --loads 2 --loads 4 --loads 8"
P="$P --staged 0 --staged 1 --staged 2 --chunks 1 --chunks 2 --chunks 4 --cube-per-chunk true"
for s in "softmax_backward bf16 64x32000" "softmax f32 64x151936"; do
  set -- $s
  n=sweep-$1-$2-$3
  timeout 200 $R sweep --op $1 --dtype $2 --shape $3 $P --rounds 3 --seconds 150 \
    --queue-ahead true > $O/$n.log 2>&1
  mark "$n rc $?"
done
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt
for f in $O/sweep-*.log; do echo "== $f"; head -3 $f; grep -c " ok " $f; grep -ci "fail" $f; sort -k1,1n $f | grep " us " | head -8 | cut -c1-200; done
