#!/bin/bash
# 2026-11-24 session 2: few long rows, same work per cube with and without the exchange, then
# the main forward grid of the current build (commit 518d12c's kernels = HEAD).
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
$R --dtype f32 --dtype bf16 --op softmax --shape 64x151936 --shape 128x75968 --shape 132x75968 --shape 64x75968 > $OUT/few-rows-planner.log 2>&1
$R sweep --dtype f32 --op softmax --strategy cube-per-row --units 1024 --loads 7 --staged 2 --chunks 1 --chunks 2 --shape 64x151936 --shape 128x75968 --shape 64x75968 > $OUT/few-rows-f32.log 2>&1
$R sweep --dtype bf16 --op softmax --strategy cube-per-row --units 1024 --loads 4 --staged 2 --chunks 1 --chunks 2 --shape 64x151936 --shape 128x75968 --shape 64x75968 > $OUT/few-rows-bf16.log 2>&1
date -u >> $OUT/device.txt
$R --grid main --dtype f32 --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/main-f32.log 2>&1
date -u >> $OUT/device.txt
$R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv > $OUT/main-bf16.log 2>&1
date -u >> $OUT/device.txt
cat $OUT/few-rows-*.log | cut -c1-220
