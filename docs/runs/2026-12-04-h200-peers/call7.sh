#!/usr/bin/env bash
# Call 7, right after call 6 on the same machine: the next 26 MB of the module (`.whl2/`).
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
cp .whl2/* /tmp/parts/ && ls -la /tmp/parts > $OUT/parts.log 2>&1
echo "parts rc $? $(date -u +%FT%TZ)" >> $OUT/call-device.txt; cat $OUT/call-device.txt $OUT/parts.log
