#!/usr/bin/env python3
"""Writes bf16 variants of the CubeCL kernels here (bf16-*.cu, as NVRTC got them from the build of
commit 644544a, docs/runs/2026-11-26-h100-fat-units/first/compile.tar.gz) with the widening
`tiers::widen` generates (a 16-byte vector reinterpreted as eight u16, each cast to u32 and
shifted) written three other ways: per element through `__bfloat16_as_ushort` (what nvcc/ of
../../2026-11-26-h100-bf16-shift measured at 40 registers), as four 32-bit words split into
their low and high halves, and as CUDA's own conversion."""
import re, glob

WIDEN = re.compile(
    r"const uint16_8 l_\d+ = reinterpret_cast<uint16_8 const&>\((l_\d+)\);\n"
    r"const uint32_8 l_\d+ = uint32_8\{\n[^}]*\};\n"
    r"const uint32_8 l_\d+ = uint32_8\{\n[^}]*\};\n"
    r"const uint32_8 l_\d+ = uint32_8\{\n[^}]*\};\n"
    r"const float_8 (l_\d+) = reinterpret_cast<float_8 const&>\(l_\d+\);")

def per_element(m):
    x, out = m.group(1), m.group(2)
    lanes = ", ".join(f"__uint_as_float(uint32(__bfloat16_as_ushort({x}.i_{k})) << 16)" for k in range(8))
    return f"const float_8 {out} = float_8{{{lanes}}};"

def words(m):
    x, out = m.group(1), m.group(2)
    lanes = []
    for w in "xyzw":
        lanes += [f"__uint_as_float(w_{out}.{w} << 16)", f"__uint_as_float(w_{out}.{w} & 0xffff0000u)"]
    return f"const uint4 w_{out} = reinterpret_cast<uint4 const&>({x});\nconst float_8 {out} = float_8{{{', '.join(lanes)}}};"

def cuda(m):
    x, out = m.group(1), m.group(2)
    return f"const float_8 {out} = float_8{{{', '.join(f'float({x}.i_{k})' for k in range(8))}}};"

for src in sorted(glob.glob("bf16-*.cu")):
    s = open(src).read()
    for name, fn in [("element", per_element), ("words", words), ("cuda", cuda)]:
        out, n = WIDEN.subn(fn, s)
        open(src.replace("bf16-", f"v-{name}-"), "w").write(out)
        print(src, name, n, "widenings rewritten")
    # The same kernel in f16 (CUDA's conversion), for reference.
    f16 = WIDEN.sub(cuda, s).replace("cuda_bf16.h", "cuda_fp16.h").replace("__nv_bfloat162", "__half2")
    open(src.replace("bf16-", "v-f16-"), "w").write(f16.replace("__nv_bfloat16", "__half"))
