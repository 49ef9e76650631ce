#!/usr/bin/env bash
# Paired exchanged chunks against one chunk at a time: CUDA tests, then sweeps (kernel alone).
set -uo pipefail
cd "$(dirname "$0")"
for f in *.gz; do gunzip -f "$f"; done
{ date -u +"%Y-%m-%d %H:%M:%S UTC"; nvidia-smi --query-gpu=name,driver_version --format=csv; } | tee "$OUT/device.txt"
./suite paired_chunks exchanged 2>&1 | tail -15 | tee "$OUT/tests.log"
R=./cubemax-report
sw() { echo "== $*"; $R sweep --op softmax --strategy cube-per-row "$@"; }
{
sw --dtype f32 --shape 64x151936 --units 1024 --loads 4 --loads 5 --staged 1 --chunks 4 --chunks 6 --paired true --paired false
sw --dtype f32 --shape 64x151936 --units 512 --loads 10 --staged 1 --chunks 4 --paired true
sw --dtype bf16 --shape 64x151936 --units 1024 --loads 3 --staged 1 --chunks 4 --paired true --paired false
sw --dtype bf16 --shape 64x151936 --units 1024 --loads 5 --staged 0 --chunks 4 --paired true
sw --dtype f32 --shape 64x262144 --units 1024 --loads 4 --staged 1 --chunks 8 --paired true --paired false
sw --dtype bf16 --shape 64x262144 --units 1024 --loads 4 --staged 1 --chunks 4 --paired true --paired false
sw --dtype f32 --shape 256x131072 --units 1024 --loads 4 --staged 1 --chunks 4 --paired true --paired false
sw --dtype bf16 --shape 256x151936 --units 1024 --loads 3 --staged 1 --chunks 4 --paired true
date -u +"%H:%M:%S repeat"
sw --dtype f32 --shape 64x151936 --units 1024 --loads 4 --loads 5 --staged 1 --chunks 4 --chunks 6 --paired true --paired false
sw --dtype bf16 --shape 64x151936 --units 1024 --loads 3 --staged 1 --chunks 4 --paired true --paired false
} 2>&1 | tee "$OUT/sweep.log"
date -u +"%H:%M:%S registers"
CUBECL_DEBUG_LOG="$OUT/compile.log" $R sweep --op softmax --strategy cube-per-row --dtype f32 --dtype bf16 --shape 64x151936 --units 1024 --loads 4 --loads 5 --loads 3 --staged 1 --chunks 4 --paired true > "$OUT/debug-sweep.log" 2>&1
python3 kernel-inspect.py "$OUT/compile.log" --out "$OUT/kernels" --match 'softmax' 2>&1 | tee "$OUT/registers.txt"
rm -rf "$OUT/kernels"; gzip -f "$OUT/compile.log"
date -u +"%H:%M:%S done"
