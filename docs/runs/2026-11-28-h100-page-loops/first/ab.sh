#!/bin/bash
# The staged pages' loops left to run (report-store: the stores' loop; report-both: the loads'
# loop too) against the unrolled loops (report-base), the same forced plans in each build,
# kernel alone, the builds in turn, three rounds; then registers and machine code of the
# exchanged kernels of 64 x 151936 in each build.
cd .gpu && for f in report-base report-store report-both; do gunzip -kf $f.gz; chmod +x $f; done; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads staged chunks (the planner's plans in the b6ef2b4 grid, exps not kept)
PLANS="64x151936 f32 softmax 1024 7 2 2
64x151936 bf16 softmax 1024 4 2 2
64x151936 bf16 log_softmax 1024 4 2 2
256x131072 f32 softmax 1024 4 3 2
64x262144 f32 softmax 1024 4 3 4
64x262144 bf16 softmax 1024 4 3 2
64x128256 bf16 softmax 1024 4 1 2
1024x32768 f32 softmax 512 4 3 1
334x50257 f32 softmax 1024 7 1 1
334x50257 bf16 softmax 512 4 3 1
256x65536 bf16 softmax 512 4 3 1
1024x32768 bf16 log_softmax 256 4 3 1"
for round in 1 2 3; do
  for build in base store both; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op units loads staged chunks; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
        --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
for build in base store both; do
  for plan in "f32 7 2" "bf16 4 2"; do
    set -- $plan
    CUBECL_DEBUG_LOG=/tmp/$build-$1.log timeout 60 .gpu/report-$build sweep --shape 64x151936 --dtype $1 --op softmax \
      --strategy cube-per-row --units 1024 --loads $2 --staged $3 --chunks 2 --kept-exps false > /dev/null 2>&1
    echo "== $build $1 64x151936 1024 $2+$3 chunks 2" >> $OUT/registers.txt
    python3 .gpu/kernel-inspect.py /tmp/$build-$1.log --out /tmp/k-$build-$1 --arch sm_90a --match softmax_cube_per_row --sass >> $OUT/registers.txt 2>&1
    for f in /tmp/k-$build-$1/*.sass; do echo "$(basename $f): $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' $f) instructions" >> $OUT/registers.txt; done
  done
done
tar czf $OUT/sass.tgz -C /tmp $(cd /tmp && ls -d k-*)
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/registers.txt
