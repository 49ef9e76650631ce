#!/usr/bin/env python3
"""One line per distinct launch in an Nsight Compute raw CSV (`ncu --page raw --csv`).

Launches of the same kernel with the same cube size, grid and registers are one line: how many
there were and the median of each metric. The metrics are the ones `gpu-report inspect` asks
for: time, DRAM throughput (% of peak) and bytes read, SM throughput, achieved occupancy, issue
activity, registers per unit and the cubes per SM they allow, instructions.

    python3 ncu-summary.py NCU.csv...
"""

import collections
import csv
import statistics
import sys

COLUMNS = [
    # (header, metric, scale, format)
    ("us", "gpu__time_duration.sum", 1e-3, "{:8.1f}"),
    ("dram%", "dram__throughput.avg.pct_of_peak_sustained_elapsed", 1, "{:7.1f}"),
    ("read MB", "dram__bytes_read.sum", None, "{:8.1f}"),
    ("sm%", "sm__throughput.avg.pct_of_peak_sustained_elapsed", 1, "{:6.1f}"),
    ("occ%", "sm__warps_active.avg.pct_of_peak_sustained_active", 1, "{:6.1f}"),
    ("issue%", "smsp__issue_active.avg.pct_of_peak_sustained_active", 1, "{:7.1f}"),
    ("inst M", "smsp__inst_executed.sum", 1e-6, "{:8.2f}"),
]
# ncu prints byte counts in the unit it finds readable; these bring them to MB.
BYTE_UNITS = {"byte": 1e-6, "Kbyte": 1e-3, "Mbyte": 1, "Gbyte": 1e3}


def summarize(path):
    lines = open(path, errors="replace").read().splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith('"ID"')), None)
    if start is None:
        return f"{path}: no ncu table (did ncu profile any kernel?)"
    rows = list(csv.reader(lines[start:]))
    header, units, launches = rows[0], rows[1], rows[2:]

    def value(row, name):
        return row[header.index(name)].replace(",", "")

    groups = collections.OrderedDict()
    for row in launches:
        key = tuple(value(row, name) for name in
                    ("Kernel Name", "Block Size", "Grid Size", "launch__registers_per_thread"))
        groups.setdefault(key, []).append(row)

    out = [path, f"{'kernel':<50} {'units':>5} {'cubes':>6} {'n':>3} " +
           " ".join(f"{title:>{len(fmt.format(0))}}" for title, _, _, fmt in COLUMNS) +
           "  regs cubes/SM"]
    for (name, block, grid, registers), rows in groups.items():
        cells = []
        for _, metric, scale, fmt in COLUMNS:
            if scale is None:
                scale = BYTE_UNITS.get(units[header.index(metric)], 1)
            cells.append(fmt.format(statistics.median(float(value(r, metric)) for r in rows) * scale))
        limit = value(rows[0], "launch__occupancy_limit_registers")
        out.append(f"{name[:50]:<50} {block.strip('()').split()[0]:>5} "
                   f"{grid.strip('()').split()[0]:>6} {len(rows):>3} " + " ".join(cells) +
                   f"  {registers:>4} {limit:>8}")
    return "\n".join(out)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    print("\n\n".join(summarize(path) for path in sys.argv[1:]))
