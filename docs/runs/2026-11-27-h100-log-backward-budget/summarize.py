"""Per shape, the planner's time in each round before and after (ab.log), and the plans.

    python3 summarize.py [ab.log]
"""
import re
import sys
from collections import defaultdict

times = defaultdict(lambda: defaultdict(list))
plans = defaultdict(dict)
side = None
key = None
for line in open(sys.argv[1] if len(sys.argv) > 1 else 'ab.log'):
    m = re.match(r'### round (\d) (before|after)', line)
    if m:
        side = m.group(2)
        continue
    m = re.match(r'(\S+) (\S+) (\S+): copy of the same bytes ([\d.]+) us', line)
    if m:
        key = (m.group(1), m.group(2), m.group(3))
        times[key]['copy'].append(float(m.group(4)))
        continue
    m = re.match(r'\s+([\d.]+) us .* planner: (.*)$', line)
    if m and key:
        times[key][side].append(float(m.group(1)))
        plans[key][side] = m.group(2)
faster = slower = 0
for key, t in times.items():
    b, a = t['before'], t['after']
    changed = plans[key].get('before') != plans[key].get('after')
    verdict = ''
    if changed:
        if max(a) < min(b):
            verdict, faster = 'faster in every round', faster + 1
        elif min(a) > max(b):
            verdict, slower = 'SLOWER in every round', slower + 1
        else:
            verdict = 'overlap'
    fmt = lambda xs: '-'.join(f'{x:.1f}' for x in (min(xs), max(xs)))
    print(f"{' '.join(key):38} before {fmt(b):12} after {fmt(a):12} copy {fmt(t['copy']):12} "
          f"{'plan changed, ' + verdict if changed else 'same plan'}")
    if changed:
        print(f"    before: {plans[key]['before']}\n    after:  {plans[key]['after']}")
print(f'changed plans faster in every round: {faster}, slower in every round: {slower}')
