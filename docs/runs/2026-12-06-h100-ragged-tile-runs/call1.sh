#!/usr/bin/env bash
# Call 1: ragged tile runs stored in whole aligned vectors, their ends element by element (this
# build), against 5c287a8 (every run of an odd length stored element by element), kernel alone,
# 3 rounds a line, builds in the order old, new, new, old.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-5c287a8; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
NEW=.gpu/cubemax-report; OLD=.gpu/cubemax-report-5c287a8
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
$NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1
mark warm
for pass in old new new old; do
  R=$OLD; [ $pass = new ] && R=$NEW
  C="--loads 16 --units 256 --rounds 3"
  echo "== $pass bf16 8x8191x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8191x4096 $C --tile 8 --tile 4
  echo "== $pass f32 8x8191x4096"; timeout 60 $R columns --dtype f32 --shape 8x8191x4096 $C --tile 4 --tile 8
  echo "== $pass bf16 4x32767x2048"; timeout 60 $R columns --dtype bf16 --shape 4x32767x2048 $C --tile 8
  echo "== $pass 1x65535x256"; timeout 60 $R columns --dtype bf16 --dtype f32 --shape 1x65535x256 $C --tile 8
  echo "== $pass bf16 8x8192x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8192x4096 $C --tile 8
  echo "== $pass bf16 held 64x1024x1024"; timeout 60 $R columns --dtype bf16 --shape 64x1024x1024 $C --tile 0
  mark "$pass done"
done > $OUT/ragged.log 2>&1
echo "== laid out as the input (this build)" >> $OUT/ragged.log
timeout 90 $NEW columns --dtype bf16 --dtype f32 --shape 8x8191x4096 --shape 8x8192x4096 --shape 1x65535x256 --loads 16 --units 256 --rounds 3 >> $OUT/ragged.log 2>&1
mark end
cat $OUT/call-device.txt
grep -h "^==\|us  \|refus\|rror" $OUT/ragged.log | cut -c1-120
