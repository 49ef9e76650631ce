#!/bin/bash
# The whole CUDA suite of the kept-exchange build, in two calls: PART=rest, then PART=options.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
if [ "$PART" = options ]; then
  .gpu/suite --test-threads 4 options:: > $OUT/suite-options.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
else
  .gpu/suite --test-threads 6 --skip options:: > $OUT/suite-rest.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
fi
date -u >> $OUT/device.txt
grep -E "^test result|FAILED|panicked" $OUT/suite-*.log | head
