#!/usr/bin/env python3
"""Per op, dtype and shape of a log of `cubemax-report sweep` runs by two builds in turn
(sections headed `== round N before` / `== round N after`) that print the planner's line alone:
each build's microseconds per round, their median, after / before (below 1: the new build
faster), and each build's plan.
Usage: python3 summarize_planner_ab.py ab.log"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()
plans = {}
build = head = None
for line in open(sys.argv[1]):
    m = re.match(r'== round \d+ (\w+)', line)
    if m:
        build = m.group(1)
        continue
    m = re.match(r'(\w+) (\w+) (\S+): copy of the same bytes', line)
    if m:
        head = m.group(1, 2, 3)
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+planner: (.*)', line)
    if m and head and build:
        times.setdefault(head, {}).setdefault(build, []).append(float(m.group(1)))
        plans[head, build] = re.sub(r'(cube|plane)-per-row \(plane merge\), ', '', m.group(3))
for head, runs in times.items():
    before, after = runs.get('before', []), runs.get('after', [])
    if not (before and after):
        continue
    mb, ma = statistics.median(before), statistics.median(after)
    print(f"{' '.join(head)}: before {' '.join(f'{t:.1f}' for t in before)} (median {mb:.1f}), "
          f"after {' '.join(f'{t:.1f}' for t in after)} (median {ma:.1f}): {ma / mb:.2f}")
    print(f"    before: {plans[head, 'before']}\n    after:  {plans[head, 'after']}")
