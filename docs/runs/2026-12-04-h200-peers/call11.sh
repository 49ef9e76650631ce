#!/usr/bin/env bash
# Call 11, right after call 10 on the same machine: QuACK on call 9's backward shapes again, as
# call 10's QuACK files did not come back (too many files under $OUT); one log for both dtypes.
D=docs/runs/2026-12-04-h200-peers; S=/tmp/site; export PYTHONPATH=$S:$S/nvidia_cutlass_dsl/dsl_packages
for d in f32 bf16; do
  timeout 50 python3 benches/peers/pytorch_softmax.py --peer quack --like $D/call9/backward-$d.csv \
    --csv $OUT/quack-backward-$d.csv >> $OUT/quack-backward.log 2>&1
  echo "quack $d rc $? $(date -u +%FT%TZ)" >> $OUT/quack-backward.log
done
tail -3 $OUT/quack-backward.log
