#!/bin/bash
# The planner with the largest-cube three-load rule (.gpu/) against the build before it
# (.gpu/before/, commit 6679f61): the planner's plan of each build, kernel alone, the builds
# alternated, two rounds; rows the rule takes (19661-24576 elements) and controls it leaves alone.
# Then the whole CUDA suite of the new build and the cubemax program (gpu-run).
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES="--shape 683x24576 --shape 1366x24576 --shape 5461x24576 --shape 745x22528 --shape 5958x22528 --shape 820x20480 --shape 6554x20480"
CONTROLS="--shape 910x18432 --shape 1024x16384 --shape 1024x32768"
NONE="--strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  for build in before after; do
    R=.gpu/cubemax-report; [ $build = before ] && R=.gpu/before/cubemax-report
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 150 $R sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax $SHAPES $CONTROLS $NONE
  done
done > $OUT/ab.log 2>&1
echo "ab done $(date -u +%H:%M:%S)" >> $OUT/device.txt
mkdir -p $OUT/suite && OUT=$OUT/suite bash .gpu/gpu-run > /dev/null 2>&1
echo "suite done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; tail -1 $OUT/suite/suite.log; grep -h 'exit status' $OUT/suite/cli_*.log
awk '/^== round/{r=$3; b=$5} /copy of the same/{k=$1" "$2" "$3} /planner:/{print k, "round", r, b, $1}' $OUT/ab.log | sort -k1,3 -s | awk '{key=$1" "$2" "$3; v[key]=v[key]" "$6$5"="$7} END{for (k in v) print k, v[k]}' | sort
