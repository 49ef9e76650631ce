#!/usr/bin/env python3
"""Call 4's sweep log of `== BUILD round N` sections (builds `new` and `ahead`): per shape, the planner's
lines of each build and way (`staged`: both buffers staged; `again`: `dy` read again), their
medians, and `ahead` over `new` with `dy` read again (below 1: loading a page ahead was faster).
Usage: python3 ahead.py LOG"""
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
        way = build + (' again' if 'dy read again' in m.group(4) else ' staged')
        t.setdefault(header, OrderedDict()).setdefault(way, []).append(float(m.group(1)))
for h, ways in t.items():
    med = {w: statistics.median(v) for w, v in ways.items()}
    cells = ' | '.join(f"{w} {'/'.join(f'{x:.1f}' for x in v)} ({med[w]:.1f})" for w, v in ways.items())
    r = med.get('ahead again', float('nan')) / med['new again']
    print(f"{h:34s} {cells} | ahead/again {r:.3f}")
