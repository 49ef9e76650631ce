#!/usr/bin/env bash
# The device's own time per call at rows of 64 and 256, now that held batches are long enough
# to resolve it: `launches` once; then the report, kernel alone, on six shapes of 64 and 256 rows,
# f32 and bf16, softmax and its backward, held, unheld, and held again.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
timeout 120 $R launches > $O/launches.log 2>&1; mark "launches rc $?"
S="--shape 64x32000 --shape 64x50257 --shape 64x128256 --shape 64x151936 --shape 256x32000"
S="$S --shape 256x50257 --dtype f32 --dtype bf16 --op softmax --op softmax_backward --kernel-alone"
for run in held-1 unheld held-2; do
  q=true; [ $run = unheld ] && q=false
  timeout 200 $R $S --queue-ahead $q --csv $O/$run.csv > $O/$run.log 2>&1
  mark "$run rc $?"
done
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt $O/launches.log
for run in held-1 unheld held-2; do echo "== $run"; grep -E "copy-same|cubemax-kernel" $O/$run.log | cut -c1-110; done
