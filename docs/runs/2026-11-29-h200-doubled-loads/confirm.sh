#!/bin/bash
# Third call of 2026-11-29: the build with the doubled-loads rule and the bf16 backward widened
# by words (.gpu/) against commit 337a85c's report (.gpu/before/).
# 1. Forward, new build: the planner's line (half the units, 8 loads) beside the plan it
#    replaces (twice the units, 4 loads), bf16 and f16, softmax and log_softmax; two rounds.
# 2. Backward, both builds in turn (order swapped in round 2): the planner's line and the plan of
#    half its units at 2 loads and 3 staged pages, bf16 (f16, whose kernels did not change, as
#    the control); two rounds.
# 3. The CUDA suite and the cubemax program of the new build (.gpu/gpu-run, logs in $OUT/suite/).
cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x cubemax-report before/cubemax-report; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
NEW=.gpu/cubemax-report; OLD=.gpu/before/cubemax-report
for i in 1 2; do $NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
fwd() { # shape units-before
  $NEW sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape $1 \
    --strategy cube-per-row --units $2 --loads 4 --staged 0
}
forward() {
  fwd 32768x2048 64; fwd 32768x4096 128; fwd 32768x8192 256; fwd 32768x16384 512
  fwd 8192x8192 256; fwd 4096x4096 128; fwd 2048x8192 256; fwd 1024x16384 512
}
{ echo "== round 1"; forward; echo "== round 2"; forward; } > $OUT/forward.log 2>&1
echo "forward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
back() { # report shape half-units
  $1 sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --shape $2 \
    --strategy cube-per-row --units $3 --loads 2 --staged 3
}
backward() { # report
  back $1 32768x16384 256; back $1 32768x8192 128; back $1 8192x8192 128; back $1 32768x2048 32
  back $1 1024x32768 512; back $1 4096x4096 64
  $1 sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --shape 32768x512 \
    --shape 256x131072 --strategy plane-per-row --units 256 --loads 4
  $1 sweep --dtype f16 --op softmax_backward --op log_softmax_backward --shape 32768x16384 \
    --strategy cube-per-row --units 256 --loads 2 --staged 3
}
{ echo "== round 1 before"; backward $OLD; echo "== round 1 after"; backward $NEW
  echo "== round 2 after"; backward $NEW; echo "== round 2 before"; backward $OLD; } > $OUT/backward.log 2>&1
echo "backward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
OUT=$OUT/suite timeout 300 bash .gpu/gpu-run > /dev/null 2>&1
echo "suite rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cp $OUT/suite/suite.log $OUT/suite/suite-log.txt 2>/dev/null
cat $OUT/device.txt; tail -2 $OUT/suite/suite.log; grep -c ' us ' $OUT/forward.log $OUT/backward.log
grep -c FAIL $OUT/forward.log $OUT/backward.log
