#!/usr/bin/env bash
# Run on the GPU machine with .gpu/ from `scripts/gpu-bundle report` (the final planner: narrow
# pages for bf16, and for f16 where the larger cube leaves a tenth of its slots empty): issue 4's
# curve in f32 and bf16 (now with 12288 and 24576), then 16-bit shapes of the cliff and of the
# main grid through Burn and kernel alone, softmax and log_softmax.
set -uo pipefail
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } | tee "$OUT/device.txt"
timeout 240 .gpu/cubemax-report --grid curve --dtype f32 --dtype bf16 --op softmax \
  --csv "$OUT/curve.csv" > "$OUT/curve.log" 2>&1
echo "curve: exit $? at $(date -u +%H:%M:%S)" | tee -a "$OUT/device.txt"
timeout 300 .gpu/cubemax-report --dtype bf16 --dtype f16 --op softmax --op log_softmax \
  --shape 32768x16384 --shape 16384x32000 --shape 14564x9216 --shape 13107x10240 \
  --shape 6554x20480 --shape 5461x24576 --shape 1639x10240 \
  --csv "$OUT/shapes.csv" > "$OUT/shapes.log" 2>&1
echo "shapes: exit $? at $(date -u +%H:%M:%S)" | tee -a "$OUT/device.txt"
grep -E "cubemax-kernel|copy-same" "$OUT/curve.log" "$OUT/shapes.log" | cut -c1-130
