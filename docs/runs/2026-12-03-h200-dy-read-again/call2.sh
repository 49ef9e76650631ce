#!/usr/bin/env bash
# Call 2: the softmax backward's planner plans with `dy` staged and read again, in turn, three
# rounds in swapped order, the planner's lines alone (the forced 32-unit plans of one vector and no
# page hold none of these rows and are refused).
set -u
cd .gpu/new && gunzip -kf cubemax-report.gz && chmod +x cubemax-report && cd ../..
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
F32="--shape 64x50257 --shape 64x65536 --shape 64x128256 --shape 64x151936 --shape 64x262144 --shape 128x131072 --shape 256x50257 --shape 256x65536 --shape 256x128256 --shape 256x151936 --shape 334x50257 --shape 512x65536 --shape 1024x65536 --shape 256x32000 --shape 1024x32768"
B16="--shape 64x151936 --shape 256x131072"
for round in 1 2 3; do
  if [ $((round % 2)) = 1 ]; then ways="--dy-read-again false --dy-read-again true"; else ways="--dy-read-again true --dy-read-again false"; fi
  echo "== round $round ($ways)" >> $OUT/ab.log
  .gpu/new/cubemax-report sweep --op softmax_backward --dtype f32 $F32 $ONLY $ways >> $OUT/ab.log 2>&1
  .gpu/new/cubemax-report sweep --op softmax_backward --dtype bf16 --dtype f16 $B16 $ONLY $ways >> $OUT/ab.log 2>&1
  date -u +%FT%TZ >> $OUT/call-device.txt
done
