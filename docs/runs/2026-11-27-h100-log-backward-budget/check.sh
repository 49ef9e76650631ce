#!/usr/bin/env bash
# The committed form: log-softmax's backward planned for dy's pages alone, the 256-unit pairs
# capped at three staged pages (BACKWARD_PAIRED_MAX_STAGED_PAGES). The CUDA planner test, then
# the build before (.gpu/before/) against this one, alternated, two rounds, at the shapes the cap
# returns to the largest cube and two it does not touch; then the whole CUDA suite and the
# cubemax program (gpu-run).
cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x cubemax-report before/cubemax-report suite cubemax; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
.gpu/suite --exact backward::backward_planner_stages_then_splits > $OUT/planner-test.log 2>&1
echo "planner test rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
common="--strategy cube-per-row --units 32 --loads 1 --staged 0"
f32="sweep --op log_softmax_backward $common --dtype f32 --shape 256x32000 --shape 1024x32768 --shape 16384x32000 --shape 256x131072"
bf16="sweep --op log_softmax_backward $common --dtype bf16 --shape 256x50257 --shape 1024x65536 --shape 256x131072"
for round in 1 2; do
  for side in before after; do
    R=.gpu/cubemax-report; [ $side = before ] && R=.gpu/before/cubemax-report
    echo "### round $round $side" >> $OUT/ab.log
    for args in "$f32" "$bf16"; do $R $args >> $OUT/ab.log 2>&1; done
  done
done
echo "check $(date -u +%H:%M:%S)" >> $OUT/device.txt
mkdir -p $OUT/suite && OUT=$OUT/suite bash .gpu/gpu-run > /dev/null 2>&1
echo "gpu-run rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
tail -3 $OUT/suite/suite.log >> $OUT/device.txt
cat $OUT/device.txt
