#!/bin/bash
# Kept exps in f32 on a plane and whole last vectors on the unmasked path (report-new) against
# commit 6d6f743 (report-base): the planner's plan of short-row shapes and of a bf16 row whose
# registers' page keeps its exps, forced in both builds, kernel alone, the builds in turn, three
# rounds; then each build's bf16 plane kernel at 32768 x 512 and cube kernel at 256 x 131072,
# assembled.
cd .gpu && for f in report-base report-new; do gunzip -kf $f.gz; chmod +x $f; done; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op strategy units loads staged
PLANS="32768x512 bf16 softmax plane-per-row 256 2 0
65536x256 bf16 softmax plane-per-row 256 2 0
32768x256 bf16 softmax plane-per-row 256 2 0
32768x512 f16 softmax plane-per-row 256 2 0
32768x1024 bf16 softmax plane-per-row 256 4 0
32768x512 f32 softmax plane-per-row 256 4 0
256x131072 bf16 softmax cube-per-row 1024 4 3
4096x4096 bf16 softmax cube-per-row 128 4 0
32768x512 bf16 softmax_backward plane-per-row 256 4 0"
for round in 1 2 3; do
  for build in base new; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op strategy units loads staged; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy $strategy \
        --units $units --loads $loads --staged $staged >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
for build in base new; do
  for plan in "32768x512 plane-per-row 256 2 0" "256x131072 cube-per-row 1024 4 3"; do
    set -- $plan
    CUBECL_DEBUG_LOG=/tmp/c-$build-$2.log timeout 60 .gpu/report-$build sweep --shape $1 --dtype bf16 --op softmax \
      --strategy $2 --units $3 --loads $4 --staged $5 > /dev/null 2>&1
    python3 .gpu/kernel-inspect.py /tmp/c-$build-$2.log --out /tmp/k-$build-$2 --arch sm_90a --match softmax_ --sass >> $OUT/registers-$build.txt 2>&1
    for f in /tmp/k-$build-$2/*.sass; do echo "$(basename $f): $(grep -cE '^\s+/\*[0-9a-f]+\*/' $f) instructions" >> $OUT/registers-$build.txt; done
  done
done
cat $OUT/device.txt $OUT/registers-*.txt
