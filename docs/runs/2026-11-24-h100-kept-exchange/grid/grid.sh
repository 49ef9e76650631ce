#!/bin/bash
# The forward tables and curve of the build with the kept exchange.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
$R --grid main --dtype f32 --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/all.log 2>&1
date -u >> $OUT/device.txt
$R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv >> $OUT/all.log 2>&1
date -u >> $OUT/device.txt
$R --grid curve --dtype f32 --dtype bf16 --op softmax --csv $OUT/curve.csv >> $OUT/all.log 2>&1
date -u >> $OUT/device.txt
$R --grid latency --dtype f32 --op softmax --csv $OUT/latency.csv >> $OUT/all.log 2>&1
$R host >> $OUT/all.log 2>&1
date -u >> $OUT/device.txt
tail -40 $OUT/all.log | cut -c1-160
