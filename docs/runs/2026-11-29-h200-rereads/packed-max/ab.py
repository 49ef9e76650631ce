#!/usr/bin/env python3
"""The planner's line of each shape in ab.log, per build (rounds before, after, after, before),
the median of `after` over the median of `before`, and the copies of the shape's bytes.

    python3 ab.py ab.log
"""
import collections
import re
import statistics
import sys

times, build, shape = collections.defaultdict(lambda: collections.defaultdict(list)), None, None
for text in open(sys.argv[1]):
    header = re.match(r"== (\w+)", text)
    if header:
        build = header.group(1)
        continue
    copy = re.match(r"(\S+ \S+ \S+): copy of the same bytes ([\d.]+) us", text)
    if copy:
        shape = copy.group(1)
        times[shape]["copies"].append(float(copy.group(2)))
        continue
    line = re.match(r"\s+([\d.]+) us .* (ok|FAIL)\s+planner: ", text)
    if line:
        times[shape][build].append(float(line.group(1)))
ratios = []
for shape, found in times.items():
    ratio = statistics.median(found["after"]) / statistics.median(found["before"])
    ratios.append(ratio)
    cells = {name: "/".join(f"{t:.1f}" for t in found[name]) for name in found}
    print(
        f"{shape:34} before {cells['before']:13} after {cells['after']:13} "
        f"after/before {ratio:.3f}   copies {cells['copies']}"
    )
print(f"geometric mean of after/before over {len(ratios)} lines: "
      f"{statistics.geometric_mean(ratios):.3f}, range {min(ratios):.3f}-{max(ratios):.3f}")
