#!/usr/bin/env python3
"""Counts, from this run's CSVs, how cubemax's kernel alone fares against each peer's CUDA graph
replay (and cubemax through Burn against each peer's eager call) on every shape both timed with
a checked output: faster by more than 5%, within 5% either way, slower by more than 5%; and lists
the shapes cubemax's kernel loses by more than 5%, and every peer row that failed its check.

    python3 summary.py > summary.txt
"""
import csv
import glob

PEERS = ("pytorch", "quack", "liger")


def read(paths):
    rows = []
    for path in paths:
        with open(path, newline="") as handle:
            rows.extend(csv.DictReader(handle))
    return rows


def index(rows):
    return {(r["op"], r["impl"], r["dtype"], r["shape"]): r for r in rows}


def compare(table, op, dtype, ours_impl, theirs_impl):
    counts = {"faster": 0, "level": 0, "slower": 0}
    losses = []
    for (o, impl, d, shape), ours in table.items():
        if (o, impl, d) != (op, ours_impl, dtype):
            continue
        theirs = table.get((op, theirs_impl, dtype, shape))
        if theirs is None or ours["check"] != "ok" or theirs["check"] != "ok":
            continue
        speedup = float(theirs["median_us"]) / float(ours["median_us"])
        key = "faster" if speedup > 1.05 else "slower" if speedup < 1 / 1.05 else "level"
        counts[key] += 1
        if key == "slower":
            losses.append(f"{shape} {speedup:.2f}x")
    return counts, losses


for op, grids in (("softmax", "call1/main-{d}.csv"), ("softmax_backward", "call9/backward-{d}.csv")):
    for dtype in ("f32", "bf16"):
        kind = "main" if op == "softmax" else "backward"
        for peer in PEERS:
            peer_csvs = glob.glob(f"call*/{peer}-{kind}-{dtype}.csv")
            rows = read([grids.format(d=dtype)] + peer_csvs)
            table = index(rows)
            pairs = [("cubemax-kernel", f"{peer}-graph", "kernel alone over graph")]
            if op == "softmax":
                pairs.append(("cubemax", peer, "through Burn over eager"))
            for ours, theirs, label in pairs:
                counts, losses = compare(table, op, dtype, ours, theirs)
                total = sum(counts.values())
                print(f"{op} {dtype} vs {peer}, {label}: {total} shapes, cubemax faster by >5% on "
                      f"{counts['faster']}, within 5% on {counts['level']}, slower by >5% on "
                      f"{counts['slower']}")
                if losses and ours == "cubemax-kernel":
                    print("    slower (peer's time over cubemax's): " + ", ".join(losses))
            failed = [f"{r['impl']} {r['shape']} (worst error {r['worst_error']})" for r in rows
                      if r["impl"].startswith(peer) and r["check"] != "ok"]
            if failed:
                print("    peer rows that failed their check: " + ", ".join(failed))
