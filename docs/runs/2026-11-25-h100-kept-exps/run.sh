#!/usr/bin/env bash
# Run on the GPU machine with .gpu/ from `scripts/gpu-bundle suite report`: the CUDA tests of the
# kept exponentials, then sweeps of cube-per-row softmax plans, each plan with its exponentials
# kept in shared memory and without (`--kept-exps false --kept-exps true`), kernel alone.
set -uo pipefail
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x suite cubemax-report cubemax)
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } > "$OUT/device.txt"
timeout 150 .gpu/suite kept_exps seed_examples large_inputs fully_masked nan_poisons positive_infinity \
  > "$OUT/suite.log" 2>&1
echo "suite: exit $?" >> "$OUT/device.txt"
sweep() {
  local name=$1; shift
  timeout "${LIMIT:-75}" $R sweep --op softmax --strategy cube-per-row --kept-exps false --kept-exps true "$@" \
    > "$OUT/$name.log" 2>&1
  echo "$name: exit $? at $(date -u +%H:%M:%S)" >> "$OUT/device.txt"
}
sweep bf16-32768x16384 --dtype bf16 --shape 32768x16384 --units 256 --units 512 --units 1024 --loads 2 --loads 4 --staged 0 --staged 1
sweep bf16-16384x32000 --dtype bf16 --shape 16384x32000 --units 512 --units 1024 --loads 2 --loads 4 --staged 0 --staged 1 --staged 3
sweep bf16-1024x32768 --dtype bf16 --shape 1024x32768 --units 512 --units 1024 --loads 2 --loads 4 --staged 0 --staged 1 --staged 3
sweep bf16-8192x8192 --dtype bf16 --shape 8192x8192 --units 128 --units 256 --units 512 --loads 2 --loads 4 --staged 0
sweep bf16-334x50257 --dtype bf16 --shape 334x50257 --units 1024 --loads 1 --loads 2 --loads 4 --staged 0 --staged 1 --staged 3 --staged 6
sweep f32-32768x16384 --dtype f32 --shape 32768x16384 --units 512 --units 1024 --loads 4 --loads 8 --staged 0 --staged 1
sweep f32-334x50257 --dtype f32 --shape 334x50257 --units 1024 --loads 2 --loads 4 --loads 8 --staged 0 --staged 1 --staged 3 --staged 6
