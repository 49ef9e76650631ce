#!/bin/bash
# What one open_exchange launch costs: the exchanging plans with one and with two launches of it
# before the kernel (CUBEMAX_EXP_OPENS), alternated, same process per setting.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report exp-report; cd ..
R=.gpu/exp-report
date -u > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
S="--shape 64x151936 --shape 256x131072 --shape 64x50257 --shape 8x151936"
for rep in 1 2; do
  $R sweep --dtype f32 --dtype bf16 --op softmax --strategy split-row --units 256 --loads 4 $S > $OUT/one-open-$rep.log 2>&1
  CUBEMAX_EXP_OPENS=1 $R sweep --dtype f32 --dtype bf16 --op softmax --strategy split-row --units 256 --loads 4 $S > $OUT/two-opens-$rep.log 2>&1
done
date -u >> $OUT/device.txt
for f in $OUT/*open*.log; do echo "== $(basename $f)"; grep -E "^softmax|planner" $f | cut -c1-90; done
