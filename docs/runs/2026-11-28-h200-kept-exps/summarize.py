#!/usr/bin/env python3
"""Per op, shape and plan of sweep.log: the microseconds of each round, their median, and the
median's ratio to the same shape's planner line (1.00 = as fast as the planner's plan).
Usage: python3 summarize.py sweep.log (a sweep with --mask names its shape with the mask)"""
import re, statistics, sys
from collections import defaultdict, OrderedDict

times = OrderedDict()
copies = defaultdict(list)
head = None
for line in open(sys.argv[1]):
    m = re.match(r'(\w+) (\w+) (\S+(?: with a \w+ mask)?)[^:]*: copy of the same bytes ([\d.]+) us', line)
    if m:
        head = m.group(1, 2, 3)
        copies[head].append(float(m.group(4)))
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(.*)', line)
    if m and head:
        plan = m.group(3).replace('cube-per-row (plane merge), ', '').replace('plane-per-row (plane merge), ', '')
        times.setdefault(head, OrderedDict()).setdefault(plan, []).append(float(m.group(1)))
for head, plans in times.items():
    op, dtype, shape = head
    planner = next((t for p, t in plans.items() if p.startswith('planner')), None)
    base = statistics.median(planner) if planner else None
    print(f"{op} {dtype} {shape}: copy of the same bytes {' '.join(f'{c:.1f}' for c in copies[head])} us")
    for plan, ts in plans.items():
        med = statistics.median(ts)
        ratio = f"{med / base:.2f}" if base else "-"
        print(f"  {' '.join(f'{t:7.1f}' for t in ts)}  median {med:7.1f}  {ratio}  {plan}")
