#!/usr/bin/env bash
# Call 6: the CUDA suite's column tests, each in a process of its own, all at once: every column
# kernel now takes the output twice (in vectors and element by element), and ragged tile runs
# store their whole vectors as vectors.
set -u
cd .gpu && gunzip -f suite.gz && chmod +x suite
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%FT%TZ >> $OUT/call-device.txt
tests="kernels::columns_written_axis_last_match_the_oracle kernels::columns_match_the_oracle
kernels::columns_found_by_terms_match_the_oracle kernels::kept_column_exps_match_the_recomputed_ones
kernels::columns_keep_the_edge_semantics options::column_masks_match_the_oracle
backward::columns_backward_matches_the_oracle
burn_ops::sums_after_transposed_views_match_flex_on_the_fused_backend
burn_ops::sums_after_transposed_views_match_flex_on_the_bare_backend"
for t in $tests; do
  (start=$(date +%s); timeout 500 ./suite --exact "$t" > "/tmp/$t.log" 2>&1; rc=$?
   echo "$t exit $rc in $(( $(date +%s) - start )) s" >> /tmp/results.txt) &
done
wait
date -u +%FT%TZ >> $OUT/call-device.txt
sort /tmp/results.txt > $OUT/column-tests.log
for t in $tests; do echo "=== $t"; tail -n 5 "/tmp/$t.log"; done >> $OUT/column-tests.log
cat $OUT/call-device.txt $OUT/column-tests.log
