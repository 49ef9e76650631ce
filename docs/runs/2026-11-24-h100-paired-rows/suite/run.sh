#!/bin/bash
# The CUDA suite, in two calls: PART=rest (everything but options::) or PART=options.
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device-$PART.txt
if [ "$PART" = rest ]; then
  timeout 560 .gpu/suite --test-threads 6 --skip options:: > $OUT/suite-rest.log 2>&1; echo "rc $?" >> $OUT/device-$PART.txt
else
  timeout 560 .gpu/suite --test-threads 6 options:: > $OUT/suite-options.log 2>&1; echo "rc $?" >> $OUT/device-$PART.txt
fi
date -u >> $OUT/device-$PART.txt
grep -E '^test result|FAILED|panicked' $OUT/suite-$PART.log | head
