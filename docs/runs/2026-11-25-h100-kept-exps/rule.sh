#!/usr/bin/env bash
# Run on the GPU machine after run.sh's first call: more 16-bit shapes held by one cube per row,
# each cube-per-row plan with its exponentials kept in shared memory and without, to set the
# planner's rule. Kernel alone.
set -uo pipefail
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x suite cubemax-report cubemax)
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } > "$OUT/device.txt"
sweep() {
  local name=$1; shift
  timeout "${LIMIT:-90}" $R sweep --op softmax --strategy cube-per-row --kept-exps false --kept-exps true \
    --units 256 --units 512 --units 1024 --loads 2 --loads 4 --staged 0 --staged 1 --staged 3 "$@" \
    > "$OUT/$name.log" 2>&1
  echo "$name: exit $? at $(date -u +%H:%M:%S)" >> "$OUT/device.txt"
}
sweep bf16-32768x16384 --dtype bf16 --shape 32768x16384
sweep f16-32768x16384 --dtype f16 --shape 32768x16384
sweep bf16-16384x16384 --dtype bf16 --shape 16384x16384
sweep bf16-65536x12288 --dtype bf16 --shape 65536x12288
sweep bf16-32768x10240 --dtype bf16 --shape 32768x10240
sweep bf16-8192x24576 --dtype bf16 --shape 8192x24576
sweep bf16-32768x8192 --dtype bf16 --shape 32768x8192
sweep bf16-4096x28000 --dtype bf16 --shape 4096x28000
