#!/bin/bash
# Call 4 (the working tree of the change, `scripts/gpu-bundle suite`): the CUDA suite and the
# `cubemax` program in f32, f16 and bf16. `gpu-run` writes its own device.txt; the call's clock
# is in call-device.txt.
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/call-device.txt
OUT=$W timeout 480 bash .gpu/gpu-run > $W/suite-console.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/call-device.txt
cat $W/call-device.txt; tail -4 $W/suite-console.log; grep -h "exit status" $W/cli_*.log
tar czf $OUT/call4.tgz -C $OUT w
