#!/usr/bin/env python3
"""From an `ncu --page source --csv --print-source sass` export (gzipped): the instructions with
the most warp-stall samples, with their executed counts, and the samples and executed
instructions summed by kind of instruction. Usage: hot.py FILE.sass.csv.gz [TOP]"""
import csv, gzip, sys
from collections import Counter

path = sys.argv[1]
top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
rows = list(csv.reader(gzip.open(path, "rt")))
header = rows[1]
col = {name: i for i, name in enumerate(header)}
body = [r for r in rows[2:] if len(r) == len(header)]
samples = lambda r: int(r[col["Warp Stall Sampling (All Samples)"]] or 0)
executed = lambda r: int(r[col["Instructions Executed"]] or 0)
total = sum(samples(r) for r in body)
print(f"{path}: {len(body)} instructions, {total} stall samples, {sum(executed(r) for r in body)} warp instructions executed")
by_op, by_op_exec = Counter(), Counter()
for r in body:
    op = r[col["Source"]].split()[0] if r[col["Source"]].split() else "?"
    if op.startswith("@"):
        op = r[col["Source"]].split()[1]
    op = op.split(".")[0]
    by_op[op] += samples(r)
    by_op_exec[op] += executed(r)
print("samples by opcode:", ", ".join(f"{op} {n} ({100*n/total:.0f}%)" for op, n in by_op.most_common(12)))
print("executed by opcode:", ", ".join(f"{op} {n}" for op, n in by_op_exec.most_common(12)))
print(f"top {top} instructions by samples:")
for i, r in sorted(enumerate(body), key=lambda ir: -samples(ir[1]))[:top]:
    print(f"  #{i:5d} {samples(r):6d} samples {executed(r):9d} exec  {r[col['Source']].strip()[:70]}")

# The stall reasons summed over the kernel, and the instructions with the most of each of the
# three largest.
reasons = [name for name in header if name.startswith("stall_") and "Not Issued" not in name]
sums = Counter({name: sum(int(r[col[name]] or 0) for r in body) for name in reasons})
print("stall samples by reason:", ", ".join(f"{name[6:]} {n}" for name, n in sums.most_common(8)))
for name, _ in sums.most_common(3):
    ranked = sorted(enumerate(body), key=lambda ir: -int(ir[1][col[name]] or 0))[:6]
    print(f"  {name[6:]}: " + "; ".join(f"#{i} {r[col[name]]} {r[col['Source']].strip()[:40]}" for i, r in ranked))
