#!/bin/bash
# With bf16 widened by words: the whole CUDA suite and the cubemax program (gpu-run), then from
# how many rows a 16-bit row of 131073-172032 elements is faster held whole by one 1024-unit cube
# (pages of 6-7 vectors, 2 staged) than cut into the planner's two exchanged chunks, kernel
# alone, two rounds.
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite cubemax tests-in-parallel gpu-run)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
OUT=$OUT/suite timeout 420 bash .gpu/gpu-run > /dev/null 2>&1; echo "gpu-run rc $?"
grep -E "^suite:|FAILED" $OUT/suite/suite.log | tail -8; grep -h "exit status" $OUT/suite/cli_*.log
R=.gpu/cubemax-report
WHOLE="--strategy cube-per-row --units 1024 --staged 2"
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  for d in bf16 f16; do
    timeout 120 $R sweep --dtype $d --op softmax --shape 96x151936 --shape 128x151936 --shape 132x151936 --shape 160x151936 --shape 200x151936 --shape 512x151936 --shape 132x172032 --shape 256x172032 --shape 256x163840 $WHOLE --loads 7
    timeout 60 $R sweep --dtype $d --op softmax --shape 132x131080 --shape 256x131080 $WHOLE --loads 6
  done
done > $OUT/rows.log 2>&1
awk '/^== round/{r=$3} /copy of the same/{k=$1" "$2" "$3} /^ +[0-9.]+ us/{p=(index($0,"planner:")?"planner":"whole"); v[k" "p]=v[k" "p]" "$1} END{for (x in v) print x, v[x]}' $OUT/rows.log | sort -k2,2 -k3,3V
