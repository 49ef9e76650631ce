#!/bin/bash
# Fourth call: the report with its copy of each shape's bytes taken as the fastest of the copy
# kernels (1-8 vectors of 16 bytes a unit) and cuMemcpyDtoDAsync, as the 1 GiB copy always was
# (until now that copy was the 8-vector kernel alone); `copies` again for a second sample of the
# sizes; then the main grid, kernel alone: bf16 forward and backward, f32 forward.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
$R copies > $OUT/copies.log 2>&1; mark "copies rc $?"
timeout 240 $R --grid main --dtype bf16 --kernel-alone --op softmax --op log_softmax --op softmax_backward --op log_softmax_backward --csv $OUT/main-bf16.csv > $OUT/main-bf16.log 2>&1; mark "main bf16 rc $?"
timeout 150 $R --grid main --dtype f32 --kernel-alone --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/main-f32.log 2>&1; mark "main f32 rc $?"
cat $OUT/device.txt; tail -4 $OUT/copies.log; grep -c ",ok," $OUT/*.csv; grep -v ",ok," $OUT/*.csv | head -3
