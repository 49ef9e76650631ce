#!/usr/bin/env bash
# The exchange's release in the last cube of a row, unit 0 alone (A, the build of cf277a1) against
# its first plane's lanes (B, the working tree's build), A B B A, kernel alone, held: few long rows
# (16 exchanging chunks, 33 words a row) and two grids of 2 and 8 chunks a row.
set -u
# A is .gpu/cubemax-report, B .gpu/cubemax-report-b.
for b in "" -b; do (cd .gpu && gunzip -f cubemax-report$b.gz 2>/dev/null; chmod +x cubemax-report$b); done
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
n=0
for b in a b b a; do
  n=$((n + 1)); x=""; [ $b = b ] && x=-b
  timeout 100 .gpu/cubemax-report$x --kernel-alone --shape 1x50257 --shape 1x151936 \
    --shape 8x50257 --shape 8x151936 --shape 64x151936 --shape 256x131072 --dtype f32 \
    --dtype bf16 --op softmax --op log_softmax --csv $O/ab-$n-$b.csv > $O/ab-$n-$b.log 2>&1
  mark "ab $n $b rc $?"
done
mark end
cat $O/call-device.txt
