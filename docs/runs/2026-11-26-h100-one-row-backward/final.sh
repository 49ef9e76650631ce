#!/bin/bash
# The build with the exchange's fallback to fewer chunks: the whole CUDA suite and the cubemax
# program (gpu-run), then the backward of a few long rows, the planner's new plan against the
# split-row plan it gave the bf16 row of 50257 before (256 units, 4 vectors), two rounds.
bash .gpu/gpu-run > /dev/null 2>&1
R=.gpu/cubemax-report
chmod +x $R
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  $R sweep --op softmax_backward --op log_softmax_backward --dtype bf16 --dtype f32 \
    --shape 1x50257 --shape 8x50257 --shape 1x32000 --shape 1x151936 --strategy split-row --units 256 --loads 4
done > $OUT/planner.log 2>&1
tail -3 $OUT/suite.log
grep -E "exit status" $OUT/cli_*.log
grep -E "^== |^(softmax|log)|us .*GB/s" $OUT/planner.log | cut -c1-190
