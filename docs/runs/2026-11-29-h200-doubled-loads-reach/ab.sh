#!/bin/bash
# Second call: the build that widens DOUBLED_LOADS (units in whole planes, up to 512; .gpu/)
# against commit 451494b's report (.gpu/before/), the planner's line alone, at 16-bit rows the
# new rule takes: the three kinds of row the reach sweeps timed (12288, 24576, 32768) and the
# lengths they did not (6144, 10240, 14336, 20480, 22528, 28672, 30720), eight rows per SM or
# more. bf16 and f16, softmax and log_softmax; two rounds, the builds in turn, the order swapped
# in round 2. Then the CUDA suite and the cubemax program of the new build (logs in $OUT/suite/).
cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x cubemax-report before/cubemax-report; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
NEW=.gpu/cubemax-report; OLD=.gpu/before/cubemax-report
for i in 1 2; do $NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
planner() { # report: forcing a plan too small for these rows leaves the planner's line alone
  $1 sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax \
    --shape 32768x6144 --shape 16384x10240 --shape 32768x12288 --shape 16384x14336 \
    --shape 8192x20480 --shape 8192x22528 --shape 8192x24576 --shape 4096x28672 \
    --shape 4096x30720 --shape 4096x32768 \
    --strategy cube-per-row --units 32 --loads 1 --staged 0
}
ab() { echo "== round 1 before"; planner $OLD; echo "== round 1 after"; planner $NEW
  echo "== round 2 after"; planner $NEW; echo "== round 2 before"; planner $OLD; }
export -f ab planner; export NEW OLD
timeout 230 bash -c ab > $OUT/ab.log 2>&1
echo "ab rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
OUT=$OUT/suite timeout 330 bash .gpu/gpu-run > /dev/null 2>&1
echo "suite rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; tail -2 $OUT/suite/suite.log; grep -c ' us ' $OUT/ab.log; grep -c FAIL $OUT/ab.log
