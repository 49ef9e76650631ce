#!/usr/bin/env python3
"""Per op and shape of sweep.log (one binary; each shape's planner line, which loads every slot,
beside the same plan forced with every slot loaded and with only the row's slots): the
microseconds of the plan with every slot loaded (the planner's line and the forced one, every
round), their median, the same for the plan without, and with / without (below 1: loading every
slot faster).
Usage: python3 pairs.py sweep.log"""
import re, statistics, sys
from collections import OrderedDict

every, within = OrderedDict(), OrderedDict()
head = None
for line in open(sys.argv[1]):
    m = re.match(r'(\w+) (\w+) (\S+): copy of the same bytes', line)
    if m:
        head = m.group(1, 2, 3)
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(.*)', line)
    if m and head:
        side = every if 'every slot loaded' in m.group(3) else within
        side.setdefault(head, []).append(float(m.group(1)))
ratios = []
for head, times in every.items():
    with_every, without = statistics.median(times), statistics.median(within[head])
    ratios.append(with_every / without)
    print(f"{head[0]:12} {head[1]} {head[2]:12} every slot {' '.join(f'{t:.1f}' for t in times)} "
          f"(median {with_every:.1f}) | row's slots {' '.join(f'{t:.1f}' for t in within[head])} "
          f"(median {without:.1f}) | {with_every / without:.2f}")
print(f"{len(ratios)} lines: {min(ratios):.2f}-{max(ratios):.2f}, median {statistics.median(ratios):.2f}")
