#!/bin/bash
# The kept change (the staged pages' loads and stores in loops): the CUDA suite's tests that run
# the cube-per-row forward (every test but the column strategy's and the backward's, whose
# kernels the change does not touch), 16 processes at a time; then report-both against
# report-base on the bf16 plans with staged pages, the builds in turn, while time is left.
cd .gpu && for f in *.gz; do gunzip -f $f; done; chmod +x suite report-base report-both; cd ..
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
.gpu/suite --list --format terse | sed -n 's/: test$//p' | grep -v -e columns -e column_ -e '^backward::' > /tmp/names
echo "$(wc -l < /tmp/names) tests" > $OUT/suite.log
run_one() { if .gpu/suite --exact "$1" > /tmp/t-$1.log 2>&1 && grep -q '^test result: ok\. 1 passed' /tmp/t-$1.log; then echo "test $1 ... ok"; else echo "test $1 ... FAILED"; cat /tmp/t-$1.log; fi; }
export -f run_one
xargs -P 16 -I{} bash -c 'run_one {}' < /tmp/names >> $OUT/suite.log 2>&1
echo "passed $(grep -c '\.\.\. ok' $OUT/suite.log), failed $(grep -c '\.\.\. FAILED' $OUT/suite.log)" | tee -a $OUT/suite.log
echo "suite done $(date -u +%H:%M:%S)" >> $OUT/device.txt
PLANS="64x151936 bf16 softmax 1024 4 2 2
64x151936 bf16 log_softmax 1024 4 2 2
334x50257 bf16 softmax 512 4 3 1
256x65536 bf16 softmax 512 4 3 1
256x151936 bf16 softmax 1024 7 2 1
1024x32768 bf16 log_softmax 256 4 3 1"
for round in 1 2 3 4; do
  [ $SECONDS -gt 250 ] && break
  for build in base both; do
    echo "== round $round build $build" >> $OUT/sweep.log
    echo "$PLANS" | while read shape dtype op units loads staged chunks; do
      timeout 60 .gpu/report-$build sweep --shape $shape --dtype $dtype --op $op --strategy cube-per-row \
        --units $units --loads $loads --staged $staged --chunks $chunks --kept-exps false >> $OUT/sweep.log 2>&1
    done
    echo "round $round $build done $(date -u +%H:%M:%S)" >> $OUT/device.txt
  done
done
cat $OUT/device.txt; tail -1 $OUT/suite.log
