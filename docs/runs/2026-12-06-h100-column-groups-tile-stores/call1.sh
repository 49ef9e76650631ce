#!/usr/bin/env bash
# Call 1: streamed columns in two launches, cut into groups of consecutive steps (this build,
# commit bd1d54e's kernels) against groups of interleaved segments (`cubemax-report-b99df0f`,
# built from commit b99df0f). Kernel alone, each line the median of 3 alternating rounds, builds in
# the order old, new, new, old: f32 and bf16 with the axis last at the planner's tile (4 vectors
# for f32, 8 for bf16, passed as --tile so both builds take the same one) and laid out as the
# input (the planner's plan), on shapes streamed in two launches ([1, 65535, 256] odd, stored
# element by element); then the streamed backward; then one launch at 8191 and 8192 steps; then
# the CUDA suite's column tests, each a process of its own.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-b99df0f suite; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
NEW=.gpu/cubemax-report; OLD=.gpu/cubemax-report-b99df0f
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
$NEW columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1
mark warm
build() { R=$OLD; [ $1 = new ] && R=$NEW; }
for pass in old new new old; do
  build $pass
  for s in 4x32768x2048 1x65536x256 1x65535x256; do
    echo "== $pass f32 axis-last $s"; timeout 60 $R columns --dtype f32 --shape $s --loads 16 --units 256 --tile 4 --rounds 3
    echo "== $pass bf16 axis-last $s"; timeout 60 $R columns --dtype bf16 --shape $s --loads 16 --units 256 --tile 8 --rounds 3
  done
done > $OUT/axis-last.log 2>&1
mark "axis-last rc $?"
for pass in old new new old; do
  build $pass
  for s in 4x32768x2048 1x65536x256; do
    for d in f32 bf16; do
      echo "== $pass $d laid-out $s"; timeout 60 $R columns --dtype $d --shape $s --loads 16 --units 256 --rounds 3
    done
  done
done > $OUT/laid-out.log 2>&1
mark "laid-out rc $?"
for pass in old new new old; do
  build $pass
  for d in f32 bf16; do
    echo "== $pass $d backward 4x32768x2048"; timeout 60 $R columns --op softmax_backward --dtype $d --shape 4x32768x2048 --rounds 3
  done
done > $OUT/backward.log 2>&1
mark "backward rc $?"
for s in 8x8191x4096 8x8192x4096; do
  echo "== new f32 one-launch $s"; timeout 60 $NEW columns --dtype f32 --shape $s --loads 16 --units 256 --tile 4 --rounds 3
  echo "== new bf16 one-launch $s"; timeout 60 $NEW columns --dtype bf16 --shape $s --loads 16 --units 256 --tile 8 --rounds 3
done > $OUT/one-launch.log 2>&1
mark "one-launch rc $?"
names="kernels::columns_written_axis_last_match_the_oracle options::column_masks_match_the_oracle backward::columns_backward_matches_the_oracle"
mkdir -p /tmp/suite-logs
echo "$names" | tr ' ' '\n' | xargs -P 8 -I{} sh -c '.gpu/suite --exact "{}" > "/tmp/suite-logs/{}.log" 2>&1; echo "{} $(grep -h "^test result" "/tmp/suite-logs/{}.log")"' > $OUT/suite-columns.log 2>&1
mark "suite columns done"
for f in /tmp/suite-logs/*.log; do grep -q "test result: ok. 1 passed" "$f" || { echo "== $f"; tail -40 "$f"; }; done >> $OUT/suite-columns.log
cat $OUT/call-device.txt
cut -c1-200 $OUT/suite-columns.log | head -20
for f in axis-last laid-out backward one-launch; do grep -h "^==\|us  \|refus\|rror" $OUT/$f.log | cut -c1-110 | head -80; done
