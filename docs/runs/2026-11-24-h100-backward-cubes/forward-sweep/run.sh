#!/bin/bash
# bf16 forward rows of 32K-57K elements: cubes of 256, 512 and 1024 units at 4 vectors of 8,
# with the staged pages that let two 256-unit cubes share an SM (--staged 6), two passes.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report suite; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
S="--shape 334x50257 --shape 256x50257 --shape 1024x50257 --shape 264x40000 --shape 1024x40000 --shape 132x50257 --shape 512x57344"
for pass in 1 2; do
$R sweep --dtype bf16 --op softmax --strategy cube-per-row --units 256 --units 512 --units 1024 --loads 4 --staged 1 --staged 2 --staged 3 --staged 4 --staged 6 $S > $OUT/sweep-pass$pass.log 2>&1
done
date -u >> $OUT/device.txt
