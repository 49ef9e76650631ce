#!/usr/bin/env bash
# Call 1: every exp of the rows' kernels as one fused multiply-add and a power of two (`new`, the
# working tree of exp-shifted.patch) against commit 66ab09d (`old`, `.gpu/base/`), the
# planner's line of each build, forward softmax and log-softmax, rounds old, new, new, old, old,
# new. Then the CUDA source and SASS of the bf16 plane kernel at 32768 x 1024 in both builds.
set -u
for b in base n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
B=""; for s in 32768x1024 32768x512 65536x256 4096x4096 1024x32768 8192x8192 32768x4096 256x151936 64x151936; do B="$B --shape $s"; done
F=""; for s in 32768x1024 4096x4096 1024x32768 8192x8192 256x151936; do F="$F --shape $s"; done
i=0
for b in old new new old old new; do
  i=$((i + 1)); echo "== $b round $i" >> $OUT/ab.log
  if [ $b = old ]; then R=.gpu/base/cubemax-report; else R=.gpu/n/cubemax-report; fi
  timeout 100 $R sweep --op softmax --op log_softmax --dtype bf16 $B $ONLY >> $OUT/ab.log 2>&1
  timeout 60 $R sweep --op softmax --op log_softmax --dtype f32 $F $ONLY >> $OUT/ab.log 2>&1
  mark "round $i $b rc $?"
done
mkdir -p $OUT/inspect
for b in base n; do
  CUBECL_DEBUG_LOG=$OUT/inspect/src-$b.log timeout 30 .gpu/$b/cubemax-report sweep --op softmax \
    --dtype bf16 --shape 32768x1024 $ONLY >> $OUT/inspect/sweep.log 2>&1
done
timeout 90 python3 scripts/kernel-inspect.py $OUT/inspect/src-*.log --out $OUT/inspect/kernels \
  --match softmax_plane_per_row --sass > $OUT/inspect/registers.txt 2>&1
mark "inspect rc $?"
tar czf $OUT/inspect.tgz -C $OUT inspect && rm -rf $OUT/inspect
cat $OUT/call-device.txt; grep -c " ok " $OUT/ab.log; grep -ci "fail\|mismatch\|panick" $OUT/ab.log
