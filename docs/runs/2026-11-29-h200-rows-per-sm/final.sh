#!/bin/bash
# Third call: the build with the rule and the tests updated for it. The CUDA suite and the
# cubemax program (scripts/gpu-run, logs in $OUT/suite/), then the report's bf16 main grid,
# kernel alone (the copies beside it), forward and backward: the plans the rule changes there
# are bf16 1024 x 32768's softmax, log-softmax and softmax backward.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite cubemax; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
OUT=$OUT/suite timeout 330 bash .gpu/gpu-run > /dev/null 2>&1; mark "suite rc $?"
timeout 200 $R --grid main --dtype bf16 --kernel-alone --op softmax --op log_softmax --op softmax_backward --op log_softmax_backward --csv $OUT/main-bf16.csv > $OUT/main-bf16.log 2>&1; mark "main bf16 rc $?"
cat $OUT/device.txt; tail -3 $OUT/suite/suite.log; grep -c ',ok,' $OUT/main-bf16.csv; grep -v ',ok,' $OUT/main-bf16.csv | head -3
grep 'x32768,' $OUT/main-bf16.csv | grep -v through | cut -d, -f1,3,4,9,12,14
