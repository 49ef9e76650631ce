#!/usr/bin/env python3
"""One line per profiled launch of raw.tar.gz (ncu --page raw --csv, one launch each): its
duration, SM issue active, the XU pipe's (transcendentals') instructions, the ALU and FMA pipes'
cycles, DRAM throughput (all as Nsight Compute's percentages of their peaks over the launch),
warps active, and instructions an element: sm__inst_executed's percentage of the SMs' peak of 4
warp instructions a cycle, times the launch's cycles, 132 SMs and 32 lanes, over its elements.
Usage: python3 metrics.py raw.tar.gz"""
import csv, gzip, io, sys, tarfile

ELEMENTS = {
    'bf16-1024x32768': 1024 * 32768, 'bf16-1056x32768': 1056 * 32768,
    'bf16-copy-1024x32768': 1024 * 32768, 'bf16-32768x1024': 32768 * 1024,
    'bf16-bwd-1024x32768': 1024 * 32768, 'f32-4096x4096': 4096 * 4096,
    'f32-copy-4096x4096': 4096 * 4096,
}
with tarfile.open(sys.argv[1]) as tar:
    for member in tar.getmembers():
        name = member.name.removesuffix('.raw.csv.gz')
        rows = list(csv.reader(io.TextIOWrapper(gzip.open(tar.extractfile(member)))))
        d = dict(zip(rows[0], rows[2]))
        g = lambda k: float(d[k].replace(',', ''))
        cycles = g('gpc__cycles_elapsed.max')
        warp_inst = g('sm__inst_executed.avg.pct_of_peak_sustained_elapsed') / 100 * 4 * cycles * 132
        print(f"{name:22s} {g('gpu__time_duration.sum'):6.2f} us  issue "
              f"{g('sm__issue_active.avg.pct_of_peak_sustained_elapsed'):4.1f}%  xu "
              f"{g('sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_elapsed'):4.1f}%  alu "
              f"{g('sm__pipe_alu_cycles_active.avg.pct_of_peak_sustained_elapsed'):4.1f}%  fma "
              f"{g('sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_elapsed'):4.1f}%  dram "
              f"{g('gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed'):4.1f}%  warps "
              f"{g('sm__warps_active.avg.pct_of_peak_sustained_active'):4.1f}%  instructions an "
              f"element {warp_inst * 32 / ELEMENTS[name]:4.1f}")
