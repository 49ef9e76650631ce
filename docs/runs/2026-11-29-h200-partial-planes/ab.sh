#!/bin/bash
# Second call: the build with DOUBLED_LOADS taking rows that fill 7/8 of whole planes, and the
# backward's cube of the same shape for 16-bit rows past half the largest cube (.gpu/), against
# commit 1fa6be2's report (.gpu/before/), the planner's line alone. bf16 and f16, two rounds,
# the builds in turn, the order swapped in round 2.
#  forward (softmax, log_softmax): rows of 1900-32000 that fill 89-98% of the new cube, all with
#    eight rows per SM or more, four of them lengths the sweeps did not time;
#  backward (softmax_backward, log_softmax_backward): rows of 16385-32768, 1056-16384 rows.
cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x cubemax-report before/cubemax-report; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
NEW=.gpu/cubemax-report; OLD=.gpu/before/cubemax-report
for i in 1 2; do $NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
forward() { # report: forcing a plan too small for these rows leaves the planner's line alone
  $1 sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax \
    --shape 16384x32000 --shape 8192x30000 --shape 8192x20000 --shape 16384x16385 \
    --shape 16384x12000 --shape 16384x5500 --shape 32768x3800 --shape 32768x1900 \
    --strategy cube-per-row --units 32 --loads 1 --staged 0
}
backward() {
  $1 sweep --dtype bf16 --dtype f16 --op softmax_backward --op log_softmax_backward \
    --shape 16384x32000 --shape 8192x30000 --shape 8192x20000 --shape 16384x16385 \
    --shape 4096x32768 --shape 1056x32768 \
    --strategy cube-per-row --units 32 --loads 1 --staged 0
}
ab() { echo "== round 1 before"; $1 $OLD; echo "== round 1 after"; $1 $NEW
  echo "== round 2 after"; $1 $NEW; echo "== round 2 before"; $1 $OLD; }
export -f ab forward backward; export NEW OLD
timeout 240 bash -c "ab forward" > $OUT/ab-forward.log 2>&1
echo "forward rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
timeout 200 bash -c "ab backward" > $OUT/ab-backward.log 2>&1
echo "backward rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/ab-*.log; grep -c FAIL $OUT/ab-*.log
