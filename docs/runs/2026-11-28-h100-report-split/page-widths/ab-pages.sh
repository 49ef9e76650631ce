#!/usr/bin/env bash
# Sweeps, three rounds: 16-bit exchanged chunks (and the same work in whole rows) held in
# 1024-unit cubes at 3, 4 and 5 vectors a page; f32 at 4, 5 and 7. Then the smoke grid in f16
# (the seeds' packed buffers).
set -uo pipefail
cd "$(dirname "$0")"
for packed in *.gz; do [ -e "$packed" ] && gunzip -f "$packed"; done
O="${OUT:-$PWD/out}"; mkdir -p "$O"
{ nvidia-smi --query-gpu=name,driver_version --format=csv; date -u; } > "$O/device.txt"
R=./cubemax-report
for round in 1 2 3; do
  echo "# round $round" >> "$O/sweep.log"
  $R sweep --shape 64x151936 --shape 64x128256 --dtype bf16 --dtype f16 --strategy cube-per-row --units 1024 --chunks 2 \
    --loads 3 --loads 4 --loads 5 >> "$O/sweep.log" 2>&1 || echo "sweep exit $?" >> "$O/sweep.log"
  $R sweep --shape 128x75968 --shape 2048x80000 --dtype bf16 --strategy cube-per-row --units 1024 \
    --loads 3 --loads 4 --loads 5 >> "$O/sweep.log" 2>&1 || echo "sweep exit $?" >> "$O/sweep.log"
  $R sweep --shape 64x151936 --dtype f32 --strategy cube-per-row --units 1024 --chunks 2 \
    --loads 4 --loads 5 --loads 7 >> "$O/sweep.log" 2>&1 || echo "sweep exit $?" >> "$O/sweep.log"
done
$R --grid smoke --dtype f16 --op softmax --csv "$O/smoke-f16.csv" > "$O/smoke-f16.log" 2>&1
echo "smoke exit $?" >> "$O/smoke-f16.log"
date -u >> "$O/device.txt"
