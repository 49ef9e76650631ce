#!/bin/bash
# The final build (the shift in the forward, and bf16 rows held exactly in registers by the
# 512-unit cube no longer sent to the narrow cube) against the build before the session and the
# shift alone: the planner's plans, bf16, kernel alone, the three builds alternated, two rounds;
# then the whole CUDA suite of the final build.
(cd .gpu && for f in $(find . -name '*.gz'); do gunzip -f "$f"; done; chmod +x cubemax-report */cubemax-report cubemax suite tests-in-parallel)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES="--shape 32768x16384 --shape 8192x16384 --shape 2048x16384 --shape 4096x15360 --shape 4096x14336 --shape 32768x1024"
NONE="--strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  for build in before shift final; do
    R=.gpu/$build/cubemax-report; [ $build = final ] && R=.gpu/cubemax-report
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 120 $R sweep --dtype bf16 --op softmax --op log_softmax $SHAPES $NONE
  done
done > $OUT/final.log 2>&1
awk '/^== round/{r=$3; b=substr($5,1,1)} /^[a-z_]+ bf16/{key=$1" "$3} /planner:/{v[key]=v[key] sprintf(" %s%s:%s", b, r, $1); if (b=="f" && r==1) p[key]=substr($0, index($0,"planner:")+9, 90)} END{for (k in v) printf "%-28s %s  [%s]\n", k, v[k], p[k]}' $OUT/final.log | sort
OUT=$OUT bash .gpu/gpu-run > $OUT/gpu-run.log 2>&1
grep -E "suite:|suite exit|cubemax exit" $OUT/gpu-run.log | tail -5
