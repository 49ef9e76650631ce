#!/usr/bin/env python3
"""Nsight Compute's kernel durations by plan for call 2's one-round forward sweep under the
profiler (`call2/ncu-softmax-bf16-64x151936.csv`, metrics gpu__time_duration.sum,
launch__grid_size, launch__block_size, launch__registers_per_thread and
launch__shared_mem_per_block_dynamic; the sweep's own output in the `.log` beside it). A plan's
launches come one after the other, so each run of launches of one grid, cube size, register count
and shared memory goes to the sweep's next line, which must name that grid and cube size. Prints
each plan's median, lowest and highest duration in microseconds, its registers and its median
over the planner's. Run from this directory:
python3 plans_summary.py call2/ncu-softmax-bf16-64x151936.csv"""
import csv
import statistics
import sys
from pathlib import Path

# The sweep-line patterns and plan labels of the forty-seventh run's script, which matched
# launches to lines by grid and cube size alone.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "2026-12-07-h100-ncu-chunk-plans"))
from ncu_summary import LINE, SIZE, short  # noqa: E402

KEYS = ("launch__grid_size", "launch__block_size", "launch__registers_per_thread",
        "launch__shared_mem_per_block_dynamic")


def launches(path):
    metrics = {}
    with open(path) as f:
        rows = [line for line in f if line.startswith('"')]
    for row in csv.DictReader(rows):
        value = float(row["Metric Value"].replace(",", ""))
        if row["Metric Name"] == "gpu__time_duration.sum":
            value *= {"ns": 1e-3, "us": 1.0, "ms": 1e3}[row["Metric Unit"]]
        metrics.setdefault(int(row["ID"]), {})[row["Metric Name"]] = value
    return [(tuple(int(m[k]) for k in KEYS), m["gpu__time_duration.sum"])
            for _, m in sorted(metrics.items())]


for path in sys.argv[1:]:
    lines = [m.group(1) for m in map(LINE.match, open(path[:-len(".csv")] + ".log")) if m]
    runs = []
    for key, us in launches(path):
        if runs and runs[-1][0] == key:
            runs[-1][1].append(us)
        else:
            runs.append((key, [us]))
    if len(runs) != len(lines):
        sys.exit(f"{path}: {len(runs)} runs of launches for {len(lines)} sweep lines")
    base = statistics.median(runs[0][1])
    print(f"{path}: {sum(len(t) for _, t in runs)} launches, {len(lines)} plans")
    for line, (key, times) in zip(lines, runs):
        grid, block = (int(n) for n in SIZE.search(line).group(2, 3))
        if (grid, block) != key[:2]:
            sys.exit(f"{path}: launches of {key[:2]} against the line {short(line)}")
        median = statistics.median(times)
        print(f"  {median:7.2f} us ({min(times):6.2f}-{max(times):6.2f}, n={len(times):2d})"
              f"  {median / base:4.2f}  {short(line)}, {grid} cubes, {key[2]} registers")
