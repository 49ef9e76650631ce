#!/bin/bash
# Sixth call, the session's last commit's report (`cubemax-report`) against commit a5199d5's
# (`before`): (1) the lines the second call found slower, the builds in turn, six rounds; (2)
# the report's bf16 and f32 main grids, kernel alone, forward and backward.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before; cd ..
R=.gpu/cubemax-report
P="--strategy cube-per-row --units 32 --loads 1 --staged 0"
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
i=0
for b in before cubemax-report cubemax-report before before cubemax-report; do
  i=$((i + 1)); echo "== $b round $i"
  .gpu/$b sweep --dtype f32 --op softmax --op log_softmax --shape 32768x512 $P
  .gpu/$b sweep --dtype bf16 --op softmax --op log_softmax --shape 32768x1024 $P
  .gpu/$b sweep --dtype bf16 --op softmax_backward --shape 1024x32768 $P
  .gpu/$b sweep --dtype f32 --op softmax_backward --shape 4096x4096 $P
done > $W/ab.log 2>&1
echo "ab end $(date -u +%H:%M:%S)" >> $W/device.txt
for dtype in bf16 f32; do
  timeout 230 $R --grid main --dtype $dtype --kernel-alone --op softmax --op log_softmax --op softmax_backward \
    --op log_softmax_backward --csv $W/main-$dtype.csv > $W/main-$dtype.log 2>&1
  echo "main $dtype rc $? $(date -u +%H:%M:%S)" >> $W/device.txt
done
cat $W/device.txt; for d in bf16 f32; do grep -c ',ok,' $W/main-$d.csv; grep -v ',ok,' $W/main-$d.csv | head -3; done
grep -ci 'fail\|error\|panick\|mismatch' $W/ab.log; python3 .gpu/by_label.py $W/ab.log | tee $W/ab-summary.txt
tar czf $OUT/call6.tgz -C $OUT w
