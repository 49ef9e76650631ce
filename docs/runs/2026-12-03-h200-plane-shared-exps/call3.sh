#!/bin/bash
# Call 3: the rule (16-bit plane rows at four vectors a unit that leave a slot of their segment
# empty keep their exps in shared memory) against the build before it (.gpu/base, commit
# 615d81c's report, whose plane plans are HEAD's): the planner's line of each build in turn,
# three rounds, the order of the builds swapped each round, 16-bit rows of 96-1024. Then masked
# bf16 and f16 attention rows on planes (the sweep's padding masks), each plan forced with its
# exps kept in place (the planner's for bf16), in shared memory, and not kept; three rounds.
cd .gpu && for b in base new; do gunzip -f $b/cubemax-report.gz && chmod +x $b/cubemax-report; done && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
line() { # build dtype shape: the planner's line (the forced 32-unit one-load plan is refused
         # for rows over 256 elements, and timed beside it below that)
  timeout 40 .gpu/$1/cubemax-report sweep --dtype $2 --shape $3 --strategy cube-per-row --units 32 \
    --loads 1 --staged 0
}
SHAPES="65536x96 65536x160 65536x192 65536x320 65536x384 65536x448 52428x640 43690x768 32768x896 32768x1000 32768x1024 65536x512"
for round in 1 2 3; do
  if [ $((round % 2)) = 1 ]; then BUILDS="base new"; else BUILDS="new base"; fi
  for b in $BUILDS; do
    echo "== round $round $b"
    for dtype in bf16 f16; do for shape in $SHAPES; do line $b $dtype $shape; done; done
  done
  echo "planner round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/ab.log 2>&1
masked() { # dtype mask shape ways...
  local dtype=$1 mask=$2 shape=$3; shift 3
  timeout 40 .gpu/new/cubemax-report sweep --dtype $dtype --mask $mask --shape $shape \
    --strategy plane-per-row --units 256 --loads 4 "$@"
}
for round in 1 2 3; do
  echo "== round $round"
  if [ $((round % 2)) = 1 ]; then
    WAYS="--kept-exps true --kept-exps false --registers-page-exps shared --registers-page-exps in-place"
  else
    WAYS="--kept-exps false --kept-exps true --registers-page-exps in-place --registers-page-exps shared"
  fi
  for dtype in bf16 f16; do for mask in bool additive; do
    for shape in 32768x1024 65536x512; do masked $dtype $mask $shape $WAYS; done
  done; done
  echo "masked round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/masked.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt
python3 docs/runs/2026-11-29-h200-causal-skip/by_build.py $W/ab.log | tee $W/ab-summary.txt
python3 docs/runs/2026-12-03-h200-masked-staged-exps/kept_ways.py $W/masked.log | tee $W/masked-summary.txt
tar czf $OUT/call3.tgz -C $OUT w
