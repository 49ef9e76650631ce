#!/usr/bin/env python3
"""Median microseconds of every plan of each (op, dtype, shape) in sweep logs, the planner's line
counted with the forced line of the same plan.

Usage: plans.py LOG...  Prints, per shape, each plan's calls and median, and each median as a
ratio to the median of the first forced plan (the sweep's first plan after the planner's).
"""
import re
import statistics
import sys
from collections import OrderedDict

groups = OrderedDict()
for path in sys.argv[1:]:
    key = None
    for line in open(path):
        head = re.match(r"(\w+) (\w+) (\d+x\d+): copy", line)
        if head:
            key = head.groups()
            continue
        timed = re.match(r"\s+([\d.]+) us .* ok\s+(planner: )?(.*)$", line)
        if timed and key:
            plans = groups.setdefault(key, OrderedDict())
            plan = timed.group(3)
            if timed.group(2) and plan not in plans:
                plans[plan] = []
                plans.move_to_end(plan)
            plans.setdefault(plan, []).append(float(timed.group(1)))
for (op, dtype, shape), plans in groups.items():
    print(f"{op} {dtype} {shape}")
    forced = [p for p in plans if len(plans[p]) > 0]
    base = statistics.median(plans[forced[1] if len(forced) > 1 else forced[0]])
    for plan, times in plans.items():
        median = statistics.median(times)
        short = re.sub(r"plane-per-row \(plane merge\), | per unit|, \d+ cubes x 256 units", "", plan)
        print(f"    {median:6.1f} ({median / base:.3f})  [{short}]  {' / '.join(f'{t:.1f}' for t in times)}")
