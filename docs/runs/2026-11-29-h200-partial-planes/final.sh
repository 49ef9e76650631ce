#!/bin/bash
# Third call: the build with both rules and the tests updated for them. The CUDA suite and the
# cubemax program (scripts/gpu-run, logs in $OUT/suite/), then the report's bf16 main grid,
# kernel alone (the copies beside it), forward and backward: the plans the rules change there
# are bf16 16384 x 32000's, all four ops.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite cubemax; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
OUT=$OUT/suite timeout 330 bash .gpu/gpu-run > /dev/null 2>&1; mark "suite rc $?"
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
timeout 200 $R --grid main --dtype bf16 --kernel-alone --op softmax --op log_softmax --op softmax_backward --op log_softmax_backward --csv $OUT/main-bf16.csv > $OUT/main-bf16.log 2>&1; mark "main bf16 rc $?"
cat $OUT/device.txt; tail -3 $OUT/suite/suite.log
