#!/usr/bin/env python3
"""Medians of ncu.csv's launches, one line per distinct kernel build (registers and instructions
executed tell the three apart: softmax with kept exps, softmax without, log-softmax), where
ncu-summary.py merges builds of one name and cube size.

    python3 ncu_by_kernel.py ncu.csv
"""
import csv
import statistics
import sys

rows = list(csv.reader(open(sys.argv[1])))
header_at = next(i for i, r in enumerate(rows) if "gpu__time_duration.sum" in r)
header = rows[header_at]
col = {name: header.index(name) for name in header}
groups = {}
for r in rows[header_at + 2:]:
    key = (r[col["launch__registers_per_thread"]], r[col["smsp__inst_executed.sum"]])
    groups.setdefault(key, []).append(r)
num = lambda v: float(v.replace(",", ""))
print("regs   inst M   n       us  dram%  occ%  issue%")
for (regs, inst), launches in groups.items():
    med = lambda name: statistics.median(num(r[col[name]]) for r in launches)
    print(f"{regs:>4} {num(inst) / 1e6:8.1f} {len(launches):3d} {med('gpu__time_duration.sum') / 1e3:8.1f}"
          f" {med('dram__throughput.avg.pct_of_peak_sustained_elapsed'):6.1f}"
          f" {med('sm__warps_active.avg.pct_of_peak_sustained_active'):5.1f}"
          f" {med('smsp__issue_active.avg.pct_of_peak_sustained_active'):7.1f}")
