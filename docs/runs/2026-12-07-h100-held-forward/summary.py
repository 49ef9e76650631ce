#!/usr/bin/env python3
"""Reads call 1's sweep logs and forward CSVs and prints summary.txt: for each swept shape and
dtype, the planner's line in every sweep beside each other plan (median and range of its three
rounds), and the forward grid's lines of 1 and 8 rows against issue 4's bound there, twice a
copy of the same bytes plus the held kernel at 1 x 7 (latency.csv)."""

import csv
import re
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent / "call1"
HEADER = re.compile(r"^softmax (\w+) (\d+x\d+): copy of the same bytes ([\d.]+) us")
LINE = re.compile(r"^\s+([\d.]+) us .* ([\d.]+-[\d.]+) us over \d+ rounds  (.*)$")


def plan_label(text):
    """The plan without the strategy's name, the merge and the dtype's load flag."""
    text = text.replace("; ", ", ").replace("cube-per-row (plane merge), ", "").replace(", every slot loaded", "")
    return text.replace(" exchanging states", "")


def sweeps():
    print("Held sweeps, softmax (us a call: median of three rounds, their range)")
    for dtype in ["f32", "bf16"]:
        planner = defaultdict(list)
        plans = defaultdict(list)
        shape = None
        for line in (HERE / f"sweep-{dtype}.log").read_text().splitlines():
            header = HEADER.match(line)
            if header:
                shape = header.group(2)
                continue
            match = LINE.match(line)
            if not match:
                continue
            median, spread, plan = match.groups()
            if plan.startswith("planner: "):
                planner[shape].append(median)
            else:
                plans[shape].append((float(median), spread, plan_label(plan)))
        for shape in planner:
            print(f"  {dtype} {shape}: planner {', '.join(planner[shape])} in the "
                  f"{len(planner[shape])} sweeps")
            for median, spread, plan in sorted(set(plans[shape])):
                print(f"    {median:5.1f} ({spread:>9})  {plan}")


def few_rows():
    launch = next(float(row["median_us"]) for row in csv.DictReader(open(HERE / "latency.csv"))
                  if row["impl"] == "cubemax-kernel" and row["shape"] == "1x7")
    print(f"\nRows of 1 and 8, kernel alone, held: time against twice the copy plus {launch} us")
    for dtype in ["f32", "bf16"]:
        rows = list(csv.DictReader(open(HERE / f"forward-{dtype}.csv")))
        copies = {r["shape"]: float(r["median_us"]) for r in rows if r["op"] == "copy"}
        for row in rows:
            if row["impl"] != "cubemax-kernel" or int(row["rows"]) not in (1, 8):
                continue
            bound = 2 * copies[row["shape"]] + launch
            time = float(row["median_us"])
            verdict = "under" if time <= bound else "over"
            plan = plan_label(row["strategy"])
            print(f"  {row['op']:<11} {dtype:<4} {row['shape']:<9} {time:5.2f} us, bound "
                  f"{bound:5.2f}: {verdict:<5}  {plan}")


sweeps()
few_rows()
