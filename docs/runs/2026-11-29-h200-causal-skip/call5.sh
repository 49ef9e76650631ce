#!/bin/bash
# Call 5: the CUDA build of the test suite (one process per test) and the `cubemax` program in
# f32, f16 and bf16, built from the committed code (`scripts/gpu-bundle suite`).
W=$OUT/w; mkdir -p $W
OUT=$W bash .gpu/gpu-run > $W/gpu-run.log 2>&1
tail -3 $W/suite.log; grep -h "exit status" $W/cli_*.log; grep -E "FAILED|failed" $W/suite.log | head
tar czf $OUT/call5.tgz -C $OUT w
