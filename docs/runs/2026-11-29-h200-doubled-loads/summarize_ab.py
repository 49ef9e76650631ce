#!/usr/bin/env python3
"""Per op, shape and plan of a log of `cubemax-report sweep` runs made by two builds in turn
(sections headed `== round N before` / `== round N after`): each build's microseconds per round,
their medians, and after / before (below 1: the new build faster).
Usage: python3 summarize_ab.py backward.log"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()
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
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(.*)', line)
    if m and head and build:
        plan = re.sub(r'(cube|plane)-per-row \(plane merge\), ', '', m.group(3))
        runs = times.setdefault(head, OrderedDict()).setdefault(plan, {})
        runs.setdefault(build, []).append(float(m.group(1)))
for (op, dtype, shape), plans in times.items():
    print(f"{op} {dtype} {shape}")
    for plan, runs in plans.items():
        before, after = runs.get('before', []), runs.get('after', [])
        cell = lambda ts: ' '.join(f'{t:6.1f}' for t in ts) + (f' (median {statistics.median(ts):6.1f})' if ts else '')
        ratio = (f"{statistics.median(after) / statistics.median(before):.2f}"
                 if before and after else '-')
        print(f"  before {cell(before)} | after {cell(after)} | {ratio}  {plan}")
