#!/bin/bash
# The second call: the 512-unit cubes with three staged pages, where the first call put pages
# folded behind loads 4-5% ahead, three rounds in alternating order, softmax and log_softmax.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# shape dtype op units loads staged chunks
PLANS="334x50257 bf16 softmax 512 4 3 1
334x50257 bf16 log_softmax 512 4 3 1
256x65536 bf16 softmax 512 4 3 1
256x65536 bf16 log_softmax 512 4 3 1
256x50257 bf16 softmax 512 4 3 1
334x50257 f16 softmax 512 4 3 1
1024x65536 bf16 softmax 512 4 3 1
256x131072 f32 softmax 1024 4 3 2
1024x32768 f32 log_softmax 512 4 3 1"
for order in "true false" "false true" "true false"; do
  set -- $order
  echo "$PLANS" | while read shape dtype op units loads staged chunks; do
    timeout 60 $R sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
      --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false \
      --folds-behind-loads $1 --folds-behind-loads $2 >> $OUT/sweep.log 2>&1
  done
  echo "order $order done $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
