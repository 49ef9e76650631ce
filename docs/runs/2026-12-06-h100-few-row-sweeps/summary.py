#!/usr/bin/env python3
"""Summary of docs/runs/2026-12-06-h100-few-row-sweeps/: for each backward sweep, the planner's own
plan (commit 1b4ed4e, from `cubemax-report plans`), the twin cube (256 units, eight vectors, one
staged page of y and dy each) and the 512-unit cube with dy staged, each against the planner's
plan, then the three fastest lines; for the forward sweep (call 2) the planner's line and the
fastest lines. A sweep that crosses settings can list one plan more than once: each is timed, and
the figure here is the median of those lines' medians. Run from this directory:
python3 summary.py"""
import os
import re
import statistics

LINE = re.compile(r"\s+([\d.]+) us\s+\d+ GB/s\s+([\d.]+)x copy\s+ok\s+\S+ us over \d+ rounds\s+"
                  r"(planner: )?(.*)")

# The planner's own plan at commit 1b4ed4e (`cubemax-report plans`), softmax backward unless the
# key names log_softmax_backward: (units, loads, staged pages, chunks, dy read again).
PLANNER = {
    "softmax_backward 64x50257": (512, 8, 1, 2, True),
    "softmax_backward 32x131072": (512, 8, 1, 4, True),
    "softmax_backward 16x262144": (512, 8, 1, 8, True),
    "softmax_backward 26x151936": (512, 8, 1, 5, True),
    "softmax_backward 65x50257": (512, 8, 1, 2, True),
    "softmax_backward 64x65536": (512, 8, 1, 2, True),
    "softmax_backward 48x80000": (1024, 4, 2, 2, True),
    "softmax_backward 32x65536": (1024, 4, 0, 4, False),
    "softmax_backward 48x65536": (1024, 4, 1, 2, True),
    "softmax_backward 48x49152": (1024, 3, 1, 2, True),
    "softmax_backward 72x49152": (1024, 4, 2, 1, True),
    "softmax_backward 80x40960": (1024, 4, 2, 1, True),
    "softmax_backward 64x32768": (1024, 4, 1, 1, False),
    "softmax_backward 96x32768": (1024, 4, 1, 1, False),
    "softmax_backward 40x65536": (1024, 3, 1, 3, True),
    "softmax_backward 56x65536": (512, 8, 1, 2, True),
    "softmax_backward 36x65536": (1024, 3, 1, 3, True),
    "softmax_backward 40x100000": (256, 8, 1, 7, False),
    "softmax_backward 24x200000": (256, 8, 1, 13, False),
    "softmax_backward 100x32768": (1024, 4, 1, 1, False),
    "log_softmax_backward 64x50257": (1024, 4, 1, 2, False),
    "log_softmax_backward 16x262144": (1024, 4, 1, 8, False),
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
    """The median of the lines that are `plan`, forced or the planner's under the sweep's flags
    (the same plan is the same launch however it was chosen)."""
    times = [t for t, _, desc in lines if describe(desc) == plan]
    return statistics.median(times) if times else None


def label(plan):
    units, loads, pages, chunks, again = plan
    return f"{units}u {loads}v {pages}p {chunks:2}ch {'dy again' if again else 'dy staged'}"


def backward(call):
    for title, lines in blocks(os.path.join(call, "sweep.log")):
        op, _, shape = title.split()
        own = PLANNER[f"{op} {shape}"]
        base = median_of(lines, own)
        print(f"{call} {op} f32 {shape}: planner {label(own)} {base:.1f} us")
        if op == "softmax_backward":
            vectors = -(-int(shape.split("x")[1]) // 4)
            twin = (256, 8, 1, -(-vectors // (2 * 256 * 8)), False)
            staged = (512, 8, 1, own[3], False)
            for name, plan in (("twin", twin), ("512 dy staged", staged)):
                t = median_of(lines, plan)
                if t is not None and plan != own:
                    print(f"    {name:14} {label(plan)} {t:6.1f} us  / planner {t / base:.2f}")
        best = sorted((t, describe(d)) for t, _, d in lines)[:3]
        for t, plan in best:
            print(f"    fastest        {label(plan)} {t:6.1f} us  / planner {t / base:.2f}")


def forward(call):
    for title, lines in blocks(os.path.join(call, "sweep.log")):
        if not lines:
            print(f"{call} {title}: no lines (the sweep ran past its timeout)")
            continue
        planner = [t for t, p, _ in lines if p]
        print(f"{call} {title}: planner's lines {', '.join(f'{t:.1f}' for t in planner)} us")
        for t, p, d in sorted(lines)[:5]:
            print(f"    {'planner' if p else 'forced '} {t:6.1f} us  {d[:150]}")


backward("call1")
forward("call2")
backward("call3")
backward("call4")
