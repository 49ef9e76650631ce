#!/usr/bin/env bash
# Call 7: tile stores in batches of 4 a unit, each batch's tile reads before its stores (this
# build) against bd1d54e (`cubemax-report-bd1d54e`: each store waited for its own reads).
# Kernel alone, 3 rounds a line, builds in the order old, new, new, old: streamed columns with
# the axis last in one launch ([8, 8192, 4096]; [8, 8191, 4096] stored element by element) and
# two ([4, 32768, 2048]; [1, 65535, 256] by element; [1, 65536, 256]), and held columns with the
# axis last ([64, 1024, 1024], `--tile 0`: the planner's tile).
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
  for s in 8x8192x4096 8x8191x4096 4x32768x2048 1x65535x256 1x65536x256; do
    echo "== $pass bf16 $s"; timeout 60 $R columns --dtype bf16 --shape $s $C --tile 8 --tile 1
    echo "== $pass f32 $s"; timeout 60 $R columns --dtype f32 --shape $s $C --tile 4
  done
  for d in bf16 f32; do
    echo "== $pass $d held 64x1024x1024"; timeout 60 $R columns --dtype $d --shape 64x1024x1024 $C --tile 0
  done
  mark "$pass done"
done > $OUT/batched.log 2>&1
cat $OUT/call-device.txt
grep -h "^==\|us  \|refus\|rror" $OUT/batched.log | cut -c1-110
