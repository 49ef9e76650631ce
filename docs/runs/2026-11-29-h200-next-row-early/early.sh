#!/bin/bash
# Next row's loads issued early (cube-per-row, exps kept in shared memory, no staged page) on a
# grid bounded to the cubes an SM holds at once: before (HEAD 390aefb) and after, in turn.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x before after; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for b in before after; do
  for s in "1024x32768 512 264" "4096x4096 64 2112"; do set -- $s
    CUBEMAX_REPORT_PROFILE=1 timeout 100 ncu --clock-control none -k regex:softmax_cube_per_row --launch-count 1 \
      --metrics launch__registers_per_thread,launch__occupancy_limit_registers,launch__grid_size,gpu__time_duration.sum \
      .gpu/$b sweep --shape $1 --dtype bf16 --op softmax --strategy cube-per-row --units $2 --loads 8 --staged 0 --kept-exps true --max-cubes $3 2>&1 \
      | grep -E "registers|grid_size|duration|occupancy" | sed "s/^/$b $1 /" >> $OUT/registers.txt
  done
done
line() { .gpu/$1 sweep --dtype $2 --op softmax --shape $3 --strategy cube-per-row --units $4 --loads 8 --staged 0 --kept-exps true --max-cubes $5; }
set_all() {
  line $1 bf16 1024x32768 512 264; line $1 bf16 1024x32768 512 528; line $1 f16 1024x32768 512 264
  line $1 bf16 660x32768 512 264; line $1 bf16 792x32768 512 264
  line $1 bf16 16384x32000 512 264; line $1 bf16 8192x16384 256 528
  line $1 bf16 8192x8192 128 1056; line $1 bf16 4096x4096 64 2112; line $1 bf16 32768x2048 32 4224
  line $1 f16 8192x8192 128 1056
}
for round in 1 2 3; do
  if [ $round = 2 ]; then order="after before"; else order="before after"; fi
  for b in $order; do echo "== round $round $b" >> $OUT/$b.log; set_all $b >> $OUT/$b.log 2>&1; done
done
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/registers.txt; grep -ci 'fail\|error\|panick' $OUT/before.log $OUT/after.log
for b in before after; do echo "== $b"; python3 .gpu/summarize.py $OUT/$b.log; done > $OUT/summary.txt; cat $OUT/summary.txt
