#!/bin/bash
# Call 1 (the working tree after the causal backward; base = commit 1459ad9): the CUDA suite, then
# the fused options through Burn (`cubemax-report options`, new build only, bf16 and f32), whose
# backward lines now include one under a causal limit.
cd .gpu && gunzip -f new/cubemax-report.gz && chmod +x new/cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
OUT=$W bash .gpu/gpu-run > $W/suite-console.log 2>&1
echo "suite done $(date -u +%H:%M:%S)" >> $W/device.txt
timeout 150 .gpu/new/cubemax-report options --dtype bf16 --dtype f32 > $W/options.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; tail -5 $W/suite-console.log
grep -E "fused options|backward|causal|cubemax softmax " $W/options.log | cut -c1-110
tar czf $OUT/call1.tgz -C $OUT w
