#!/bin/bash
# Fourth call (same build as the third): whether eight vectors a unit reach past 32768. Plain
# 16-bit rows of 40960-65536 with 15-31 rows per SM: the planner's line beside cubes of 640-1024
# units at eight vectors of 8, no staged page (softmax with its exps kept and not). bf16 and f16,
# softmax and log_softmax, two rounds, the second in reverse order.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
eight() { # shape units...
  local shape=$1; shift; local units=(); for u in "$@"; do units+=(--units $u); done
  $R sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape $shape \
    --strategy cube-per-row "${units[@]}" --loads 8 --staged 0 --kept-exps true --kept-exps false
}
shapes=("4096x40960 640 1024" "4096x50257 800 1024" "2048x65536 1024")
round() { for s in "$@"; do eight $s; done; }
reversed=(); for ((i=${#shapes[@]}-1; i>=0; i--)); do reversed+=("${shapes[i]}"); done
{ echo "== round 1"; round "${shapes[@]}"; echo "== round 2"; round "${reversed[@]}"; } > $OUT/longer.log 2>&1
echo "done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/longer.log; grep -c FAIL $OUT/longer.log
