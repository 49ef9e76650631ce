#!/usr/bin/env bash
# Call 1: the CUDA suite's staged, exchanged and causal backward tests (dy read again forced by
# turns), then the softmax backward's planner plans with `dy` staged and read again, in turn.
set -u
cd .gpu/new && gunzip -kf cubemax-report.gz suite.gz && chmod +x cubemax-report suite && cd ../..
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
timeout 150 .gpu/new/suite --test-threads=1 staged_backward exchanged_backward causal_backward_reads > $OUT/suite.log 2>&1
echo "suite exit $?" >> $OUT/suite.log
F32="--shape 64x50257 --shape 64x128256 --shape 64x151936 --shape 64x262144 --shape 128x131072 --shape 256x32000 --shape 256x50257 --shape 256x128256 --shape 256x151936 --shape 334x50257 --shape 1024x32768 --shape 1024x65536"
BF16="--shape 64x128256 --shape 64x151936 --shape 64x262144 --shape 128x131072 --shape 256x50257 --shape 256x131072 --shape 256x151936 --shape 334x50257 --shape 1024x65536"
for round in 1 2 3; do
  if [ $((round % 2)) = 1 ]; then ways="--dy-read-again false --dy-read-again true"; else ways="--dy-read-again true --dy-read-again false"; fi
  echo "== round $round ($ways)" >> $OUT/ab.log
  .gpu/new/cubemax-report sweep --op softmax_backward --dtype f32 $F32 $ways >> $OUT/ab.log 2>&1
  .gpu/new/cubemax-report sweep --op softmax_backward --dtype bf16 $BF16 $ways >> $OUT/ab.log 2>&1
done
date -u +%FT%TZ >> $OUT/call-device.txt
