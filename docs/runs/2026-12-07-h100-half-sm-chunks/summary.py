#!/usr/bin/env python3
"""Prints summary.txt from this folder's logs: call 8's planner lines against the forced plans
after them, and the cube sizes and loads swept for rows no cube holds (call 9). Issue 4's bound
at rows of 1 and 8 is `cubemax-report targets` on call 8's CSVs (targets-call8.txt)."""

import re
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
HEADER = re.compile(r"^(softmax|log_softmax) (\w+) (\d+x\d+): copy of the same bytes")
LINE = re.compile(r"^\s+([\d.]+) us .* ([\d.]+-[\d.]+) us over (\d+) rounds  (.*)$")
PLAN = re.compile(r"(\d+) x vector (\d+) per unit, \d+ cubes x (\d+) units(?:, (\d+) chunks)?")


def sweeps(path):
    """(op, dtype, shape) -> [(is the planner's, median us, range, 'chunks x units x elements')]"""
    lines = defaultdict(list)
    key = None
    for text in path.read_text().splitlines():
        header = HEADER.match(text)
        if header:
            key = header.groups()
            continue
        line = LINE.match(text)
        if line and key:
            median, spread, _, plan = line.groups()
            loads, width, units, chunks = PLAN.search(plan).groups()
            cut = f"{chunks or 1} x {units} x {int(loads) * int(width)}"
            lines[key].append((plan.startswith("planner: "), float(median), spread, cut))
    return lines


def planner_against_forced(paths, title):
    print(title)
    print("  (chunks x units x elements a unit; medians, the rounds' range in brackets)")
    for path in paths:
        for (op, dtype, shape), lines in sweeps(path).items():
            (_, new, new_range, new_cut), (_, old, old_range, old_cut) = lines[:2]
            print(f"  {op:<11} {dtype:<4} {shape:<9} planner {new:5.1f} ({new_range:>9}) "
                  f"{new_cut:<14} forced {old:5.1f} ({old_range:>9}) {old_cut:<14} "
                  f"{new / old:.2f}")


def cube_sweeps(paths):
    print("\nRows no cube holds, softmax, held sweeps (call 9, medians): fastest plans first")
    for path in paths:
        for (_, dtype, shape), lines in sweeps(path).items():
            planner = next(line for line in lines if line[0])
            plans = sorted((median, cut) for is_planner, median, _, cut in lines
                           if not is_planner)
            cells = ", ".join(f"{cut} {median:.1f}" for median, cut in plans[:6])
            print(f"  {dtype:<4} {shape:<9} planner {planner[3]} {planner[1]:.1f}\n      {cells}")


planner_against_forced([HERE / f"call8/before-{d}.log" for d in ("f32", "bf16", "f16")],
                       "Call 8: 764b08c's plans (16 chunks for rows no cube holds) against the "
                       "plans before, five rounds")
cube_sweeps([HERE / f"call9/fat-{d}.log" for d in ("f32", "bf16")])
