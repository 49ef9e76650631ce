#!/bin/bash
# Fifth call: the fused options through Burn, bf16, on the words build (the report binary of
# call 3's `after`), twice.
cd .gpu && gunzip -f after.gz && chmod +x after && cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2; do echo "== words round $round"; timeout 60 .gpu/after options --dtype bf16; done > $OUT/options.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt; grep -E "==|copy of|bool mask" $OUT/options.log
