#!/usr/bin/env python3
"""The lines of a `cubemax-report options` log of `== LABEL round N` rounds labelled `before`
and `new`: each line's microseconds per round under each label, and the ratio of the medians,
new over before (below 1: new faster). Usage: python3 by_options.py LOG"""
import re, statistics, sys
from collections import OrderedDict

times = OrderedDict()  # line -> label -> [us]
label = None
for line in open(sys.argv[1]):
    m = re.match(r'== (\S+) round', line)
    if m:
        label = m.group(1)
        continue
    m = re.match(r'  (.+?)\s+([\d.]+) us\s+\d+ GB/s', line)
    if m and label:
        times.setdefault(m.group(1).strip(), {}).setdefault(label, []).append(float(m.group(2)))
for name, by in times.items():
    before, new = statistics.median(by['before']), statistics.median(by['new'])
    print(f"{name:50} before {' '.join(f'{t:6.1f}' for t in by['before'])}  "
          f"new {' '.join(f'{t:6.1f}' for t in by['new'])}  new/before {new / before:.2f}")
