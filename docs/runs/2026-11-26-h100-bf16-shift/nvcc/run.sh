#!/bin/bash
# ptxas registers of one cube-per-row kernel as NVRTC got it (bf16), the same source in f16, and
# bf16 with the widening (and the narrowing) written as bit shifts (make-variants.py writes them).
cd "$(dirname "$0")"
for f in *.cu; do
  nvcc -arch=sm_90 -std=c++17 -cubin -Xptxas -v -o ${f%.cu}.cubin $f 2>&1 | grep -E "registers|error" | sed "s|^|$f: |"
done
for f in bf16 f16asbf bf16shift; do cuobjdump -sass $f.cubin | grep -cE "^\s+/\*[0-9a-f]+\*/" | sed "s|^|$f sass lines: |"; done
cuobjdump -sass bf16.cubin | grep -oE "(PRMT|SHF|IMAD.U32|F2F|HADD2|I2F|F2FP)[A-Z0-9._]*" | sort | uniq -c | sort -rn | head
echo ---; cuobjdump -sass f16asbf.cubin | grep -oE "(PRMT|SHF|IMAD.U32|F2F|HADD2|I2F|F2FP)[A-Z0-9._]*" | sort | uniq -c | sort -rn | head
