#!/usr/bin/env bash
# Call 3: streamed columns written with the axis last through a tile of 1, 2, 4 and 8 vectors
# (`cubemax-report columns --tile N`), beside the same plans laid out as the input (the kernel
# alone, without the copy `cube.rs` adds where the kernel cannot write the axis last), f32 and
# bf16, in 3 rounds: in one launch (8x8192x4096, 4x32768x2048) and in two (1x65536x256,
# 2x32768x512, which the kernel writes axis last only from this session's change on).
set -u
(cd .gpu && for r in cubemax-report suite; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1; done
mark warm
for d in f32 bf16; do
  for s in 8x8192x4096 4x32768x2048 1x65536x256 2x32768x512; do
    timeout 60 $R columns --dtype $d --shape $s --loads 16 --units 256 --rounds 3
    timeout 90 $R columns --dtype $d --shape $s --loads 16 --units 256 --tile 1 --tile 2 --tile 4 --tile 8 --rounds 3
  done
done > $OUT/streamed.log 2>&1
mark "streamed rc $?"
cat $OUT/call-device.txt
grep -h "columns\|planner\|streamed\|along L\|refus\|rror" $OUT/streamed.log | cut -c1-170 | head -100
