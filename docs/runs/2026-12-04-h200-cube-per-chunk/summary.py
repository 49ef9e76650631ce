#!/usr/bin/env python3
"""Call 1's medians over three rounds: per shape, the planner's cut on one cube per chunk
(`--cube-per-chunk true`, the sweep's first line) and on one cube per SM (`false`, the second),
microseconds and ratio to the copy of the same bytes timed beside them; round 1's 512-unit
alternative on both grids. Reads call1/rounds.log."""
import re
import statistics
import sys
from collections import defaultdict

log = sys.argv[1] if len(sys.argv) > 1 else "call1/rounds.log"
lines = defaultdict(list)  # (shape) -> list of rounds, each a list of (us, x, text)
current = None
for line in open(log):
    head = re.match(r"== round (\d) (\S+) (\S+)", line)
    if head:
        current = (head.group(2), head.group(3))
        lines[current].append([])
        continue
    timed = re.match(r"\s+([\d.]+) us\s+\d+ GB/s\s+([\d.]+)x copy\s+(ok|FAIL)\s+(.*)", line)
    if timed and current:
        lines[current][-1].append((float(timed.group(1)), float(timed.group(2)), timed.group(4)))

def cubes(text):
    return re.search(r"(\d+) cubes x (\d+) units", text).group(0)

print(f"{'shape':<18} {'per chunk us (3 rounds)':<26} {'per SM us':<24} med ratio  x copy per SM -> per chunk   grids")
for (dtype, shape), rounds in lines.items():
    chunk = [r[0][0] for r in rounds]
    sm = [r[1][0] for r in rounds]
    xc = statistics.median(r[0][1] for r in rounds)
    xs = statistics.median(r[1][1] for r in rounds)
    ratio = statistics.median(chunk) / statistics.median(sm)
    print(f"{dtype + ' ' + shape:<18} {', '.join(f'{t:.1f}' for t in chunk):<26} {', '.join(f'{t:.1f}' for t in sm):<24} {ratio:5.2f}      {xs:.2f} -> {xc:.2f}   {cubes(rounds[0][0][2])} / {cubes(rounds[0][1][2])}")
print()
print("round 1, 512-unit cubes of half as many chunks: per chunk, per SM (us, x copy)")
for (dtype, shape), rounds in lines.items():
    alt = rounds[0][2:]
    if len(alt) == 2:
        print(f"{dtype + ' ' + shape:<18} {alt[0][0]:7.1f} {alt[0][1]:.2f}  {alt[1][0]:7.1f} {alt[1][1]:.2f}   planner per chunk {rounds[0][0][0]:.1f}")
