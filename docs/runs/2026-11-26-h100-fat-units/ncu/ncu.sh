#!/bin/bash
# Few whole rows: is the 512-unit cube of 16 vectors faster than the planner's 1024-unit cube of
# 8 in the kernel itself, or only back to back (few-rows/)? Nsight Compute, one launch at a time
# (the report's profile mode): each cube-per-row launch's duration, cube size and registers.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=$PWD/.gpu/cubemax-report
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
for d in f32 bf16; do
  CUBEMAX_REPORT_PROFILE=1 timeout 240 ncu --clock-control none -k 'regex:softmax_cube_per_row' --page raw --csv \
    --metrics gpu__time_duration.sum,launch__registers_per_thread,launch__block_size,launch__grid_size,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,sm__warps_active.avg.pct_of_peak_sustained_active \
    --log-file $OUT/ncu-$d.csv $R sweep --dtype $d --op softmax --shape 1x32000 --shape 8x32000 --shape 32x32000 --shape 8x32768 \
    --strategy cube-per-row --units 512 --units 1024 --loads 8 --loads 16 --staged 0 > $OUT/sweep-$d.log 2>&1
  echo "$d rc $?"
done
python3 - "$OUT" <<'PY'
import csv, sys, statistics, collections
out = sys.argv[1]
for d in ("f32", "bf16"):
    rows = list(csv.reader(open(f"{out}/ncu-{d}.csv")))
    head = next(i for i, r in enumerate(rows) if "gpu__time_duration.sum" in r)
    names = rows[head]; data = rows[head + 2:]
    col = {n: names.index(n) for n in names}
    groups = collections.defaultdict(list)
    for r in data:
        num = lambda n: float(r[col[n]].replace(",", ""))
        key = (int(num("launch__grid_size")), int(num("launch__block_size")), int(num("launch__registers_per_thread")))
        groups[key].append((num("gpu__time_duration.sum"), num("dram__throughput.avg.pct_of_peak_sustained_elapsed"),
                            num("smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio")))
    print(d, "grid block regs: launches, median duration (ns), dram % of peak, long-scoreboard stall")
    for key in sorted(groups):
        v = groups[key]
        print(" ", key, len(v), statistics.median(x[0] for x in v), round(statistics.median(x[1] for x in v), 1), round(statistics.median(x[2] for x in v), 1))
PY
