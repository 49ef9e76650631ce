#!/bin/bash
# Staged pages copied in bulk (cp.async.bulk through a cube barrier, LaunchRequest::bulk_pages)
# against the same plans staged through registers: the planner's plan of each shape both ways
# (`--bulk-pages false --bulk-pages true`; the forced 32-unit plan is refused at these lengths,
# so only the planner's lines run), two rounds alternated, kernel alone; then one sweep with
# CubeCL's compilation log on and kernel-inspect.py on its kernels (registers, spills).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
only_planner="--strategy cube-per-row --units 32 --loads 1 --staged 0"
# Smoke: one bulk kernel per dtype compiles, runs and matches the reference, or the call stops here.
CUBECL_DEBUG_LOG=$OUT/smoke-compile.log timeout 120 $R sweep --shape 64x151936 --dtype bf16 --dtype f32 --op softmax \
  --bulk-pages true $only_planner > $OUT/smoke.log 2>&1
smoke=$?; echo "smoke rc $smoke $(date -u +%H:%M:%S)" >> $OUT/device.txt
if [ $smoke -ne 0 ] || ! grep -q "bulk" $OUT/smoke.log; then
  cat $OUT/device.txt $OUT/smoke.log; grep -n -i -B2 -A12 "error" $OUT/smoke-compile.log | head -80; exit 1
fi
rm -f $OUT/smoke-compile.log
f32_shapes="--shape 1024x32768 --shape 512x32768 --shape 256x65536 --shape 128x131072 --shape 64x151936 --shape 256x131072 --shape 64x262144"
bf16_shapes="--shape 1024x32768 --shape 512x32768 --shape 4096x32768 --shape 16384x32000 --shape 1024x65536 --shape 256x65536 --shape 128x131072 --shape 64x151936 --shape 256x131072 --shape 64x262144"
for round in 1 2; do
  for bulk in "--bulk-pages false --bulk-pages true" "--bulk-pages true --bulk-pages false"; do
    $R sweep $f32_shapes --dtype f32 --op softmax --op log_softmax $bulk $only_planner >> $OUT/sweep-round$round.log 2>&1
    $R sweep $bf16_shapes --dtype bf16 --op softmax --op log_softmax $bulk $only_planner >> $OUT/sweep-round$round.log 2>&1
  done
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
CUBECL_DEBUG_LOG=$OUT/compile.log $R sweep --shape 1024x32768 --shape 64x151936 --dtype bf16 --dtype f32 \
  --op softmax --bulk-pages false --bulk-pages true $only_planner > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
echo "inspect rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
gzip -f $OUT/compile.log; tar czf $OUT/kernels.tgz -C $OUT kernels && rm -rf $OUT/kernels
cat $OUT/device.txt; head -40 $OUT/kernels.txt; grep -c "bulk" $OUT/sweep-round1.log
