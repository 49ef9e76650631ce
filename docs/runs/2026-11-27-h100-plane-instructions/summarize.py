#!/usr/bin/env python3
"""Per shape of SWEEP_LOG: microseconds per call of every line (the planner's plan and the same
plan forced) of the builds `base` and OTHER (`whole` unless given), every round, and the ratio
of the medians, base over OTHER (above 1: OTHER faster). Usage: summarize.py SWEEP_LOG [OTHER]"""
import re, statistics, sys
from collections import defaultdict

path = sys.argv[1] if len(sys.argv) > 1 else "sweep.log"
other = sys.argv[2] if len(sys.argv) > 2 else "whole"
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
print(f"{'shape':<34} {'base (us)':<26} {other + ' (us)':<26} base/{other}")
for shape in order:
    before, after = times[shape]["base"], times[shape][other]
    fmt = lambda xs: " ".join(f"{x:.1f}" for x in xs)
    ratio = statistics.median(before) / statistics.median(after)
    print(f"{shape:<34} {fmt(before):<26} {fmt(after):<26} {ratio:.2f}")
