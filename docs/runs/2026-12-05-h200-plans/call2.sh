#!/usr/bin/env bash
# Call 2: the CUDA build of the test suite and the cubemax program at commit 887af2f (.gpu/, built
# by `scripts/gpu-bundle suite`): the first CUDA run of the launch's plan checks (a6894a4, 887af2f)
# and of everything the suite had at 0c99fac. gpu-run writes its logs to $OUT.
set -u
bash .gpu/gpu-run > $OUT/gpu-run.log 2>&1
echo "gpu-run exit $?" >> $OUT/gpu-run.log
tail -5 $OUT/suite.log; grep -h "exit status" $OUT/cli_*.log
