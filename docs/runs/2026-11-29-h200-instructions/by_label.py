#!/usr/bin/env python3
"""The planner's line of each op, dtype and shape of a log whose runs are headed
`== LABEL round N`: its microseconds per round under each label, their median, and the median's
ratio to the first label's (below 1: faster than the first label).
Usage: python3 by_label.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # head -> label -> [us]
label = head = None
for line in open(sys.argv[1]):
    m = re.match(r'== (\S+) round (\d+)', line)
    if m:
        label = m.group(1)
        continue
    m = re.match(r'(\w+) (\w+) (\S+(?: with a \w+ mask)?)[^:]*: copy of the same bytes', line)
    if m:
        head = m.group(1, 2, 3)
        continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+planner: (.*)', line)
    if m and head and label:
        times.setdefault(head, OrderedDict()).setdefault(label, []).append(float(m.group(1)))
for head, labels in times.items():
    print(' '.join(head))
    base = None
    for label, ts in labels.items():
        med = statistics.median(ts)
        base = base or med
        print(f"  {label:14} {' '.join(f'{t:7.1f}' for t in ts)}  median {med:7.1f}  {med / base:.2f}")
