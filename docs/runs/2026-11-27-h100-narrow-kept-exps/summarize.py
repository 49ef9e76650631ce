#!/usr/bin/env python3
"""Kernel-alone microseconds of each plan with and without kept exps, from sweep logs.

Usage: summarize.py LOG...  Groups every timed line by (op, dtype, shape, plan without the
"exps kept" clause, whichever its wording), the planner's lines with the forced ones of the
same plan, and prints the calls without and with kept exps, in the order they ran, and the
ratio of their medians.
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
        timed = re.match(r"\s+([\d.]+) us .* ok\s+(?:planner: )?(.*)$", line)
        if timed and key:
            plan = re.sub(r", exps kept.*$", "", timed.group(2))
            kept = "exps kept" in line
            entry = groups.setdefault(key + (plan,), {False: [], True: []})
            entry[kept].append(float(timed.group(1)))
for (op, dtype, shape, plan), runs in groups.items():
    if not runs[True] or not runs[False]:
        continue
    ratio = statistics.median(runs[True]) / statistics.median(runs[False])
    print(f"{op} {dtype} {shape} [{plan}]")
    print(f"    without: {' / '.join(f'{t:.1f}' for t in runs[False])}")
    print(f"    kept:    {' / '.join(f'{t:.1f}' for t in runs[True])}   median ratio {ratio:.3f}")
