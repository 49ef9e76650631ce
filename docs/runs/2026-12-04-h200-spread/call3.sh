#!/usr/bin/env bash
# Call 3, the same report build: is the spread of calls 1-2 in the kernel's run on the device?
# Nsight Compute times 60 launches of the planner's bf16 plane kernel at 32768 x 1024 one by one
# (each launch alone, the device idle before it, caches not flushed, clocks left alone), then
# 60 launches of the copy kernel of the sweep's header at the same bytes.
set -u
(cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report)
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
NONE="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64"
for kernel in softmax_plane copy_vectors; do
  timeout 200 ncu --clock-control none --cache-control none -k "regex:$kernel" --launch-count 60 \
    --metrics gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed \
    --page raw --csv --log-file $OUT/ncu-$kernel.csv \
    $R sweep $NONE --op softmax --dtype bf16 --shape 32768x1024 > $OUT/sweep-$kernel.log 2>&1
  echo "$kernel rc $?"
done
python3 - "$OUT" <<'PY'
import csv, sys, statistics as st
for k in ('softmax_plane', 'copy_vectors'):
    rows = list(csv.DictReader(l for l in open(f'{sys.argv[1]}/ncu-{k}.csv') if not l.startswith('==')))
    t = [float(r['gpu__time_duration.sum'].replace(',', '')) for r in rows[1:] if r.get('gpu__time_duration.sum')]
    unit = rows[0].get('gpu__time_duration.sum') if rows else None
    print(k, len(t), unit, 'min %.1f median %.1f max %.1f' % (min(t), st.median(t), max(t)) if t else rows[:2])
    print('  ', ' '.join('%.0f' % x for x in t))
PY
grep " us " $OUT/sweep-*.log
