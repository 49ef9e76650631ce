#!/bin/bash
# bf16 widened by 32-bit words against the build before (.gpu/before/, commit 644544a): the
# registers of the bf16 forward kernels both compile for the same plans (kernel-inspect.py on
# CubeCL compile logs; those runs' times are not used), then the planner's plans, kernel alone,
# the two builds alternated, two rounds, and the whole-row cube of 16-bit rows of 151936
# (1024 units, 7 loads, 2 staged pages), which spilled before.
(cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
report() { if [ $1 = before ]; then echo .gpu/before/cubemax-report; else echo .gpu/cubemax-report; fi; }
SHAPES="--shape 32768x256 --shape 32768x1024 --shape 4096x4096 --shape 8192x8192 --shape 32768x16384 --shape 16384x32000 --shape 1024x32768 --shape 256x50257 --shape 334x50257 --shape 256x131072 --shape 64x262144"
LONG="--shape 64x151936 --shape 256x151936 --shape 1024x151936"
WHOLE="--strategy cube-per-row --units 1024 --loads 7 --staged 2"
NONE="--strategy plane-per-row --units 32 --loads 1"
for build in before after; do
  R=$(report $build)
  CUBECL_DEBUG_LOG=$OUT/compile-$build.log timeout 100 $R sweep --dtype bf16 --op softmax $SHAPES $NONE > /dev/null 2>&1
  CUBECL_DEBUG_LOG=$OUT/compile-$build.log timeout 60 $R sweep --dtype bf16 --op softmax --shape 256x151936 $WHOLE > /dev/null 2>&1
  python3 .gpu/kernel-inspect.py $OUT/compile-$build.log --out $OUT/kernels-$build --match softmax > $OUT/kernels-$build.txt 2>&1
  rm -rf $OUT/kernels-$build; gzip -f $OUT/compile-$build.log
done
paste $OUT/kernels-before.txt $OUT/kernels-after.txt | awk -F'\t' '{printf "%-80s | %s\n", substr($1,1,80), substr($2, 46)}'
for round in 1 2; do
  for build in before after; do
    R=$(report $build)
    echo "== round $round build $build $(date -u +%H:%M:%S)"
    timeout 150 $R sweep --dtype bf16 --op softmax --op log_softmax $SHAPES $NONE
    timeout 100 $R sweep --dtype bf16 --op softmax $LONG $WHOLE
  done
done > $OUT/ab.log 2>&1
awk '/^== round/{r=$3; b=$5} /copy of the same/{k=$1" "$3} /^ +[0-9.]+ us/{p=(index($0,"planner:")?"planner":"whole-row"); print k, p, "round", r, b, $1}' $OUT/ab.log | sort -k1,3 -k6,6 -k5,5 | awk '{key=$1" "$2" "$3; v[key]=v[key]" "$6"="$7} END{for (k in v) print k, v[k]}' | sort
