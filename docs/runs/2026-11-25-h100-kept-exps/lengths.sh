#!/usr/bin/env bash
# Run on the GPU machine: 16-bit rows of 9216-32768 elements at 2^27 elements a call, every
# cube-per-row plan of 256 and 512 units at 2 or 4 vectors per unit and 0-7 staged pages, with the
# exponentials kept and without; f32 at three of the lengths without. Kernel alone.
set -uo pipefail
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x suite cubemax-report cubemax)
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } > "$OUT/device.txt"
sweep() {
  local name=$1; shift
  timeout "${LIMIT:-60}" $R sweep --op softmax --strategy cube-per-row \
    --units 256 --units 512 --loads 2 --loads 4 --staged 0 --staged 1 --staged 2 --staged 3 --staged 4 --staged 6 "$@" \
    > "$OUT/$name.log" 2>&1
  echo "$name: exit $? at $(date -u +%H:%M:%S)" >> "$OUT/device.txt"
}
for shape in 14564x9216 13107x10240 10923x12288 8192x16384 6554x20480 5461x24576 4793x28000 4194x32000 4096x32768; do
  sweep "bf16-$shape" --dtype bf16 --shape "$shape" --kept-exps false --kept-exps true
done
for shape in 13107x10240 10923x12288 5461x24576; do
  sweep "f32-$shape" --dtype f32 --shape "$shape" --kept-exps false
done
