#!/usr/bin/env bash
# Call 5, the CUDA suite of review commit c27ce5a (the tail one loop over the registers' page and
# the staged pages, the zeros past a causal limit written by one helper): the three backward tests
# that force the tail's loads ahead both ways, each a process of its own, side by side.
set -u
cd .gpu/s && gunzip -f suite.gz && chmod +x suite
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
for t in staged_backward_matches_the_oracle exchanged_backward_matches_the_oracle \
  causal_backward_reads_nothing_past_the_limit; do
  (timeout 240 ./suite --exact backward::$t > $OUT/$t.log 2>&1; echo "exit status: $?" >> $OUT/$t.log) &
done
wait
date -u +%FT%TZ >> $OUT/call-device.txt
tail -n 3 $OUT/*.log
