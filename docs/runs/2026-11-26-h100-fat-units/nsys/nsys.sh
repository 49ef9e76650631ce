#!/bin/bash
# Few whole rows, back to back: under Nsight Compute (ncu/) the planner's 1024-unit cube and the
# 512-unit cube of 16 vectors each took 8.6-9.6 us a launch (f32 1-8 x 32000), yet back to back
# the first took 10-11.5 us a call and the second 5.5-7 us (few-rows/). Nsight Systems shows each
# kernel's duration and the gaps between them in the back-to-back timing itself.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=$PWD/.gpu/cubemax-report
# No nsys on the PATH there; Nsight Compute ships one.
NSYS=$(command -v nsys || echo /opt/nvidia/nsight-compute/2025.3.1/host/target-linux-x64/nsys)
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; echo $NSYS; $NSYS --version; } > $OUT/device.txt 2>&1
for d in f32 bf16; do
  timeout 200 $NSYS profile --trace=cuda --sample=none --cpuctxsw=none -o $OUT/trace-$d \
    $R sweep --dtype $d --op softmax --shape 8x32000 --strategy cube-per-row --units 512 --units 1024 --loads 8 --loads 16 --staged 0 > $OUT/sweep-$d.log 2>&1
  echo "$d rc $?"
  $NSYS stats --report cuda_gpu_trace --format csv --output $OUT/gpu-$d $OUT/trace-$d.nsys-rep > /dev/null 2>&1
  $NSYS stats --report cuda_api_sum --format csv --output $OUT/api-$d $OUT/trace-$d.nsys-rep > /dev/null 2>&1
done
gzip -f $OUT/*.csv; rm -f $OUT/*.nsys-rep $OUT/*.sqlite; ls -la $OUT
python3 - "$OUT" <<'PY'
import csv, sys, glob, statistics, collections
out = sys.argv[1]
for path in sorted(glob.glob(f"{out}/gpu-*cuda_gpu_trace.csv.gz")):
    import gzip; rows = list(csv.DictReader(gzip.open(path, "rt")))
    runs = []  # consecutive launches of one kernel with one block size
    prev_end = None
    for r in rows:
        name = r.get("Name", "")
        if "softmax_cube_per_row" not in name and "copy" not in name:
            prev_end = None; continue
        start = int(r["Start (ns)"]); dur = int(r["Duration (ns)"])
        key = (name[:40], r.get("BlkX"), r.get("GrdX"), r.get("Reg/Trd"))
        gap = start - prev_end if prev_end is not None else None
        prev_end = start + dur
        if runs and runs[-1][0] == key:
            runs[-1][1].append(dur); gap is not None and runs[-1][2].append(gap)
        else:
            runs.append((key, [dur], []))
    print(path)
    for key, durs, gaps in runs:
        if len(durs) < 20: continue
        print(f"  {key} launches {len(durs)} duration median {statistics.median(durs)/1e3:.2f} us, "
              f"gap median {statistics.median(gaps)/1e3 if gaps else 0:.2f} us, start-to-start {statistics.median(durs)/1e3 + (statistics.median(gaps)/1e3 if gaps else 0):.2f} us")
PY
