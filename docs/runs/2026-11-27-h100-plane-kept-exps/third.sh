#!/bin/bash
# Where the plane-per-row rule starts to win: 16-bit softmax rows of 64-1024 elements, the
# planner's line (2 vectors a unit, exps kept, where a plane holds the row at 2) and then the
# four plans of 2 and 4 vectors without and with kept exps, three rounds; the shapes' order
# reversed in the second round.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report suite; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
forward="65536x64 65536x96 65536x128 65536x160 65536x192 65536x256 43690x384 32768x512"
backward=$(echo $forward | tr ' ' '\n' | tac | tr '\n' ' ')
for round in 1 2 3; do
  shapes=$forward; [ $round = 2 ] && shapes=$backward
  for shape in $shapes; do
    timeout 60 $R sweep --shape $shape --dtype bf16 --dtype f16 --op softmax \
      --strategy plane-per-row --units 256 --loads 4 --loads 2 --kept-exps false --kept-exps true >> $OUT/rows.log 2>&1
  done
  echo "round $round rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
echo "done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt
