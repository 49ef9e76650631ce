#!/usr/bin/env python3
"""Every line of a sweep log of `== round N` rounds, grouped by op, dtype, shape and plan (the
planner's line apart, marked `planner:`): its microseconds in each round, their median, and the
median's ratio to that of the shape's plan without kept exps, where there is one, else to the
first plan listed (below 1: faster than it). Plans are shown from their staged pages on.
Usage: python3 by_plan.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # head -> plan -> [us]
head = None
for line in open(sys.argv[1]):
    m = re.match(r'(\w+) (\w+) (\S+)[^:]*: copy of the same bytes', line)
    if m:
        head = m.group(1, 2, 3)
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if m and head:
        plan = ('planner: ' if m.group(3) else '') + m.group(4)
        times.setdefault(head, OrderedDict()).setdefault(plan, []).append(float(m.group(1)))
for head, plans in times.items():
    print(' '.join(head))
    plain = [ts for plan, ts in plans.items() if 'exps' not in plan]
    base = statistics.median(plain[0] if plain else next(iter(plans.values())))
    for plan, ts in plans.items():
        med = statistics.median(ts)
        marker = 'planner: ' if plan.startswith('planner: ') else ''
        tail = plan.split('units, ', 1)[-1]
        print(f"  {' '.join(f'{t:6.1f}' for t in ts)}  median {med:6.1f}  {med / base:.3f}  {marker}{tail}")
