#!/bin/bash
# The build with the rule (bf16 rows held whole in registers by cubes of up to 256 units keep
# their exps in shared memory): the CUDA suite and the cubemax program (.gpu/gpu-run, logs in
# $OUT/suite/), then two rounds, the second in reverse order, of the planner's line beside its
# plan forced without and with kept exps, bf16 and f16, softmax and log_softmax.
OUT=$OUT/suite timeout 400 bash .gpu/gpu-run > /dev/null 2>&1
echo "suite rc $? $(date -u +%H:%M:%S)" > $OUT/device-confirm.txt
nvidia-smi --query-gpu=name,driver_version --format=csv >> $OUT/device-confirm.txt
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
cube() { # shape units
  $R sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape $1 --strategy cube-per-row \
    --units $2 --loads 4 --staged 0 --kept-exps false --kept-exps true
}
{ echo "== round 1"; cube 32768x2048 64; cube 32768x4096 128; cube 4096x4096 128; cube 8192x8192 256
  cube 32768x8192 256; cube 32768x16384 512
  echo "== round 2"; cube 32768x16384 512; cube 32768x8192 256; cube 8192x8192 256; cube 4096x4096 128
  cube 32768x4096 128; cube 32768x2048 64; } > $OUT/confirm.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device-confirm.txt
cat $OUT/device-confirm.txt; tail -2 $OUT/suite/suite.log; grep -c ' us ' $OUT/confirm.log
