#!/bin/bash
# The host cost of one call, with the caller thread's time over a batch of 8 calls (under the
# device thread's queue of 32 tasks) beside the batch of 64: the report's three default shapes,
# then 1 x 7 twice more.
cd .gpu && gunzip -kf report.gz && chmod +x report && cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
timeout 300 .gpu/report host > $OUT/host.log 2>&1
for run in 2 3; do
  echo "== 1x7, run $run" >> $OUT/host.log
  timeout 120 .gpu/report host --shape 1x7 >> $OUT/host.log 2>&1
done
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/host.log
