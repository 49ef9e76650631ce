#!/bin/bash
# The Burn-level view and broadcast tests of the build with broadcast inputs computed once.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
.gpu/suite --test-threads 4 burn_ops:: kernels::exchange > $OUT/suite.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
date -u >> $OUT/device.txt
grep -E "^test result|FAILED|panicked" $OUT/suite.log | head
