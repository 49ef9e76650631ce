#!/bin/bash
# Call 3, commit d2640f4's report: the 2^24-element curve, kernel alone, f32 and bf16 softmax,
# twice; then the bf16 main grid forward, kernel alone.
cd .gpu && gunzip -f cubemax-report.gz; chmod +x cubemax-report; cd ..
W=$OUT/w; mkdir -p $W; R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $W/device.txt; }
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
for i in 1 2; do
  timeout 120 $R --grid curve --dtype f32 --dtype bf16 --op softmax --kernel-alone --csv $W/curve-$i.csv > $W/curve-$i.log 2>&1; mark "curve $i rc $?"
done
timeout 150 $R --grid main --dtype bf16 --op softmax --op log_softmax --kernel-alone --csv $W/main-bf16.csv > $W/main-bf16.log 2>&1; mark "main bf16 rc $?"
cat $W/device.txt; for f in $W/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
tar czf $OUT/call3.tgz -C $OUT w
