#!/usr/bin/env bash
# Three rounds: the planner's plans of the exchanged shapes forced, from the build before
# (base-report) and from the cluster build, clustered and not, alternated shape by shape.
set -uo pipefail
cd "$(dirname "$0")"
for packed in *.gz; do [ -e "$packed" ] && gunzip -f "$packed"; done
O="${OUT:-$PWD/out}"; mkdir -p "$O"
{ nvidia-smi --query-gpu=name,driver_version --format=csv; date -u; } > "$O/device.txt"
PLANS="bf16,64x151936,1024,4,2,2 bf16,64x128256,1024,4,1,2 bf16,64x262144,1024,4,3,2
bf16,8x151936,512,4,0,16 bf16,1x151936,128,4,0,64 f32,64x151936,1024,7,2,2
f32,64x262144,1024,4,3,4 f32,256x131072,1024,4,3,2 f32,256x151936,1024,7,2,2
f32,8x151936,1024,4,0,16 f32,1x151936,256,4,0,64"
for round in 1 2 3; do
  for plan in $PLANS; do
    IFS=, read -r dtype shape units loads staged chunks <<< "$plan"
    args=(sweep --shape "$shape" --dtype "$dtype" --strategy cube-per-row --units "$units"
          --loads "$loads" --staged "$staged" --chunks "$chunks")
    echo "# round $round base $plan" >> "$O/base.log"
    ./base-report "${args[@]}" >> "$O/base.log" 2>&1 || echo "exit $?" >> "$O/base.log"
    echo "# round $round cluster $plan" >> "$O/cluster.log"
    ./cubemax-report "${args[@]}" --clustered false --clustered true >> "$O/cluster.log" 2>&1 \
      || echo "exit $?" >> "$O/cluster.log"
  done
done
date -u >> "$O/device.txt"
