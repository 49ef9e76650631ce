#!/usr/bin/env python3
"""Per shape: the planner's times and the other plans' times over the rounds of a sweep log."""
import re, sys, collections
times = collections.defaultdict(lambda: collections.defaultdict(list))
order = []
for path in sys.argv[1:]:
    key = None
    for line in open(path):
        head = re.match(r'^(\S+) (\S+) (\d+x\d+): copy of the same bytes ([\d.]+) us', line)
        if head:
            key = head.group(1, 2, 3)
            if key not in order:
                order.append(key)
            times[key]['copy'].append(head.group(4))
            continue
        row = re.match(r'^\s+([\d.]+) us .* ok\s+(planner: )?cube-per-row \(plane merge\), (\d+) x vector \d+ per unit, \d+ cubes x (\d+) units(, (\d+) more pages)?', line)
        if row and key:
            plan = f"{row.group(4)}u {row.group(3)}+{row.group(6) or 0}"
            label = ('planner ' if row.group(2) else '') + plan
            times[key][label].append(row.group(1))
for key in order:
    print(' '.join(key), ' | '.join(f"{label}: {', '.join(v)}" for label, v in times[key].items()))
