#!/bin/bash
# bf16 widened by a shift (tiers::widen) against the build before it, on the H100: first the
# registers of the bf16 kernels each build compiles for the same plans (kernel-inspect.py on a
# CubeCL compile log; that run's times are not used, logging slows every launch), then the
# planner's plans timed kernel alone, forward and backward, the two builds alternated, two rounds.
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
FWD="--shape 32768x256 --shape 32768x1024 --shape 4096x4096 --shape 8192x8192 --shape 32768x16384 --shape 1024x32768 --shape 334x50257 --shape 256x131072 --shape 64x151936 --shape 256x151936 --shape 64x262144"
BWD="--shape 32768x1024 --shape 4096x4096 --shape 1024x32768 --shape 256x131072 --shape 64x151936"
ONLY="--strategy cube-per-row --units 1024 --loads 7 --staged 2"
NONE="--strategy plane-per-row --units 32 --loads 1"
report() { if [ $1 = before ]; then echo .gpu/before/cubemax-report; else echo .gpu/cubemax-report; fi; }
for build in before after; do
  R=$(report $build)
  CUBECL_DEBUG_LOG=$OUT/compile-$build.log timeout 200 $R sweep --dtype bf16 --op softmax $FWD $ONLY > /dev/null 2>&1
  CUBECL_DEBUG_LOG=$OUT/compile-$build.log timeout 100 $R sweep --dtype bf16 --op softmax_backward $BWD $NONE > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py "$OUT/compile-$build.log" --out "$OUT/kernels-$build" --match 'softmax' > "$OUT/kernels-$build.txt" 2>&1
  rm -rf "$OUT/kernels-$build"; gzip -f "$OUT/compile-$build.log"
done
for round in 1 2; do
  for build in before after; do
    R=$(report $build)
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 150 $R sweep --dtype bf16 --op softmax $FWD $ONLY
    timeout 100 $R sweep --dtype bf16 --op softmax_backward $BWD $NONE
  done
done > $OUT/ab.log 2>&1
paste $OUT/kernels-before.txt $OUT/kernels-after.txt | awk -F'\t' '{printf "%-75s | %s\n", substr($1,1,75), substr($2, 47)}'
awk '/^== round/{r=$3; b=$5} /^(softmax|softmax_backward) bf16/{key=$1" "$3} /planner:/{print key, r, b, $1}' $OUT/ab.log | sort -k1,2 -k4,4 -k3,3
