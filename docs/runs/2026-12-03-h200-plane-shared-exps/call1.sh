#!/bin/bash
# Call 1: plane-per-row softmax rows held at four vectors a unit, each plan forced with its exps
# kept in the cube's shared memory (new), kept in place of the held scores, and not kept; the
# order of the ways swapped each round, two rounds. 16-bit rows of 256-1024 (bf16 and f16) and
# f32 rows of 256-512 in 256-unit cubes; f32 rows the planner holds in cubes without pages,
# forced with every exp kept in shared memory and not. Then the registers of the plane kernels
# of bf16 32768 x 1024, each way, from the generated code.
cd .gpu && gunzip -f new/cubemax-report.gz && chmod +x new/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
N=.gpu/new/cubemax-report
plane() { # dtype shape ways...
  local dtype=$1 shape=$2; shift 2
  timeout 40 $N sweep --dtype $dtype --shape $shape --strategy plane-per-row --units 256 --loads 4 "$@"
}
cube() { # dtype shape units ways...
  local dtype=$1 shape=$2 units=$3; shift 3
  timeout 40 $N sweep --dtype $dtype --shape $shape --strategy cube-per-row --units $units --loads 4 \
    --staged 0 "$@"
}
SIXTEEN="32768x1024 43690x768 32768x1000 65536x384 32768x512 65536x256"
F16="32768x1024 43690x768 32768x512 65536x256"
for round in 1 2; do
  echo "== round $round"
  if [ $round = 1 ]; then
    WAYS="--kept-exps true --kept-exps false --registers-page-exps shared --registers-page-exps in-place"
    CUBE_WAYS="--kept-exps true --kept-exps false"
  else
    WAYS="--kept-exps false --kept-exps true --registers-page-exps in-place --registers-page-exps shared"
    CUBE_WAYS="--kept-exps false --kept-exps true"
  fi
  for shape in $SIXTEEN; do plane bf16 $shape $WAYS; done
  for shape in $F16; do plane f16 $shape $WAYS; done
  for shape in 32768x512 65536x256; do plane f32 $shape $WAYS; done
  cube f32 32768x1024 64 $CUBE_WAYS --registers-page-exps shared
  cube f32 32768x2048 128 $CUBE_WAYS --registers-page-exps shared
  cube f32 4096x4096 256 $CUBE_WAYS --registers-page-exps shared
  echo "round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/kept.log 2>&1
CUBECL_DEBUG_LOG=$W/compile.log timeout 60 $N sweep --dtype bf16 --shape 32768x1024 \
  --strategy plane-per-row --units 256 --loads 4 --kept-exps true --kept-exps false \
  --registers-page-exps shared --registers-page-exps in-place > $W/inspect-sweep.log 2>&1
timeout 90 python3 scripts/kernel-inspect.py $W/compile.log --out $W/kernels --match plane \
  > $W/registers.txt 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt $W/registers.txt
python3 docs/runs/2026-12-03-h200-masked-staged-exps/kept_ways.py $W/kept.log | tee $W/kept-summary.txt
tar czf $OUT/call1.tgz -C $OUT w
