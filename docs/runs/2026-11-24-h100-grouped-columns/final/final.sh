#!/bin/bash
# Streamed forward columns in groups of segments, the planner's rule: the few-long-column shapes
# (planner against one group), the Burn-level options rows, then the CUDA column tests.
cd .gpu && gunzip -f *.gz; chmod +x cubemax-report suite; cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1; done
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --dtype f32 --dtype bf16 --shape 1x32768x1024 --shape 2x16384x1024 --shape 4x8192x1024 --shape 1x65536x256 --shape 8x8192x1024 --groups 1 --loads 16 --units 256 --staged 0 > $OUT/planner.log 2>&1
$R columns --dtype f32 --dtype bf16 --op log_softmax --mask additive --shape 1x32768x1024 --groups 1 --loads 16 --units 256 --staged 0 >> $OUT/planner.log 2>&1
echo "columns $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R options > $OUT/options.log 2>&1
echo "options $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/suite --test-threads 8 kernels::column options::column_masks backward::columns options::options_match options::bad_options burn_ops::views > $OUT/suite-columns.log 2>&1; echo "suite rc $?" >> $OUT/device.txt
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
