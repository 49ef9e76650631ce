#!/usr/bin/env python3
"""The forced lines of a sweep log (not the planner's), by op, dtype and shape: microseconds of
the plan with the plane width compiled in and of the same plan reading it at run time, each
round's, their medians, and compiled over run time (below 1: compiled in is faster).
Usage: python3 by_width.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # head -> way -> [us]
head = None
for line in open(sys.argv[1]):
    m = re.match(r'(\w+) (\w+) (\S+)[^:]*: copy of the same bytes', line)
    if m:
        head = ' '.join(m.group(1, 2, 3))
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(.*)', line)
    if m and head and not m.group(3).startswith('planner'):
        way = 'run-time' if 'plane width read at run time' in m.group(3) else 'compiled'
        times.setdefault(head, OrderedDict()).setdefault(way, []).append(float(m.group(1)))
for head, ways in times.items():
    meds = {w: statistics.median(ts) for w, ts in ways.items()}
    line = '  '.join(f"{w} {' '.join(f'{t:6.1f}' for t in ts)} (median {meds[w]:6.1f})" for w, ts in ways.items())
    ratio = meds.get('compiled', 0) / meds['run-time'] if 'run-time' in meds else float('nan')
    print(f"{head:38} {line}  compiled/run-time {ratio:.3f}")
