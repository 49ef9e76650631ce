#!/usr/bin/env python3
"""Reads the sweep logs of this run's calls and prints, for each shape, the planner's line and
the forced plans, as medians (us) over the rounds and as a ratio to the planner's line.
Usage: python3 summary.py > summary.txt (from this directory)."""
import os
import re

LINE = re.compile(
    r"\s+([\d.]+) us\s+\d+ GB/s\s+([\d.]+)x copy\s+(\w+)\s+([\d.]+)-([\d.]+) us over \d+ rounds"
    r"\s+(.*)"
)
PLAN = re.compile(r"(\d+) x vector (\d+) per unit, (\d+) cubes x (\d+) units(.*)")


def short(plan):
    m = PLAN.search(plan)
    if not m:
        return plan
    loads, _, cubes, units, rest = m.groups()
    pages = re.search(r"(\d+) more pages", rest)
    chunks = re.search(r"(\d+) chunks per row", rest)
    text = f"{units}u x {loads}v"
    if pages:
        text += f" +{pages.group(1)}p"
    if chunks:
        text += f" {chunks.group(1)}ch/{cubes}c"
    if "dy read again" in rest:
        text += " dy-again"
    return text


def read(path):
    shapes, current = {}, None
    for line in open(path):
        if line.startswith("== "):
            current = line[3:].strip()
            shapes[current] = []
            continue
        m = LINE.match(line)
        if m and current:
            median, ratio, check, low, high, plan = m.groups()
            shapes[current].append((float(median), float(ratio), check, low, high, plan))
    return shapes


for call in ("call1", "call2", "call3", "call4", "call5"):
    path = os.path.join(call, "sweep.log")
    if not os.path.exists(path):
        continue
    print(f"# {call} ({path}): planner's line first, then the forced plans, fastest first")
    for shape, lines in read(path).items():
        planners = [l for l in lines if l[5].startswith("planner")]
        if not planners:
            continue
        base = planners[0]
        print(f"{shape}")
        for l in planners:
            print(f"  planner {l[0]:7.1f} us ({l[3]}-{l[4]}) {l[1]:.2f}x copy  {short(l[5])}")
        forced = sorted((l for l in lines if not l[5].startswith("planner")), key=lambda l: l[0])
        for l in forced[:4]:
            print(
                f"  forced  {l[0]:7.1f} us ({l[3]}-{l[4]}) {l[1]:.2f}x copy  "
                f"{l[0] / base[0]:.2f} of the planner's  {short(l[5])}"
            )
        bad = [l for l in lines if l[2] != "ok"]
        if bad:
            print(f"  NOT OK: {len(bad)} lines")
    print()

# The rule's cube (eight vectors a unit, no page) over the 256-unit pairs (four vectors, three
# pages), per shape and call: in calls 1 and 2 both are forced lines or the pairs are the planner's
# (the rule's cube as the 512-unit or, at 26624-28672 in call 2, a 512-unit cube filled to 81-88%);
# in calls 3-5 the planner's line is the rule's cube (calls 3 and 4: but at 256 rows, where the
# candidate build kept the pairs and the rule's cube was forced).
print("# the rule's cube over the pairs, new / old time, per call (softmax backward, 16-bit)")
ratios = {}
for call in ("call1", "call2", "call3", "call4", "call5"):
    path = os.path.join(call, "sweep.log")
    if not os.path.exists(path):
        continue
    for shape, lines in read(path).items():
        if not shape.startswith("softmax_backward") or "f32" in shape:
            continue
        key = " ".join(shape.split()[:3])
        new = [l for l in lines if re.search(r"\d+ x vector 8 per unit, \d+ cubes x 512 units$", l[5])
               or (re.search(r"8 x vector 8 per unit, \d+ cubes x \d+ units$", l[5]) and "planner" in l[5])]
        old = [l for l in lines if re.search(r"4 x vector 8 per unit, \d+ cubes x 256 units, 3 more pages", l[5])]
        if new and old:
            ratios.setdefault(key, []).append(f"{call} {min(l[0] for l in new) / old[0][0]:.2f}")
for key, values in ratios.items():
    print(f"  {key:36s} {', '.join(values)}")
