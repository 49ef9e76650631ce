#!/usr/bin/env python3
"""Medians of the plane-per-row kernel's duration per shape, op and build from the ncu CSVs of
ncu.sh. The two builds launch the same sequence; the build before tells softmax (59 registers)
from log_softmax (64), and the order of the report's shapes tells 65536x256 from 32768x512 (the
same grid)."""
import csv, gzip, statistics, sys, os

here = os.path.dirname(os.path.abspath(__file__))

def launches(path):
    lines = [l for l in gzip.open(path, 'rt') if l.startswith('"')]
    out = []
    for r in csv.DictReader(lines):
        try:
            out.append((r['launch__grid_size'], r['launch__registers_per_thread'],
                        float(r['gpu__time_duration.sum'].replace(',', ''))))
        except ValueError:
            pass  # the units row
    return out

res = {}
for rnd in '123':
    before = launches(os.path.join(here, f'ncu-before-{rnd}.csv.gz'))
    final = launches(os.path.join(here, f'ncu-final-{rnd}.csv.gz'))
    assert len(before) == len(final)
    wide = [i for i, x in enumerate(before) if x[0] == '2,048']
    for i, x in enumerate(before):
        assert final[i][0] == x[0]
        shape = '32768x256' if x[0] == '1,024' else ('65536x256' if i in wide[:len(wide) // 2] else '32768x512')
        op = 'softmax' if x[1] == '59' else 'log_softmax'
        res.setdefault((shape, op, 'before'), []).append(x[2])
        res.setdefault((shape, op, 'final'), []).append(final[i][2])
for k in sorted(res):
    v = res[k]
    print(*k, 'n=%d' % len(v), 'median %.2f us' % (statistics.median(v) / 1000), 'min %.2f' % (min(v) / 1000))
