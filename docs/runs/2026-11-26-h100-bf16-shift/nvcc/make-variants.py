#!/usr/bin/env python3
"""Writes the variants run.sh compiles, from two bf16 cube-per-row kernels as NVRTC got them
(`05-...cu` and `03-...cu` of docs/runs/2026-11-26-h100-narrow-pages/registers/kernels.tar.gz,
copied here as bf16.cu and bf16_b.cu): the same source in f16 (f16asbf*), bf16 with each
widening `float(x.i_k)` written as a 16-bit shift (bf16shift*), and with the narrowing written
by hand too (bf16both*)."""
import re

for src in ['bf16.cu', 'bf16_b.cu']:
    s = open(src).read()
    h = s.replace('cuda_bf16.h', 'cuda_fp16.h').replace('__nv_bfloat162', '__half2').replace('__nv_bfloat16', '__half')
    open(src.replace('bf16', 'f16asbf'), 'w').write(h)
    c = re.sub(r'float\((l_\d+\.i_\d)\)', r'__uint_as_float(uint32(__bfloat16_as_ushort(\1)) << 16)', s)
    open(src.replace('bf16', 'bf16shift'), 'w').write(c)
    d = re.sub(r'__nv_bfloat16\((l_\d+\.i_\d)\)', r'f2bf(\1)', c)
    d = d.replace('struct info_st {', '''__device__ __forceinline__ __nv_bfloat16 f2bf(float v) {
    uint32 b = __float_as_uint(v);
    uint32 r = (b + 0x7FFFu + ((b >> 16) & 1u)) >> 16;
    return __ushort_as_bfloat16((uint16)((v != v) ? 0x7FC0u : r));
}
struct info_st {''', 1)
    open(src.replace('bf16', 'bf16both'), 'w').write(d)
