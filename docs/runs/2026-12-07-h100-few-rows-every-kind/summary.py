#!/usr/bin/env python3
"""Prints summary.txt from call 10's logs: each held sweep's planner line against the forced plan
after it. Issue 4's bound at rows of 1 and 8 is `cubemax-report targets` on call 10's CSVs
(targets-call10.txt)."""

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
HEADER = re.compile(r"^(softmax|log_softmax) (\w+) (\d+x\d+): copy of the same bytes")
LINE = re.compile(r"^\s+([\d.]+) us .* ([\d.]+-[\d.]+) us over (\d+) rounds  (.*)$")
PLAN = re.compile(r"(\d+) x vector (\d+) per unit, \d+ cubes x (\d+) units(?:, (\d+) chunks)?")


def pairs(path):
    """[(op, dtype, shape, [(median us, range, 'chunks x units x elements'), ...])], in order."""
    found = []
    for text in path.read_text().splitlines():
        header = HEADER.match(text)
        if header:
            found.append((*header.groups(), []))
            continue
        line = LINE.match(text)
        if line and found:
            median, spread, _, plan = line.groups()
            loads, width, units, chunks = PLAN.search(plan).groups()
            found[-1][3].append((float(median), spread, f"{chunks or 1} x {units} x "
                                 f"{int(loads) * int(width)}"))
    return found


def planner_against_forced(names, title):
    print(title)
    print("  (chunks x units x elements a unit; medians, the rounds' range in brackets; the "
          "planner's time over the forced plan's)")
    for name in names:
        for op, dtype, shape, lines in pairs(HERE / name):
            (new, new_range, new_cut), (old, old_range, old_cut) = lines[:2]
            print(f"  {op:<11} {dtype:<4} {shape:<9} planner {new:5.1f} ({new_range:>9}) "
                  f"{new_cut:<12} forced {old:5.1f} ({old_range:>9}) {old_cut:<12} "
                  f"{new / old:.2f}")
    print()


planner_against_forced(["call10/before-softmax.log", "call10/before-log_softmax.log"],
                       "Call 10: 1ed9b27's f32 chunks in 512-unit cubes against 1024 units, "
                       "five rounds")
planner_against_forced([f"call10/few-{d}.log" for d in ("f32", "bf16", "f16")],
                       "Call 10: the whole row (the planner of 1ed9b27) against 8 chunks of 256 "
                       "units, five rounds")
