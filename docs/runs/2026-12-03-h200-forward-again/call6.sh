#!/usr/bin/env bash
# Call 6, the report of commit d833502 (`.gpu/h/`, the rule `doubled_loads_chunks` as committed):
# the f32 softmax backward of the backward main grid's 64- and 256-row shapes, kernel alone, as
# the grid times them.
set -u
cd .gpu/h && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ../..
R=.gpu/h/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
S=""; for s in 64x32000 64x50257 64x128256 64x151936 64x262144 256x32000 256x50257 256x128256 256x131072 256x151936; do S="$S --shape $s"; done
timeout 120 $R --dtype f32 --kernel-alone --op softmax_backward $S --csv $OUT/backward-f32-few-rows.csv \
  > $OUT/backward-f32-few-rows.log 2>&1; echo "rc $?" >> $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
cat $OUT/call-device.txt; grep -c ',ok,' $OUT/backward-f32-few-rows.csv
