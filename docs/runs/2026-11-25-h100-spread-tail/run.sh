#!/usr/bin/env bash
# The spread last round on the H100 (run from the repository root with .gpu/ carried):
# the planner's plan, the same plan without the spread and with it, on rows one 1024-unit cube
# holds with a staged page; then the 2^24-element curve; then the CUDA tests of the change.
set -uo pipefail
cd .gpu
for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done
chmod +x cubemax-report suite cubemax tests-in-parallel 2>/dev/null
OUT="${OUT:-$PWD/out}"; mkdir -p "$OUT"
{ date -u +"%Y-%m-%d %H:%M UTC"; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; } | tee "$OUT/device.txt"
stamp() { date -u +"%H:%M:%S UTC $1" | tee -a "$OUT/device.txt"; }
stamp "sweep 1"
./cubemax-report sweep --shape 334x50257 --shape 300x50257 --shape 200x50257 --shape 180x65536 \
  --dtype f32 --dtype bf16 --op softmax --op log_softmax --spread false --spread true 2>&1 | tee "$OUT/sweep-1.log"
stamp "sweep 2"
./cubemax-report sweep --shape 334x50257 --shape 300x50257 --shape 200x50257 --shape 180x65536 \
  --dtype f32 --dtype bf16 --op softmax --spread false --spread true 2>&1 | tee "$OUT/sweep-2.log"
stamp "curve"
./cubemax-report --grid curve --dtype f32 --dtype bf16 --op softmax --csv "$OUT/curve.csv" 2>&1 | tee "$OUT/curve.log"
stamp "tests"
./suite --test-threads 4 spread_tails planner_chooses exchanged_chunks exchanged_launches 2>&1 | tee "$OUT/tests.log"
stamp "end"
