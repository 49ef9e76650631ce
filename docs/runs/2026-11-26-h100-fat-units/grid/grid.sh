#!/bin/bash
# The bf16 main grid (softmax, log_softmax) and the bf16 2^24-element curve of commit f62ccee,
# as ../../2026-11-26-h100-grid-4bcc70d/grid.sh (PART=forward) runs them: the dtype whose plans
# and kernels this commit changed. f32 kernels and plans did not change.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
$R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv > $OUT/all.log 2>&1; mark "main bf16 rc $?"
$R --grid curve --dtype bf16 --op softmax --csv $OUT/curve-bf16.csv >> $OUT/all.log 2>&1; mark "curve rc $?"
cat $OUT/device.txt
grep -E "151936|131072|262144|50257|32000|32768" $OUT/all.log | grep -v "^ " | head -40
