#!/usr/bin/env bash
# Holds sized to the host's issue time (twice what issuing the unheld longer batch took, at
# least 1 ms) instead of twice the unheld longer batch's whole time: `launches`, then the report
# held at shapes of calls 3 and 6 (64 x 32000, 64 x 151936, 4096 x 4096, 1024 x 32768; f32 and
# bf16; softmax and its backward), to set beside their held lines there.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; }
mark start
timeout 120 $R launches > $O/launches.log 2>&1; mark "launches rc $?"
S="--shape 64x32000 --shape 64x151936 --shape 4096x4096 --shape 1024x32768"
S="$S --dtype f32 --dtype bf16 --op softmax --op softmax_backward --kernel-alone"
timeout 200 $R $S --queue-ahead true --csv $O/held.csv > $O/held.log 2>&1; mark "held rc $?"
mark end
tar czf $OUT/all.tgz -C $O .
cat $O/call-device.txt $O/launches.log
grep -E "copy-same|cubemax-kernel" $O/held.log | cut -c1-100
