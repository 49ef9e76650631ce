#!/bin/bash
# The kept exchange (no reset launch per call) against the build before it (base-report),
# alternated twice in one call; then the CUDA tests that run the exchange.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report base-report; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do .gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
FEW="--shape 1x128256 --shape 1x151936 --shape 8x128256 --shape 8x151936 --shape 64x128256 --shape 64x151936"
BIG="--shape 64x151936 --shape 128x131072 --shape 256x131072 --shape 256x151936 --shape 64x262144 --shape 1024x65536"
for rep in 1 2; do
  for build in base new; do
    R=.gpu/cubemax-report; [ $build = base ] && R=.gpu/base-report
    $R --dtype f32 --dtype bf16 --op softmax $FEW > $OUT/$build-few-$rep.log 2>&1
    $R sweep --dtype f32 --dtype bf16 --op softmax --op softmax_backward --strategy split-row --units 256 --loads 4 $BIG > $OUT/$build-big-$rep.log 2>&1
  done
done
date -u >> $OUT/device.txt
.gpu/suite --test-threads 4 kernels::exchange kernels::bounded kernels::staged backward:: > $OUT/suite.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
date -u >> $OUT/device.txt
grep -E "^test result" $OUT/suite.log
for f in $OUT/*-few-*.log; do echo "== $(basename $f)"; grep -E "softmax +cubemax" $f | cut -c1-100; done
for f in $OUT/*-big-*.log; do echo "== $(basename $f)"; grep -E "^softmax|planner" $f | cut -c1-75; done
