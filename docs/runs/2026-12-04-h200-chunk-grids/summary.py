"""Per sweep log: each shape's planner line and its eight fastest forced plans (call 1), or, for a
log of rounds (call 2), each lead's times in every round and the ratio of the medians, forced
over the planner's. Usage: python3 summary.py call1/sweep-f32.log ... | call2/rounds.log"""
import re
import statistics
import sys

LINE = re.compile(r"\s+([\d.]+) us\s+\d+ GB/s\s+([\d.]+)x copy\s+ok\s+(.*)")
SHORTER = [("cube-per-row (plane merge), ", ""), (" per unit in shared memory", ""),
           (" exchanging states", ""), (", pages walked in loops", ""),
           (", every slot loaded", ""), (" per unit", "")]


def short(plan):
    for long, brief in SHORTER:
        plan = plan.replace(long, brief)
    return plan[:140]


def sweep(path):
    rows = []
    for line in open(path):
        head = re.match(r"softmax (\S+) (\S+): copy", line)
        if head:
            dump(rows)
            rows = []
            print(head.group(1), head.group(2))
        elif match := LINE.match(line):
            rows.append((float(match.group(1)), match.group(2), short(match.group(3))))
    dump(rows)


def dump(rows):
    for time, ratio, plan in sorted(rows)[:8]:
        print(f"  {time:7.1f} us {ratio}x  {plan}")


def rounds(path):
    lead, times = None, {}
    for line in open(path):
        if line.startswith("== round"):
            lead = " ".join(line.split()[3:])
        elif match := LINE.match(line):
            kind = "planner" if match.group(3).startswith("planner") else "forced"
            times.setdefault(lead, {}).setdefault(kind, []).append(
                (float(match.group(1)), float(match.group(2))))
    for lead, kinds in times.items():
        planner, forced = kinds.get("planner", []), kinds.get("forced", [])
        line = f"{lead}\n  planner {[t for t, _ in planner]} us"
        if forced:
            med = lambda xs: statistics.median(xs)
            line += (f", forced {[t for t, _ in forced]} us, forced / planner "
                     f"{med([t for t, _ in forced]) / med([t for t, _ in planner]):.2f}, x copy "
                     f"{med([r for _, r in planner]):.2f} -> {med([r for _, r in forced]):.2f}")
        else:
            line += ", no line of the forced plan"
        print(line)


for path in sys.argv[1:]:
    print("==", path)
    (rounds if path.endswith("rounds.log") else sweep)(path)
