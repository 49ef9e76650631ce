#!/usr/bin/env python3
"""Reads an `ab.log` of calls 2-4 and 6 (`cubemax-report sweep` with the planner's two lines,
`--cube-per-chunk false` then `true`) and prints, for each op and shape, the two medians, their
ranges over the rounds and the ratio of the second (halved chunks) to the first (one 1024-unit
cube per SM). Usage: python3 summary.py callN/ab.log"""
import re
import sys

section = None
lines = []
for line in open(sys.argv[1]):
    # A section begins at the script's `== op dtype shape` line or, without one (call 6), at
    # the sweep's own header, `op dtype shape: copy of the same bytes ...`.
    header = re.match(r"^(?:== (.+)|(\S+ \S+ \S+): copy of the same bytes)", line)
    if header and (header.group(1) or section is None):
        section = (header.group(1) or header.group(2)).strip()
        lines = []
        continue
    match = re.search(r"^\s+([\d.]+) us .* ok\s+([\d.]+-[\d.]+) us over \d+ rounds\s+planner: (.*)$", line)
    if match and section:
        lines.append((float(match.group(1)), match.group(2), match.group(3)))
        if len(lines) == 2:
            (old, old_range, old_plan), (new, new_range, new_plan) = lines
            grid = lambda plan: re.search(r"(\d+ cubes x \d+ units)", plan).group(1)
            print(f"{section:28} {old:6.1f} ({old_range:>11}) {grid(old_plan):22} -> "
                  f"{new:6.1f} ({new_range:>11}) {grid(new_plan):22} {new / old:.2f}")
