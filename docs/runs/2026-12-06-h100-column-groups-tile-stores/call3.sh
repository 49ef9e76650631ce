#!/usr/bin/env bash
# Call 3 (run as one command line): one launch, builds b99df0f (old) and bd1d54e (new): bf16
# [8, 8192, 4096] and [8, 8191, 4096] through tiles of 1, 2, 4 and 8 vectors, f32 [8, 8191, 4096].
cd .gpu && for r in cubemax-report cubemax-report-b99df0f; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done; cd ..
for pass in old new; do
  R=.gpu/cubemax-report; [ $pass = old ] && R=.gpu/cubemax-report-b99df0f
  for s in 8x8192x4096 8x8191x4096; do
    echo "== $pass bf16 $s"
    timeout 90 $R columns --dtype bf16 --shape $s --loads 16 --units 256 --tile 1 --tile 2 --tile 4 --tile 8 --rounds 3
  done
  echo "== $pass f32 8x8191x4096"
  timeout 90 $R columns --dtype f32 --shape 8x8191x4096 --loads 16 --units 256 --tile 1 --tile 2 --tile 4 --tile 8 --rounds 3
done > $OUT/one-launch-ab.log 2>&1
grep -h "^==\|us  \|rror\|refus" $OUT/one-launch-ab.log | cut -c1-210
