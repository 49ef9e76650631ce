#!/bin/bash
# The exchange's fallback (a chunk state computed from the input where it never came) in a loop
# over pages instead of unrolled page by page, "after", against the build before, "before":
# kernel alone, the planner's plan of exchanged shapes and the same plan forced, the builds in
# turn, three rounds; then each build's kernel size and registers at bf16 64 x 151936, and
# Nsight Compute's stall reasons for the build after there.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x report-before report-after; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads staged chunks (the planner's plan in the 3a6d2a8 grid)
PLANS="64x151936 bf16 softmax 1024 4 2 2
64x151936 bf16 log_softmax 1024 4 2 2
64x262144 bf16 softmax 1024 4 3 2
64x128256 bf16 softmax 1024 4 1 2
64x151936 f32 softmax 1024 7 2 2
256x131072 f32 softmax 1024 4 3 2
64x262144 bf16 softmax_backward 1024 2 3 4
256x131072 f32 softmax_backward 1024 4 1 4"
for round in 1 2 3; do
  for build in before after; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op units loads staged chunks; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
        --units $units --loads $loads --staged $staged --chunks $chunks >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
for build in before after; do
  CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 .gpu/report-$build sweep --shape 64x151936 --dtype bf16 --op softmax \
    --strategy cube-per-row --units 1024 --loads 4 --staged 2 --chunks 2 > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py $OUT/compile.log --out /tmp/k-$build --arch sm_90a --match softmax_cube_per_row --sass > $OUT/registers-$build.txt 2>&1
  for f in /tmp/k-$build/*.sass; do echo "$(basename $f): $(grep -cE '^\s+/\*[0-9a-f]+\*/' $f) instructions" >> $OUT/registers-$build.txt; done
  rm -f $OUT/compile.log
done
CUBEMAX_REPORT_PROFILE=1 timeout 150 ncu --clock-control none -k regex:softmax_cube_per_row --launch-count 1 \
  --section SpeedOfLight --section WarpStateStats --section SourceCounters -o /tmp/after -f \
  .gpu/report-after sweep --shape 64x151936 --dtype bf16 --op softmax --strategy cube-per-row --units 1024 --loads 4 --staged 2 --chunks 2 > /dev/null 2>&1
ncu --import /tmp/after.ncu-rep --print-details all > $OUT/ncu-after.details.txt 2>&1
ncu --import /tmp/after.ncu-rep --page source --csv --print-source sass 2>/dev/null | gzip > $OUT/ncu-after.sass.csv.gz
cat $OUT/device.txt $OUT/registers-*.txt
