#!/bin/bash
# How far DOUBLED_LOADS reaches (commit 451494b). The planner's line beside the plan of half the
# units at eight vectors of 8 a unit, no staged page, for 16-bit rows the rule leaves out:
#  - fewer than 8 rows per SM (1024, 512 and 264 rows of 4096-16384);
#  - rows of 32768 (512 units), with kept exps and without;
#  - rows not a power of two (12288 in 192 units, 24576 in 384);
#  - scores with a padding mask (additive, boolean) at 32768 x 4096 and 8192 x 8192.
# bf16 and f16, softmax and log_softmax; three rounds, the second in reverse order.
# Then the report's f32 backward grid (no backward plan depends on this rule).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
doubled() { # shape units [extra...]
  local shape=$1 units=$2; shift 2
  $R sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape $shape \
    --strategy cube-per-row --units $units --loads 8 --staged 0 "$@"
}
shapes=(
  "1024x16384 256" "512x16384 256" "264x16384 256" "1024x8192 128" "512x8192 128" "1024x4096 64"
  "1024x32768 512 --kept-exps false --kept-exps true" "4096x32768 512 --kept-exps false --kept-exps true"
  "32768x12288 192" "1366x12288 192" "683x24576 384" "8192x24576 384"
  "32768x4096 64 --mask additive" "32768x4096 64 --mask bool" "8192x8192 128 --mask additive"
)
round() { for s in "$@"; do doubled $s; done; }
reversed=(); for ((i=${#shapes[@]}-1; i>=0; i--)); do reversed+=("${shapes[i]}"); done
{ echo "== round 1"; round "${shapes[@]}"; echo "== round 2"; round "${reversed[@]}"
  echo "== round 3"; round "${shapes[@]}"; } > $OUT/forward.log 2>&1
echo "forward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
timeout 150 $R --grid main --dtype f32 --op softmax_backward --op log_softmax_backward --csv $OUT/backward-f32.csv > $OUT/backward-f32.log 2>&1
echo "backward f32 rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/forward.log; grep -c FAIL $OUT/forward.log
