"""Plans timed launch by launch (Nsight Compute's gpu__time_duration, each launch alone on an idle
device), from a sweep run under `ncu --page raw --csv` with CUBEMAX_REPORT_PROFILE set:

    python3 isolated.py NCU_CSV SWEEP_LOG

The sweep times its plans one after another, so the softmax launches fall in runs of one compiled
kernel (its name, grid, block, registers and shared memory); the k-th run is the k-th plan line of the log.
Each run's median duration is printed beside its line, with the copy kernels' fastest run (the
sweep's header) and the copy's time over the plan's. Where two plans in a row compiled to the
same kernel, grid and resources, their runs merge and the script says so instead of guessing.
"""
import csv
import io
import statistics
import sys

text = open(sys.argv[1]).read()
rows = list(csv.DictReader(io.StringIO(''.join(
    line + '\n' for line in text.splitlines() if not line.startswith('==')))))[1:]
runs = []  # [key, kernel name, durations in us]
for row in rows:
    if not row.get('gpu__time_duration.sum'):
        continue
    key = (row['Kernel Name'], row['Grid Size'], row['Block Size'],
           row['launch__registers_per_thread'], row['launch__shared_mem_per_block_dynamic'])
    us = float(row['gpu__time_duration.sum'].replace(',', '')) / 1e3
    if runs and runs[-1][0] == key:
        runs[-1][2].append(us)
    else:
        runs.append([key, row['Kernel Name'], [us]])
copies = [statistics.median(r[2]) for r in runs if r[1].startswith('copy')]
plans = [r for r in runs if not r[1].startswith('copy')]
lines = [line.rstrip('\n') for line in open(sys.argv[2]) if ' us ' in line and 'copy of the' not in line]
copy = min(copies) if copies else float('nan')
print(f'copy of the same bytes, one launch at a time: {copy:.1f} us (fastest of {len(copies)} copy kernels)')
if len(plans) != len(lines):
    print(f'{len(plans)} runs of launches against {len(lines)} plan lines: runs printed alone')
    for key, name, durations in plans:
        print(f'  {statistics.median(durations):7.1f} us ({min(durations):.1f}-{max(durations):.1f}, '
              f'{len(durations)})  {name} grid {key[1]} block {key[2]}, {key[3]} registers, '
              f'{key[4]} bytes of shared memory')
    print('plan lines:')
    for line in lines:
        print('   ', line.split('ok', 1)[-1].strip())
    sys.exit(0)
for (key, name, durations), line in zip(plans, lines):
    median = statistics.median(durations)
    plan = line.split('ok', 1)[-1].strip()
    print(f'  {median:7.1f} us ({min(durations):.1f}-{max(durations):.1f}, {len(durations)})  {copy / median:.3f}x  {plan}')
