#!/usr/bin/env python3
"""Per shape of sweep.log: microseconds per call of every line (the planner's plan and the same
plan forced) of each build, both rounds, and the ratio of the medians (before / after: above 1
means the build after was faster)."""
import re, statistics, sys
from collections import defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else "sweep.log"
times = defaultdict(lambda: defaultdict(list))
order, build, shape = [], None, None
for line in open(path):
    marker = re.match(r"== round \d+ build (\w+)", line)
    if marker:
        build = marker.group(1)
        continue
    header = re.match(r"(\w+) (\w+) (\d+x\d+): copy", line)
    if header:
        shape = " ".join(header.groups())
        if shape not in order:
            order.append(shape)
        continue
    timing = re.match(r"\s+([\d.]+) us", line)
    if timing and shape and build:
        times[shape][build].append(float(timing.group(1)))
print(f"{'shape':<34} {'before (us)':<26} {'after (us)':<26} before/after")
for shape in order:
    before, after = times[shape]["before"], times[shape]["after"]
    fmt = lambda xs: " ".join(f"{x:.1f}" for x in xs)
    ratio = statistics.median(before) / statistics.median(after)
    print(f"{shape:<34} {fmt(before):<26} {fmt(after):<26} {ratio:.2f}")
