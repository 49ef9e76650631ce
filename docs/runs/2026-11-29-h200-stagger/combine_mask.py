#!/usr/bin/env python3
"""Every-slot boolean masks, both calls' rounds together: per op and shape, the planner's line
with the mask applied to the row's slots only (mask-slots=0) and to every slot (=1), the
median of each over four rounds, and their ratio (below 1: every slot faster).
Usage: python3 combine_mask.py call1/mask.log call2/mask.log"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()
for path in sys.argv[1:]:
    label = head = None
    for line in open(path):
        m = re.match(r'== (\S+) round (\d+)', line)
        if m:
            label = m.group(1)
            continue
        m = re.match(r'(\w+) (\w+) (\S+)[^:]*: copy of the same bytes', line)
        if m:
            head = m.group(1, 2, 3)
            continue
        m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+planner: (.*)', line)
        if m and head and label:
            times.setdefault(head, {}).setdefault(label, []).append(float(m.group(1)))
for head, arms in times.items():
    rows = arms.get('mask-slots=0', []), arms.get('mask-slots=1', [])
    m0, m1 = (statistics.median(r) for r in rows)
    print(f"{' '.join(head):34} rows only {' '.join(f'{t:5.1f}' for t in rows[0])} (median {m0:5.1f})"
          f"  every slot {' '.join(f'{t:5.1f}' for t in rows[1])} (median {m1:5.1f})  {m1 / m0:.2f}")
