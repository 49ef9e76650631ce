#!/usr/bin/env bash
# Held against unheld where calls are long (the control of call 3): the report, kernel alone,
# f32 and bf16 softmax and softmax backward of 1024 x 32768, 4096 x 4096 and 32768 x 1024, and
# rows of 1 and 8 x 32000; held, unheld, held again.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
S="--shape 1024x32768 --shape 4096x4096 --shape 32768x1024 --shape 1x32000 --shape 8x32000"
S="$S --dtype f32 --dtype bf16 --op softmax --op softmax_backward --kernel-alone"
for run in held-1 unheld held-2; do
  q=true; [ $run = unheld ] && q=false
  timeout 170 $R $S --queue-ahead $q --csv $O/$run.csv > $O/$run.log 2>&1
  mark "$run rc $?"
done
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt
for run in held-1 unheld held-2; do echo "== $run"; grep -E "copy-same|cubemax-kernel" $O/$run.log | cut -c1-100; done
