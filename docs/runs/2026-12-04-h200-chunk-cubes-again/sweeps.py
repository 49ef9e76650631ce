#!/usr/bin/env python3
"""Every sweep line of calls 1 and 2, grouped by op, shape and plan over the rounds: the times,
their median and its ratio to the median of the planner's line of that shape.
Usage: python3 sweeps.py call1/backward.log call2/softmax-backward.log ..."""
import re
import statistics
import sys
from collections import defaultdict

SHORT = [("cube-per-row (plane merge), ", ""), (" per unit in shared memory", ""),
         (" exchanging states", ""), (" per unit", "")]

for path in sys.argv[1:]:
    times = defaultdict(lambda: defaultdict(list))
    planner = {}
    key = None
    for line in open(path):
        if m := re.match(r"(\S+) (\w+) (\d+x\d+): copy", line):
            key = m.groups()
        elif m := re.match(r"\s+([\d.]+) us .*?(ok  |FAIL)  (planner: )?(.*)", line):
            plan = m.group(4)
            for a, b in SHORT:
                plan = plan.replace(a, b)
            times[key][plan].append(float(m.group(1)))
            if m.group(3):
                planner[key] = plan
    print(f"\n# {path}")
    for key, plans in times.items():
        base = statistics.median(plans[planner[key]])
        print(f"{' '.join(key)}")
        for plan, ts in plans.items():
            mark = "planner " if plan == planner[key] else "        "
            print(f"  {mark}{statistics.median(ts) / base:5.2f}  "
                  f"{', '.join(f'{t:.1f}' for t in ts):<20} {plan}")
