#!/usr/bin/env python3
"""A sweep log of `== round N` sections whose sweeps time one plan forced several ways (its exps
kept in shared memory, in shared memory and registers, the staged pages' alone, or not kept):
per sweep header (shape, dtype, mask), the microseconds of each way over the rounds, their
medians, and each way's median over not kept's (below 1: faster than not keeping them). The
planner's own line of each sweep is left out (it is timed first, right after the copy). Lines
that failed their check are counted.
Usage: python3 kept_ways.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # header -> way -> [us]
header = None
failed = 0
for line in open(sys.argv[1]):
    m = re.match(r'(\w+ \w+ \S+.*?): copy of the same bytes', line)
    if m:
        header = m.group(1)
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if m and header:
        failed += m.group(2) != 'ok'
        if m.group(3):
            continue
        kept = re.search(r"((the staged pages' )?exps kept[^,]*)", m.group(4))
        way = kept.group(1) if kept else 'not kept'
        times.setdefault(header, OrderedDict()).setdefault(way, []).append(float(m.group(1)))
for header, ways in times.items():
    med = {w: statistics.median(ts) for w, ts in ways.items()}
    print(header)
    for way, ts in ways.items():
        ratio = med[way] / med['not kept'] if 'not kept' in med else float('nan')
        print(f"    {way:58s} {'/'.join(f'{t:.1f}' for t in ts):32s} median {med[way]:7.1f}  "
              f"over not kept {ratio:.3f}")
print(f"lines failing their check: {failed}")
