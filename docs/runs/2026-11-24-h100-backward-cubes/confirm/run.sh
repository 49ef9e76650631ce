#!/bin/bash
# The bf16 backward in 256-unit cubes: the report before (base) and after (new), then the CUDA
# backward and planner tests of the new build.
cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report base-report; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do .gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
S="--shape 1024x32768 --shape 16384x32000 --shape 512x32768 --shape 132x32768"
for bin in base new; do
  exe=.gpu/cubemax-report; [ $bin = base ] && exe=.gpu/base-report
  echo "=== $bin $(date -u +%T)"
  $exe --dtype bf16 --op softmax_backward --op log_softmax_backward $S --csv $OUT/$bin.csv > $OUT/$bin.log 2>&1; echo "exit $?"
done
echo "=== tests $(date -u +%T)"
.gpu/suite --test-threads 4 backward:: kernels::planner > $OUT/suite.log 2>&1; echo "suite exit $?"
tail -5 $OUT/suite.log
date -u >> $OUT/device.txt
