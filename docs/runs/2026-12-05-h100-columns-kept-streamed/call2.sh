#!/usr/bin/env bash
# Call 2 (built from the tree committed as 864a8ab): the CUDA suite's column tests (kept exps and
# streamed axis-last among them), each a process of its own, 16 at a time; then `cubemax-report
# options` (softmax through Burn along views and masks).
set -u
(cd .gpu && for r in cubemax-report suite; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
names=$(.gpu/suite --list --format terse | sed -n 's/: test$//p' | grep -E "column")
mkdir -p /tmp/suite-logs
echo "$names" | xargs -P 16 -I{} sh -c '.gpu/suite --exact "{}" > "/tmp/suite-logs/{}.log" 2>&1; echo "{} $(grep -h "^test result" "/tmp/suite-logs/{}.log")"' > $OUT/suite-columns.log 2>&1
mark "suite columns done"
for f in /tmp/suite-logs/*.log; do grep -q "test result: ok. 1 passed" "$f" || { echo "== $f"; tail -40 "$f"; }; done >> $OUT/suite-columns.log
timeout 100 .gpu/cubemax-report options > $OUT/options.log 2>&1
mark "options rc $?"
cat $OUT/call-device.txt
cut -c1-200 $OUT/suite-columns.log | head -60
grep -h "along\|swapped\|bias" $OUT/options.log | head -40
