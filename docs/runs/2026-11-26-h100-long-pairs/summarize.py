#!/usr/bin/env python3
"""Planner against the 512-unit pair, per shape and function, from the sweeps' logs: each
sweep prints the planner's plan first, then the forced plan (`--units 512 --loads 4 --staged N`).

    python3 summarize.py sweeps/pairs-round1.log sweeps/pairs-round2.log ...
"""
import re
import sys

times = {}
for path in sys.argv[1:]:
    key = None
    for line in open(path):
        m = re.match(r"(\w+) (\w+) (\S+): copy of the same bytes ([\d.]+) us", line)
        if m:
            key = (m.group(2), m.group(1), m.group(3))
            times.setdefault(key, {"planner": [], "pair": [], "copy": []})["copy"].append(float(m.group(4)))
            continue
        m = re.match(r"\s+([\d.]+) us.*?(planner: )?cube-per-row", line)
        if m and key:
            times[key]["planner" if m.group(2) else "pair"].append(float(m.group(1)))
worst = 0.0
for key, t in times.items():
    if not t["pair"]:
        continue
    slower = min(p / q - 1 for p, q in zip(t["pair"], t["planner"]))
    worst = max(worst, slower)
    print(f"{key[0]:5} {key[1]:12} {key[2]:>10}  planner {t['planner']}  pair {t['pair']}  copy {t['copy']}")
print(f"pair slower than the planner in every round by at most {100 * worst:.1f}%")
