#!/usr/bin/env python3
"""A log of rounds of `cubemax-report sweep` (`== round N` sections), each process timing the
planner's plan and forced plans of one shape: per shape and plan, every round's time, the median,
and the median over the planner's median (below 1: the forced plan was faster).
Usage: python3 forced.py LOG"""
import re, statistics, sys
from collections import OrderedDict
times = OrderedDict(); header = None
for line in open(sys.argv[1]):
    m = re.match(r'(\w+ \w+ \S+): copy of the same bytes ([\d.]+) us', line)
    if m: header = m.group(1); times.setdefault(header, OrderedDict()).setdefault('copy of the same bytes', []).append(float(m.group(2))); continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if not m: continue
    if m.group(2) != 'ok': print('NOT OK:', line.strip())
    key = 'planner' if m.group(3) else m.group(4)
    times[header].setdefault(key, []).append(float(m.group(1)))
for h, plans in times.items():
    base = statistics.median(plans['planner'])
    print(h)
    for plan, v in plans.items():
        med = statistics.median(v)
        print(f"  {med / base:5.3f} {med:7.1f} us ({'/'.join(f'{x:.1f}' for x in v)})  {plan}")
