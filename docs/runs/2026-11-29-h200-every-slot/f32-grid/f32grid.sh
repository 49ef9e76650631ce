#!/bin/bash
# Fourth call, commit c0e9cd1's report: the report's f32 main grid, kernel
# alone, forward and backward (f32 plans and kernels unchanged by the session's commit).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
timeout 400 .gpu/cubemax-report --grid main --dtype f32 --kernel-alone --op softmax --op log_softmax --op softmax_backward --op log_softmax_backward --csv $OUT/main-f32.csv > $OUT/main-f32.log 2>&1
echo "main f32 rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ',ok,' $OUT/main-f32.csv; grep -v ',ok,' $OUT/main-f32.csv | head -3
