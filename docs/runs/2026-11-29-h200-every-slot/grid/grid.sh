#!/bin/bash
# Third call, commit c0e9cd1 (the binaries of the second call): the cubemax program in f16 and
# bf16 (cut by the second call's timeout), then the report's bf16 main grid, kernel alone,
# forward and backward.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report cubemax; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
for dtype in f16 bf16; do
  timeout 60 .gpu/cubemax --dtype $dtype --shape 1x7 --shape 64x1000 --shape 4096x4096 --shape 8x50257 \
    --shape 1024x32768 --shape 64x262144 > $OUT/cli_$dtype.log 2>&1; echo "cubemax exit status: $?" >> $OUT/cli_$dtype.log
done
mark "cli end"
timeout 330 $R --grid main --dtype bf16 --kernel-alone --op softmax --op log_softmax --op softmax_backward --op log_softmax_backward --csv $OUT/main-bf16.csv > $OUT/main-bf16.log 2>&1; mark "main bf16 rc $?"
cat $OUT/device.txt; tail -2 $OUT/cli_*.log; grep -c ',ok,' $OUT/main-bf16.csv; grep -v ',ok,' $OUT/main-bf16.csv | head -3
