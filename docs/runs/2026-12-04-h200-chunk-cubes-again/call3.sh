#!/usr/bin/env bash
# Call 3, two builds in turn: `old` is `.gpu/r/` (call 1's report, the planner of commit
# d0c095e), `new` is `.gpu/n/`, the working tree's: f32 backward chunks that one cube per SM would
# take in rounds held in the cube of `chunk_grid_cube` (softmax: 512 units, eight vectors a unit,
# one staged page of `y`, `dy` read again; log-softmax: 256 units, eight vectors, at most two
# staged pages of `dy`), the fewest chunks it holds. The planner's line of each shape alone (the
# forced plan is one the planner refuses, so the sweep skips it); three rounds, the builds'
# order swapped in the second.
set -u
for b in r n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
NONE="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64"
SM=""; for s in 48x200000 64x151936 96x200000 192x151936 256x151936 334x131072 512x131072 \
  512x262144 1024x131072 2048x100000; do SM="$SM --shape $s"; done
LS=""; for s in 48x200000 64x151936 64x262144 96x200000 128x131072 128x262144 256x151936 \
  264x128256 512x131072 1024x131072 2048x151936; do LS="$LS --shape $s"; done
for round in 1 2 3; do
  if [ $round = 2 ]; then order="n r"; else order="r n"; fi
  for b in $order; do
    name=$([ $b = r ] && echo old || echo new)
    echo "== round $round $name" >> $OUT/softmax-backward.log
    timeout 120 .gpu/$b/cubemax-report sweep --op softmax_backward --dtype f32 $SM $NONE \
      >> $OUT/softmax-backward.log 2>&1
    echo "== round $round $name" >> $OUT/log-softmax-backward.log
    timeout 120 .gpu/$b/cubemax-report sweep --op log_softmax_backward --dtype f32 $LS $NONE \
      >> $OUT/log-softmax-backward.log 2>&1
    mark "round $round $name"
  done
done
cat $OUT/call-device.txt; grep -c " ok " $OUT/*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/*.log
