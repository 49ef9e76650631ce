#!/usr/bin/env python3
"""Call 5: per dtype and shape, the default plan's times and each cube per chunk's, over the two
rounds, with the ratio of their means (cube per chunk over default). Usage: python3 forward5.py
call5/forward.log"""
import re
import statistics
import sys
from collections import defaultdict

times = defaultdict(lambda: defaultdict(list))
key = way = None
for line in open(sys.argv[1]):
    if m := re.match(r"== round \d+ (\w+) (\w+) (\d+x\d+)", line):
        way, key = m.group(1), (m.group(2), m.group(3))
    elif m := re.match(r"\s+([\d.]+) us .*?(ok  |FAIL)  (planner: )?(.*)", line):
        plan = m.group(4).replace("cube-per-row (plane merge), ", "")
        name = "default" if way == "default" else ("cut for the grid" if m.group(3) else plan)
        times[key][name].append(float(m.group(1)))
for key, plans in times.items():
    base = statistics.mean(plans["default"])
    print(" ".join(key))
    for name, ts in plans.items():
        print(f"  {statistics.mean(ts) / base:5.2f}  {', '.join(f'{t:.1f}' for t in ts):<12} {name}")
