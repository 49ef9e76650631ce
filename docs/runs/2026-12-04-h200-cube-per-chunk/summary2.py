#!/usr/bin/env python3
"""Calls 2, 3 and 4's medians. Calls 2 and 3: per shape, every line of the sweep in the order
it printed (A, call 2: the planner's cut on one cube per chunk, then on one cube per SM, then
the 512-unit plan of half as many chunks on the same two grids; B, call 2: the softmax
backward's planner's plan on one cube per chunk, then one cube per SM; call 3: the same for the
log-softmax backward), microseconds per round, the median, its ratio to the second line's
median, and the median ratio to the copy of the same bytes. Call 4, whose rounds swap the order
of the two grids: per shape, one cube per chunk over one per SM in each round, and the ratio of
the medians. Reads call2/forward-bf16.log, call2/backward.log, call3/log-backward.log and
call4/log-backward-bf16.log."""
import re
import statistics
from collections import defaultdict

for log in ["call2/forward-bf16.log", "call2/backward.log", "call3/log-backward.log"]:
    print(f"== {log}")
    rounds = defaultdict(list)
    current = None
    for line in open(log):
        head = re.match(r"== \S+ round (\d) (\S+) (\S+)", line)
        if head:
            current = f"{head.group(2)} {head.group(3)}"
            rounds[current].append([])
            continue
        timed = re.match(r"\s+([\d.]+) us\s+\d+ GB/s\s+([\d.]+)x copy\s+(ok|FAIL)\s+(.*)", line)
        if timed and current:
            text = re.search(r"(\d+) cubes x (\d+) units", timed.group(4)).group(0)
            rounds[current][-1].append((float(timed.group(1)), float(timed.group(2)), text))
    for shape, runs in rounds.items():
        print(shape)
        medians = [statistics.median(run[index][0] for run in runs) for index in range(len(runs[0]))]
        for index, median in enumerate(medians):
            times = [run[index][0] for run in runs]
            ratio = statistics.median(run[index][1] for run in runs)
            print(f"    {runs[0][index][2]:<26} {', '.join(f'{t:.1f}' for t in times):<24}"
                  f" median {median:6.1f}  / line 2 {median / medians[1]:.2f}"
                  f"  {ratio:.2f}x copy")

# Call 4 swaps the order of the two grids between rounds: match each line by its grid (one
# cube per SM has at most 132 cubes) rather than by its place.
print("== call4/log-backward-bf16.log (one cube per chunk over one per SM, per round; median)")
pairs = defaultdict(list)
current = None
for line in open("call4/log-backward-bf16.log"):
    head = re.match(r"== \S+ round (\d) (\S+) (\S+)", line)
    if head:
        current = f"{head.group(2)} {head.group(3)}"
        pairs[current].append({})
        continue
    timed = re.match(r"\s+([\d.]+) us.*?(\d+) cubes x", line)
    if timed and current:
        grid = "per SM" if int(timed.group(2)) <= 132 else "per chunk"
        pairs[current][-1][grid] = float(timed.group(1))
for shape, runs in pairs.items():
    ratios = [run["per chunk"] / run["per SM"] for run in runs]
    chunk = statistics.median(run["per chunk"] for run in runs)
    sm = statistics.median(run["per SM"] for run in runs)
    print(f"{shape:<18} {', '.join(f'{r:.2f}' for r in ratios)}   medians {chunk:.1f} / {sm:.1f}"
          f" = {chunk / sm:.2f}")
