#!/usr/bin/env bash
# Call 8: the CUDA suite of b330c62 (the committed rule), its exchange tests, each a process of
# its own, all at once: the planner's exchange rules on the H100's SM count, and exchanged
# chunks forward and backward against the f64 oracle.
set -u
(cd .gpu && gunzip -f suite.gz && chmod +x suite)
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
for t in kernels::exchanged_chunks_in_rounds_get_a_cube_each kernels::exchange_cuts_fill_the_device \
  kernels::cube_per_chunk_plans_match_the_oracle kernels::exchanged_chunks_match_the_oracle \
  kernels::exchanged_launches_in_a_row_see_only_their_own_states \
  backward::exchanged_backward_matches_the_oracle; do
  (timeout 200 .gpu/suite --exact $t > $OUT/$(echo $t | tr ':' '_').log 2>&1; echo "$t exit $?" >> $OUT/summary.txt) &
done
wait
date -u +%FT%TZ >> $OUT/call-device.txt
cat $OUT/call-device.txt $OUT/summary.txt
