#!/bin/bash
# The bf16 kernels whose registers the shift cut most (plane-per-row forward 59 -> 40, backward
# 94 -> 59, 128-unit backward cubes 94 -> 56): short rows, the planner's plans, kernel alone,
# the two builds alternated, two rounds; then the whole CUDA suite of the new build.
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES="--shape 32768x256 --shape 65536x256 --shape 32768x512 --shape 16384x1024 --shape 32768x2048 --shape 8192x4096"
NONE="--strategy plane-per-row --units 32 --loads 1 --units 64"
for round in 1 2; do
  for build in before after; do
    R=.gpu/cubemax-report; [ $build = before ] && R=.gpu/before/cubemax-report
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 120 $R sweep --dtype bf16 --op softmax --op log_softmax --op softmax_backward --op log_softmax_backward $SHAPES $NONE
  done
done > $OUT/small.log 2>&1
awk '/^== round/{r=$3; b=$5} /^[a-z_]+ bf16/{key=$1" "$3} /planner:/{t[key" "b]=t[key" "b]" "$1} END{for (k in t) print k, t[k]}' $OUT/small.log | sort
OUT=$OUT bash .gpu/gpu-run > $OUT/gpu-run.log 2>&1
grep -E "suite exit|cubemax exit|test result|passed|failed" $OUT/gpu-run.log | tail -8
