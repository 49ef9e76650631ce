#!/bin/bash
# The kept exchange with its count moved after the chunk's stores (new) against the build before
# the kept exchange (base): few rows, alternated twice; the larger exchanged shapes once; the
# exchange's CUDA tests.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report base-report; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do .gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
FEW="--shape 1x128256 --shape 1x151936 --shape 8x128256 --shape 8x151936 --shape 64x128256 --shape 64x151936"
BIG="--shape 64x151936 --shape 256x131072 --shape 64x262144 --shape 1024x65536"
for rep in 1 2; do
  for build in base new; do
    R=.gpu/cubemax-report; [ $build = base ] && R=.gpu/base-report
    echo "=== rep $rep" >> $OUT/$build-few.log
    $R --dtype f32 --dtype bf16 --op softmax $FEW >> $OUT/$build-few.log 2>&1
  done
done
date -u >> $OUT/device.txt
.gpu/cubemax-report sweep --dtype f32 --dtype bf16 --op softmax --op softmax_backward --strategy split-row --units 256 --loads 4 $BIG > $OUT/new-big.log 2>&1
date -u >> $OUT/device.txt
.gpu/suite --test-threads 4 kernels::exchange backward::exchanged backward::bounded kernels::bounded kernels::staged backward::staged > $OUT/suite.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
date -u >> $OUT/device.txt
grep -E "^test result" $OUT/suite.log
for f in $OUT/*-few.log; do echo "== $(basename $f)"; grep -E "=== rep|cubemax|copy-same" $f | awk '{print $1, $2, $3, $4, $5, $8}'; done
grep -E "^softmax|planner" $OUT/new-big.log | cut -c1-75
