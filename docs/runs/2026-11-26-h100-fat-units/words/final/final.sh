#!/bin/bash
# The committed build (bf16 widened by 32-bit words; 16-bit rows of 131073-172032 held whole in
# pages of 7 vectors from half the SMs up) against the build before (.gpu/before/, commit
# 644544a): the CUDA planner test, then the planner's plans, kernel alone, the two builds
# alternated, two rounds.
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report suite)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
.gpu/suite planner_chooses_by_row_length > $OUT/planner-test.log 2>&1; echo "planner test rc $?"; grep "test result" $OUT/planner-test.log
report() { if [ $1 = before ]; then echo .gpu/before/cubemax-report; else echo .gpu/cubemax-report; fi; }
WIDE="--shape 64x151936 --shape 96x151936 --shape 128x151936 --shape 256x151936 --shape 1024x151936 --shape 132x172032 --shape 256x131080"
MAIN="--shape 4096x4096 --shape 8192x8192 --shape 32768x16384 --shape 16384x32000 --shape 1024x32768 --shape 256x50257 --shape 334x50257 --shape 256x131072 --shape 64x262144"
NONE="--strategy plane-per-row --units 32 --loads 1"
for round in 1 2; do
  for build in before after; do
    R=$(report $build)
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 100 $R sweep --dtype bf16 --op softmax --op log_softmax $WIDE $NONE
    timeout 60 $R sweep --dtype f16 --op softmax --shape 256x151936 --shape 1024x151936 $NONE
    timeout 120 $R sweep --dtype bf16 --op softmax $MAIN $NONE
  done
done > $OUT/final.log 2>&1
awk '/^== round/{r=$3; b=$5} /copy of the same/{k=$1" "$2" "$3} /planner:/{v[k]=v[k]" "b"="$1; if (b=="after") p[k]=substr($0, index($0,"planner:")+9, 150)} END{for (x in v) print x, v[x], "|", p[x]}' $OUT/final.log | sort -k2,2 -k3,3V
