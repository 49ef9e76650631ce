#!/usr/bin/env bash
# Fatter units for the forward's rows no cube holds (fifty-second session): the planner's
# 16-32-chunk plans take 1024-unit cubes of 4 loads where 512 units of 8 would cover a chunk;
# the fifty-first session's sweeps found 1024-unit cubes 2-3 us slower at equal chunks. Held,
# three rounds: 16 and 32 chunks, 256-1024 units, 4-16 loads a unit.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
fat() { # dtype shape
  timeout 60 $R sweep --shape $2 --dtype $1 --op softmax --strategy cube-per-row --staged 0 \
    --chunks 16 --chunks 32 --units 256 --units 512 --units 1024 --loads 4 --loads 8 \
    --loads 16 --rounds 3 --seconds 50 >> $O/fat-$1.log 2>&1; mark "fat $1 $2 rc $?"
}
for s in 1x151936 1x262144 1x524288 2x151936 4x262144 8x151936 1x128256; do fat f32 $s; done
for s in 1x151936 1x262144 1x524288 8x151936; do fat bf16 $s; done
mark end
cat $O/call-device.txt
grep -hE "^softmax|^ +[0-9.]+ us" $O/fat-*.log | cut -c1-200
