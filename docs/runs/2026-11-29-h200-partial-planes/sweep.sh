#!/bin/bash
# First call of the 2026-11-29 third session (commit 1fa6be2's build).
# 1. The two DeviceProfile tests, which no GPU had run.
# 2. Forward: the planner's line beside half-unit plans at eight vectors of 8 a unit, no staged
#    page, for plain 16-bit rows that eight vectors fill to all but part of the last plane
#    (DOUBLED_LOADS takes only whole planes): 32000 (4000 vectors in 512 units, 97.7% of the
#    slots), 24000 (384 units, 97.7%), 17000 (288 units, 92.2%), 9000 (160 units, 87.9%), all
#    with 8 rows per SM or more; softmax with its exps kept and not. bf16 and f16, softmax and
#    log_softmax, three rounds, the second in reverse order.
# 3. Backward bf16 at the grid's shapes under 0.90x with 1024 rows or more: the planner's line
#    beside cubes of 256-1024 units at 2-8 vectors with 0-3 staged pages. Two rounds.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
timeout 120 .gpu/suite hopper_profile_is_the_device planning_on_the_devices_profile_is_planning_on_the_device > $OUT/profile-tests.log 2>&1
echo "profile tests rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
doubled() { # shape units
  $R sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax --shape $1 \
    --strategy cube-per-row --units $2 --loads 8 --staged 0 --kept-exps true --kept-exps false
}
shapes=("16384x32000 512" "8192x32000 512" "16384x24000 384" "16384x17000 288" "16384x9000 160")
round() { for s in "$@"; do doubled $s; done; }
reversed=(); for ((i=${#shapes[@]}-1; i>=0; i--)); do reversed+=("${shapes[i]}"); done
{ echo "== round 1"; round "${shapes[@]}"; echo "== round 2"; round "${reversed[@]}"
  echo "== round 3"; round "${shapes[@]}"; } > $OUT/forward.log 2>&1
echo "forward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
backward() { # shape
  $R sweep --dtype bf16 --op softmax_backward --op log_softmax_backward --shape $1 \
    --strategy cube-per-row --units 256 --units 512 --units 1024 --loads 2 --loads 4 --loads 8 \
    --staged 0 --staged 1 --staged 3
}
{ for r in 1 2; do echo "== round $r"; for s in 16384x32000 1024x32768 4096x4096; do backward $s; done; done; } > $OUT/backward.log 2>&1
echo "backward done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/forward.log $OUT/backward.log; grep -c FAIL $OUT/forward.log $OUT/backward.log
