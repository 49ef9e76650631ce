#!/bin/bash
# f32 rows held at more than 4 vectors a unit: the planner's 1024-unit cubes of 7 or 8 vectors
# (64 registers a unit, where 7 spilled 76 bytes in first/) against 512-unit cubes of 7-16
# vectors (128 registers a unit), whole rows and exchanged chunks. Registers first (compile logs,
# times not used), then kernel alone, two rounds.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
F="--dtype f32 --strategy cube-per-row --units 512"
plans() {
  for s in 64x151936 128x151936 256x151936; do
    echo "$F --op softmax --op log_softmax --shape $s --loads 13 --staged 2 --chunks 2"
  done
  for s in 64x128256 256x128256 64x65536 1024x65536; do
    echo "$F --op softmax --shape $s --loads 11 --staged 2 --loads 16 --staged 1 --chunks 2 --chunks 1"
  done
  for s in 64x50257 256x50257 334x50257; do
    echo "$F --op softmax --op log_softmax --shape $s --loads 13 --staged 1"
    echo "$F --op softmax --shape $s --loads 9 --staged 2"
    echo "$F --op softmax --shape $s --loads 7 --staged 3"
  done
  for s in 8x32000 64x32000; do
    echo "$F --op softmax --shape $s --loads 16 --staged 0"
    echo "$F --op softmax --shape $s --loads 8 --staged 1"
  done
}
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
  plans | while read -r args; do echo "-- $args"; timeout 90 $R sweep $args; done
done > $OUT/sweep.log 2>&1
cat $OUT/kernels.txt
awk '/^== round/{r=$3} /copy of the same/{c=substr($0,1,index($0,":")-1)} /planner:/{p=$1} /^ +[0-9.]+ us/ && !/planner:/{print r, c, p, $1, "|", substr($0, index($0,"ok")+6, 110)}' $OUT/sweep.log
