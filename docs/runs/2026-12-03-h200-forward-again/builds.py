#!/usr/bin/env python3
"""A sweep log of `== BUILD round N` sections (builds `old` and `new`): per shape, the planner's
line of each build in each round, their medians and new over old (below 1: the new plan was
faster). Lines a build ran beyond its planner's are listed after, with their medians.
Usage: python3 builds.py LOG"""
import re, statistics, sys
from collections import OrderedDict
planner = OrderedDict(); forced = OrderedDict(); plans = {}; build = None; header = None
for line in open(sys.argv[1]):
    m = re.match(r'== (\w+) round', line)
    if m: build = m.group(1); continue
    m = re.match(r'(\w+ \w+ \S+): copy of the same bytes', line)
    if m: header = m.group(1); continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if not m: continue
    if m.group(2) != 'ok': print('NOT OK:', line.strip())
    if m.group(3):
        planner.setdefault(header, OrderedDict()).setdefault(build, []).append(float(m.group(1)))
        plans[(header, build)] = m.group(4)
    else:
        forced.setdefault((header, m.group(4)), []).append(float(m.group(1)))
for h, builds in planner.items():
    med = {b: statistics.median(v) for b, v in builds.items()}
    cells = ' | '.join(f"{b} {'/'.join(f'{x:.1f}' for x in v)} ({med[b]:.1f})"
                       for b, v in builds.items())
    ratio = f"{med['new'] / med['old']:.3f}" if 'new' in med and 'old' in med else '-'
    print(f"{h:36s} {cells} | new/old {ratio}")
print()
for (h, b), plan in plans.items():
    print(f"  {h:36s} {b}: {plan}")
if forced:
    print("\nForced lines:")
    for (h, plan), v in forced.items():
        times = '/'.join(f'{x:.1f}' for x in v)
        print(f"  {h:36s} {times} (median {statistics.median(v):.1f}): {plan}")
