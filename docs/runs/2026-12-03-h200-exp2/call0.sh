#!/usr/bin/env bash
# Call 0: how nvcc (CUDA 13.0) compiles `exp(x - m)` written four ways (call0/k.cu, carried as
# .gpu/powf/k.cu): the PTX, and the SASS without and with -ftz=true.
cd .gpu/powf && export PATH=/usr/local/cuda/bin:$PATH && nvcc -arch=sm_90 -ptx k.cu -o $OUT/k.ptx && nvcc -arch=sm_90 -cubin k.cu -o k.cubin && cuobjdump -sass k.cubin > $OUT/k.sass; nvcc -arch=sm_90 -cubin -ftz=true k.cu -o kf.cubin && cuobjdump -sass kf.cubin > $OUT/kftz.sass; ls -la $OUT; nvidia-smi --query-gpu=name,clocks.max.sm --format=csv
