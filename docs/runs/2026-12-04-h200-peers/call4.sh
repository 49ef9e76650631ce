#!/usr/bin/env bash
# Call 4, right after call 3 on the same machine: the module's last part, CUTLASS DSL's runtime
# library for CUDA 13 and the wheels (`.whl3/`: QuACK, CUTLASS DSL and its base libraries, TVM's
# FFI, PyTorch's DLPack extension, Liger-Kernel), installed into /tmp/site; then QuACK and Liger
# on every softmax shape of call 1's grids.
set -u
D=docs/runs/2026-12-04-h200-peers
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
S=/tmp/site
M=$S/nvidia_cutlass_dsl/dsl_packages/cutlass/_mlir/_mlir_libs
{ ls -la /tmp/parts/ \
  && python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
       --target $S .whl3/*.whl \
  && tar xJf .whl3/cu13-small.tar.xz -C $S \
  && cat /tmp/parts/ir.so.xz.part00 /tmp/parts/ir.so.xz.part01 .whl3/ir.so.xz.part02 \
       | xz -dc > $M/_cutlass_ir.cu13.cpython-312-x86_64-linux-gnu.so \
  && xz -dc .whl3/rt.so.xz > $S/nvidia_cutlass_dsl/cu13/lib/libcute_dsl_runtime.so \
  && md5sum $M/_cutlass_ir.cu13.cpython-312-x86_64-linux-gnu.so
} > $OUT/install.log 2>&1
mark "install rc $?"
export PYTHONPATH=$S:$S/nvidia_cutlass_dsl/dsl_packages
python3 -c 'import torch, quack.softmax as q; x = torch.randn(4, 1000, device="cuda"); print("quack smoke, largest difference to torch.softmax:", (q.softmax_fwd(x) - torch.softmax(x, -1)).abs().max().item())' > $OUT/smoke.log 2>&1
mark "quack smoke rc $?"
declare -A LIMIT=([quack]=170 [liger]=110)
for peer in quack liger; do
  for grid in main-f32 main-bf16; do
    timeout ${LIMIT[$peer]} python3 benches/peers/pytorch_softmax.py --peer $peer --like $D/call1/$grid.csv \
      --csv $OUT/$peer-$grid.csv > $OUT/$peer-$grid.log 2>&1
    mark "$peer $grid rc $?"
  done
done
cat $OUT/call-device.txt $OUT/smoke.log; tail -3 $OUT/install.log
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
