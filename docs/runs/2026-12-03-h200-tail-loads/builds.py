#!/usr/bin/env python3
"""A sweep log of `== BUILD round N` sections (builds `head` and `tail`): per shape, the planner's
lines of each build and way (`staged`: both buffers staged or log-softmax's plan; `again`: `dy`
read again), their medians, and `tail` over `head` of each way both builds ran (below 1: the
tail's loads issued before the stores were faster).
Usage: python3 builds.py LOG"""
import re, statistics, sys
from collections import OrderedDict
t = OrderedDict(); build = None; header = None
for line in open(sys.argv[1]):
    m = re.match(r'== (\w+) round', line)
    if m: build = m.group(1); continue
    m = re.match(r'(\w+ \w+ \S+.*?): copy of the same bytes', line)
    if m: header = m.group(1); continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if m and m.group(3):
        if m.group(2) != 'ok': print('NOT OK:', line.strip())
        way = 'again' if 'dy read again' in m.group(4) else 'staged'
        t.setdefault(header, OrderedDict()).setdefault((build, way), []).append(float(m.group(1)))
for h, ways in t.items():
    med = {w: statistics.median(v) for w, v in ways.items()}
    cells = ' | '.join(f"{b} {w} {'/'.join(f'{x:.1f}' for x in v)} ({med[(b, w)]:.1f})"
                       for (b, w), v in ways.items())
    ratios = ' '.join(f"{w} {med[('tail', w)] / med[('head', w)]:.3f}"
                      for w in ('staged', 'again') if ('tail', w) in med and ('head', w) in med)
    print(f"{h:40s} {cells} | tail/head {ratios}")
