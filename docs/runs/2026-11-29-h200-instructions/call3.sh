#!/bin/bash
# Third call: the plane width compiled in against read at run time, in one build (`after`,
# with the sweep's --plane-width-at-run-time), each shape's planner plan forced both ways, the
# two in turn, four rounds with the order swapped every round; then the source-level SASS of the
# f32 softmax and bf16 softmax backward at 4096 x 4096, whose registers grew in the second call.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x after; cd ..
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
R=.gpu/after
one() { # order dtype op shape strategy units loads
  local first=$1 second=true; [ $1 = true ] && second=false
  $R sweep --dtype $2 --op $3 --shape $4 --strategy $5 --units $6 --loads $7 --staged 0 \
    --plane-width-at-run-time $first --plane-width-at-run-time $second
}
for i in 1 2 3 4; do
  o=true; [ $((i % 2)) = 0 ] && o=false
  echo "== round $i (run time first: $o)"
  one $o f32 softmax 4096x4096 cube-per-row 256 4
  one $o f32 log_softmax 4096x4096 cube-per-row 256 4
  one $o f32 softmax 32768x512 plane-per-row 256 4
  one $o bf16 softmax 4096x4096 cube-per-row 64 8
  one $o bf16 softmax 1024x32768 cube-per-row 512 8
  one $o bf16 softmax 32768x1024 plane-per-row 256 4
  one $o bf16 softmax_backward 4096x4096 cube-per-row 128 4
  one $o bf16 softmax_backward 1024x32768 cube-per-row 512 8
  one $o f32 softmax_backward 4096x4096 cube-per-row 256 4
  echo "round $i $(date -u +%H:%M:%S)" >> $W/device.txt
done > $W/ab.log 2>&1
prof() { # name kernel-regex sweep-args...
  local name=$1 regex=$2; shift 2
  CUBECL_DEBUG_LOG=/tmp/c-$name.log CUBEMAX_REPORT_PROFILE=1 timeout 100 ncu --clock-control none \
    -k regex:$regex --launch-count 1 --section SourceCounters --section LaunchStats \
    -o /tmp/$name -f $R sweep "$@" --strategy cube-per-row --units 32 --loads 1 --staged 0 > /dev/null 2>&1
  ncu --import /tmp/$name.ncu-rep --page source --csv --print-source sass 2>/dev/null | gzip > $W/$name.sass.csv.gz
  python3 .gpu/kernel-inspect.py /tmp/c-$name.log --out /tmp/k-$name --arch sm_90a --match $regex > $W/$name.regs.txt 2>&1
  cp /tmp/k-$name/00-*.cu $W/$name.cu 2>/dev/null
}
prof f32-4096 softmax_cube_per_row --shape 4096x4096 --dtype f32 --op softmax
prof bf16-back-4096 softmax_backward_cube --shape 4096x4096 --dtype bf16 --op softmax_backward
echo "end $(date -u +%H:%M:%S)" >> $W/device.txt
cat $W/device.txt $W/*.regs.txt | head -20; grep -ci 'fail\|error\|panick\|mismatch' $W/ab.log
python3 .gpu/by_width.py $W/ab.log | tee $W/ab-summary.txt
tar czf $OUT/call3.tgz -C $OUT w
