#!/bin/bash
# Whole last vectors on the unmasked path (report-whole) against the build before
# (report-base): the planner's plan of short-row shapes forced in both builds, kernel alone,
# the builds in turn, three rounds; then each build's bf16 32768 x 512 kernel, assembled.
cd .gpu && for f in report-base report-whole; do gunzip -kf $f.gz; chmod +x $f; done; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op strategy units loads
PLANS="32768x512 bf16 softmax plane-per-row 256 2
65536x256 bf16 softmax plane-per-row 256 2
32768x256 bf16 softmax plane-per-row 256 2
32768x1024 bf16 softmax plane-per-row 256 4
32768x512 bf16 log_softmax plane-per-row 256 2
32768x512 f32 softmax plane-per-row 256 4
4096x4096 bf16 softmax cube-per-row 128 4
32768x512 bf16 softmax_backward plane-per-row 256 4
4096x4096 bf16 softmax_backward cube-per-row 128 4"
for round in 1 2 3; do
  for build in base whole; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op strategy units loads; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy $strategy \
        --units $units --loads $loads --staged 0 >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
for build in base whole; do
  CUBECL_DEBUG_LOG=/tmp/c-$build.log timeout 60 .gpu/report-$build sweep --shape 32768x512 --dtype bf16 --op softmax \
    --strategy plane-per-row --units 256 --loads 2 > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py /tmp/c-$build.log --out /tmp/k-$build --arch sm_90a --match softmax_plane_per_row --sass > $OUT/registers-$build.txt 2>&1
  for f in /tmp/k-$build/*.sass; do echo "$(basename $f): $(grep -cE '^\s+/\*[0-9a-f]+\*/' $f) instructions" >> $OUT/registers-$build.txt; done
done
cat $OUT/device.txt $OUT/registers-*.txt
