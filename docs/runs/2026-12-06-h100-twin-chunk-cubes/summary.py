#!/usr/bin/env python3
"""Summary of docs/runs/2026-12-06-h100-twin-chunk-cubes/: each f32 sweep's plan of the build before
(the planner's own plan of commit 1bf9ca8) against the rule's cube (256 units, eight vectors, one
staged page of y and dy each, a cube per chunk) and the same cube reading dy again; then call 1's
bf16 sweeps, the planner's line and the fastest forced lines; then call 3's report lines. A sweep
that crosses two plans' settings can list one plan more than once: each is timed, and the figure
here is the median of those lines' medians. Run from this directory: python3 summary.py"""
import re
import statistics

LINE = re.compile(r"\s+([\d.]+) us\s+\d+ GB/s\s+([\d.]+)x copy\s+ok\s+\S+ us over \d+ rounds\s+"
                  r"(planner: )?(.*)")

# The planner's plan before the rule (commit 1bf9ca8, `cubemax-report plans`):
# (units, loads, staged pages, chunks, dy read again).
BEFORE = {
    "256x50257": (512, 8, 1, 2, True), "256x40000": (512, 8, 1, 2, True),
    "256x65536": (512, 8, 1, 2, True), "200x50257": (1024, 4, 3, 1, True),
    "320x50257": (1024, 4, 3, 1, True), "128x50257": (512, 8, 1, 2, True),
    "256x128256": (512, 8, 1, 4, True), "256x151936": (512, 8, 1, 5, True),
    "128x131072": (512, 8, 1, 4, True), "64x151936": (1024, 4, 2, 4, True),
    "64x262144": (512, 8, 1, 8, True), "512x65536": (1024, 4, 3, 1, True),
    "1024x50257": (1024, 4, 3, 1, True), "32x151936": (1024, 4, 2, 4, True),
    "48x131072": (1024, 4, 3, 2, True), "64x128256": (512, 8, 1, 4, True),
    "96x200000": (512, 8, 1, 7, True), "512x40000": (1024, 4, 2, 1, True),
    "4096x40000": (1024, 4, 2, 1, True),
}


def describe(plan):
    m = re.search(r"(\d+) x vector \d+ per unit, \d+ cubes x (\d+) units", plan)
    loads, units = int(m.group(1)), int(m.group(2))
    pages = re.search(r"(\d+) more pages", plan)
    chunks = re.search(r"(\d+) chunks per row", plan)
    return (units, loads, int(pages.group(1)) if pages else 0,
            int(chunks.group(1)) if chunks else 1, "dy read again" in plan)


def blocks(path):
    for block in open(path).read().split("== ")[1:]:
        lines = block.splitlines()
        parsed = []
        for line in lines[1:]:
            m = LINE.match(line)
            if m:
                parsed.append((float(m.group(1)), m.group(3) is not None, m.group(4)))
        yield lines[0], parsed


def median_of(lines, plan):
    """The median time of the forced lines of `plan`, or of the planner's lines that are `plan`
    where no forced line is (a planner's line under `--dy-read-again true` is the plan before the
    rule where that plan holds the row whole)."""
    for planner_too in (False, True):
        times = [t for t, planner, desc in lines
                 if (planner_too or not planner) and describe(desc) == plan]
        if times:
            return statistics.median(times)
    return None


def f32_table(path, call):
    for title, lines in blocks(path):
        shape = title.split()[2]
        before = BEFORE[shape]
        chunks = -(-int(shape.split("x")[1]) // 16384)
        note = ""
        if median_of(lines, (256, 8, 1, chunks, False)) is None:
            # Call 1 swept 2 or 4 chunks: 256 x 40000, which the rule cuts in 3, is shown at 4.
            chunks, note = 4, "  (4 chunks; the rule cuts 3)"
        rule = (256, 8, 1, chunks, False)
        again = (256, 8, 1, chunks, True)
        old, new, new_again = (median_of(lines, p) for p in (before, rule, again))
        print(f"{call} f32 softmax_backward {shape:11} before {old:7.1f} us  rule {new:7.1f} us"
              f"  rule/before {new / old:.2f}  dy read again/rule {new_again / new:.2f}{note}")


def fastest(path, call, keep=3):
    for title, lines in blocks(path):
        print(f"{call} {title}")
        for t, _, desc in [x for x in lines if x[1]]:
            print(f"  planner {t:7.1f} us  {describe(desc)}")
        for t, _, desc in sorted(x for x in lines if not x[1])[:keep]:
            print(f"  forced  {t:7.1f} us  {describe(desc)}")


print("# f32 softmax backward: (units, loads, staged pages, chunks, dy read again) before; rule")
print("# = (256, 8, 1, ceil(row / 16384), False)")
f32_table("call1/sweep-f32.log", "call1")
f32_table("call2/sweep.log", "call2")
f32_table("call3/sweep.log", "call3")
print()
print("# call 1, bf16: the planner's line, then the three fastest forced lines")
print("# (units, loads, staged pages, chunks, dy read again)")
fastest("call1/sweep-bf16.log", "call1")
print()
print("# call 3, the report of the rule's build (kernel alone, ratio to the 1 GiB copy)")
for line in open("call3/report.log"):
    if line.startswith(("softmax_backward", "copy ")) and "copy-same-bytes" not in line:
        f = line.split()
        print(f"  {f[0]} {f[2]} {f[3]:11} {float(f[4]):7.1f} us  {f[6]} GB/s  {f[7]}")
