"""Condenses sweep logs: per shape and function, the copy of the same bytes and each plan's time
in every round (P marks the planner's plan; 384u4l2p is 384 units of 4 loads per unit and 2
staged pages). In confirm/confirm.log the planner's plan is the rule's, the other the plan the
planner took before.

    python3 summarize.py sweep-round1.log sweep-round2.log
    python3 summarize.py lengths/sweep-round1.log lengths/sweep-round2.log
    python3 summarize.py confirm/confirm.log
"""
import re
import sys

results = {}
for path in sys.argv[1:]:
    current = None
    for line in open(path):
        head = re.match(r'(\w+) (\w+) (\S+): copy of the same bytes ([\d.]+) us', line)
        if head:
            current = (head[1], head[2], head[3])
            results.setdefault(current, {}).setdefault('copy', []).append(float(head[4]))
            continue
        plan = re.match(r'\s+([\d.]+) us .*?(planner: )?cube-per-row \(plane merge\), (\d+) x vector '
                        r'8 per unit, \d+ cubes x (\d+) units(, (\d+) more pages)?', line)
        if plan and current:
            key = ('P' if plan[2] else '') + f"{plan[4]}u{plan[3]}l{plan[6] or 0}p"
            results[current].setdefault(key, []).append(float(plan[1]))
for (op, dtype, shape), plans in results.items():
    cells = '  '.join(f"{name}:{'/'.join(f'{t:.1f}' for t in times)}" for name, times in plans.items())
    print(f"{op:12}{dtype:5}{shape:12} {cells}")
