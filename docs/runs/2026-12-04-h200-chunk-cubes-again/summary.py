#!/usr/bin/env python3
"""Call 3's planner lines, old build against new: per op and shape, the times of each round,
the medians, their ratio (new over old) and both plans. Usage: python3 summary.py call3"""
import re
import statistics
import sys
from collections import defaultdict

def read(path):
    times = defaultdict(lambda: defaultdict(list))
    plans = defaultdict(dict)
    build = shape = None
    for line in open(path):
        if m := re.match(r"== round \d+ (\w+)", line):
            build = m.group(1)
        elif m := re.match(r"\S+ f32 (\d+x\d+): copy", line):
            shape = m.group(1)
        elif m := re.match(r"\s+([\d.]+) us .*planner: (.*)", line):
            times[shape][build].append(float(m.group(1)))
            plans[shape][build] = m.group(2).replace("cube-per-row (plane merge), ", "")
    return times, plans

for op in ["softmax-backward", "log-softmax-backward"]:
    times, plans = read(f"{sys.argv[1]}/{op}.log")
    print(f"\n{op} f32: old rounds | new rounds | new / old (medians)")
    for shape, by_build in times.items():
        old, new = by_build["old"], by_build["new"]
        ratio = statistics.median(new) / statistics.median(old)
        print(f"  {shape:>12}: {' '.join(f'{t:.1f}' for t in old)} | "
              f"{' '.join(f'{t:.1f}' for t in new)} | {ratio:.2f}")
        if plans[shape]["old"] != plans[shape]["new"]:
            print(f"      old: {plans[shape]['old']}\n      new: {plans[shape]['new']}")
