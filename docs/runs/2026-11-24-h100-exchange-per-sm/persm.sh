#!/bin/bash
# Exchanged chunks with more than one cube per SM: sweeps at the shapes the exchange takes.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; date -u >> $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
S="$R sweep --strategy cube-per-row"
{
$S --dtype f32 --shape 64x151936 --units 512 --loads 10 --loads 12 --staged 1 --chunks 4 --per-sm 2
$S --dtype f32 --shape 64x151936 --units 1024 --loads 7 --staged 2 --chunks 2 --per-sm 1
$S --dtype bf16 --shape 64x151936 --units 512 --loads 4 --loads 5 --loads 10 --staged 0 --staged 1 --staged 2 --chunks 4 --per-sm 2
$S --dtype bf16 --shape 64x151936 --units 256 --loads 5 --loads 10 --staged 0 --staged 1 --chunks 8 --per-sm 4
$S --dtype f32 --shape 64x262144 --units 512 --loads 8 --staged 1 --chunks 8 --per-sm 2
$S --dtype bf16 --shape 64x262144 --units 512 --loads 8 --loads 4 --staged 1 --staged 3 --chunks 4 --per-sm 2
$S --dtype f32 --shape 256x131072 --units 512 --loads 8 --staged 1 --chunks 4 --per-sm 2
$S --dtype bf16 --shape 256x131072 --units 512 --loads 8 --staged 1 --chunks 2 --per-sm 2
$S --dtype f32 --shape 128x131072 --units 512 --loads 8 --staged 1 --chunks 4 --per-sm 2
$S --dtype bf16 --shape 128x131072 --units 512 --loads 8 --staged 1 --chunks 2 --per-sm 2
$S --dtype f32 --shape 64x128256 --units 512 --loads 8 --staged 1 --chunks 4 --per-sm 2
$S --dtype bf16 --shape 64x128256 --units 512 --loads 8 --loads 4 --staged 0 --staged 1 --chunks 4 --per-sm 2
$S --dtype f32 --shape 64x50257 --units 512 --loads 7 --staged 0 --chunks 4 --per-sm 2
$S --dtype bf16 --shape 64x50257 --units 512 --loads 4 --staged 0 --chunks 4 --per-sm 2
} 2>&1 | tee $OUT/forward.log
date -u >> $OUT/device.txt
B="$S --op softmax_backward"
{
$B --dtype f32 --shape 64x151936 --units 512 --loads 5 --staged 1 --chunks 8 --per-sm 2
$B --dtype f32 --shape 64x151936 --units 256 --loads 5 --staged 1 --chunks 16 --per-sm 4
$B --dtype bf16 --shape 64x151936 --units 512 --loads 5 --loads 3 --staged 0 --staged 1 --chunks 8 --per-sm 2
$B --dtype f32 --shape 256x131072 --units 512 --loads 4 --staged 1 --chunks 8 --per-sm 2
$B --dtype bf16 --shape 256x131072 --units 512 --loads 4 --staged 1 --chunks 4 --per-sm 2
$B --dtype f32 --shape 64x262144 --units 512 --loads 4 --staged 1 --chunks 16 --per-sm 2
} 2>&1 | tee $OUT/backward.log
date -u >> $OUT/device.txt
