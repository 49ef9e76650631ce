#!/usr/bin/env bash
# Call 8: tile stores batched by at most 4 and never by more than a unit's stores (this build)
# against bd1d54e, kernel alone, 3 rounds a line, builds in the order old, new, new, old: call
# 7's build batched by 4 everywhere ran tiles of 1 vector 1.4-3.1x slower.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-bd1d54e; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
NEW=.gpu/cubemax-report; OLD=.gpu/cubemax-report-bd1d54e
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
$NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1
mark warm
for pass in old new new old; do
  R=$OLD; [ $pass = new ] && R=$NEW
  C="--loads 16 --units 256 --rounds 3"
  echo "== $pass bf16 8x8192x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8192x4096 $C --tile 8 --tile 1
  echo "== $pass bf16 8x8191x4096"; timeout 60 $R columns --dtype bf16 --shape 8x8191x4096 $C --tile 8
  echo "== $pass f32 8x8191x4096"; timeout 60 $R columns --dtype f32 --shape 8x8191x4096 $C --tile 4
  echo "== $pass bf16 4x32768x2048"; timeout 60 $R columns --dtype bf16 --shape 4x32768x2048 $C --tile 8 --tile 1
  echo "== $pass bf16 held 64x1024x1024"; timeout 60 $R columns --dtype bf16 --shape 64x1024x1024 $C --tile 0
  mark "$pass done"
done > $OUT/batched.log 2>&1
cat $OUT/call-device.txt
grep -h "^==\|us  \|refus\|rror" $OUT/batched.log | cut -c1-110
