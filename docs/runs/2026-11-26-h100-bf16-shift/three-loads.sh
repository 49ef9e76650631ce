#!/bin/bash
# 16-bit rows of 8193-12288 elements in 512-unit cubes of three loads (HALF_SM_THREE_LOADS)
# against the build before it (the narrow 256-unit cube there), the planner's plans, bf16 and
# f16, kernel alone, the two builds alternated, two rounds; then the whole CUDA suite.
(cd .gpu && for f in $(find . -name '*.gz'); do gunzip -f "$f"; done; chmod +x cubemax-report */cubemax-report cubemax suite tests-in-parallel)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES="--shape 3855x8704 --shape 3641x9216 --shape 3277x10240 --shape 2979x11264 --shape 2731x12288 --shape 14564x9216 --shape 10923x12288 --shape 2048x16384"
NONE="--strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  for build in head three; do
    R=.gpu/cubemax-report; [ $build = head ] && R=.gpu/head/cubemax-report
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 100 $R sweep --dtype bf16 --dtype f16 --op softmax $SHAPES $NONE
  done
done > $OUT/three-loads.log 2>&1
awk '/^== round/{r=$3; b=substr($5,1,1)} /^[a-z_]+ (bf16|f16)/{key=$1" "$2" "$3} /planner:/{v[key]=v[key] sprintf(" %s%s:%s", b, r, $1); if (b=="t") p[key]=substr($0, index($0,"planner:")+9, 75)} END{for (k in v) printf "%-30s %s  [%s]\n", k, v[k], p[k]}' $OUT/three-loads.log | sort
OUT=$OUT bash .gpu/gpu-run > $OUT/gpu-run.log 2>&1
grep -E "suite:|suite exit|cubemax exit" $OUT/gpu-run.log | tail -5
