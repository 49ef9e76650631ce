#!/usr/bin/env bash
# Run on the GPU machine with .gpu/ from `scripts/gpu-bundle report`: registers and spills of the
# cube-per-row kernels for 16-bit rows of 12288-24576 elements, the 512-unit plans the planner
# chose before and its 256-unit narrow pages, in bf16 and f16 (kernel-inspect.py), and their times.
set -uo pipefail
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } | tee "$OUT/device.txt"
CUBECL_DEBUG_LOG="$OUT/compile.log" timeout 200 .gpu/cubemax-report sweep --op softmax \
  --dtype bf16 --dtype f16 --strategy cube-per-row --units 256 --units 512 --loads 2 --loads 3 \
  --loads 4 --staged 0 --staged 1 --staged 3 \
  --shape 10923x12288 --shape 8192x16384 --shape 5461x24576 > "$OUT/sweep.log" 2>&1
echo "sweep: exit $?"
python3 .gpu/kernel-inspect.py "$OUT/compile.log" --out "$OUT/kernels" --match 'softmax' > "$OUT/kernels.txt" 2>&1
echo "inspect: exit $?"
tar -czf "$OUT/kernels.tar.gz" -C "$OUT" kernels && rm -r "$OUT/kernels" && gzip "$OUT/compile.log"
cat "$OUT/kernels.txt"
