#!/usr/bin/env python3
"""v1 (the registers' page of y loaded before the merge, committed) over base (d2640f4), the
planner's lines' medians, per call; shapes whose plan exchanges chunks apart from those held
whole. Usage: python3 ratios.py call1/ab.log call2/ab.log"""
import re, statistics, sys

EXCHANGED = {'bf16 64x151936', 'bf16 64x262144', 'bf16 256x151936', 'f32 64x151936',
             'f32 64x262144', 'f32 256x131072', 'f32 256x151936'}
groups = {'exchanged': [], 'whole': []}
for log in sys.argv[1:]:
    times, build, head = {}, None, None
    for line in open(log):
        m = re.match(r'== round \d+ (\S+)', line)
        if m:
            build = m.group(1)
            continue
        m = re.match(r'(\w+) (\w+) (\S+)[^:]*: copy of the same bytes', line)
        if m:
            head = m.group(1, 2, 3)
            continue
        m = re.match(r'\s+([\d.]+) us .*planner: ', line)
        if m and head and head[0] == 'log_softmax_backward':
            times.setdefault(head[1:], {}).setdefault(build, []).append(float(m.group(1)))
    print(log)
    for (dtype, shape), per in times.items():
        ratio = statistics.median(per['v1']) / statistics.median(per['base'])
        key = f'{dtype} {shape}'
        group = 'exchanged' if key in EXCHANGED else 'whole'
        groups[group].append(ratio)
        print(f'  {key:16s} {group:9s} v1/base {ratio:.3f}')
for group, ratios in groups.items():
    print(f'{group}: {len(ratios)} ratios, {min(ratios):.3f}-{max(ratios):.3f}, '
          f'mean {statistics.mean(ratios):.3f}')
