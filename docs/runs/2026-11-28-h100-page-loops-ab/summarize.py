"""Per shape: the sweep's times for loops (planner and forced) and unrolled, every round,
and the median ratio loops / unrolled.  python3 summarize.py sweep.log"""
import re, statistics, sys
from collections import defaultdict
times = defaultdict(lambda: defaultdict(list))
shape = None
for line in open(sys.argv[1]):
    head = re.match(r"(\S+ f32 \S+): copy", line)
    if head:
        shape = head.group(1)
        continue
    m = re.match(r"\s+([\d.]+) us .*  ok    (planner: )?.*", line)
    if m and shape:
        kind = "planner" if m.group(2) else ("loops" if "walked in loops" in line else "unrolled")
        times[shape][kind].append(float(m.group(1)))
for shape, t in times.items():
    loops = t["planner"] + t["loops"]
    ratio = statistics.median(loops) / statistics.median(t["unrolled"])
    print(f"{shape:28} loops {' '.join(f'{x:6.1f}' for x in loops)} | unrolled "
          f"{' '.join(f'{x:6.1f}' for x in t['unrolled'])} | median loops/unrolled {ratio:.3f}")
