#!/bin/bash
# The forward's 1-7 rows in at most 16 chunks: the build before (A) and after (B), the planner's
# plans through the report, A B A B; then the CUDA planner and exchange tests of B.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report cubemax-report-before suite; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
.gpu/cubemax-report sweep --dtype f32 --op softmax --strategy cube-per-row --units 1024 --loads 8 --staged 0 --shape 4096x8192 > $OUT/warmup.log 2>&1
S="--shape 1x50257 --shape 2x50257 --shape 4x50257 --shape 7x50257 --shape 1x65536 --shape 2x65536 --shape 4x65536 --shape 1x128256 --shape 4x128256 --shape 1x151936 --shape 16x50257"
for round in 1 2; do
  for v in before after; do
    R=.gpu/cubemax-report; [ $v = before ] && R=.gpu/cubemax-report-before
    timeout 140 $R $S --dtype f32 --dtype bf16 --op softmax > $OUT/$v-$round.log 2>&1
    echo "$v $round $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
timeout 100 .gpu/suite --test-threads 6 planner exchang > $OUT/suite.log 2>&1
echo "suite $(date -u +%H:%M:%S) rc $?" >> $OUT/device.txt
grep -E "^test result|FAILED|panicked" $OUT/suite.log
