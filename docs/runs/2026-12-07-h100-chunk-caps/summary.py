#!/usr/bin/env python3
"""Prints summary.txt from this folder's logs and CSVs: the few-row rule's planner lines against
the plan before it (call 4), the chunk counts swept for rows no cube holds (calls 4 and 7), the
backward grid held against the unheld table of e1ff9fc (call 5) and the curve held against the
unheld one of 83441cd (call 6)."""

import csv
import re
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
HEADER = re.compile(r"^(softmax|log_softmax) (\w+) (\d+x\d+): copy of the same bytes ([\d.]+) us")
LINE = re.compile(r"^\s+([\d.]+) us .* ([\d.]+-[\d.]+) us over (\d+) rounds  (.*)$")
CUT = re.compile(r"(\d+) x vector \d+ per unit, \d+ cubes x (\d+) units(?:, (\d+) chunks per row)?")


def sweep_lines(path):
    """(op, dtype, shape) -> [(is the planner's, median, range, chunks, units)], in log order."""
    lines = defaultdict(list)
    key = None
    for text in path.read_text().splitlines():
        header = HEADER.match(text)
        if header:
            key = header.group(1), header.group(2), header.group(3)
            continue
        match = LINE.match(text)
        if match and key:
            median, spread, _, plan = match.groups()
            cut = CUT.search(plan)
            chunks = int(cut.group(3) or 1)
            lines[key].append((plan.startswith("planner: "), float(median), spread, chunks,
                               int(cut.group(2))))
    return lines


def planner_against_before(paths, title):
    print(title)
    for path in paths:
        for (op, dtype, shape), lines in sweep_lines(path).items():
            (_, new, new_range, chunks, units), (_, old, old_range, old_chunks, old_units) = lines
            print(f"  {op:<11} {dtype:<4} {shape:<9} planner {new:5.1f} ({new_range:>9}) "
                  f"{chunks:>2} x {units:<4}  before {old:5.1f} ({old_range:>9}) "
                  f"{old_chunks:>2} x {old_units:<4}  {new / old:.2f}")


def chunk_sweeps(paths):
    print("\nRows no cube holds, softmax, held sweeps (three rounds, medians): chunks x units")
    for path in paths:
        for (_, dtype, shape), lines in sweep_lines(path).items():
            planner = next(line for line in lines if line[0])
            plans = sorted({line[1:] for line in lines if not line[0]})
            best = min(plans)
            cells = ", ".join(f"{c} x {u} {m:.1f}" for m, _, c, u in
                              sorted(plans, key=lambda p: (p[2], p[3])))
            print(f"  {dtype:<4} {shape:<9} planner {planner[3]} x {planner[4]} {planner[1]:.1f}; "
                  f"best {best[2]} x {best[3]} {best[0]:.1f}\n      {cells}")


def ratios(paths):
    out = {}
    for path in paths:
        for row in csv.DictReader(open(path)):
            if row["impl"] == "cubemax-kernel":
                out[row["op"], row["dtype"], row["shape"]] = float(row["ratio_to_copy"])
    return out


def backward_held():
    held = ratios([HERE / f"call5/backward-{d}.csv" for d in ("f32", "bf16")])
    runs = HERE.parent / "2026-12-05-h100-axis-last-e1ff9fc/call3"
    unheld = ratios([runs / f"backward-{d}.csv" for d in ("f32", "bf16")])
    print("\nBackward grid, kernel alone: held (call 5) against unheld (e1ff9fc, call 3), "
          "rows >= 64")
    for key, ratio in held.items():
        rows = key[2].split("x")
        if len(rows) == 2 and int(rows[0]) < 64:
            continue
        before = unheld[key]
        cross = " crossed 0.90" if (ratio >= 0.90) != (before >= 0.90) else ""
        print(f"  {key[0]:<21} {key[1]:<4} {key[2]:<16} {ratio:.3f} against {before:.3f}{cross}")


def curve_held():
    held = ratios([HERE / f"call6/curve-{d}.csv" for d in ("f32", "bf16")])
    unheld = ratios([HERE.parent / "2026-12-05-h100-axis-last-by-element/call3/curve.csv"])
    print("\nCurve (2^24 elements), kernel alone: held (call 6) against unheld (83441cd)")
    for key, ratio in held.items():
        before = unheld.get(key)
        print(f"  {key[0]:<11} {key[1]:<4} {key[2]:<11} {ratio:.3f} against "
              f"{'-' if before is None else f'{before:.3f}'}")


planner_against_before([HERE / f"call4/few-{d}.log" for d in ("f32", "bf16")],
                       "Few-row rule (039c1b0), held, five rounds: planner against the whole row")
chunk_sweeps([HERE / f"call{c}/long-{d}.log" for c in (4, 7) for d in ("f32", "bf16")])
backward_held()
curve_held()
