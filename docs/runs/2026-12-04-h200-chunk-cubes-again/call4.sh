#!/usr/bin/env bash
# Call 4, the rule as committed (`.gpu/n/`: from three rounds of one cube per SM on) against call
# 1's report (`.gpu/r/`), as call 3 did, at shapes call 3 did not time (the rule's reach: more
# rows, longer rows, and the main grid's three f32 log-softmax shapes it changes), three rounds,
# the builds' order swapped in the second. Then the report's f32 backward main grid, kernel
# alone, with the new build.
set -u
for b in r n; do (cd .gpu/$b && xz -dkf cubemax-report.xz && chmod +x cubemax-report); done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
NONE="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64"
SM=""; for s in 96x151936 192x200000 334x262144 1024x200000 2048x131072; do SM="$SM --shape $s"; done
LS=""; for s in 96x131072 192x151936 256x128256 256x131072 256x262144 334x100000 1024x262144; do
  LS="$LS --shape $s"; done
for round in 1 2 3; do
  if [ $round = 2 ]; then order="n r"; else order="r n"; fi
  for b in $order; do
    name=$([ $b = r ] && echo old || echo new)
    echo "== round $round $name" >> $OUT/softmax-backward.log
    timeout 90 .gpu/$b/cubemax-report sweep --op softmax_backward --dtype f32 $SM $NONE \
      >> $OUT/softmax-backward.log 2>&1
    echo "== round $round $name" >> $OUT/log-softmax-backward.log
    timeout 90 .gpu/$b/cubemax-report sweep --op log_softmax_backward --dtype f32 $LS $NONE \
      >> $OUT/log-softmax-backward.log 2>&1
    mark "round $round $name"
  done
done
timeout 200 .gpu/n/cubemax-report --grid main --dtype f32 --kernel-alone --op softmax_backward \
  --op log_softmax_backward --csv $OUT/backward-f32.csv > $OUT/backward-f32.log 2>&1
mark "backward f32 rc $?"
cat $OUT/call-device.txt; grep -c " ok " $OUT/*.log; grep -ci "fail\|mismatch\|panick\|error" $OUT/*.log
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
