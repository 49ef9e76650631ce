#!/usr/bin/env bash
# A/B of the bf16 widening: before/ (shift) against ./ (multiply by an unfoldable 65536).
cd "$(dirname "$0")"
gunzip -f cubemax-report.gz before/cubemax-report.gz 2>/dev/null
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
CUBECL_DEBUG_LOG=$OUT/compile.log ./cubemax-report sweep --dtype bf16 --shape 16384x32000 --strategy plane-per-row --units 32 --loads 1 > /dev/null 2>&1
python3 kernel-inspect.py $OUT/compile.log --out $OUT/inspect --match softmax --sass > $OUT/inspect.txt 2>&1
for f in $OUT/inspect/*.sass; do echo "== $f"; grep -oE "^\s+/\*[0-9a-f]+\*/\s+[A-Z0-9_.]+" $f | awk '{print $2}' | sed 's/\..*//' | sort | uniq -c | sort -rn | head -14; done >> $OUT/inspect.txt
rm -rf $OUT/inspect $OUT/compile.log
args="sweep --dtype bf16 --op softmax --op log_softmax --shape 16384x32000 --shape 1024x32768 --shape 32768x16384 --shape 8192x8192 --shape 32768x4096 --shape 683x24576 --shape 334x50257 --shape 4096x4096 --shape 32768x1024 --strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  echo "### round $round before" >> $OUT/ab.log; before/cubemax-report $args >> $OUT/ab.log 2>&1
  echo "### round $round after" >> $OUT/ab.log; ./cubemax-report $args >> $OUT/ab.log 2>&1
done
for b in before/cubemax-report ./cubemax-report; do
  n=$(echo $b | tr '/.' '__')
  CUBEMAX_REPORT_PROFILE=1 timeout 200 ncu --clock-control none --section ComputeWorkloadAnalysis --section SpeedOfLight --section InstructionStats --section WarpStateStats -k regex:softmax_cube --launch-skip 3 --launch-count 1 --page raw --csv --log-file $OUT/ncu-$n.csv $b sweep --dtype bf16 --op softmax --shape 16384x32000 --strategy plane-per-row --units 32 --loads 1 > /dev/null 2>&1
done
