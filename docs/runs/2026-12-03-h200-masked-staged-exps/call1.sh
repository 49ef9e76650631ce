#!/bin/bash
# Call 1 (commit 615d81c's report): masked 16-bit softmax rows of 12288-131072 keys held by cubes,
# the planner's plan of each forced with its exps kept (where the request puts them: every page's
# in shared memory where they fit, else in place) and not, and for plans that stage pages also
# with the staged pages' exps alone (`--registers-page-exps recomputed`); the order of the ways
# swapped each round. bf16 four rounds, f16 two (kept or not only); the sweep's boolean and
# additive padding masks; 2^26 elements a shape (rows a multiple of the mask's 4 rows).
cd .gpu && gunzip -f new/cubemax-report.gz && chmod +x new/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/new/cubemax-report
# shape units loads staged (the planner's plans of the masked rows, `cubemax-report plans`)
PLANS="5460x12288:512:3:0 4096x16384:512:4:0 2728x24576:1024:3:0 2048x32768:512:4:1 1024x65536:512:4:3 512x131072:1024:4:3"
sweep() { # dtype mask plan ways...
  local dtype=$1 mask=$2 plan=$3; shift 3
  IFS=: read shape units loads staged <<< "$plan"
  timeout 40 $N sweep --dtype $dtype --mask $mask --shape $shape --strategy cube-per-row \
    --units $units --loads $loads --staged $staged "$@"
}
for round in 1 2 3 4; do
  echo "== round $round"
  for dtype in bf16 f16; do
    [ $dtype = f16 ] && [ $round -gt 2 ] && continue
    for mask in bool additive; do
      for plan in $PLANS; do
        staged=${plan##*:}
        if [ $((round % 2)) = 1 ]; then
          sweep $dtype $mask $plan --kept-exps true --kept-exps false
          [ $dtype = bf16 ] && [ $staged != 0 ] && sweep $dtype $mask $plan --kept-exps true --registers-page-exps recomputed
        else
          [ $dtype = bf16 ] && [ $staged != 0 ] && sweep $dtype $mask $plan --kept-exps true --registers-page-exps recomputed
          sweep $dtype $mask $plan --kept-exps false --kept-exps true
        fi
      done
    done
  done
  echo "round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/kept.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; python3 docs/runs/2026-12-03-h200-masked-staged-exps/kept_ways.py $W/kept.log | tee $W/kept-summary.txt
tar czf $OUT/call1.tgz -C $OUT w
