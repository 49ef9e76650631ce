#!/bin/bash
# Few rows of vocabulary length (decode-time logits): whole rows against sms/rows exchanged
# chunks, kernel alone, twice (the final build of this session).
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
$R sweep --dtype f32 --op softmax --strategy cube-per-row --units 1024 --loads 8 --staged 0 --shape 4096x8192 > $OUT/warmup.log 2>&1
for rep in 1 2; do
  for rc in 1:16 8:16 16:8 32:4 64:2; do
    rows=${rc%:*}; chunks=${rc#*:}
    timeout 100 $R sweep --dtype f32 --dtype bf16 --op softmax --strategy cube-per-row --units 256 --units 1024 --loads 4 --staged 0 --staged 1 --chunks 1 --chunks $chunks \
      --shape ${rows}x32000 --shape ${rows}x50257 >> $OUT/decode-$rep.log 2>&1
  done
  echo "rep $rep $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
