#!/bin/bash
# The rows' backward reading bf16 by 32-bit words (tiers::widen, as the forward has since commit
# f62ccee) against the build before (.gpu/before/, commit 9c1dd9c, CUDA's conversion):
# registers of the bf16 backward kernels each build compiles for the same plans, then the
# planner's plans, kernel alone, builds alternated, two rounds. Then the whole CUDA suite of the
# new build (gpu-run).
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
SHAPES="--shape 32768x1024 --shape 4096x4096 --shape 8192x8192 --shape 1024x32768 --shape 256x32000 --shape 256x50257 --shape 256x131072 --shape 256x151936 --shape 64x151936 --shape 64x262144"
NONE="--strategy plane-per-row --units 32 --loads 1"
for build in before after; do
  R=.gpu/cubemax-report; [ $build = before ] && R=.gpu/before/cubemax-report
  CUBECL_DEBUG_LOG=$OUT/compile-$build.log timeout 120 $R sweep --dtype bf16 --op softmax_backward $SHAPES $NONE > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py $OUT/compile-$build.log --out $OUT/kernels-$build --match backward > $OUT/kernels-$build.txt 2>&1
  rm -rf $OUT/kernels-$build; gzip -f $OUT/compile-$build.log
done
echo "registers done $(date -u +%H:%M:%S)" >> $OUT/device.txt
for round in 1 2; do
  for build in before after; do
    R=.gpu/cubemax-report; [ $build = before ] && R=.gpu/before/cubemax-report
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 150 $R sweep --dtype bf16 --op softmax_backward --op log_softmax_backward $SHAPES $NONE
  done
done > $OUT/ab.log 2>&1
echo "ab done $(date -u +%H:%M:%S)" >> $OUT/device.txt
paste $OUT/kernels-before.txt $OUT/kernels-after.txt | awk -F'\t' '{printf "%-78s | %s\n", substr($1,1,78), substr($2, 46)}'
awk '/^== round/{r=$3; b=$5} /copy of the same/{k=$1" "$2" "$3} /planner:/{print k, "round", r, b, $1}' $OUT/ab.log | sort -k1,3 -s | awk '{key=$1" "$2" "$3; v[key]=v[key]" "$6$5"="$7} END{for (k in v) print k, v[k]}' | sort
if [ "${SUITE:-0}" = 1 ]; then mkdir -p $OUT/suite && OUT=$OUT/suite bash .gpu/gpu-run > /dev/null 2>&1; echo "suite done $(date -u +%H:%M:%S)" >> $OUT/device.txt; tail -1 $OUT/suite/suite.log; fi
cat $OUT/device.txt
