#!/bin/bash
# The committed layout: every page's exps in shared memory where they fit, else (largest cube, at
# most 4 vectors a unit) the registers' page's in place. Each shape's planner line (kept by the
# rule where it applies), then its plan forced without and with kept exps, both orders, kernel
# alone; the planner lines of two shapes the rule keeps out; the report's rows of three shapes;
# the registers of the largest cube's kernels with and without.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device.txt
plans="256x131072:1024:4:3 128x131072:1024:4:3 256x128256:1024:4:3 1024x32768:512:4:1 16384x32000:384:3:3 512x98304:1024:4:2"
for kept in "--kept-exps false --kept-exps true" "--kept-exps true --kept-exps false"; do
  for p in $plans; do
    IFS=: read shape units loads pages <<< "$p"
    dtypes="--dtype bf16"
    case $shape in 256x131072|128x131072) dtypes="--dtype bf16 --dtype f16";; esac
    timeout 60 $R sweep --shape $shape $dtypes --op softmax --strategy cube-per-row \
      --units $units --loads $loads --staged $pages $kept >> $OUT/sweep.log 2>&1
  done
  echo "order rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
done
# Planner lines alone (the forced plan, 32 units of one vector, is refused).
timeout 60 $R sweep --shape 1024x65536 --shape 256x151936 --dtype bf16 --op softmax --strategy cube-per-row \
  --units 32 --loads 1 --staged 0 > $OUT/planner.log 2>&1
timeout 120 $R --dtype bf16 --op softmax --op log_softmax --shape 256x131072 --shape 256x128256 --shape 128x131072 \
  --csv $OUT/report.csv > $OUT/report.log 2>&1
echo "report rc $? $(date -u +%H:%M:%S)" >> $OUT/device.txt
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --shape 256x131072 --dtype bf16 --op softmax \
  --strategy cube-per-row --units 1024 --loads 4 --staged 3 --kept-exps false --kept-exps true > $OUT/inspect-sweep.log 2>&1
python3 .gpu/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --arch sm_90a --match cube_per_row > $OUT/kernels.txt 2>&1
for f in $OUT/kernels/*.id.txt; do echo "$(basename $f): $(grep -o 'staged_pages: [0-9]*\|kept_exps: [a-z]*\|kept_in_registers: [a-z]*\|loads_per_unit: [0-9]*' $f | tr '\n' ' ')"; done >> $OUT/kernels.txt
rm -rf $OUT/kernels $OUT/compile.log
echo "done $(date -u +%H:%M:%S)" >> $OUT/device.txt
cat $OUT/device.txt $OUT/kernels.txt
