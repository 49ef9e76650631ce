#!/usr/bin/env python3
"""Medians over the rounds of sweep.log: each plan's time per call, by shape, grid and whether
the next row is in flight; the copy of the same bytes beside it."""
import re, statistics, sys
from collections import defaultdict

times = defaultdict(list)
copies = defaultdict(list)
order = []
shape = None
for line in open(sys.argv[1] if len(sys.argv) > 1 else "sweep.log"):
    head = re.match(r"(\w+) (\w+) (\d+x\d+): copy of the same bytes ([\d.]+) us", line)
    if head:
        shape = " ".join(head.groups()[:3])
        copies[shape].append(float(head.group(4)))
        continue
    row = re.match(r"\s+([\d.]+) us .*?(planner: )?plane-per-row .*?, (\d+) cubes x (\d+) units(.*)", line)
    if row and shape:
        planner = "planner" if row.group(2) else ""
        next_row = "next row" if "next row in flight" in row.group(5) else "-"
        key = (shape, planner or f"{row.group(3)} cubes", next_row)
        if key not in times:
            order.append(key)
        times[key].append(float(row.group(1)))
last = None
for key in order:
    shape, grid, next_row = key
    if shape != last:
        print(f"\n{shape}: copy of the same bytes {statistics.median(copies[shape]):.1f} us (median of {len(copies[shape])})")
        last = shape
    t = times[key]
    print(f"  {grid:>12} {next_row:>9}: median {statistics.median(t):6.1f} us  ({', '.join(f'{x:.1f}' for x in t)})")
