#!/usr/bin/env python3
"""Summary of the sweep logs of docs/runs/2026-12-07-h100-held-queue/: for each sweep (a
block headed `== op dtype shape`), the planner's own line (the sweep's first, marked `planner: `),
then the five fastest lines, each with its median time over the planner's. Run from this
directory: python3 summary.py call1/sweep.log > summary.txt"""
import re
import sys

LINE = re.compile(r"\s+([\d.]+) us\s+\d+ GB/s\s+([\d.]+)x copy\s+(ok|FAIL)\s+"
                  r"(?:([\d.]+)-([\d.]+) us over (\d+) rounds\s+)?(planner(?:, as asked)?: )?(.*)")
COPY = re.compile(r"copy of the same bytes ([\d.]+) us")


def blocks(path):
    for block in open(path).read().split("== ")[1:]:
        lines = block.splitlines()
        copy = None
        parsed = []
        for line in lines[1:]:
            c = COPY.search(line)
            if c:
                copy = float(c.group(1))
            m = LINE.match(line)
            if m:
                parsed.append((float(m.group(1)), m.group(4), m.group(5), m.group(6),
                               m.group(7) or "", m.group(8), m.group(3)))
        yield lines[0], copy, parsed


def short(plan):
    m = re.search(r"(\d+) x vector \d+ per unit, (\d+) cubes x (\d+) units", plan)
    pages = re.search(r"(\d+) more pages", plan)
    chunks = re.search(r"(\d+) chunks per row", plan)
    extra = ", dy again" if "dy read again" in plan else ""
    extra += ", tail ahead" if "tail loads ahead" in plan else ""
    return (f"{m.group(3)}u {m.group(1)}v {pages.group(1) if pages else 0}p "
            f"{chunks.group(1) if chunks else 1}ch {m.group(2)} cubes{extra}")


for path in sys.argv[1:]:
    for title, copy, lines in blocks(path):
        if not lines:
            print(f"{title}: no lines")
            continue
        planner = [l for l in lines if l[4] == "planner: "]
        base = planner[0][0] if planner else None
        fails = sum(1 for l in lines if l[6] != "ok")
        print(f"{title}: {len(lines)} lines, {fails} failed, copy of the same bytes {copy} us")
        if planner:
            t, lo, hi, rounds, _, plan, _ = planner[0]
            print(f"  planner {t:6.1f} us ({lo}-{hi}, {rounds} rounds)  {short(plan)}")
        for t, lo, hi, rounds, who, plan, _ in sorted(lines)[:5]:
            ratio = f"{t / base:.2f}" if base else "-"
            print(f"  {ratio:>5} {t:6.1f} us ({lo}-{hi})  {who}{short(plan)}")
