#!/usr/bin/env bash
# The backward grid (issue 5's shapes) with the kernels launched alone, each batch timed behind a
# hold of the device's queue, then issue 5's targets read back from the CSV.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for d in f32 bf16; do
  timeout 120 $R --grid main --dtype $d --kernel-alone --queue-ahead true \
    --op softmax_backward --op log_softmax_backward --csv $OUT/main-$d-held.csv \
    > $OUT/main-$d-held.log 2>&1
  mark "main $d held rc $?"
done
$R targets --csv $OUT/main-f32-held.csv --csv $OUT/main-bf16-held.csv > $OUT/targets.txt 2>&1
mark end
cat $OUT/call-device.txt
grep -ci "fail\|mismatch\|panick\|error" $OUT/main-*.log
