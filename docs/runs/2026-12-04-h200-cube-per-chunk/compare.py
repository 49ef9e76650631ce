#!/usr/bin/env python3
"""The forward main grid in f32, this build (call3/main-f32.csv) against commit 5f180a2's in the
peers run (../2026-12-04-h200-peers/call1/main-f32.csv): per op and shape, the kernel alone's
microseconds and ratio to each run's 1 GiB copy, and whether the plan changed. Shapes whose
plan is the same in both show what moved between the two runs alone."""
import csv


def rows(path):
    table = {}
    for row in csv.DictReader(open(path)):
        if row["impl"] == "cubemax-kernel":
            table[(row["op"], row["shape"])] = row
    return table


before = rows("../2026-12-04-h200-peers/call1/main-f32.csv")
after = rows("call3/main-f32.csv")
print(f"{'op':<12} {'shape':<14} {'before us':>9} {'after us':>9} {'after/before':>12}  x copy before -> after  plan")
for key, row in after.items():
    old = before.get(key)
    if old is None:
        continue
    changed = old["strategy"] != row["strategy"]
    t0, t1 = float(old["median_us"]), float(row["median_us"])
    print(f"{key[0]:<12} {key[1]:<14} {t0:9.1f} {t1:9.1f} {t1 / t0:12.2f}  "
          f"{float(old['ratio_to_copy']):.2f} -> {float(row['ratio_to_copy']):.2f}"
          f"           {'changed' if changed else 'same'}")
