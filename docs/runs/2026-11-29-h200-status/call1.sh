#!/bin/bash
# First call, the build of commit 702b732 (scripts/gpu-bundle suite report): the CUDA suite, each
# test a process of its own; the `cubemax` program in f32, f16 and bf16; then the report's
# forward curve at 2^24 elements (f32 and bf16 softmax), its latency grid and its host cost.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x suite cubemax cubemax-report tests-in-parallel; cd ..
W=$OUT/w; mkdir -p $W
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $W/device.txt; }
(cd .gpu && timeout 400 ./tests-in-parallel ./suite) > $W/suite.log 2>&1; echo "suite exit status: $?" >> $W/suite.log
mark "suite end"
for dtype in f32 f16 bf16; do
  timeout 40 .gpu/cubemax --dtype $dtype --shape 1x7 --shape 64x1000 --shape 4096x4096 --shape 8x50257 \
    --shape 1024x32768 --shape 64x262144 > $W/cli_$dtype.log 2>&1; echo "cubemax exit status: $?" >> $W/cli_$dtype.log
done
mark "cli end"
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
timeout 100 $R --grid curve --dtype f32 --dtype bf16 --op softmax --csv $W/curve.csv > $W/curve.log 2>&1; mark "curve rc $?"
timeout 30 $R --grid latency --dtype f32 --op softmax --csv $W/latency.csv > $W/latency.log 2>&1; mark "latency rc $?"
timeout 20 $R host > $W/host.log 2>&1; mark "host rc $?"
cat $W/device.txt; tail -3 $W/suite.log; tail -1 $W/cli_*.log
tar czf $OUT/call1.tgz -C $OUT w
