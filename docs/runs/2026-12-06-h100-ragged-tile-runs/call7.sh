#!/usr/bin/env bash
# Call 7: ragged tile runs in windows, batches of one store more than whole runs take ("W5", this
# build: a unit's share of the ragged runs' extra end vectors then needs no extra pass of its
# loop), against the committed batches ("W4", cubemax-report-windowed); kernel alone, 3 rounds a
# line, builds in the order W4, W5, W5, W4.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-windowed; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
W5=.gpu/cubemax-report; W4=.gpu/cubemax-report-windowed
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for pass in W4 W5 W5 W4; do
  R=$W4; [ $pass = W5 ] && R=$W5
  C="--loads 16 --units 256 --rounds 3"
  echo "== $pass bf16 8x8191x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8191x4096 $C --tile 8
  echo "== $pass f32 8x8191x4096"; timeout 60 $R columns --dtype f32 --shape 8x8191x4096 $C --tile 4
  echo "== $pass bf16 4x32767x2048"; timeout 60 $R columns --dtype bf16 --shape 4x32767x2048 $C --tile 8
  echo "== $pass 1x65535x256"; timeout 60 $R columns --dtype bf16 --dtype f32 --shape 1x65535x256 $C --tile 8
  mark "$pass done"
done > $OUT/windows.log 2>&1
cat $OUT/call-device.txt
grep -h "^==\|us  \|refus\|rror" $OUT/windows.log | cut -c1-100
