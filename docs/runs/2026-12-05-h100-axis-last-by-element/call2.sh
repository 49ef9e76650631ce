#!/usr/bin/env bash
# Call 2: the CUDA build of the test suite and the `cubemax` program of commit b3b75ab
# (`scripts/gpu-bundle suite report`, carried in `.gpu/`), each test a process of its own
# (`gpu-run`): the column kernel's fbf93f6 barriers and its element-by-element writes run on a
# GPU here first.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
echo "start $(date -u +%FT%TZ)" >> $OUT/call-device.txt
OUT=$OUT bash .gpu/gpu-run > /dev/null 2>&1
echo "end $(date -u +%FT%TZ)" >> $OUT/call-device.txt
cat $OUT/call-device.txt; tail -3 $OUT/suite.log; grep -h "exit status" $OUT/cli_*.log
grep -h "FAILED\|failed\|panicked" $OUT/suite.log | head -20
