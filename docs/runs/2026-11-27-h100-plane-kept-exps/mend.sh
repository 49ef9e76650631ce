#!/bin/bash
# After the review mend 54f0c84 (the planner keeps a forced plane-per-row plan's exps unasked only
# where the row fills its segment at 32 bytes a unit): the CUDA planner and kept-exps tests.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x suite
{ date -u +"%Y-%m-%d %H:%M:%S UTC"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
timeout 200 ./suite planner_chooses_by_row_length kept_exps_match_the_oracle > $OUT/mend-tests.log 2>&1
echo "tests rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; tail -4 $OUT/mend-tests.log
