#!/usr/bin/env python3
"""Reads sweep logs (call 2's backward.log and forward.log, call 3's forward.log; the planner's
line only; an argument `a+b` reads two logs as one) and prints, per
op, dtype and shape: each build's times (us) by round, the ratios new/base (no limit) and
causal/plain (new build); then, for each causal backward line, the median of the copies of the
plain backward's bytes timed in that op, dtype and shape's sweep headers, and 2/3 of that copy's
time over the causal time (a causal backward of these shapes moves 2/3 of the bytes: half of `y`
and `dy` read, all of `dx` written)."""
import re, statistics, sys
from collections import defaultdict


def lines(paths):
    for path in paths.split("+"):
        yield from open(path)


def read(paths):
    times = defaultdict(list)  # (build, mode, op, dtype, shape) -> [us]
    copies = defaultdict(list)  # (op, dtype, shape) -> [us]
    block = header = None
    for line in lines(paths):
        m = re.match(r"== (?:round \d+ )?(\w+) (?:backward|forward) (\w+)", line)
        if m:
            block = m.groups()
            continue
        m = re.match(r"(\w+) (bf16|f32|f16) (\S+?)(?: with a causal limit.*)?: "
                     r"copy of the same bytes ([\d.]+) us", line)
        if m:
            header = m.groups()[:3]
            copies[header].append(float(m.group(4)))
            continue
        m = re.match(r"\s+([\d.]+) us .*planner:", line)
        if m and block and header:
            times[block + header].append(float(m.group(1)))
    return times, copies


median = statistics.median
for path in sys.argv[1:]:
    times, copies = read(path)
    print(f"# {path}")
    keys = sorted({k[2:] for k in times})
    for op, dtype, shape in keys:
        get = lambda build, mode: times.get((build, mode, op, dtype, shape), [])
        base, new, causal = get("base", "plain"), get("new", "plain"), get("new", "causal")
        base_causal = get("base", "causal")
        fmt = lambda v: "/".join(f"{x:.1f}" for x in v) or "-"
        line = (f"{op:<22} {dtype:<5} {shape:<16} base {fmt(base):<14} new {fmt(new):<14} "
                f"new causal {fmt(causal):<14}")
        if base and new:
            line += f" new/base {median(new) / median(base):.3f}"
        if base_causal:
            line += (f" base causal {fmt(base_causal)} new/base causal "
                     f"{median(causal) / median(base_causal):.3f}")
        elif causal and new:
            line += f" causal/plain {median(causal) / median(new):.3f}"
        print(line)
    for op, dtype, shape in keys:
        causal = times.get(("new", "causal", op, dtype, shape))
        if not causal or "backward" not in op:
            continue
        copy = copies[(op, dtype, shape)]
        print(f"{op:<22} {dtype:<5} {shape:<16} copies {min(copy):.1f}-{max(copy):.1f} "
              f"(median {median(copy):.1f}), causal {median(causal):.1f} us: 2/3 of the copy's "
              f"time over it {2 / 3 * median(copy) / median(causal):.2f}")
