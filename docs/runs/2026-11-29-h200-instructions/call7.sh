#!/bin/bash
# Seventh call: the fused options through Burn (`cubemax-report options`, bf16: the attention
# scores with a scale, boolean and additive masks of [B, 1, 1, N] and [1, 1, N, N], the causal
# limit), commit a87c271's report (`new`) against a5199d5's (`before`), rounds before, new, new,
# before.
cd .gpu && gunzip -f before.gz cubemax-report.gz && chmod +x before cubemax-report && cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
i=0
for b in before new new before; do
  i=$((i + 1)); echo "== $b round $i"
  bin=.gpu/cubemax-report; [ $b = before ] && bin=.gpu/before
  timeout 45 $bin options --dtype bf16
done > $W/options.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; grep -c "^== " $W/options.log
tar czf $OUT/call7.tgz -C $OUT w
