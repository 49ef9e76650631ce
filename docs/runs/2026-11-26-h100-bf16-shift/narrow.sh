#!/bin/bash
# With the shift, do bf16 rows of 9K-28K still need the narrow 256-unit cube at every fill, or
# do they now behave as f16 (narrow only where the 512-unit cube leaves a tenth of its slots
# empty)? The shapes and plans of docs/runs/2026-11-26-h100-narrow-pages/rows.sh, bf16 only,
# this build (the shift in the forward), three rounds, kernel alone; then the CUDA suite.
(cd .gpu && for f in $(find . -name '*.gz'); do gunzip -f "$f"; done; chmod +x cubemax-report */cubemax-report cubemax suite tests-in-parallel)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES=()
for shape in 1821x9216 1366x12288 1024x16384 683x24576 600x28000 \
             3641x9216 2731x12288 2048x16384 1366x24576 1199x28000 \
             10923x12288 8192x16384 5461x24576; do
  SHAPES+=(--shape "$shape")
done
for round in 1 2 3; do
  echo "== round $round at $(date -u +%H:%M:%S)"
  timeout 150 .gpu/cubemax-report sweep --op softmax --dtype bf16 --strategy cube-per-row \
    --units 512 --loads 3 --loads 4 --staged 0 --staged 1 "${SHAPES[@]}"
  echo "exit $?"
done > $OUT/narrow.log 2>&1
awk '/^== round/{r=$3} /^softmax bf16/{key=$3} /us .*GB\/s/{ if ($0 ~ /planner/) p[key]=p[key]" "$1; else if (!((key,r) in b) || $1 < b[key,r]) b[key,r]=$1 } END{for (k in p) printf "%-12s planner%s | best 512:%s %s %s\n", k, p[k], b[k,1], b[k,2], b[k,3]}' $OUT/narrow.log | sort -t x -k2n
grep -m3 "planner" $OUT/narrow.log | cut -c1-200
OUT=$OUT bash .gpu/gpu-run > $OUT/gpu-run.log 2>&1
grep -E "suite:|suite exit|cubemax exit" $OUT/gpu-run.log | tail -5
