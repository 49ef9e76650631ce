#!/usr/bin/env bash
# The backward planner sizing log-softmax's staged pages for dy alone (its kernel reads y at the
# tail since d84ee9e): the build before (.gpu/before/) against it (.gpu/), the planner's plans,
# alternated, three rounds, log_softmax backward at the grid's rows of 32K-262K (f32 and bf16) and
# 1024 x 65536; softmax backward, whose plans do not change, as a control at two shapes.
cd .gpu && for f in *.gz before/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report before/cubemax-report; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
# A forced plan every such row refuses, so that each sweep times the planner's plan alone.
common="--strategy cube-per-row --units 32 --loads 1 --staged 0"
shapes=""
for s in 64x32000 64x50257 64x128256 64x151936 64x262144 256x32000 256x50257 256x128256 256x131072 \
         256x151936 1024x32768 1024x65536 16384x32000 8x50257 8x151936 1x151936; do shapes="$shapes --shape $s"; done
log="sweep --op log_softmax_backward $common --dtype f32 --dtype bf16 $shapes"
soft="sweep --op softmax_backward $common --dtype bf16 --shape 256x50257 --shape 1024x32768"
for round in 1 2 3; do
  for side in before after; do
    R=.gpu/cubemax-report; [ $side = before ] && R=.gpu/before/cubemax-report
    echo "### round $round $side" >> $OUT/ab.log
    for args in "$log" "$soft"; do $R $args >> $OUT/ab.log 2>&1; done
  done
  echo "round $round $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
cat $OUT/device.txt
