#!/bin/bash
# Which 16-bit row lengths one 1024-unit cube of 3 loads (no staged page) wins at: the planner's
# plan against it at 16896-22528 elements, at 2^24 and 2^27 elements, softmax and log_softmax,
# and 1024 units of 2 loads at 14336-16384 (where the planner takes 512 units of 4); two rounds,
# kernel alone.
(cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
R=.gpu/cubemax-report
THREE="--shape 993x16896 --shape 7944x16896 --shape 964x17408 --shape 910x18432 --shape 7282x18432 --shape 745x22528 --shape 5958x22528"
TWO="--shape 1170x14336 --shape 1024x16384 --shape 8192x16384"
for round in 1 2; do
  echo "== round $round $(date -u +%H:%M:%S)"
  timeout 200 $R sweep --dtype bf16 --dtype f16 --op softmax --op log_softmax $THREE --strategy cube-per-row --units 1024 --loads 3 --staged 0
  timeout 100 $R sweep --dtype bf16 --dtype f16 --op softmax $TWO --strategy cube-per-row --units 1024 --loads 2 --staged 0
done > $OUT/lengths.log 2>&1
echo "done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt
grep -E '^(softmax|log_softmax|==)|x copy' $OUT/lengths.log | cut -c1-150
