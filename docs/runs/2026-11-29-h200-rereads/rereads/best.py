#!/usr/bin/env python3
"""Per shape of a `cubemax-report sweep` log: the planner's line, and the fastest line whose
plan reads its chunks again ("read again after the exchange"), with its time over the planner's.

    python3 best.py sweep.log
"""
import re
import sys

shape, lines = None, {}
for text in open(sys.argv[1]):
    header = re.match(r"(\S+ \S+ \S+): copy of the same bytes ([\d.]+) us", text)
    if header:
        shape = header.group(1)
        lines[shape] = {"copy": float(header.group(2)), "planner": None, "rereads": []}
        continue
    line = re.match(r"\s+([\d.]+) us .* (ok|FAIL)\s+(planner: )?(.*)", text)
    if line and shape:
        time, plan = float(line.group(1)), line.group(4)
        if line.group(3):
            lines[shape]["planner"] = (time, plan)
        elif "read again" in plan:
            lines[shape]["rereads"].append((time, plan))
for shape, found in lines.items():
    planner, best = found["planner"], min(found["rereads"])
    print(f"{shape}: copy of the same bytes {found['copy']:.1f} us")
    print(f"  planner      {planner[0]:7.1f} us  {planner[1]}")
    print(f"  best reread  {best[0]:7.1f} us  {best[0] / planner[0]:.2f} of the planner's  {best[1]}")
    print(f"  {len(found['rereads'])} reread plans, {sum(t < planner[0] for t, _ in found['rereads'])} faster than the planner's")
