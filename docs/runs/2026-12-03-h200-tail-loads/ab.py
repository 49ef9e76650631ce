#!/usr/bin/env python3
"""Call 2's sweep log (`== round N` sections of one build): per shape, the planner's lines with
the tail's loads ahead (`ahead`) and not (`in turn`), their medians, and ahead over in turn
(below 1: ahead was faster). Shapes whose plan has no tail to read (the request changes nothing)
have one way only. Usage: python3 ab.py LOG"""
import re, statistics, sys
from collections import OrderedDict
t = OrderedDict(); header = None
for line in open(sys.argv[1]):
    m = re.match(r'(\w+ \w+ \S+.*?): copy of the same bytes ([\d.]+) us', line)
    if m: header = m.group(1); continue
    m = re.match(r'\s+([\d.]+) us\s+\d+ GB/s\s+[\d.]+x copy\s+(\w+)\s+(planner: )?(.*)', line)
    if m and m.group(3):
        if m.group(2) != 'ok': print('NOT OK:', line.strip())
        way = 'ahead' if 'tail loads ahead' in m.group(4) else 'in turn'
        t.setdefault(header, OrderedDict()).setdefault(way, []).append(float(m.group(1)))
for h, ways in t.items():
    med = {w: statistics.median(v) for w, v in ways.items()}
    cells = ' | '.join(f"{w} {'/'.join(f'{x:.1f}' for x in v)} (median {med[w]:.1f})" for w, v in ways.items())
    r = f"ahead/in turn {med['ahead'] / med['in turn']:.3f}" if len(med) == 2 else ''
    print(f"{h:40s} {cells} | {r}")
