#!/usr/bin/env bash
# Call 3, the same build (commit e8c08dd, whose review commit c27ce5a rewrote the backward's tail
# as one loop after the eighteenth session's grids were timed): the backward main grids, kernel
# alone, bf16 then f32, softmax and log-softmax.
set -u
cd .gpu/r && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
timeout 330 $R --grid main --dtype bf16 --kernel-alone --op softmax_backward --op log_softmax_backward \
  --csv $OUT/backward-bf16.csv > $OUT/backward-bf16.log 2>&1; mark "backward bf16 rc $?"
timeout 200 $R --grid main --dtype f32 --kernel-alone --op softmax_backward --op log_softmax_backward \
  --csv $OUT/backward-f32.csv > $OUT/backward-f32.log 2>&1; mark "backward f32 rc $?"
cat $OUT/call-device.txt; for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
