#!/bin/bash
# Call 2 (the working tree with the planner keeping masked bf16 rows' exps in cubes of any size and
# with staged pages): the CUDA suite and the `cubemax` program (`scripts/gpu-bundle suite`), then
# the fused options through Burn (`cubemax-report options`, bf16 and f16).
cd .gpu && gunzip -f new/cubemax-report.gz && chmod +x new/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
OUT=$W bash .gpu/gpu-run > $W/suite-console.log 2>&1
echo "suite done $(date -u +%H:%M:%S)" >> $W/device.txt
timeout 150 .gpu/new/cubemax-report options --dtype bf16 --dtype f16 > $W/options.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; tail -4 $W/suite-console.log; grep -h "exit status" $W/cli_*.log
grep -E "fused options|mask" $W/options.log | cut -c1-120 | head -30
tar czf $OUT/call2.tgz -C $OUT w
