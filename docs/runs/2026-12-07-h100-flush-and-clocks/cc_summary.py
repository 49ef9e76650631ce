#!/usr/bin/env python3
"""Nsight Compute's launches of call 1, caches flushed before each launch (`cc-all-*`) and not
(`cc-none-*`): per file, the launches' median duration (us, lowest-highest) and median DRAM
megabytes read and written. Run from this directory: python3 cc_summary.py call1/cc-*.csv"""
import csv
import statistics
import sys

SCALE = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "byte": 1e-6, "Kbyte": 1e-3, "Mbyte": 1.0,
         "Gbyte": 1e3, "KB": 1e-3, "MB": 1.0, "GB": 1e3, "B": 1e-6}


def launches(path):
    metrics = {}
    with open(path) as f:
        rows = [line for line in f if line.startswith('"')]
    for row in csv.DictReader(rows):
        unit = row["Metric Unit"]
        value = float(row["Metric Value"].replace(",", ""))
        if unit in SCALE:
            value *= SCALE[unit]
        metrics.setdefault(int(row["ID"]), {})[row["Metric Name"]] = value
    return [m for _, m in sorted(metrics.items())]


for path in sys.argv[1:]:
    ms = launches(path)
    t = [m["gpu__time_duration.sum"] for m in ms]
    r = [m["dram__bytes_read.sum"] for m in ms]
    w = [m["dram__bytes_write.sum"] for m in ms]
    grids = sorted({int(m["launch__grid_size"]) for m in ms})
    print(f"{path}: n={len(ms)} grid {grids}: {statistics.median(t):7.2f} us "
          f"({min(t):.2f}-{max(t):.2f}), DRAM read {statistics.median(r):7.2f} MB, "
          f"written {statistics.median(w):7.2f} MB")
