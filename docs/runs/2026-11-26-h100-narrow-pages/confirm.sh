#!/usr/bin/env bash
# Run on the GPU machine with .gpu/ from `scripts/gpu-bundle report`, plus .gpu/before/ holding
# the report built with the previous planner (no narrow-pages rule): 16-bit rows of 9216-28000
# elements at 2^24 and 2^27 elements, softmax and log_softmax, each build's planner against the
# same fixed plan (1024 units x 4 vectors, nothing staged) and a copy of the same bytes, builds
# alternated twice; then issue 4's curve with the new build. Kernel alone for the sweeps.
set -uo pipefail
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
 chmod +x cubemax-report before/cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } | tee "$OUT/device.txt"
SHAPES=()
for shape in 14564x9216 13107x10240 10923x12288 8192x16384 6554x20480 5461x24576 4793x28000 \
             1821x9216 1639x10240 1366x12288 1024x16384 820x20480 683x24576 600x28000 4096x32768; do
  SHAPES+=(--shape "$shape")
done
compare() {
  local report=$1 label=$2
  echo "== $label ($report) at $(date -u +%H:%M:%S)"
  for dtype in bf16 f16; do
    timeout 150 "$report" sweep --op softmax --op log_softmax --dtype $dtype --strategy cube-per-row \
      --units 1024 --loads 4 --staged 0 "${SHAPES[@]}"
    echo "exit $?"
  done
}
{
  compare .gpu/cubemax-report "new planner, round 1"
  compare .gpu/before/cubemax-report "old planner, round 1"
  compare .gpu/cubemax-report "new planner, round 2"
  compare .gpu/before/cubemax-report "old planner, round 2"
} > "$OUT/before-after.log" 2>&1
# Only the planner's rows, both builds, for the reply's tail.
grep -E "^== |copy of the same|planner:" "$OUT/before-after.log" | cut -c1-150 | tail -n 140
timeout 200 .gpu/cubemax-report --grid curve --dtype bf16 --dtype f32 --op softmax \
  --csv "$OUT/curve.csv" > "$OUT/curve.log" 2>&1
echo "curve: exit $?"
tail -n 45 "$OUT/curve.log"
