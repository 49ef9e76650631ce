#!/usr/bin/env python3
"""A sweep log of `== round N` sections whose sweeps each time one plan forced with its exps kept
and not: per sweep (named by its header), the microseconds of each way, their medians, and kept
over not kept (below 1: keeping was faster). Lines that failed their check are counted.
Usage: python3 kept_ab.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # header -> way -> [us]
header = None
failed = 0
for line in open(sys.argv[1]):
    m = re.match(r'(\w+ \w+ \S+.*?): copy of the same bytes', line)
    if m:
        header = m.group(1).replace('with a causal limit (offset 0, ', 'causal (')
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if m and header:
        failed += m.group(2) != 'ok'
        if m.group(3):
            continue
        way = 'kept' if 'exps kept' in m.group(4) else 'not kept'
        times.setdefault(header, OrderedDict()).setdefault(way, []).append(float(m.group(1)))
for header, ways in times.items():
    med = {w: statistics.median(ts) for w, ts in ways.items()}
    cells = [f"{w} {'/'.join(f'{t:.1f}' for t in ts)} (median {med[w]:.1f})" for w, ts in ways.items()]
    ratio = med.get('kept', 0) / med['not kept'] if 'not kept' in med else float('nan')
    print(f"{header:62s} " + ' | '.join(cells) + f" | kept/not {ratio:.3f}")
print(f"lines failing their check: {failed}")
