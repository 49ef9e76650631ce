#!/bin/bash
# Call 4, the build to be committed (d2640f4 with the log-softmax backward's registers' page of y
# loaded before the merge; scripts/gpu-bundle suite): the CUDA suite, each test a process of its
# own, then the `cubemax` program in f32 and bf16.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x suite cubemax tests-in-parallel; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
(cd .gpu && timeout 330 ./tests-in-parallel ./suite) > $W/suite.log 2>&1; echo "suite exit status: $?" >> $W/suite.log
echo "suite end $(date -u +%H:%M:%S)" >> $W/device.txt
for dtype in f32 bf16; do
  timeout 40 .gpu/cubemax --dtype $dtype --shape 1x7 --shape 64x1000 --shape 4096x4096 --shape 8x50257 \
    --shape 1024x32768 --shape 64x262144 --shape 256x151936 > $W/cli_$dtype.log 2>&1; echo "cubemax exit status: $?" >> $W/cli_$dtype.log
done
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt; tail -n 3 $W/suite.log; for f in $W/cli_*.log; do tail -n 1 $f; done
tar czf $OUT/call4.tgz -C $OUT w
