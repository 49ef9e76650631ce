#!/bin/bash
# Three builds alternated, two rounds, bf16: before (CUDA's conversion everywhere), all (every
# widening by the shift), forward (the shift in the forward's scores only, the backward's y and
# dy by CUDA's conversion). `cubemax-report options` through Burn (row and column kernels,
# forward and backward), and the backward's planner plans on rows, kernel alone.
(cd .gpu && for f in $(find . -name '*.gz'); do gunzip -f "$f"; done; chmod +x cubemax-report */cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
BWD="--shape 32768x256 --shape 32768x1024 --shape 4096x4096 --shape 1024x32768"
NONE="--strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  for build in before all forward; do
    R=.gpu/$build/cubemax-report; [ $build = forward ] && R=.gpu/cubemax-report
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 150 $R options --dtype bf16
    timeout 100 $R sweep --dtype bf16 --op softmax_backward --op log_softmax_backward $BWD $NONE
  done
done > $OUT/three.log 2>&1
awk '/^== round/{r=$3; b=substr($5,1,1)} /^  cubemax/{name=substr($0,3,48); sub(/ +$/,"",name); match($0,/[0-9.]+ us/); v[name]=v[name] sprintf(" %s%s:%s", b, r, substr($0,RSTART,RLENGTH-3))} /^[a-z_]+ bf16/{key=$1" "$3} /planner:/{v[key]=v[key] sprintf(" %s%s:%s", b, r, $1)} END{for (k in v) printf "%-50s %s\n", k, v[k]}' $OUT/three.log | sort
