#!/usr/bin/env bash
# Held timings of the forward (fiftieth session): the latency grid (the launch of issue 4's
# bound at rows of 1 and 8); held sweeps of rows of 1 and 8 x 32000, the planner's whole row with
# its exps kept and the row cut into 2-16 exchanging chunks; the forward main grid kernel alone,
# f32 and bf16.
set -u
(cd .gpu && gunzip -f cubemax-report.gz 2>/dev/null; chmod +x cubemax-report)
R=.gpu/cubemax-report
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
timeout 60 $R --grid latency --csv $O/latency.csv > $O/latency.log 2>&1; mark "latency rc $?"
sweep() { # dtype chunks "loads..." "units..." [more sweep arguments]
  local d=$1 c=$2 a=(); for x in $3; do a+=(--loads $x); done; for x in $4; do a+=(--units $x); done
  a+=("${@:5}")
  timeout 60 $R sweep --shape 1x32000 --shape 8x32000 --dtype $d --op softmax \
    --strategy cube-per-row --staged 0 --chunks $c "${a[@]}" --rounds 3 --seconds 50 \
    >> $O/sweep-$d.log 2>&1; mark "sweep $d chunks $c rc $?"
}
# The whole row in one cube with its exps kept, in shared memory or in place (one exp an element).
sweep f32 1 "8" "1024" --kept-exps true --kept-exps false \
  --registers-page-exps shared --registers-page-exps in-place
sweep bf16 1 "4" "1024" --kept-exps true --kept-exps false \
  --registers-page-exps shared --registers-page-exps in-place
# Per chunk count, the two cube sizes whose loads cover a chunk in one or two steps.
sweep f32 2 "4 8" "512 1024"; sweep f32 4 "4 8" "256 512"; sweep f32 8 "4 8" "128 256"
sweep f32 16 "2 4" "128 256"
sweep bf16 2 "2 4" "512 1024"; sweep bf16 4 "2 4" "256 512"; sweep bf16 8 "2 4" "128 256"
sweep bf16 16 "1 2" "128 256"
for d in f32 bf16; do
  timeout 200 $R --grid main --kernel-alone --dtype $d --op softmax --op log_softmax \
    --csv $O/forward-$d.csv > $O/forward-$d.log 2>&1; mark "forward-$d rc $?"
done
mark end
cat $O/call-device.txt
grep -E "cubemax-kernel" $O/latency.log | cut -c1-110
grep -hE "^softmax|^ +[0-9.]+ us" $O/sweep-*.log | cut -c1-190
