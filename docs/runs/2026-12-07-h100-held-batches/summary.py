#!/usr/bin/env python3
"""Reads this run's logs and CSVs and prints summary.txt: the near-empty kernel's time a call by
grid (calls 1-3, and Nsight Compute's durations of call 1), the copies by size held and unheld
(calls 1 and 7), the report's lines held, unheld and held again (calls 3 and 6), each swept
shape's planner line beside its fastest (calls 4 and 5), and call 8's held lines, with holds sized
to the host's issue time, beside calls 3 and 6's."""

import csv
import re
import statistics
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent

GRID = re.compile(r"^\s*(\d+) cubes x\s+(\d+) units,\s+(\d+) KiB shared each: (.*)$")
HELD = re.compile(
    r"batches of (\d+) and (\d+): median ([\d.]+) us a call \(quartiles ([\d.]+)-([\d.]+)")
FASTEST = re.compile(r"^\s*(\d+) MiB each way:\s+([\d.]+) us")
SWEEP_LINE = re.compile(r"^\s+([\d.]+) us\s+\d+ GB/s .* over \d+ rounds  (.*)$")


def launches():
    print("Near-empty kernel, microseconds a call (unheld; held in 32/64-call batches; held in")
    print("256/512-call batches; medians, quartiles of the held pairs in brackets)")
    for log in ["call2/launches-1.log", "call2/launches-2.log", "call2/launches-3.log",
                "call3/launches.log"]:
        print(f"  {log}:")
        for line in (HERE / log).read_text().splitlines():
            if line.startswith("31 holds"):
                print(f"    {line}")
            match = GRID.match(line)
            if not match:
                continue
            cubes, units, kib, rest = match.groups()
            unheld = re.search(r"unheld ([\d.]+) us", rest).group(1)
            held = [f"{m[2]} [{m[3]}-{m[4]}]" for m in HELD.findall(rest)]
            print(f"    {cubes:>5} x {units:>4}, {kib:>2} KiB: unheld {unheld:>5}; "
                  f"held {' ; '.join(held)}")
    launches_by_id = defaultdict(dict)
    header = None
    for row in csv.reader((HERE / "call1/ncu-launches.csv").open()):
        if "Metric Name" in row:
            header = row
            continue
        if header is None or len(row) != len(header):
            continue
        record = dict(zip(header, row))
        metric = float(record["Metric Value"].replace(",", ""))
        launches_by_id[record["ID"]][record["Metric Name"]] = metric
    durations = defaultdict(list)
    for metrics in launches_by_id.values():
        key = (int(metrics["launch__grid_size"]), int(metrics["launch__block_size"]),
               int(metrics["launch__shared_mem_per_block_dynamic"]) // 1024)
        durations[key].append(metrics["gpu__time_duration.sum"] / 1e3)
    print("  Nsight Compute (call 1, caches and clock left alone), gpu__time_duration of each")
    print("  launch, us: cubes x units, KiB of dynamic shared memory -> launches, median, least,")
    print("  most")
    for (cubes, units, kib), values in sorted(durations.items()):
        print(f"    {cubes:>5} x {units:>4}, {kib:>2} KiB: {len(values)} launches, "
              f"{statistics.median(values):.2f}, {min(values):.2f}, {max(values):.2f}")


def copies():
    print("\nFastest copy of each size, us a call (call 1: held in 32/64-call batches, then")
    print("call 7: held in 256/512-call batches), each run in the order it ran")
    runs = ["call1/copies-unheld-1.log", "call1/copies-held.log", "call1/copies-unheld-2.log",
            "call7/copies-held-1.log", "call7/copies-unheld.log", "call7/copies-held-2.log"]
    table = defaultdict(dict)
    for log in runs:
        text = (HERE / log).read_text()
        fastest = text[text.index("fastest copy"):]
        for line in fastest.splitlines():
            match = FASTEST.match(line)
            if match:
                table[int(match.group(1))][log] = match.group(2)
        fit = re.search(r"least squares.*", text)
        print(f"  {log}: {fit.group(0) if fit else 'no fit'}")
    print("  MiB  " + "  ".join(log.replace("copies-", "").replace(".log", "")
                                for log in runs))
    for mib in sorted(table):
        print(f"  {mib:>4} " + "  ".join(f"{table[mib].get(log, '-'):>16}" for log in runs))


def report_lines():
    for call in ["call3", "call6"]:
        print(f"\nThe report, kernel alone ({call}): us a call held / unheld / held again; the")
        print("ratio to the 1 GiB copy of the first held run; unheld over the mean of the held")
        runs = {}
        for run in ["held-1", "unheld", "held-2"]:
            rows = list(csv.reader((HERE / call / f"{run}.csv").open()))
            for row in rows[1:]:
                runs.setdefault(tuple(row[:4]), {})[run] = (float(row[8]), float(row[11]))
        for (op, impl, dtype, shape), values in runs.items():
            held1, ratio = values["held-1"]
            unheld = values["unheld"][0]
            held2 = values["held-2"][0]
            print(f"  {op:17} {impl:15} {dtype:4} {shape:10} {held1:8.2f} {unheld:8.2f} "
                  f"{held2:8.2f}  {ratio:.2f}x  {unheld / ((held1 + held2) / 2):.2f}")


def sweeps():
    print("\nHeld sweeps (calls 4 and 5): the planner's line and the fastest, us a call")
    for log in sorted((HERE / "call4").glob("sweep-*.log")) + sorted(
            (HERE / "call5").glob("sweep-*.log")):
        lines = []
        for line in log.read_text().splitlines():
            match = SWEEP_LINE.match(line)
            if match:
                lines.append((float(match.group(1)), match.group(2)))
        planner = next(line for line in lines if line[1].startswith("planner:"))
        fastest = min(lines)
        print(f"  {log.parent.name}/{log.name}: {len(lines)} lines; planner {planner[0]:.1f}; "
              f"fastest {fastest[0]:.1f} ({fastest[1][:90]})")


def shorter_holds():
    print("\nHolds sized to the host's issue time (call 8) against holds of twice the unheld")
    print("batch (calls 3 and 6, both held runs), us a call")
    earlier = defaultdict(list)
    for call in ["call3", "call6"]:
        for run in ["held-1", "held-2"]:
            rows = list(csv.reader((HERE / call / f"{run}.csv").open()))
            for row in rows[1:]:
                earlier[tuple(row[:4])].append(float(row[8]))
    rows = list(csv.reader((HERE / "call8/held.csv").open()))
    for row in rows[1:]:
        key = tuple(row[:4])
        now = float(row[8])
        before = earlier[key]
        print(f"  {key[0]:17} {key[1]:15} {key[2]:4} {key[3]:10} {now:8.2f}  "
              f"({min(before):.2f}-{max(before):.2f}; {now / statistics.mean(before):.3f})")


if __name__ == "__main__":
    launches()
    copies()
    report_lines()
    sweeps()
    shorter_holds()
