#!/usr/bin/env python3
"""Prints summary.txt: call 13's held sweeps (the planner's line over the plan before, per
shape), then the A/B rounds of calls 17 and 18 (B over A per line, pooled medians), then the
forward and backward grids of calls 19 and 20 (build B) over the held grids of the fiftieth and
fifty-first sessions (reports of b5a951c and dda43e7, the kernels of 05d1346, the same plans),
exchanged chunks and whole rows apart."""
import csv
import glob
import math
import re
from collections import defaultdict

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."


def sweeps():
    print("Call 13, held sweeps, five rounds: the planner's median over the plan before's")
    for log in ["few-f32.log", "few-bf16.log", "few-f16.log", "cubes.log"]:
        head, lines = None, []
        for line in open(f"{HERE}/call13/{log}"):
            m = re.match(r"^(\w+ \w+ \d+x\d+): copy", line)
            if m:
                head, lines = m.group(1), []
                continue
            m = re.match(r"^\s+([0-9.]+) us .*?(planner: )?(cube-per-row.*)$", line)
            if m and head:
                lines.append((float(m.group(1)), bool(m.group(2)), m.group(3)))
                if len(lines) == 2:
                    planner = [t for t, p, _ in lines if p][0]
                    other = [(t, s) for t, p, s in lines if not p][0]
                    print(f"  {head:28} planner {planner:6.2f} us, before {other[0]:6.2f} us:"
                          f" {planner / other[0]:.3f}  (before: {other[1][:70]})")


def ab():
    runs = defaultdict(lambda: {"a": [], "b": []})
    for call in ["call17", "call18"]:
        for path in sorted(glob.glob(f"{HERE}/{call}/ab-*.csv")):
            build = path[-5]
            for row in csv.DictReader(open(path)):
                if row["impl"] == "cubemax-kernel":
                    key = (row["op"], row["dtype"], row["shape"])
                    runs[key][build].append(float(row["median_us"]))
    print("\nCalls 17 and 18, A (cf277a1) and B (release by the first plane), one process each,"
          " medians")
    logs = []
    for key, v in runs.items():
        ratio = (sum(v["b"]) / len(v["b"])) / (sum(v["a"]) / len(v["a"]))
        logs.append(math.log(ratio))
        print("  %-12s %-5s %-11s A %5.2f-%5.2f  B %5.2f-%5.2f (%d each)  B/A %.3f"
              % (*key, min(v["a"]), max(v["a"]), min(v["b"]), max(v["b"]), len(v["a"]), ratio))
    mean = math.exp(sum(logs) / len(logs))
    print("  geometric mean of B/A over %d lines: %.3f" % (len(logs), mean))


def grids():
    def load(paths):
        out = {}
        for path in paths:
            for row in csv.DictReader(open(f"{HERE}/{path}")):
                if row["impl"] == "cubemax-kernel":
                    key = (row["op"], row["dtype"], row["shape"])
                    out[key] = (float(row["median_us"]), row["strategy"])
        return out

    old = load(["../2026-12-07-h100-held-forward/call1/forward-f32.csv",
                "../2026-12-07-h100-held-forward/call1/forward-bf16.csv",
                "../2026-12-07-h100-chunk-caps/call5/backward-f32.csv",
                "../2026-12-07-h100-chunk-caps/call5/backward-bf16.csv"])
    new = load(["call19/forward-f32.csv", "call19/forward-bf16.csv",
                "call20/backward-f32.csv", "call20/backward-bf16.csv"])
    groups = defaultdict(list)
    for key, (time, strategy) in new.items():
        if key not in old or old[key][1] != strategy:
            continue  # rows of 1 and 8 whose plan changed since 05d1346
        kind = "backward" if "backward" in key[0] else "forward"
        cut = "exchanged" if "exchanging" in strategy else "whole rows"
        groups[(kind, cut)].append((time / old[key][0], key))
    print("\nCalls 19 and 20 (build B) over the held grids before (same plans), median times")
    for (kind, cut), lines in sorted(groups.items()):
        mean = math.exp(sum(math.log(r) for r, _ in lines) / len(lines))
        print(f"  {kind:8} {cut:10} {len(lines):3} lines: geometric mean {mean:.3f},"
              f" {min(r for r, _ in lines):.3f}-{max(r for r, _ in lines):.3f}")
        if cut == "exchanged":
            for ratio, key in sorted(lines, reverse=True):
                print("      %.3f  %s %s %s" % (ratio, *key))


sweeps()
ab()
grids()
