#!/usr/bin/env python3
"""Per shape of sweep.log: microseconds per call of each build over the rounds, and the ratio of
the medians, base over each other build (above 1: that build was faster)."""
import re, statistics, sys
from collections import defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else "sweep.log"
times = defaultdict(lambda: defaultdict(list))
order, builds, build, shape = [], [], None, None
for line in open(path):
    marker = re.match(r"== round \d+ build (\w+)", line)
    if marker:
        build = marker.group(1)
        builds += [build] if build not in builds else []
        continue
    header = re.match(r"(\w+) (\w+) (\d+x\d+): copy", line)
    if header:
        shape = " ".join(header.groups())
        order += [shape] if shape not in order else []
        continue
    timing = re.match(r"\s+([\d.]+) us", line)
    if timing and shape and build:
        times[shape][build].append(float(timing.group(1)))
others = builds[1:]
print(f"{'shape':<32} " + " ".join(f"{b + ' (us)':<26}" for b in builds) + " " + " ".join(f"base/{b}" for b in others))
for shape in order:
    fmt = lambda xs: " ".join(f"{x:.1f}" for x in xs)
    base = statistics.median(times[shape][builds[0]])
    ratios = [base / statistics.median(times[shape][b]) for b in others]
    print(f"{shape:<32} " + " ".join(f"{fmt(times[shape][b]):<26}" for b in builds) + " " + " ".join(f"{r:>10.2f}" for r in ratios))
