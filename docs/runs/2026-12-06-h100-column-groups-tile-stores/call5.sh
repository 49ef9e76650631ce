#!/usr/bin/env bash
# Call 5: the streamed columns' normalize loop with the next block's loads issued before the
# block is stored (this build) against bd1d54e (`cubemax-report-bd1d54e`: each block loaded only
# after the block before it was stored). Kernel alone, 3 rounds a line, builds in the order old,
# new, new, old: with the axis last through a tile (bf16 tiles 8 and 1, f32 tile 4) and laid out
# as the input, in one launch ([8, 8192, 4096]) and two ([4, 32768, 2048], [1, 65536, 256]).
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
  for s in 8x8192x4096 4x32768x2048 1x65536x256; do
    A="--shape $s --loads 16 --units 256 --rounds 3"
    echo "== $pass bf16 $s"; timeout 60 $R columns --dtype bf16 $A; timeout 60 $R columns --dtype bf16 $A --tile 8 --tile 1
    echo "== $pass f32 $s"; timeout 60 $R columns --dtype f32 $A; timeout 60 $R columns --dtype f32 $A --tile 4
  done
  mark "$pass done"
done > $OUT/prefetch.log 2>&1
cat $OUT/call-device.txt
grep -h "^==\|us  \|refus\|rror" $OUT/prefetch.log | cut -c1-125
