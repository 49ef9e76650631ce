#!/usr/bin/env bash
# Held sweeps (fifty-first session): rows of 2 and 4 x 151936-262144 and 1 x 524288, too long for
# any cube, cut into 8-64 chunks: where a 16-chunk cap of call 4's single rows would reach.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
long() { # dtype shape
  timeout 60 $R sweep --shape $2 --dtype $1 --op softmax --strategy cube-per-row --staged 0 \
    --chunks 8 --chunks 16 --chunks 32 --chunks 64 --units 256 --units 512 --units 1024 \
    --loads 4 --rounds 3 --seconds 40 >> $O/long-$1.log 2>&1; mark "long $1 $2 rc $?"
}
for s in 2x151936 4x151936 2x262144 4x262144 1x524288; do long f32 $s; long bf16 $s; done
mark end
cat $O/call-device.txt
grep -hE "^softmax|^ +[0-9.]+ us" $O/long-*.log | cut -c1-175
