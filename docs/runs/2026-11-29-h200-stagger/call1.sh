#!/bin/bash
# First call (experiment build, not committed): (1) the first round's cubes started at staggered
# times (CUBEMAX_STAGGER=sms,slots,iters: cube c of the first sms*slots spins c/(sms*slots) of
# `iters` loop iterations first), planner's lines, several spreads, two rounds; (2) bf16 with a
# boolean mask, the mask read for every slot or only the row's (CUBEMAX_MASK_SLOTS=0), two rounds.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
P="--strategy cube-per-row --units 32 --loads 1 --staged 0"
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device.txt; }
stagger() { # $1: label, $2: iters or "none"
  local two="" many=""
  if [ "$2" != none ]; then two="132,2,$2"; many="132,14,$2"; fi
  echo "== $1 round $3"
  CUBEMAX_STAGGER=$two $R sweep --dtype bf16 --op softmax --op log_softmax --op softmax_backward --shape 1024x32768 $P
  CUBEMAX_STAGGER=$two $R sweep --dtype f32 --op softmax --shape 1024x32768 $P
  CUBEMAX_STAGGER=$many $R sweep --dtype bf16 --op softmax --shape 4096x4096 $P
}
for round in 1 2; do
  for d in none 1000 2000 4000 8000 16000; do
    if [ $d = none ]; then stagger none none $round; else stagger "iters=$d" $d $round; fi
  done
done > $OUT/stagger.log 2>&1
mark "stagger end"
for round in 1 2; do
  for slots in 1 0; do
    echo "== mask-slots=$slots round $round"
    CUBEMAX_MASK_SLOTS=$slots $R sweep --dtype bf16 --op softmax --op log_softmax --mask bool \
      --shape 32768x1024 --shape 32768x512 --shape 4096x4096 --shape 8192x8192 --shape 1024x32768 $P
  done
done > $OUT/mask.log 2>&1
mark "mask end"
cat $OUT/device.txt; grep -ci 'fail\|error\|panick\|mismatch' $OUT/stagger.log $OUT/mask.log
python3 .gpu/by_label.py $OUT/stagger.log > $OUT/stagger-summary.txt; cat $OUT/stagger-summary.txt
python3 .gpu/by_label.py $OUT/mask.log > $OUT/mask-summary.txt; cat $OUT/mask-summary.txt
