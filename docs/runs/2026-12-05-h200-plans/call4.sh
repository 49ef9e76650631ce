#!/usr/bin/env bash
# Call 4: the build with the planner's new rule (16-bit softmax rows of 3577-4096 keep four loads
# a unit in 128-unit cubes, SOFTMAX_FOUR_LOADS_ROW_LENS), bundled by `scripts/gpu-bundle suite
# report`: the CUDA suite and the cubemax program (gpu-run), then the planner's new plan against
# the one it replaced (64 units at eight vectors of 8, forced), back to back in five rounds, bf16
# and f16 softmax at 1536-32768 rows of 4096 and 4096 rows of 3584. Then the host table at
# 32768 x 256 under Nsight Compute, every launch from the 4301st to the 6900th named and timed
# (each way of calling makes 1084 calls, in order: copy, kernel planned once, planned per call,
# with a fresh output, cubemax::softmax on the bare CubeBackend, then through Fusion): does a call
# through Fusion launch anything a call on the bare CubeBackend does not? (Call 1's host table:
# through Fusion 31.5 us a call steady, on the bare CubeBackend 22.8.)
set -u
bash .gpu/gpu-run > $OUT/gpu-run.log 2>&1
echo "gpu-run exit $?" >> $OUT/gpu-run.log
tar czf $OUT/cli.tgz -C $OUT cli_f32.log cli_f16.log cli_bf16.log && rm $OUT/cli_*.log
date -u +%T > $OUT/call-device.txt
timeout 150 .gpu/cubemax-report sweep --rounds 5 --strategy cube-per-row --staged 0 \
  --op softmax --dtype bf16 --dtype f16 --shape 1536x4096 --shape 2048x4096 --shape 4096x4096 \
  --shape 8192x4096 --shape 16384x4096 --shape 32768x4096 --shape 4096x3584 \
  --units 64 --loads 8 --kept-exps true > $OUT/ab.log 2>&1
echo "== ab rc $? $(date -u +%T)" >> $OUT/call-device.txt
timeout 120 ncu --clock-control none --cache-control none -s 4300 -c 2600 \
  --metrics gpu__time_duration.sum --csv --page raw --log-file $OUT/host-ncu.csv \
  .gpu/cubemax-report host --shape 32768x256 > $OUT/host-ncu.log 2>&1
echo "== host-ncu rc $? $(date -u +%T)" >> $OUT/call-device.txt
gzip $OUT/host-ncu.csv
tail -4 $OUT/suite.log; grep -h "exit status" $OUT/gpu-run.log
grep -h "us over\|copy of the same" $OUT/ab.log | cut -c1-170
