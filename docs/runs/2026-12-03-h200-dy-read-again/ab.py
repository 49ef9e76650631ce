#!/usr/bin/env python3
"""A sweep log of `== round N` sections whose backward sweeps each time the planner's plan with `dy`
staged and read again (`--dy-read-again false/true`), the planner's lines alone: per sweep (named by its header), each way's
microseconds, their medians, the copy of the same bytes (median), read again over staged (below 1:
reading `dy` again was faster) and each way's median as a ratio to that copy. Lines that failed their
check (any line) are counted. Usage: python3 ab.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # header -> way -> [us]
copies = OrderedDict()  # header -> [us]
plans = {}
header = None
failed = 0
for line in open(sys.argv[1]):
    m = re.match(r'(\w+ \w+ \S+.*?): copy of the same bytes ([\d.]+) us', line)
    if m:
        header = m.group(1)
        copies.setdefault(header, []).append(float(m.group(2)))
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if m and header:
        failed += m.group(2) != 'ok'
        if not m.group(3):
            continue
        way = 'again' if 'dy read again' in m.group(4) else 'staged'
        times.setdefault(header, OrderedDict()).setdefault(way, []).append(float(m.group(1)))
        plans[(header, way)] = m.group(4)
for header, ways in times.items():
    med = {w: statistics.median(ts) for w, ts in ways.items()}
    copy = statistics.median(copies[header])
    cells = [f"{w} {'/'.join(f'{t:.1f}' for t in ts)} (median {med[w]:.1f}, {copy / med[w]:.2f}x copy)"
             for w, ts in ways.items()]
    ratio = med['again'] / med['staged'] if len(med) == 2 else float('nan')
    print(f"{header:36s} copy {copy:.1f} | " + ' | '.join(cells) + f" | again/staged {ratio:.3f}")
print(f"lines failing their check: {failed}")
print("plans:")
for (header, way), plan in plans.items():
    print(f"  {header:36s} {way:6s} {plan}")
