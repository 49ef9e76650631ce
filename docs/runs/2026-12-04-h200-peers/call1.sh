#!/usr/bin/env bash
# Call 1, the report of commit 5f180a2 (`.gpu/r/`): the forward main grids, f32 and bf16, softmax
# and log-softmax, every way the report times them; their CSVs kept in /tmp/cm for the peers of
# calls 2 and 3. QuACK's wheels do not fit in one call beside the working tree, so calls 1-3 each
# carry a part (`.whl1/`-`.whl3/`) into /tmp/parts on the same machine, held between the calls;
# this one the first 20 MB of CUTLASS DSL's MLIR module, xz-compressed.
set -u
mkdir -p /tmp/parts /tmp/cm && cp .whl1/* /tmp/parts/
cd .gpu/r && xz -dkf cubemax-report.xz && chmod +x cubemax-report && cd ../..
R=.gpu/r/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
mark warm
timeout 200 $R --grid main --dtype f32 --op softmax --op log_softmax --csv $OUT/main-f32.csv > $OUT/main-f32.log 2>&1
mark "main f32 rc $?"
timeout 300 $R --grid main --dtype bf16 --op softmax --op log_softmax --csv $OUT/main-bf16.csv > $OUT/main-bf16.log 2>&1
mark "main bf16 rc $?"
cp $OUT/*.csv /tmp/cm/
cat $OUT/call-device.txt; for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
