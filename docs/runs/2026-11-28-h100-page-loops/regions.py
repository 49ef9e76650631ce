#!/usr/bin/env python3
"""From an `ncu --page source --csv --print-source sass` export (gzipped): warp-stall samples,
executed warp instructions, the four largest stall reasons and the five commonest opcodes, summed
over each run of STEP consecutive instructions (default 250), so that a kernel's phases show as
stretches of its code. Usage: regions.py FILE.sass.csv.gz [STEP]"""
import csv, gzip, sys
from collections import Counter

rows = list(csv.reader(gzip.open(sys.argv[1], "rt")))
step = int(sys.argv[2]) if len(sys.argv) > 2 else 250
header = rows[1]
col = {name: i for i, name in enumerate(header)}
body = [r for r in rows[2:] if len(r) == len(header)]
reasons = [name for name in header if name.startswith("stall_") and "Not Issued" not in name]
count = lambda r, name: int(r[col[name]] or 0)


def opcode(source):
    words = source.split()
    word = words[1] if words and words[0].startswith("@") else (words[0] if words else "?")
    return word.split(".")[0]


for start in range(0, len(body), step):
    run = body[start:start + step]
    samples = sum(count(r, "Warp Stall Sampling (All Samples)") for r in run)
    executed = sum(count(r, "Instructions Executed") for r in run)
    by_reason = Counter({name[6:]: sum(count(r, name) for r in run) for name in reasons})
    ops = Counter(opcode(r[col["Source"]]) for r in run if count(r, "Instructions Executed"))
    print(f"{start:5d} samples {samples:4d} exec {executed:8d} ", dict(by_reason.most_common(4)), dict(ops.most_common(5)))
