#!/bin/bash
# Second call: do the two plans the first call found carry to other row lengths and dtypes?
# Forward: rows held whole in registers, at half the planner's units and 8 loads a unit (kept
# exps both ways), bf16 and f16; f32 at half the units and 8 loads. Backward: half the units,
# 2 loads a unit and 3 more pages in shared memory, bf16 and f16, both ops. Two rounds, the
# second in reverse order.
cd .gpu && for f in *.gz; do [ -e "$f" ] && gunzip -f "$f"; done; chmod +x cubemax-report; cd ..
R=.gpu/cubemax-report
{ echo "start $(date -u +%H:%M:%S)"; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/widen-device.txt
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > /dev/null 2>&1; done
fwd16() { # shape half-units
  $R sweep --dtype bf16 --dtype f16 --op softmax --shape $1 --strategy cube-per-row --units $2 \
    --loads 8 --staged 0 --kept-exps false --kept-exps true
  $R sweep --dtype bf16 --dtype f16 --op log_softmax --shape $1 --strategy cube-per-row \
    --units $2 --loads 8 --staged 0
}
fwd32() { # shape half-units
  $R sweep --dtype f32 --op softmax --op log_softmax --shape $1 --strategy cube-per-row \
    --units $2 --loads 8 --staged 0
}
back() { # shape half-units
  $R sweep --dtype bf16 --dtype f16 --op softmax_backward --op log_softmax_backward --shape $1 \
    --strategy cube-per-row --units $2 --loads 2 --staged 3
}
forward() {
  fwd16 32768x2048 32; fwd16 32768x4096 64; fwd16 32768x8192 128; fwd16 8192x8192 128
  fwd16 4096x4096 64; fwd16 32768x16384 256; fwd16 1024x32768 512
  fwd32 32768x4096 128; fwd32 32768x8192 256; fwd32 8192x8192 256; fwd32 32768x16384 512
}
backward() {
  back 32768x2048 32; back 32768x4096 64; back 32768x8192 128; back 8192x8192 128
  back 32768x16384 256
}
forward_reversed() {
  fwd32 32768x16384 512; fwd32 8192x8192 256; fwd32 32768x8192 256; fwd32 32768x4096 128
  fwd16 1024x32768 512; fwd16 32768x16384 256; fwd16 4096x4096 64; fwd16 8192x8192 128
  fwd16 32768x8192 128; fwd16 32768x4096 64; fwd16 32768x2048 32
}
backward_reversed() {
  back 32768x16384 256; back 8192x8192 128; back 32768x8192 128; back 32768x4096 64
  back 32768x2048 32
}
{ echo "== round 1"; forward; echo "== round 2"; forward_reversed; } > $OUT/widen-forward.log 2>&1
echo "forward done $(date -u +%H:%M:%S)" >> $OUT/widen-device.txt
{ echo "== round 1"; backward; echo "== round 2"; backward_reversed; } > $OUT/widen-backward.log 2>&1
echo "end $(date -u +%H:%M:%S)" >> $OUT/widen-device.txt
cat $OUT/widen-device.txt; grep -c ' us ' $OUT/widen-*.log; grep -c FAIL $OUT/widen-*.log
