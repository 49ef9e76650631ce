#!/bin/bash
# Call 2 (the same report as call 1): five rounds, the order of the ways swapped each round.
# 16-bit plane-per-row rows of 320-1024 held at four vectors a unit (the planner's plans), each
# forced with its exps kept in the cube's shared memory, in place and not kept; f32 rows the
# planner holds in cubes of 64-512 units without pages, forced with every exp kept in shared
# memory and not. Then the machine code of call 1's three bf16 32768 x 1024 plane kernels.
cd .gpu && gunzip -f new/cubemax-report.gz && chmod +x new/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/new/cubemax-report
plane() { # dtype shape ways...
  local dtype=$1 shape=$2; shift 2
  timeout 40 $N sweep --dtype $dtype --shape $shape --strategy plane-per-row --units 256 --loads 4 "$@"
}
cube() { # dtype shape units loads ways...
  local dtype=$1 shape=$2 units=$3 loads=$4; shift 4
  timeout 40 $N sweep --dtype $dtype --shape $shape --strategy cube-per-row --units $units \
    --loads $loads --staged 0 "$@"
}
SIXTEEN="32768x1024 43690x768 32768x1000 52428x640 65536x384 65536x320"
F32="32768x1024:64:4 43690x768:64:4 32768x2048:128:4 16384x4096:256:4 4096x4096:256:4 8192x8192:512:4 4096x16384:512:8"
for round in 1 2 3 4 5; do
  echo "== round $round"
  if [ $((round % 2)) = 1 ]; then
    WAYS="--kept-exps true --kept-exps false --registers-page-exps shared --registers-page-exps in-place"
    CUBE_WAYS="--kept-exps true --kept-exps false"
  else
    WAYS="--kept-exps false --kept-exps true --registers-page-exps in-place --registers-page-exps shared"
    CUBE_WAYS="--kept-exps false --kept-exps true"
  fi
  for dtype in bf16 f16; do
    for shape in $SIXTEEN; do plane $dtype $shape $WAYS; done
  done
  for plan in $F32; do
    IFS=: read shape units loads <<< "$plan"
    cube f32 $shape $units $loads $CUBE_WAYS --registers-page-exps shared
  done
  echo "round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/kept.log 2>&1
timeout 120 python3 scripts/kernel-inspect.py .gpu/call1-compile.log --out $W/kernels --match plane \
  --sass > $W/registers.txt 2>&1
for f in $W/kernels/*.sass; do
  echo "$(basename $f): $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' $f) instructions, $(grep -c MUFU.EX2 $f) MUFU.EX2, $(grep -c F2FP $f) F2FP, $(grep -c STS $f) STS, $(grep -c LDS $f) LDS"
done >> $W/registers.txt
tar czf $OUT/kernels.tgz -C $W kernels
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt
python3 docs/runs/2026-12-03-h200-masked-staged-exps/kept_ways.py $W/kept.log | tee $W/kept-summary.txt
tar czf $OUT/call2.tgz -C $OUT w
