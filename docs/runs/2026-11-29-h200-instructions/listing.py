#!/usr/bin/env python3
"""Every instruction of an `ncu --page source --csv --print-source sass` export (gzipped), in
order, with the warp instructions it executed. Usage: listing.py FILE.sass.csv.gz"""
import csv, gzip, sys

rows = list(csv.reader(gzip.open(sys.argv[1], "rt")))
header = rows[1]
col = {name: i for i, name in enumerate(header)}
for i, r in enumerate(r for r in rows[2:] if len(r) == len(header)):
    print(f"{i:4d} {int(r[col['Instructions Executed']] or 0):7d} {r[col['Source']].strip()}")
