#!/bin/bash
# A/B of the pipelined cube-per-row (new) against the build before it (base), kernel alone.
# usage: ab.sh ORDER (e.g. "base new" or "new base")
cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report base-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; date -u >> $OUT/device.txt
for i in 1 2; do .gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
FWD="--shape 525x32001 --shape 512x32768 --shape 334x50257 --shape 256x50257 --shape 256x65536 --shape 1024x32768 --shape 1024x65536 --shape 128x131072 --shape 64x151936"
BWD="--shape 1024x32768 --shape 256x50257 --shape 334x50257 --shape 256x32000"
for bin in $ORDER; do
  exe=.gpu/cubemax-report; [ $bin = base ] && exe=.gpu/base-report
  echo "=== $bin forward $(date -u +%T)"
  $exe sweep --dtype f32 --dtype bf16 --op softmax --strategy cube-per-row --units 1024 --loads 4 $FWD 2>&1 | tee $OUT/$bin-forward.log | grep -E 'planner|^[a-z0-9]' 
  echo "=== $bin backward $(date -u +%T)"
  $exe sweep --dtype f32 --dtype bf16 --op softmax_backward --strategy cube-per-row --units 1024 --loads 2 $BWD 2>&1 | tee $OUT/$bin-backward.log | grep -E 'planner|^[a-z0-9]'
done
date -u >> $OUT/device.txt
