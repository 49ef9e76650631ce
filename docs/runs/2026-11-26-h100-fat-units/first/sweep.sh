#!/bin/bash
# Fewer, fatter units for the rows one SM holds (or one SM of each exchanged chunk): 512-unit
# cubes of up to 13 vectors a unit (a cap of 128 registers a unit, against 64 at 1024 units, where
# bf16 at 7 vectors spilled), and bf16 rows of 50257 in 256- and 512-unit cubes, two to an SM.
# First the registers of every plan (kernel-inspect.py on a CubeCL compile log; those times are
# not used), then each plan against the planner's, kernel alone, two rounds.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
CPR="--strategy cube-per-row"
plans() {
  # whole bf16 / f16 rows of 131073-172032 elements in one 512-unit cube
  for s in 64x151936 256x151936 1024x151936 200x163840; do
    echo "--dtype bf16 --op softmax --op log_softmax --shape $s $CPR --units 512 --loads 13 --staged 2"
  done
  echo "--dtype bf16 --op softmax --shape 256x151936 $CPR --units 1024 --loads 7 --staged 2"
  echo "--dtype f16 --op softmax --shape 256x151936 $CPR --units 512 --loads 13 --staged 2"
  echo "--dtype f16 --op softmax --shape 256x151936 $CPR --units 1024 --loads 7 --staged 2"
  # exchanged chunks held by 512-unit cubes
  for s in 64x151936 256x151936; do
    echo "--dtype f32 --op softmax --shape $s $CPR --units 512 --loads 13 --staged 2 --chunks 2"
  done
  echo "--dtype f32 --op softmax --shape 256x131072 $CPR --units 512 --loads 11 --loads 16 --staged 2 --staged 1 --chunks 2"
  echo "--dtype f32 --op softmax --shape 64x262144 $CPR --units 512 --loads 11 --loads 16 --staged 2 --staged 1 --chunks 4"
  echo "--dtype bf16 --op softmax --shape 64x262144 $CPR --units 512 --loads 11 --loads 16 --staged 2 --staged 1 --chunks 2"
  # bf16 rows of 50257, two cubes to an SM
  for s in 64x50257 256x50257 334x50257; do
    echo "--dtype bf16 --op softmax --shape $s $CPR --units 256 --loads 4 --staged 6"
    echo "--dtype bf16 --op softmax --shape $s $CPR --units 256 --loads 7 --staged 3"
    echo "--dtype bf16 --op softmax --shape $s $CPR --units 256 --loads 13 --staged 1"
    echo "--dtype bf16 --op softmax --shape $s $CPR --units 512 --loads 4 --staged 3"
    echo "--dtype bf16 --op softmax --shape $s $CPR --units 512 --loads 7 --staged 1"
    echo "--dtype bf16 --op softmax --shape $s $CPR --units 512 --loads 13 --staged 0"
  done
}
# Compile logs, eight sweeps at a time (each only needs to reach its plan's first launch).
mkdir -p $OUT/compile
plans | nl -nrz -w2 | {
  while read -r n args; do
    CUBECL_DEBUG_LOG=$OUT/compile/$n.log timeout 20 $R sweep $args > /dev/null 2>&1 &
    [ $((10#$n % 8)) -eq 0 ] && wait
  done
  wait
}
python3 .gpu/kernel-inspect.py $OUT/compile/*.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
rm -rf $OUT/kernels; tar czf $OUT/compile.tar.gz -C $OUT compile && rm -rf $OUT/compile
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  plans | while read -r args; do echo "-- $args"; timeout 60 $R sweep $args; done
done > $OUT/sweep.log 2>&1
cat $OUT/kernels.txt
grep -E "^-- |copy of the same|planner:|^ +[0-9.]+ us" $OUT/sweep.log | cut -c1-150 | tail -150
