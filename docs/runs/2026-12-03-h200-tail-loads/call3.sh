#!/usr/bin/env bash
# Call 3, the same build as call 2 (`.gpu/s/`): the bf16 backward main grid's shapes that call
# 2's `timeout 150` cut (8 x 151936 on), kernel alone; the backward main grid in f32, kernel
# alone; then the forward curve at 2^24 elements (softmax, f32 and bf16), every way the report
# times it.
set -u
cd .gpu/s && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ../..
R=.gpu/s/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
S=""; for s in 8x151936 64x32000 64x50257 64x128256 64x151936 256x32000 256x50257 256x128256 256x151936 16x32x1024x1024; do S="$S --shape $s"; done
timeout 110 $R --dtype bf16 --kernel-alone --op softmax_backward --op log_softmax_backward $S \
  --csv $OUT/backward-bf16-rest.csv > $OUT/backward-bf16-rest.log 2>&1; mark "backward bf16 rest rc $?"
timeout 120 $R --grid main --dtype f32 --kernel-alone --op softmax_backward --op log_softmax_backward \
  --csv $OUT/backward-f32.csv > $OUT/backward-f32.log 2>&1; mark "backward f32 rc $?"
timeout 150 $R --grid curve --dtype f32 --dtype bf16 --op softmax --csv $OUT/curve.csv > $OUT/curve.log 2>&1
mark "curve rc $?"
cat $OUT/call-device.txt; for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
