#!/usr/bin/env bash
# Run on the GPU machine with .gpu/ from `scripts/gpu-bundle report`: do bf16 rows of 32000-32768
# elements gain from the narrow cube with 7 staged pages (256 units x 2 vectors x 8 pages, which
# the rule stops short of at 6)? Against the planner's 512-unit plan and the 256/512-unit plans
# of four vectors, two rounds, kernel alone.
set -uo pipefail
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } | tee "$OUT/device.txt"
SHAPES=(--shape 4194x32000 --shape 4096x32768 --shape 16384x32000 --shape 1024x32768 --shape 4096x28000)
R=.gpu/cubemax-report
for round in 1 2; do
  echo "== round $round at $(date -u +%H:%M:%S)"
  # No --staged: the sweep's own pages (0, 1, 2, 3, 5, 7), of which only 7 holds these rows.
  timeout 120 $R sweep --op softmax --dtype bf16 --strategy cube-per-row --units 256 --loads 2 "${SHAPES[@]}"
  timeout 120 $R sweep --op softmax --dtype bf16 --strategy cube-per-row --units 256 --units 512 \
    --loads 4 --staged 3 "${SHAPES[@]}"
done > "$OUT/seven.log" 2>&1
grep -E "^== |copy of the same|x copy" "$OUT/seven.log" | cut -c1-170
