#!/bin/bash
# PyTorch's f32 softmax at 32768 x 256 (and the bf16 2^24 copy's bytes) one launch at a time
# under Nsight Compute, to set beside gaps.sh's cubemax kernels: is PyTorch's lead back to back
# (25.05 us against 27.5-28.9) in the kernel or between kernels?
G=docs/runs/2026-11-26-h100-grid
ncu --clock-control none -k 'regex:softmax|copy|elementwise' --launch-count 40 --metrics gpu__time_duration.sum \
  --csv --page raw --log-file $OUT/torch-ncu.csv \
  python3 benches/peers/pytorch_softmax.py --like $G/main-f32.csv --op softmax --shape 32768x256 --csv $OUT/torch-under-ncu.csv > $OUT/torch-ncu.log 2>&1
python3 - "$OUT/torch-ncu.csv" <<'PY'
import csv, sys, statistics, collections
rows = list(csv.reader(l for l in open(sys.argv[1]) if not l.startswith("==")))
head = rows[0]; k = head.index("Kernel Name"); t = head.index("gpu__time_duration.sum"); g = head.index("Grid Size"); b = head.index("Block Size")
groups = collections.OrderedDict()
for r in rows[2:]:
    groups.setdefault((r[k][:70], r[g], r[b]), []).append(float(r[t].replace(",", "")) / 1000)
for key, v in groups.items():
    print(key, len(v), "median %.1f us" % statistics.median(v), "min %.1f" % min(v))
PY
