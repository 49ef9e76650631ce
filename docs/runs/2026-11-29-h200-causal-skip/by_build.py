#!/usr/bin/env python3
"""A sweep log of `== round N BUILD` sections: each sweep's planner line (the sweep named by its
whole header: op, dtype, shape, mask, causal limit) in microseconds per build, their medians, and
each build's median over the first build's (below 1: faster).
Usage: python3 by_build.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # header -> build -> [us]
builds = []
build = header = None
for line in open(sys.argv[1]):
    m = re.match(r'== round \d+ (\S+)', line)
    if m:
        build = m.group(1)
        if build not in builds:
            builds.append(build)
        continue
    m = re.match(r'(\w+ \w+ \S+.*?): copy of the same bytes ([\d.]+) us', line)
    if m:
        header = m.group(1).replace('with a causal limit (offset 0, ', 'causal (')
        times.setdefault(header, OrderedDict()).setdefault('copy', []).append(float(m.group(2)))
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+planner: (.*)', line)
    if m and header:
        times[header].setdefault(build, []).append(float(m.group(1)))
for header, per_build in times.items():
    first = statistics.median(per_build[builds[0]])
    cells = []
    for b in builds + ['copy']:
        ts = per_build.get(b, [])
        if ts:
            med = statistics.median(ts)
            cells.append(f"{b} {'/'.join(f'{t:.1f}' for t in ts)} ({med / first:.3f})")
    print(f"{header:62s} " + ' | '.join(cells))
