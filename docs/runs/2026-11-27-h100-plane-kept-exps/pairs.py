#!/usr/bin/env python3
"""The planner's line against the forced plan after it, per shape and dtype, from sweep logs.

Usage: pairs.py LOG...  For each (op, dtype, shape): every call's microseconds of the planner's
plan and of the forced plan that follows it (the plan the planner replaced), in the order they
ran, and the ratio of their medians (planner / forced).
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
            entry = groups.setdefault(key, {"planner": [], "forced": [], "plans": {}})
            which = "planner" if timed.group(2) else "forced"
            entry[which].append(float(timed.group(1)))
            entry["plans"][which] = timed.group(3)
for (op, dtype, shape), runs in groups.items():
    if not runs["planner"] or not runs["forced"]:
        continue
    ratio = statistics.median(runs["planner"]) / statistics.median(runs["forced"])
    print(f"{op} {dtype} {shape}")
    print(f"    planner: {' / '.join(f'{t:.1f}' for t in runs['planner'])}  [{runs['plans']['planner']}]")
    print(f"    forced:  {' / '.join(f'{t:.1f}' for t in runs['forced'])}  [{runs['plans']['forced']}]")
    print(f"    median ratio {ratio:.3f}")
