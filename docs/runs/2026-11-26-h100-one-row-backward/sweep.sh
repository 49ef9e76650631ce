#!/bin/bash
# The bf16 backward of one row of 50257 fell to split-row (7 cubes, y and dy read twice) in the
# 2026-11-26 grid, where the f32 one exchanges 64 chunks: what do exchanged chunks give it?
# Cube-per-row at 32-256 units, 2 or 4 vectors, 8-64 chunks, against the planner, both backward
# ops, bf16 and (for comparison) f32, two rounds, kernel alone.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  $R sweep --op softmax_backward --op log_softmax_backward --dtype bf16 --dtype f32 --shape 1x50257 --shape 1x32000 \
    --strategy cube-per-row --units 32 --units 64 --units 128 --units 256 --loads 2 --loads 4 \
    --chunks 8 --chunks 16 --chunks 32 --chunks 64 --staged 0
done > $OUT/sweep.log 2>&1
awk '/^== round/{r=$3} /^(softmax_backward|log_softmax_backward) (f32|bf16)/{key=$1" "$2" "$3} /us .*GB\/s/ && key!="" {
  if ($0 ~ /planner/) {p[r" "key]=$1; ps[r" "key]=substr($0, index($0,"planner"), 100)} else if (!(r" "key in b) || $1 < b[r" "key]) {b[r" "key]=$1; bs[r" "key]=substr($0, index($0,"cube-per-row"), 120)} }
  END {for (k in p) printf "%s  planner %s  best other %s  (%s)  [%s]\n", k, p[k], b[k], bs[k], ps[k]}' $OUT/sweep.log | sort
