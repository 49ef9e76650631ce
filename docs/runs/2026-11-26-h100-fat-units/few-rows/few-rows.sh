#!/bin/bash
# Few whole rows (1-32 of 16384-32768 elements), one cube per row on as many SMs: the planner's
# 1024-unit cube against 256- and 512-unit cubes of 4-16 vectors a unit, no staged page. f32
# 8 x 32000 took 10.0-11.4 us in the planner's 1024-unit cube and 5.5-7.1 us in 512-unit ones
# (f32/). Registers first (compile logs, times not used), then kernel alone, two rounds.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plans() {
  for d in f32 bf16; do
    for s in 1x32000 8x32000 16x32000 32x32000 8x16384 8x24576 8x32768; do
      echo "--dtype $d --op softmax --shape $s --strategy cube-per-row --units 256 --units 512 --units 1024 --loads 4 --loads 8 --loads 16 --staged 0"
    done
  done
}
mkdir -p $OUT/compile
plans | nl -nrz -w2 | {
  while read -r n args; do
    CUBECL_DEBUG_LOG=$OUT/compile/$n.log timeout 40 $R sweep $args > /dev/null 2>&1 &
    [ $((10#$n % 8)) -eq 0 ] && wait
  done
  wait
}
python3 .gpu/kernel-inspect.py $OUT/compile/*.log --out $OUT/kernels --match softmax > $OUT/kernels.txt 2>&1
rm -rf $OUT/kernels; tar czf $OUT/compile.tar.gz -C $OUT compile && rm -rf $OUT/compile
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  plans | while read -r args; do timeout 120 $R sweep $args; done
done > $OUT/sweep.log 2>&1
head -90 $OUT/kernels.txt
awk '/^== round/{r=$3} /copy of the same/{c=$0; sub(/: copy of the same bytes/, "", c)} /^ +[0-9.]+ us/{print r, c, "|", $1, substr($0, index($0,"ok")+6, 100)}' $OUT/sweep.log
