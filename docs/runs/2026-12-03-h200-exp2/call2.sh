#!/usr/bin/env bash
# Call 2: call 1's two builds again, bf16 only, at the shapes where call 1's medians moved most
# either way (32768 x 1024 slower, 65536 x 256 and 8192 x 8192 faster) and their neighbours,
# eight rounds in the order old, new, new, old, old, new, new, old.
set -u
for b in base n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
B=""; for s in 32768x1024 32768x512 65536x256 32768x2048 8192x8192 4096x4096 1024x32768; do B="$B --shape $s"; done
i=0
for b in old new new old old new new old; do
  i=$((i + 1)); echo "== $b round $i" >> $OUT/ab.log
  if [ $b = old ]; then R=.gpu/base/cubemax-report; else R=.gpu/n/cubemax-report; fi
  timeout 100 $R sweep --op softmax --op log_softmax --dtype bf16 $B $ONLY >> $OUT/ab.log 2>&1
  mark "round $i $b rc $?"
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/ab.log; grep -ci "fail\|mismatch\|panick" $OUT/ab.log
