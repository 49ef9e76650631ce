#!/usr/bin/env bash
# Run on the GPU machine with .gpu/ from `scripts/gpu-bundle report` (the narrow-pages planner):
# does the narrow 256-unit cube need more rows than at 2^27 elements? 16-bit softmax at 2^24 and
# 2^25 elements (600-3641 rows) and the lengths the 512-unit cube holds exactly (12288, 16384,
# 24576) at 2^27: the planner's plan against the 512-unit plans it replaced, in one process,
# three rounds. Kernel alone.
set -uo pipefail
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } | tee "$OUT/device.txt"
SHAPES=()
for shape in 1821x9216 1366x12288 1024x16384 683x24576 600x28000 \
             3641x9216 2731x12288 2048x16384 1366x24576 1199x28000 \
             10923x12288 8192x16384 5461x24576; do
  SHAPES+=(--shape "$shape")
done
for round in 1 2 3; do
  echo "== round $round at $(date -u +%H:%M:%S)"
  timeout 170 .gpu/cubemax-report sweep --op softmax --dtype bf16 --dtype f16 --strategy cube-per-row \
    --units 512 --loads 3 --loads 4 --staged 0 --staged 1 "${SHAPES[@]}"
  echo "exit $?"
done > "$OUT/rows.log" 2>&1
grep -E "^== |^exit" "$OUT/rows.log"
