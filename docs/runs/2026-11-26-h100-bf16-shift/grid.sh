#!/bin/bash
# The bf16 forward grids of PERFORMANCE.md (main grid, softmax and log_softmax; the 2^24-element
# curve) from the final build, as docs/runs/2026-11-26-h100-grid/grid.sh ran them.
(cd .gpu && for f in $(find . -name '*.gz'); do gunzip -f "$f"; done; chmod +x cubemax-report)
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device-grid.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
$R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv > $OUT/grid.log 2>&1
echo "main bf16 rc $? $(date -u +%H:%M:%S)" >> $OUT/device-grid.txt
$R --grid curve --dtype bf16 --op softmax --csv $OUT/curve-bf16.csv >> $OUT/grid.log 2>&1
echo "curve rc $? $(date -u +%H:%M:%S)" >> $OUT/device-grid.txt
cat $OUT/device-grid.txt
