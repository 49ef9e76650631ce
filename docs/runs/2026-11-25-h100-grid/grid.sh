#!/bin/bash
# The forward and backward tables of the build of commit 6518de5, in two calls:
# PART=forward (main grid f32 and bf16, the 2^24-element curve, latency, host cost) and
# PART=backward (main grid, softmax and log_softmax backward, f32 and bf16).
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "$PART start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device-$PART.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device-$PART.txt
if [ "$PART" = forward ]; then
  $R --grid main --dtype f32 --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/all.log 2>&1
  echo "main f32 $(date -u +%H:%M:%S)" >> $OUT/device-$PART.txt
  $R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv >> $OUT/all.log 2>&1
  echo "main bf16 $(date -u +%H:%M:%S)" >> $OUT/device-$PART.txt
  $R --grid curve --dtype f32 --dtype bf16 --op softmax --csv $OUT/curve.csv >> $OUT/all.log 2>&1
  echo "curve $(date -u +%H:%M:%S)" >> $OUT/device-$PART.txt
  $R --grid latency --dtype f32 --op softmax --csv $OUT/latency.csv >> $OUT/all.log 2>&1
  $R host >> $OUT/all.log 2>&1
  echo "latency and host $(date -u +%H:%M:%S)" >> $OUT/device-$PART.txt
else
  for D in f32 bf16; do
    timeout 270 $R --grid main --dtype $D --op softmax_backward --op log_softmax_backward --csv $OUT/backward-$D.csv > $OUT/backward-$D.log 2>&1
    echo "backward $D rc $? $(date -u +%H:%M:%S)" >> $OUT/device-$PART.txt
  done
fi
cat $OUT/device-$PART.txt
