#!/usr/bin/env bash
# Call 4, the same report build: eleven forward shapes that missed issue 4's target in the
# twenty-sixth session's run (and two at it), timed launch by launch under
# Nsight Compute, where each launch runs alone on an idle device: the planner's softmax kernel
# (15 launches) and the sweep header's copy kernel of the same bytes (15 launches), medians.
set -u
(cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report)
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
date -u +%T >> $OUT/call-device.txt
NONE="--strategy cube-per-row --units 1024 --loads 16 --staged 16 --chunks 64"
M=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
for case in f32:32768x1024 f32:1024x32768 f32:4096x4096 f32:64x151936 f32:8192x8192 \
    bf16:32768x1024 bf16:32768x2048 bf16:8192x8192 bf16:1024x32768 bf16:4096x4096 \
    bf16:32768x512 bf16:64x151936 bf16:16384x32000; do
  dtype=${case%%:*}; shape=${case##*:}
  for kernel in softmax copy_vectors; do
    timeout 100 ncu --clock-control none --cache-control none -k "regex:^$kernel" --launch-count 15 \
      --metrics $M --page raw --csv --log-file $OUT/ncu.$dtype.$shape.$kernel.csv \
      $R sweep $NONE --op softmax --dtype $dtype --shape $shape > /dev/null 2>&1 || echo "$case $kernel rc $?"
  done
done
date -u +%T >> $OUT/call-device.txt
tar czf $OUT/ncu.tgz -C $OUT $(cd $OUT && ls ncu.*.csv) && rm $OUT/ncu.*.csv
python3 - "$OUT" <<'PY' | tee $OUT/isolated.txt
import csv, io, sys, tarfile, statistics as st
tar = tarfile.open(f'{sys.argv[1]}/ncu.tgz')
times = {}
for member in tar.getmembers():
    _, dtype, shape, kernel, _ = member.name.split('.')
    text = tar.extractfile(member).read().decode()
    rows = list(csv.DictReader(io.StringIO(''.join(l + '\n' for l in text.splitlines() if not l.startswith('==')))))
    t = [float(r['gpu__time_duration.sum'].replace(',', '')) / 1e3 for r in rows[1:] if r.get('gpu__time_duration.sum')]
    times[(dtype, shape, kernel)] = t
print('dtype shape: softmax median (min-max, n) / copy median (min-max, n) / copy over softmax, us, one launch at a time')
for (dtype, shape, kernel), t in sorted(times.items()):
    if kernel != 'softmax' or not t: continue
    c = times.get((dtype, shape, 'copy_vectors')) or [float('nan')]
    print(f'{dtype:5} {shape:12} {st.median(t):7.1f} ({min(t):.1f}-{max(t):.1f}, {len(t)}) / {st.median(c):7.1f} ({min(c):.1f}-{max(c):.1f}, {len(c)}) / {st.median(c)/st.median(t):.3f}')
PY
