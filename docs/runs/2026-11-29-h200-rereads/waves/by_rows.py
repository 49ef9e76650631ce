#!/usr/bin/env python3
"""bf16 rows of 4096 by row count (waves.log): each op's times in both rounds, per plan, and the
planner's best time per row, beside the rounds of cubes the count fills at 14 and at 16
64-unit cubes per SM on 132 SMs.

    python3 by_rows.py waves.log
"""
import collections
import re
import sys

times, shape = collections.defaultdict(list), None
for text in open(sys.argv[1]):
    header = re.match(r"(\S+) bf16 (\d+)x4096: copy of the same bytes ([\d.]+) us", text)
    if header:
        shape = (header.group(1), int(header.group(2)))
        times[shape, "copy"].append(float(header.group(3)))
        continue
    line = re.match(r"\s+([\d.]+) us .* (ok|FAIL)\s+(planner: )?(.*)", text)
    if line and shape:
        kept = "kept" if "exps kept" in line.group(4) else "plain"
        times[shape, ("planner " if line.group(3) else "") + kept].append(float(line.group(1)))
columns = ["copy", "planner kept", "planner plain", "kept", "plain"]
for op in ["softmax", "log_softmax"]:
    print(op)
    for rows in sorted({key[0][1] for key in times if key[0][0] == op}):
        shape = (op, rows)
        cells = [
            f"{name} {'/'.join(f'{t:.1f}' for t in times[shape, name])}"
            for name in columns
            if (shape, name) in times
        ]
        planner = min(t for name in columns[1:3] for t in times.get((shape, name), []))
        print(
            f"  {rows:5} rows  rounds of 14/SM {rows / (14 * 132):.2f}, of 16/SM {rows / (16 * 132):.2f}"
            f"  |  {'  '.join(cells)}  |  planner {1000 * planner / rows:.2f} ns a row"
        )
