#!/bin/bash
# Few rows of vocabulary length: the forward's 1-4 rows (whole rows, or 8-64 exchanged chunks)
# and the backward's 8-32 rows (whole rows, or sms/rows exchanged chunks), kernel alone, twice.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
$R sweep --dtype f32 --op softmax --strategy cube-per-row --units 1024 --loads 8 --staged 0 --shape 4096x8192 > $OUT/warmup.log 2>&1
for rep in 1 2; do
  timeout 200 $R sweep --dtype f32 --dtype bf16 --op softmax --strategy cube-per-row --units 256 --units 1024 --loads 4 \
    --staged 0 --staged 1 --staged 3 --chunks 1 --chunks 8 --chunks 16 --chunks 32 --chunks 64 \
    --shape 1x50257 --shape 1x65536 --shape 1x151936 --shape 2x65536 --shape 4x50257 --shape 4x128256 >> $OUT/forward-$rep.log 2>&1
  echo "forward $rep $(date -u +%H:%M:%S)" >> $OUT/device.txt
  for rc in 8:16 16:8 32:4; do
    rows=${rc%:*}; chunks=${rc#*:}
    timeout 100 $R sweep --dtype f32 --dtype bf16 --op softmax_backward --strategy cube-per-row --units 256 --units 1024 --loads 2 --loads 4 \
      --staged 0 --staged 1 --staged 2 --staged 3 --chunks 1 --chunks $chunks \
      --shape ${rows}x50257 --shape ${rows}x65536 >> $OUT/backward-$rep.log 2>&1
  done
  echo "backward $rep $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
