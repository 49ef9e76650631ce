#!/usr/bin/env python3
"""Nsight Compute's kernel durations by plan, for the one-round sweeps profiled in calls 1 and 2
of this run. Each `ncu-NAME.csv` (`ncu --csv --log-file`, metrics gpu__time_duration.sum,
launch__grid_size, launch__block_size) lies beside `ncu-NAME.log`, the sweep's own output under
the profiler. A plan's launches come one after the other (its first call, its batches, its
check), and their number varies with how many pairs of batches its timing took, so they are
matched to the sweep's lines by grid and cube size: each run of launches of one size goes to the
sweep's next lines of that size, split evenly where two lines (the planner's own and the planner
as asked, one plan) share it, the last of them taking what is left over. Prints each plan's
median, lowest and highest duration in microseconds and its median over the planner's. Run from
this directory:
python3 ncu_summary.py call1/ncu-*.csv call2/ncu-*.csv > summary.txt"""
import csv
import re
import statistics
import sys

LINE = re.compile(r"\s+[\d.]+ us .*(?:ok|FAIL)\s+(.*)")
SIZE = re.compile(r"(\d+) x vector \d+ per unit, (\d+) cubes x (\d+) units")


def launches(path):
    """(grid, block, duration in us) of every profiled launch, in launch order."""
    metrics = {}
    with open(path) as f:
        rows = [line for line in f if line.startswith('"')]
    for row in csv.DictReader(rows):
        value = float(row["Metric Value"].replace(",", ""))
        if row["Metric Unit"] == "ns":
            value /= 1000.0
        metrics.setdefault(int(row["ID"]), {})[row["Metric Name"]] = value
    return [(int(m["launch__grid_size"]), int(m["launch__block_size"]),
             m["gpu__time_duration.sum"]) for _, m in sorted(metrics.items())]


def short(plan):
    m = SIZE.search(plan)
    pages = re.search(r"(\d+) more pages", plan)
    chunks = re.search(r"(\d+) chunks per row", plan)
    who = "planner: " if plan.startswith("planner: ") else (
        "as asked: " if plan.startswith("planner, as asked") else "")
    return (f"{who}{m.group(3)}u {m.group(1)}v {pages.group(1) if pages else 0}p "
            f"{chunks.group(1) if chunks else 1}ch")


def plans(path):
    """(sweep line, durations) for each line of the sweep, in the sweep's order."""
    log = path[:-len(".csv")] + ".log"
    lines = [m.group(1) for m in map(LINE.match, open(log)) if m]
    sizes = [tuple(int(n) for n in SIZE.search(l).group(2, 3)) for l in lines]
    runs = []
    for grid, block, us in launches(path):
        if runs and runs[-1][0] == (grid, block):
            runs[-1][1].append(us)
        else:
            runs.append(((grid, block), [us]))
    out, i = [], 0
    for size, times in runs:
        sharing = 0
        while i + sharing < len(lines) and sizes[i + sharing] == size:
            sharing += 1
        if sharing == 0:
            sys.exit(f"{path}: launches of {size} match no sweep line at line {i + 1}")
        share = len(times) // sharing
        for k in range(sharing):
            end = (k + 1) * share if k + 1 < sharing else len(times)
            out.append((lines[i + k], times[k * share:end]))
        i += sharing
    if i != len(lines):
        sys.exit(f"{path}: {len(lines) - i} sweep lines without launches")
    return out


def main():
    for path in sys.argv[1:]:
        print_plans(path)


def print_plans(path):
    matched = plans(path)
    base = statistics.median(matched[0][1])
    print(f"{path}: {sum(len(t) for _, t in matched)} launches, {len(matched)} plans")
    for line, times in matched:
        median = statistics.median(times)
        print(f"  {median:7.2f} us ({min(times):6.2f}-{max(times):6.2f}, n={len(times):2d})"
              f"  {median / base:4.2f}  {short(line)}, {SIZE.search(line).group(2)} cubes")


if __name__ == "__main__":
    main()
