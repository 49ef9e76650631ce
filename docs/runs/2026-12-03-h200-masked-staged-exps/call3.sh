#!/bin/bash
# Call 3: base = call 1's report (commit 615d81c); rule = call 2's (masked bf16 rows keep their
# exps in cubes of any size and with staged pages). The planner's lines (the sweep with a forced
# plan the planner refuses for these rows, so only its own line prints) of masked softmax rows of
# 12288-131072 keys, bf16, the sweep's boolean and additive padding masks; the builds in turn,
# two rounds, the order swapped. (Short, no controls: failed starts had left 6 minutes of device
# time.)
cd .gpu && for b in base rule; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
SHAPES="--shape 5460x12288 --shape 4096x16384 --shape 2728x24576 --shape 2048x32768 --shape 1024x65536 --shape 512x131072"
lines() { # build
  bin=.gpu/$1/cubemax-report
  for M in "--mask bool" "--mask additive"; do timeout 90 $bin sweep --dtype bf16 $SHAPES $M $ONLY; done
}
for round in 1 2; do
  case $round in 2) order="rule base";; *) order="base rule";; esac
  for b in $order; do echo "== round $round $b"; lines $b; done
  echo "round $round $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/ab.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; grep -ci fail $W/ab.log
python3 docs/runs/2026-11-29-h200-causal-skip/by_build.py $W/ab.log | tee $W/ab-summary.txt
tar czf $OUT/call3.tgz -C $OUT w
