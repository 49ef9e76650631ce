#!/bin/bash
# One copy of a page's stores run for every page (report-one) and the staged pages' stores in a
# loop after the registers' page (report-store) against the unrolled stores (report-base): the
# same forced plans in each build, kernel alone, the builds in turn, four rounds; then the
# registers and machine code of report-one's exchanged kernels of 64 x 151936.
cd .gpu && for f in report-base report-store report-one; do gunzip -kf $f.gz; chmod +x $f; done; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads staged chunks (the planner's plans in the b6ef2b4 grid, exps not kept)
PLANS="64x151936 f32 softmax 1024 7 2 2
64x151936 bf16 softmax 1024 4 2 2
64x151936 bf16 log_softmax 1024 4 2 2
64x262144 bf16 softmax 1024 4 3 2
334x50257 bf16 softmax 512 4 3 1
256x65536 bf16 softmax 512 4 3 1
256x151936 bf16 softmax 1024 7 2 1
256x131072 bf16 log_softmax 1024 4 3 1
334x50257 f32 softmax 1024 7 1 1
256x65536 f32 softmax 1024 8 1 1"
for round in 1 2 3 4; do
  for build in base store one; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op units loads staged chunks; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
        --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
for plan in "f32 7 2" "bf16 4 2"; do
  set -- $plan
  CUBECL_DEBUG_LOG=/tmp/one-$1.log timeout 60 .gpu/report-one sweep --shape 64x151936 --dtype $1 --op softmax \
    --strategy cube-per-row --units 1024 --loads $2 --staged $3 --chunks 2 --kept-exps false > /dev/null 2>&1
  echo "== one $1 64x151936 1024 $2+$3 chunks 2" >> $OUT/registers.txt
  python3 .gpu/kernel-inspect.py /tmp/one-$1.log --out /tmp/k-one-$1 --arch sm_90a --match softmax_cube_per_row --sass >> $OUT/registers.txt 2>&1
  for f in /tmp/k-one-$1/*.sass; do echo "$(basename $f): $(grep -cE '^\s+/\*[0-9a-f]{4,5}\*/' $f) instructions, $(grep -c STG $f) STG" >> $OUT/registers.txt; done
done
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/registers.txt
