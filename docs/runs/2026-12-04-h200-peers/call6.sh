#!/usr/bin/env bash
# Call 6 (call 5 found a fresh machine, /tmp/site gone): QuACK's wheels again, in three calls on
# one machine held between them. This one: the first 20 MB of CUTLASS DSL's MLIR module and the
# wheel call 4 lacked (`.whl1/`: nvidia-cutlass-dsl-libs-core, CUTLASS DSL's Python sources).
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mkdir -p /tmp/parts && cp .whl1/* /tmp/parts/ && ls -la /tmp/parts > $OUT/parts.log 2>&1
echo "parts rc $? $(date -u +%FT%TZ)" >> $OUT/call-device.txt; cat $OUT/call-device.txt $OUT/parts.log
