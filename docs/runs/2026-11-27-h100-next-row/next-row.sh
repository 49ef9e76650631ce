#!/bin/bash
# Plane-per-row with the next row in flight: the planner's plane plan of short-row shapes, each
# with and without `--next-row`, on the planner's grid (65535: no bound) and on grids that give
# every plane 2, 4 and 8 rows; kernel alone, three rounds. Then the bf16 32768 x 512 kernel of
# each variant, assembled.
cd .gpu && gunzip -kf report.gz && chmod +x report && cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads rows-per-cube
PLANS="32768x512 bf16 softmax 256 2 8
65536x256 bf16 softmax 256 2 16
32768x256 bf16 softmax 256 2 16
32768x1024 bf16 softmax 256 4 8
32768x512 bf16 log_softmax 256 2 8
32768x512 f32 softmax 256 4 8
65536x256 f32 softmax 256 4 16
32768x1024 f32 softmax 256 4 4"
for round in 1 2 3; do
  echo "== round $round" >> $OUT/sweep.log
  echo "$PLANS" | while read shape dtype op units loads per_cube; do
    rows=${shape%x*}
    cubes=$((rows / per_cube))
    timeout 120 .gpu/report sweep --shape $shape --dtype $dtype --op $op --strategy plane-per-row \
      --units $units --loads $loads --staged 0 --next-row false --next-row true \
      --max-cubes 65535 --max-cubes $((cubes / 2)) --max-cubes $((cubes / 4)) --max-cubes $((cubes / 8)) >> $OUT/sweep.log 2>&1
  done
  echo "round $round done $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
for next in false true; do
  CUBECL_DEBUG_LOG=/tmp/c-$next.log timeout 60 .gpu/report sweep --shape 32768x512 --dtype bf16 --op softmax \
    --strategy plane-per-row --units 256 --loads 2 --next-row $next --max-cubes 1024 > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py /tmp/c-$next.log --out /tmp/k-$next --arch sm_90a --match softmax_plane_per_row --sass > $OUT/registers-$next.txt 2>&1
  for f in /tmp/k-$next/*.sass; do echo "$(basename $f): $(grep -cE '^\s+/\*[0-9a-f]+\*/' $f) instructions" >> $OUT/registers-$next.txt; done
  mkdir -p /tmp/sass-$next && cp /tmp/k-$next/*.sass /tmp/sass-$next/ 2>/dev/null
done
tar czf $OUT/sass.tgz -C /tmp sass-false sass-true
cat $OUT/device.txt $OUT/registers-*.txt
