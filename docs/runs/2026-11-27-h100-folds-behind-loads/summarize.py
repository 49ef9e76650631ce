#!/usr/bin/env python3
"""Per shape of sweep.log: microseconds per call of the plans with pages folded behind loads and
of the same plans folded before (the planner's default), every line of both rounds, and the ratio
of the medians (folded before / folded behind: above 1 means folding behind the loads was faster)."""
import re, statistics, sys
from collections import defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else "first/sweep.log"
times = defaultdict(lambda: {True: [], False: []})
order = []
shape = None
for line in open(path):
    header = re.match(r"(\w+) (\w+) (\d+x\d+): copy", line)
    if header:
        shape = " ".join(header.groups())
        if shape not in order:
            order.append(shape)
        continue
    timing = re.match(r"\s+([\d.]+) us", line)
    if timing and shape:
        times[shape]["pages folded behind loads" in line].append(float(timing.group(1)))
print(f"{'shape':<28} {'behind loads (us)':<28} {'before (us)':<28} before/behind")
for shape in order:
    behind, before = times[shape][True], times[shape][False]
    ratio = statistics.median(before) / statistics.median(behind)
    fmt = lambda xs: " ".join(f"{x:.1f}" for x in xs)
    print(f"{shape:<28} {fmt(behind):<28} {fmt(before):<28} {ratio:.2f}")
