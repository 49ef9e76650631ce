#!/bin/bash
# Is the time per call of a CubeCL kernel at 2^24 elements its kernel's duration, or is there a
# gap between back-to-back launches? Each shape's planner plan and its same-bytes copy kernel,
# (1) back to back (the report's sweep, two rounds) and (2) one launch at a time under Nsight
# Compute (gpu__time_duration: the kernel alone, launches serialized).
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/gaps-device.txt
ARGS="--op softmax --strategy cube-per-row --units 64 --loads 4 --staged 0"
for D in bf16 f32; do
  if [ $D = bf16 ]; then S="--shape 65536x256 --shape 8192x2048 --shape 2048x8192 --shape 512x32768 --shape 64x262144"; else S="--shape 32768x256 --shape 65536x256 --shape 4096x4096"; fi
  for round in 1 2; do $R sweep --dtype $D $S $ARGS; done >> $OUT/gaps-sweep.log 2>&1
  CUBEMAX_REPORT_PROFILE=1 ncu --clock-control none -k 'regex:copy_vectors|softmax' --metrics gpu__time_duration.sum \
    --csv --page raw --log-file $OUT/gaps-ncu-$D.csv $R sweep --dtype $D $S $ARGS >> $OUT/gaps-ncu.log 2>&1
done
echo "sweep:"; grep -E "^softmax|planner" $OUT/gaps-sweep.log | cut -c1-110
echo "ncu:"; python3 - "$OUT" <<'PY'
import csv, sys, glob
for path in sorted(glob.glob(sys.argv[1] + "/gaps-ncu-*.csv")):
    rows = list(csv.reader(l for l in open(path) if not l.startswith("==")))
    head = rows[0]; k = head.index("Kernel Name"); t = head.index("gpu__time_duration.sum"); g = head.index("Grid Size") if "Grid Size" in head else None
    for r in rows[2:]:
        print(path.split("/")[-1], r[k][:60], r[g] if g is not None else "", r[t])
PY
