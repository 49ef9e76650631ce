#!/bin/bash
# ptxas registers and spills of each variant make-variants.py writes (the 1024-unit kernels are
# capped at 64 registers by their launch bounds, the 512-unit one at 128), and which widening
# instructions each became.
cd "$(dirname "$0")"
ls *.cu | xargs -P 16 -I{} sh -c 'nvcc -arch=sm_90a -std=c++17 -cubin -Xptxas -v -o $(basename {} .cu).cubin {} > $(basename {} .cu).ptxas 2>&1'
for f in *.cu; do b=${f%.cu}; echo "$b: $(grep -hoE 'Used [0-9]+ registers|[0-9]+ bytes spill stores|[0-9]+ bytes stack frame|error.*' $b.ptxas | tr '\n' ' ')"; done
for b in bf16-1024x7 v-element-1024x7 v-words-1024x7 v-f16-1024x7; do
  echo "$b: $(cuobjdump -sass $b.cubin | grep -oE '(PRMT|SHF.L.U32|LOP3.LUT|IMAD.U32|HADD2.F32|F2FP[A-Z0-9._]*|LDL|STL)' | sort | uniq -c | tr '\n' ' ')"
done
