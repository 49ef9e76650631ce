#!/usr/bin/env python3
"""Reads the CUDA source of the kernels a CubeCL program compiled, and what ptxas makes of it.

Runs on the GPU machine (it needs nvcc, and cuobjdump for --sass). The input is the compilation
log CubeCL writes when `CUBECL_DEBUG_LOG=PATH` is set: every kernel NVRTC compiled, with its
name, its comptime id (cube size, blueprint) and its source. For each kernel of the log this
writes, under --out:

  NN-<function>.cu       the source NVRTC compiled, as CubeCL generated it
  NN-<function>.id.txt   its KernelId: the comptime settings that chose this source
  NN-<function>.sass     the machine code (with --sass)

and prints one line per kernel: registers per unit, spill bytes, stack frame, static shared
memory, and the cubes of that size an SM can hold given those registers (and its limits of 64
warps and 32 cubes; shared memory is not counted), as nvcc's ptxas assembles the source (give
--arch the device's). The running kernel is not assembled here: CubeCL loads NVRTC's PTX, which
the driver's JIT assembles, and the two can differ where the cube's launch bound leaves room:
on the H200 (2026-12-03, docs/runs/2026-12-03-h200-forward-again/call2/) a 256-unit backward
kernel took 128 registers here and 153 running. Nsight Compute's launch__registers_per_thread
is the running kernel's.

    python3 kernel-inspect.py LOG... --out DIR [--arch sm_90a] [--match REGEX] [--sass]
"""

import argparse
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

# Hopper and Ampere SMs: 65536 32-bit registers, allocated per warp in blocks of 256; at most
# 64 resident warps and 32 resident cubes (blocks).
REGISTERS_PER_SM = 65536
REGISTER_ALLOCATION_UNIT = 256
MAX_WARPS_PER_SM = 64
MAX_CUBES_PER_SM = 32
WARP = 32

KERNEL = re.compile(
    r"\[START_KERNEL_COMPILATION\]\s*name:(?P<name>.*?)\nid:(?P<id>.*?)\nsource:\s*```\w*\n"
    r"(?P<source>.*?)\n```\s*\[END_KERNEL_COMPILATION\]",
    re.S,
)
ENTRY = re.compile(r'extern\s+"C"\s+__global__\s+void\s+(?:__launch_bounds__\([^)]*\)\s*)?(\w+)')
CUBE_DIM = re.compile(r"cube_dim:\s*CubeDim\s*\{\s*x:\s*(\d+),\s*y:\s*(\d+),\s*z:\s*(\d+)")
USED = re.compile(r"Used (\d+) registers")
SMEM = re.compile(r"(\d+) bytes smem")
FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")


def kernels_of(log_text):
    """(entry point, id text, source) of each kernel in a compilation log."""
    for found in KERNEL.finditer(log_text):
        source = found.group("source")
        entry = ENTRY.search(source)
        yield (entry.group(1) if entry else "kernel"), found.group("id").strip(), source


def cubes_per_sm(registers, units):
    """Cubes of `units` units an SM holds, limited by registers and its warp and cube limits."""
    warps = -(-units // WARP)
    per_warp = -(-registers * WARP // REGISTER_ALLOCATION_UNIT) * REGISTER_ALLOCATION_UNIT
    by_registers = REGISTERS_PER_SM // (per_warp * warps) if per_warp else MAX_CUBES_PER_SM
    return min(by_registers, MAX_WARPS_PER_SM // warps, MAX_CUBES_PER_SM)


def assemble(path, arch, want_sass):
    """ptxas's report for one source file (and its SASS when asked): a dict of numbers."""
    cubin = path[: -len(".cu")] + ".cubin"
    compute = "compute_" + arch[len("sm_"):]
    command = [
        "nvcc", f"-gencode=arch={compute},code={arch}", "-cubin", "-lineinfo",
        "-Xptxas", "-v", "-o", cubin, path,
    ]
    done = subprocess.run(command, capture_output=True, text=True)
    report = done.stdout + done.stderr
    if done.returncode != 0:
        return {"error": report.strip().splitlines()[-1] if report.strip() else "nvcc failed"}
    numbers = {}
    if (used := USED.search(report)):
        numbers["registers"] = int(used.group(1))
    if (smem := SMEM.search(report)):
        numbers["smem"] = int(smem.group(1))
    if (frame := FRAME.search(report)):
        numbers["stack"], numbers["spill_stores"], numbers["spill_loads"] = map(int, frame.groups())
    if want_sass:
        sass = subprocess.run(["cuobjdump", "--dump-sass", cubin], capture_output=True, text=True)
        with open(path[: -len(".cu")] + ".sass", "w") as out:
            out.write(sass.stdout or sass.stderr)
    os.remove(cubin)
    return numbers


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", help="CubeCL compilation logs (CUBECL_DEBUG_LOG)")
    parser.add_argument("--out", required=True, help="folder for the sources and the table")
    parser.add_argument("--arch", default="sm_90a", help="target, as NVRTC got it (sm_90a)")
    parser.add_argument("--match", default="", help="only kernels whose entry point matches")
    parser.add_argument("--sass", action="store_true", help="also write each kernel's SASS")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    wanted = re.compile(args.match)

    kernels = []
    seen = set()
    for log in args.logs:
        with open(log, errors="replace") as text:
            for entry, kernel_id, source in kernels_of(text.read()):
                if not wanted.search(entry) or source in seen:
                    continue
                seen.add(source)
                stem = os.path.join(args.out, f"{len(kernels):02d}-{entry}")
                with open(stem + ".cu", "w") as out:
                    out.write(source + "\n")
                with open(stem + ".id.txt", "w") as out:
                    out.write(kernel_id + "\n")
                dims = CUBE_DIM.search(kernel_id)
                units = 1
                for size in dims.groups() if dims else ():
                    units *= int(size)
                kernels.append((stem, units))

    # nvcc is single-threaded and each kernel takes seconds: assemble them side by side.
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        reports = pool.map(lambda kernel: assemble(kernel[0] + ".cu", args.arch, args.sass), kernels)
        rows = [(os.path.basename(stem), units, numbers)
                for (stem, units), numbers in zip(kernels, reports)]

    if not rows:
        sys.exit(f"no kernel matching {args.match!r} in {', '.join(args.logs)}: was "
                 "CUBECL_DEBUG_LOG set when the program ran?")
    header = f"{'kernel':<44} {'units':>5} {'regs':>4} {'spill st/ld':>11} {'stack':>5} " \
             f"{'smem':>6} {'cubes/SM':>8}"
    lines = [header]
    for stem, units, numbers in rows:
        if "error" in numbers:
            lines.append(f"{stem:<44} {units:>5} nvcc: {numbers['error']}")
            continue
        registers = numbers.get("registers", 0)
        spills = f"{numbers.get('spill_stores', 0)}/{numbers.get('spill_loads', 0)}"
        lines.append(
            f"{stem:<44} {units:>5} {registers:>4} {spills:>11} {numbers.get('stack', 0):>5} "
            f"{numbers.get('smem', 0):>6} {cubes_per_sm(registers, units):>8}"
        )
    table = "\n".join(lines)
    print(table)
    with open(os.path.join(args.out, "kernels.txt"), "w") as out:
        out.write(table + "\n")


if __name__ == "__main__":
    main()
