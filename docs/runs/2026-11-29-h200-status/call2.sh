#!/bin/bash
# Second call, the report of commit 702b732: the main grids forward, f32 and bf16, softmax and
# log_softmax, every way the report times them (the kernel alone, cubemax through
# burn::backend::Cuda, Burn's composed softmax, a copy of each shape's bytes); then the backward
# grids, kernel alone, bf16 and f32.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
W=$OUT/w; mkdir -p $W
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $W/device.txt; }
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
timeout 160 $R --grid main --dtype f32 --op softmax --op log_softmax --csv $W/main-f32.csv > $W/main-f32.log 2>&1; mark "main f32 rc $?"
timeout 185 $R --grid main --dtype bf16 --op softmax --op log_softmax --csv $W/main-bf16.csv > $W/main-bf16.log 2>&1; mark "main bf16 rc $?"
for dtype in bf16 f32; do
  timeout 95 $R --grid main --dtype $dtype --kernel-alone --op softmax_backward --op log_softmax_backward \
    --csv $W/backward-$dtype.csv > $W/backward-$dtype.log 2>&1; mark "backward $dtype rc $?"
done
cat $W/device.txt; for f in $W/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
tar czf $OUT/call2.tgz -C $OUT w
