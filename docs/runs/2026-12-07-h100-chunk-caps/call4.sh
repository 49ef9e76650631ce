#!/usr/bin/env bash
# Held timings (fifty-first session): the latency grid; the few-row rule of 039c1b0 as the
# planner's own against the whole-row plan it replaced, at rows of 1 and 8 x 28673-32768; single
# rows no cube holds (f32 1 x 128256-262144, bf16 1 x 128256-262144) cut into 8-64 chunks.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
timeout 60 $R --grid latency --csv $O/latency.csv > $O/latency.log 2>&1; mark "latency rc $?"
# The planner's line (the rule) against the whole row in one cube of 1024 units (the plan before).
few() { # dtype loads
  timeout 90 $R sweep --shape 1x28673 --shape 1x30000 --shape 1x32000 --shape 1x32768 \
    --shape 8x28673 --shape 8x32000 --shape 8x32768 --dtype $1 --op softmax \
    --strategy cube-per-row --staged 0 --chunks 1 --units 1024 --loads $2 --rounds 5 \
    --seconds 80 > $O/few-$1.log 2>&1; mark "few $1 rc $?"
}
few f32 8; few bf16 4
# Single rows no cube holds whole: 8, 16, 32 and 64 chunks at the cube sizes that cover a chunk.
long() { # dtype shape
  timeout 90 $R sweep --shape $2 --dtype $1 --op softmax --strategy cube-per-row --staged 0 \
    --chunks 8 --chunks 16 --chunks 32 --chunks 64 --units 128 --units 256 --units 512 \
    --units 1024 --loads 4 --rounds 3 --seconds 80 >> $O/long-$1.log 2>&1; mark "long $1 $2 rc $?"
}
for s in 1x128256 1x151936 1x262144; do long f32 $s; long bf16 $s; done
mark end
cat $O/call-device.txt
grep -E "cubemax-kernel" $O/latency.log | cut -c1-110
grep -hE "^softmax|^ +[0-9.]+ us" $O/few-*.log $O/long-*.log | cut -c1-200
