#!/bin/bash
# Fourth call: the CUDA suite (one process per test) on the build with bf16 boolean masks
# selected by words, the build committed after this call.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x suite tests-in-parallel
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
./tests-in-parallel ./suite > $OUT/suite.log 2>&1; echo "suite exit status: $?" >> $OUT/suite.log
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; tail -4 $OUT/suite.log
