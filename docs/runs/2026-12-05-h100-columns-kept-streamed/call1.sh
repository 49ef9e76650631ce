#!/usr/bin/env bash
# Call 1 (built from the tree committed as 864a8ab): held columns keeping their exps (`kept_exps`)
# against the same plans computing each exp again, kernel alone (`cubemax-report columns --kept-exps
# true --kept-exps false --rounds 3`), bf16 and f32: laid out as the input on five shapes, under an
# additive mask, and with the axis last (`--tile 0`); 16 vectors a unit in 256-unit cubes beside the
# planner's.
set -u
(cd .gpu && for r in cubemax-report suite; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1; done
mark warm
K="--kept-exps true --kept-exps false --rounds 3"
for d in bf16 f32; do
  {
    for s in 64x1024x1024 512x128x1024 32x2048x512 16x4096x256 8x21x262144; do
      timeout 40 $R columns --dtype $d --shape $s --loads 16 --units 256 $K
    done
    timeout 40 $R columns --dtype $d --shape 64x1024x1024 --mask additive --loads 8 --units 256 $K
    timeout 40 $R columns --dtype $d --shape 64x1024x1024 --loads 16 --units 256 --tile 0 $K
  } > $OUT/columns-$d.log 2>&1
  mark "columns $d rc $?"
done
cat $OUT/call-device.txt
grep -h "columns\|planner\|kept\|recomputed" $OUT/columns-*.log | cut -c1-170 | head -120
