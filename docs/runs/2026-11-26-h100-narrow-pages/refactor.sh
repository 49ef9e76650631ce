#!/usr/bin/env bash
# Run on the GPU machine with .gpu/ from `scripts/gpu-bundle suite report`, after the refactor
# that moved code into `owned_max` and `load_page`: the whole CUDA suite again, then the sweep
# of registers.sh with its compilation log, so that the generated sources can be compared with
# those of registers/.
set -uo pipefail
OUT="$OUT" bash .gpu/gpu-run > "$OUT/gpu-run.log" 2>&1
tail -1 "$OUT/suite.log"
grep -h "exit status" "$OUT"/cli_*.log
CUBECL_DEBUG_LOG="$OUT/compile.log" timeout 200 .gpu/cubemax-report sweep --op softmax \
  --dtype bf16 --dtype f16 --strategy cube-per-row --units 256 --units 512 --loads 2 --loads 3 \
  --loads 4 --staged 0 --staged 1 --staged 3 \
  --shape 10923x12288 --shape 8192x16384 --shape 5461x24576 > "$OUT/sweep.log" 2>&1
echo "sweep: exit $?"
gzip "$OUT/compile.log"
