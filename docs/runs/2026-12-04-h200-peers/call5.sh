#!/usr/bin/env bash
# Call 5, right after call 4 on the same machine: the wheel call 4's QuACK lacked (`.whl4/`:
# nvidia-cutlass-dsl-libs-core, CUTLASS DSL's Python sources) added to /tmp/site; then QuACK on
# every softmax shape of call 1's grids.
set -u
D=docs/runs/2026-12-04-h200-peers
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
S=/tmp/site
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target $S.core .whl4/*.whl > $OUT/install.log 2>&1 \
  && cp -rn $S.core/. $S/ >> $OUT/install.log 2>&1
mark "install rc $?"
export PYTHONPATH=$S:$S/nvidia_cutlass_dsl/dsl_packages
python3 -c 'import torch, quack.softmax as q; x = torch.randn(4, 1000, device="cuda"); print("quack smoke, largest difference to torch.softmax:", (q.softmax_fwd(x) - torch.softmax(x, -1)).abs().max().item())' > $OUT/smoke.log 2>&1
mark "quack smoke rc $?"
for grid in main-f32 main-bf16; do
  timeout 200 python3 benches/peers/pytorch_softmax.py --peer quack --like $D/call1/$grid.csv \
    --csv $OUT/quack-$grid.csv > $OUT/quack-$grid.log 2>&1
  mark "quack $grid rc $?"
done
cat $OUT/call-device.txt; tail -5 $OUT/smoke.log
for f in $OUT/*.csv; do echo "$f $(grep -c ',ok,' $f) ok, $(grep -vc ',ok,' $f) other"; done
