#!/bin/bash
# The tables of PERFORMANCE.md from the current planner (narrow cubes for 16-bit rows of 8K-28K),
# with PyTorch timed on the same machine, in three calls:
#   PART=forward   main grid f32 and bf16 (softmax, log_softmax), the 2^24-element curve,
#                  latency and host cost: cubemax-report, as on 2026-11-25
#   PART=backward  main grid softmax and log_softmax backward, f32 and bf16
#   PART=peers     benches/peers/pytorch_softmax.py on every cubemax row of the CSVs above
#                  (carried back in this directory), forward and backward; PEERS names the
#                  CSVs (all six by default; the run took the forward four, then the backward two)
cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
HERE=docs/runs/2026-11-26-h100-grid
{ echo "$PART start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/device-$PART.txt
mark() { echo "$1 $(date -u +%H:%M:%S)" >> $OUT/device-$PART.txt; }
if [ "$PART" = forward ]; then
  for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
  mark warm
  $R --grid main --dtype f32 --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/all.log 2>&1; mark "main f32 rc $?"
  $R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv >> $OUT/all.log 2>&1; mark "main bf16 rc $?"
  $R --grid curve --dtype f32 --dtype bf16 --op softmax --csv $OUT/curve.csv >> $OUT/all.log 2>&1; mark "curve rc $?"
  $R --grid latency --dtype f32 --op softmax --csv $OUT/latency.csv >> $OUT/all.log 2>&1
  $R host >> $OUT/all.log 2>&1; mark "latency and host rc $?"
elif [ "$PART" = backward ]; then
  for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
  mark warm
  for D in f32 bf16; do
    timeout 270 $R --grid main --dtype $D --op softmax_backward --op log_softmax_backward --csv $OUT/backward-$D.csv > $OUT/backward-$D.log 2>&1
    mark "backward $D rc $?"
  done
else
  P="python3 benches/peers/pytorch_softmax.py"
  for F in ${PEERS:-main-f32 main-bf16 curve latency backward-f32 backward-bf16}; do
    timeout 200 $P --like $HERE/$F.csv --csv $OUT/pytorch-$F.csv > $OUT/pytorch-$F.log 2>&1
    mark "pytorch $F rc $?"
  done
fi
cat $OUT/device-$PART.txt
