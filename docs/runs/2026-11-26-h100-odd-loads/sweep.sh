#!/bin/bash
# Does a unit holding 3 vectors (the planner rounds a unit's part of a row up to a power of
# two, leaving slots empty; the kernels take 1, 2, 3, 4, 8 or 16 loads) beat the planner's
# plan? Rows of 6144-24576 elements at 2^27 elements, f32, f16 and bf16, cube-per-row at
# 256-1024 units with no staged page, against the planner, two rounds, kernel alone.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
PLANS="--strategy cube-per-row --units 256 --units 512 --units 1024 --loads 3 --staged 0"
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  $R sweep --op softmax --dtype f32 --shape 21845x6144 --shape 14564x9216 --shape 13107x10240 --shape 10923x12288 $PLANS
  $R sweep --op softmax --dtype f16 --dtype bf16 --shape 14564x9216 --shape 10923x12288 --shape 6554x20480 --shape 5461x24576 $PLANS
done > $OUT/sweep.log 2>&1
echo "planner against the best other plan, per round:"
awk '/^== round/{r=$3} /^softmax (f32|f16|bf16)/{key=$2" "$3; cp=$(NF-3)} /us .*GB\/s/ && key!="" {
  if ($0 ~ /planner/) {p[r" "key]=$1; ps[r" "key]=substr($0, index($0,"planner"), 110)} else if (!(r" "key in b) || $1 < b[r" "key]) {b[r" "key]=$1; bs[r" "key]=substr($0, index($0,"cube-per-row"), 80)} }
  END {for (k in p) printf "%s  planner %s  best other %s  (%s)  [%s]\n", k, p[k], b[k], bs[k], ps[k]}' $OUT/sweep.log | sort
