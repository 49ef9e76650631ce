#!/bin/bash
# Short rows on planes at eight vectors a unit (H200, commit 37a12b3's build). The H100's sweeps
# of rows of 256-1024 on planes (2026-11-22) tried two and four vectors, before bf16 was widened
# by words; on the H200 cubes gained from eight. Here: plane-per-row at 2, 4 and 8 vectors of a
# unit, cubes of 128-512 units, softmax with and without kept exps, beside the planner's line,
# bf16 and f16 at 32768 x 256 / 512 / 1024 and the attention scores 16 x 32 x 1024 x 1024, f32
# at 32768 x 512 / 1024. Two rounds, the second in reverse order.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plane() { # dtype shape loads...
  local dtype=$1 shape=$2; shift 2; local l=(); for n in "$@"; do l+=(--loads $n); done
  $R sweep --dtype $dtype --op softmax --shape $shape --strategy plane-per-row \
    --units 128 --units 256 --units 512 "${l[@]}" --kept-exps false --kept-exps true
  $R sweep --dtype $dtype --op log_softmax --shape $shape --strategy plane-per-row \
    --units 128 --units 256 --units 512 "${l[@]}"
}
forward() {
  for d in bf16 f16; do
    plane $d 32768x256 2 4 8; plane $d 32768x512 2 4 8; plane $d 32768x1024 4 8
  done
  plane f32 32768x512 2 4 8; plane f32 32768x1024 4 8
  plane bf16 16x32x1024x1024 4 8
}
reversed() {
  plane bf16 16x32x1024x1024 4 8
  plane f32 32768x1024 4 8; plane f32 32768x512 2 4 8
  for d in f16 bf16; do
    plane $d 32768x1024 4 8; plane $d 32768x512 2 4 8; plane $d 32768x256 2 4 8
  done
}
{ echo "== round 1"; forward; echo "round 1 done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  echo "== round 2"; reversed; } > $OUT/forward.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -c ' us ' $OUT/forward.log; grep -c 'FAIL\|error' $OUT/forward.log
