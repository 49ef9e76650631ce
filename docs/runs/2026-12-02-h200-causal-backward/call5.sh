#!/bin/bash
# Call 5: base = call 1's report (the causal backward, commit be9ee18); rule = the same with the
# planner keeping the exps of masked bf16 rows held whole in a cube's registers. The planner's
# lines of masked attention scores of 2048, 4096 and 8192 keys, bf16 and f16 (f16 a control the
# rule leaves alone), and of bf16 4096 keys plain and under a causal limit (controls), the builds
# in turn, two rounds in swapped order; then the CUDA suite of the rule's working tree (the suite
# alone: with two reports carried, the `cubemax` program did not fit what may travel).
cd .gpu && for b in base rule; do gunzip -f $b/cubemax-report.gz; chmod +x $b/cubemax-report; done; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/times.txt
ONLY="--strategy cube-per-row --units 32 --loads 1 --staged 0"
ATT="--dtype bf16 --dtype f16 --shape 1x16x2048x2048 --shape 1x4x4096x4096 --shape 1x1x8192x8192"
lines() { # build
  bin=.gpu/$1/cubemax-report
  for M in "--mask bool" "--mask additive"; do timeout 60 $bin sweep $ATT $M $ONLY; done
  for M in "" "--causal 0"; do timeout 30 $bin sweep --dtype bf16 --shape 1x4x4096x4096 $M $ONLY; done
}
for round in 1 2; do
  case $round in 1) order="base rule";; 2) order="rule base";; esac
  for b in $order; do echo "== round $round $b"; lines $b; done
done > $W/ab.log 2>&1
echo "ab done $(date -u +%H:%M:%S)" >> $W/times.txt
(cd .gpu && gunzip -f suite.gz && ./tests-in-parallel ./suite > $W/suite.log 2>&1)
echo "end $(date -u +%H:%M:%S)" >> $W/times.txt
cat $W/times.txt; grep -ci fail $W/ab.log; python3 docs/runs/2026-11-29-h200-causal-skip/by_build.py $W/ab.log
tail -3 $W/suite.log
tar czf $OUT/call5.tgz -C $OUT w
