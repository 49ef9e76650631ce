#!/usr/bin/env python3
"""Per shape of sweep.log: microseconds per call of every line with exps kept and without (the
planner's line counted with its own plan), and the ratio of the medians (without / kept: above 1
means keeping the exps was faster)."""
import re, statistics, sys
from collections import defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else "sweep.log"
times = defaultdict(lambda: {True: [], False: []})
order, shape = [], None
for line in open(path):
    header = re.match(r"(\w+) (\w+) (\d+x\d+): copy", line)
    if header:
        shape = " ".join(header.groups())
        if shape not in order:
            order.append(shape)
        continue
    timing = re.match(r"\s+([\d.]+) us", line)
    if timing and shape:
        times[shape]["exps kept" in line].append(float(timing.group(1)))
print(f"{'shape':<28} {'kept (us)':<40} {'not kept (us)':<40} not/kept")
for shape in order:
    kept, plain = times[shape][True], times[shape][False]
    fmt = lambda xs: " ".join(f"{x:.1f}" for x in xs)
    ratio = statistics.median(plain) / statistics.median(kept) if kept and plain else float("nan")
    print(f"{shape:<28} {fmt(kept):<40} {fmt(plain):<40} {ratio:.2f}")
