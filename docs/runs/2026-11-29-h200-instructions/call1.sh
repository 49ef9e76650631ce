#!/bin/bash
# First call: where the instructions of the planner's kernels go, at the shapes that miss their
# targets with the most instructions an element. Nsight Compute's source counters (every SASS
# instruction with its executed count and stall samples), the CUDA source NVRTC compiled and
# ptxas's registers, one launch each, commit a5199d5's report:
# f32 softmax 4096 x 4096 (256-unit cube), bf16 softmax 4096 x 4096 (64-unit cube), bf16 softmax
# 32768 x 1024 (plane per row) with and without the sweep's boolean padding mask, bf16 softmax
# backward 4096 x 4096 (128-unit cube).
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x report; cd ..
P="--strategy cube-per-row --units 32 --loads 1 --staged 0"
W=$OUT/w; mkdir -p $W
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $W/device.txt
prof() { # name kernel-regex sweep-args...
  local name=$1 regex=$2; shift 2
  CUBECL_DEBUG_LOG=/tmp/c-$name.log CUBEMAX_REPORT_PROFILE=1 timeout 150 ncu --clock-control none \
    -k regex:$regex --launch-count 1 --section SpeedOfLight --section WarpStateStats \
    --section SourceCounters --section InstructionStats --section LaunchStats --section Occupancy \
    -o /tmp/$name -f .gpu/report sweep "$@" $P > $W/$name.run.log 2>&1
  ncu --import /tmp/$name.ncu-rep --print-details all > $W/$name.details.txt 2>&1
  ncu --import /tmp/$name.ncu-rep --page source --csv --print-source sass 2>/dev/null | gzip > $W/$name.sass.csv.gz
  python3 .gpu/kernel-inspect.py /tmp/c-$name.log --out /tmp/k-$name --arch sm_90a --match $regex >> $W/$name.details.txt 2>&1
  cp /tmp/k-$name/00-*.cu $W/$name.cu 2>/dev/null
  echo "$name $(date -u +%H:%M:%S)" >> $W/device.txt
}
prof f32-4096 softmax_cube_per_row --shape 4096x4096 --dtype f32 --op softmax
prof bf16-4096 softmax_cube_per_row --shape 4096x4096 --dtype bf16 --op softmax
prof bf16-1024 softmax_plane_per_row --shape 32768x1024 --dtype bf16 --op softmax
prof bf16-1024-bool softmax_plane_per_row --shape 32768x1024 --dtype bf16 --op softmax --mask bool
prof bf16-back-4096 softmax_backward_cube --shape 4096x4096 --dtype bf16 --op softmax_backward
cat $W/device.txt; grep -h -E "Duration|Registers Per|Executed Ipc A|Issue Slots Busy|^ +[0-9]+ regs" $W/*.details.txt | head -40
ls -la $W; tar czf $OUT/call1.tgz -C $OUT w
