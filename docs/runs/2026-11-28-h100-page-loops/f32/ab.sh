#!/bin/bash
# The first call's `both` build (the staged pages' loads and stores in loops; ../first/both.diff)
# against the unrolled loops (report-base) on the f32 plans only, where `both` cut the spill of
# the 7-vector exchanged kernel: the same forced plans in each build, kernel alone, the builds
# in turn, four rounds; then registers and spills of each f32 plan in both builds.
cd .gpu && for f in report-base report-both; do gunzip -kf $f.gz; chmod +x $f; done; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape op units loads staged chunks (the planner's f32 plans in the b6ef2b4 grid)
PLANS="64x151936 softmax 1024 7 2 2
256x151936 softmax 1024 7 2 2
64x151936 log_softmax 1024 7 2 2
64x128256 softmax 1024 4 3 2
64x262144 softmax 1024 4 3 4
334x50257 softmax 1024 7 1 1
1024x32768 softmax 512 4 3 1
256x65536 softmax 1024 8 1 1"
for round in 1 2 3 4; do
  for build in base both; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape op units loads staged chunks; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype f32 --op $op --strategy cube-per-row \
        --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
for build in base both; do
  echo "$PLANS" | awk '!seen[$1" "$3" "$4" "$5" "$6]++' | while read shape op units loads staged chunks; do
    CUBECL_DEBUG_LOG=/tmp/$build-$shape.log timeout 60 .gpu/report-$build sweep --shape $shape --dtype f32 --op softmax \
      --strategy cube-per-row --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false > /dev/null 2>&1
    echo "== $build f32 $shape $units $loads+$staged chunks $chunks" >> $OUT/registers.txt
    python3 .gpu/kernel-inspect.py /tmp/$build-$shape.log --out /tmp/k-$build-$shape --arch sm_90a --match softmax_cube_per_row >> $OUT/registers.txt 2>&1
  done
done
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/registers.txt
