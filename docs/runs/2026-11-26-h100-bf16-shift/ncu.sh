#!/bin/bash
# Short bf16 rows, where back-to-back times spread by 10-25%: the plane-per-row kernel's own
# duration under Nsight Compute, one launch at a time (the report's profile mode), the build
# before the shift against the committed one, three rounds alternated.
(cd .gpu && for f in $(find . -name '*.gz'); do gunzip -f "$f"; done; chmod +x cubemax-report */cubemax-report)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for round in 1 2 3; do
  for build in before final; do
    R=$PWD/.gpu/cubemax-report; [ $build = before ] && R=$PWD/.gpu/before/cubemax-report
    CUBEMAX_REPORT_PROFILE=1 timeout 120 ncu --clock-control none -k 'regex:softmax_plane_per_row' --page raw --csv \
      --metrics gpu__time_duration.sum,launch__registers_per_thread,launch__grid_size \
      --log-file $OUT/ncu-$build-$round.csv $R --dtype bf16 --op softmax --op log_softmax \
      --shape 32768x256 --shape 65536x256 --shape 32768x512 > $OUT/report-$build-$round.log 2>&1
    echo "$build $round rc $?"
  done
done
# Summarized afterwards by ncu/summarize.py (the summary this script first ran printed nothing:
# ncu writes grid sizes and durations with thousands separators).
