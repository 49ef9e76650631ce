#!/usr/bin/env bash
# Prepared in the fifty-fifth session, not run. Why build B (the exchange cleared by the last
# cube's first plane, ../build-b.patch on the kernels of cf277a1) slowed the backward's exchanged
# rows against the fifty-first session's held grid (calls 19 and 20): on one machine, A B A B
# kernel alone at the backward's exchanged shapes that lost most, then each build's registers,
# occupancy limit and duration under Nsight Compute (one launch a measured call), and ptxas's
# registers and spills for every backward kernel the builds compile.
#
# Builds, here: .gpu/cubemax-report.gz from HEAD (A: the kernels of 05d1346), and
# .gpu/cubemax-report-b.gz from HEAD with `git apply
# docs/runs/2026-12-07-h100-few-rows-timed-plane-release/build-b.patch` (then `git checkout
# kernels/`), each `CUDARC_CUDA_VERSION=13000 cargo build --release -p cubemax-bench --features
# cuda --bin cubemax-report`, stripped and gzipped. Run from the repository root with
# carry [".gpu"]; about 4-6 minutes.
set -u
for b in "" -b; do (cd .gpu && gunzip -f cubemax-report$b.gz 2>/dev/null; chmod +x cubemax-report$b); done
O=/tmp/o; rm -rf $O; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/call-device.txt
# Each mark packs what is there, so that a call cut short still brings back its finished parts.
mark() { echo "$1 $(date -u +%FT%TZ)" >> $O/call-device.txt; tar czf $OUT/all.tgz -C $O .; }
mark start
S=(--shape 256x131072 --shape 256x151936 --shape 64x262144 --shape 64x151936 --dtype f32
   --dtype bf16 --op softmax_backward --op log_softmax_backward)
n=0
for b in a b a b; do
  n=$((n + 1)); x=""; [ $b = b ] && x=-b
  timeout 100 .gpu/cubemax-report$x --kernel-alone "${S[@]}" --csv $O/ab-$n-$b.csv \
    > $O/ab-$n-$b.log 2>&1
  mark "ab $n $b rc $?"
done
M=gpu__time_duration.sum,launch__registers_per_thread,launch__occupancy_limit_registers,\
launch__occupancy_limit_shared_mem,sm__warps_active.avg.pct_of_peak_sustained_active,\
launch__grid_size,launch__block_size,l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum
for b in a b; do
  x=""; [ $b = b ] && x=-b
  CUBEMAX_REPORT_PROFILE=1 CUBECL_DEBUG_LOG=$O/compile-$b.log timeout 150 ncu --clock-control none \
    -k regex:backward --launch-count 200 --csv --log-file $O/ncu-$b.csv --metrics $M \
    .gpu/cubemax-report$x --kernel-alone --queue-ahead false "${S[@]}" > $O/ncu-$b.log 2>&1
  mark "ncu $b rc $?"
  timeout 120 python3 scripts/kernel-inspect.py $O/compile-$b.log --out $O/kernels-$b \
    --match backward > $O/kernels-$b.txt 2>&1
  tar czf $O/kernels-$b.tgz -C $O kernels-$b && rm -r $O/kernels-$b; gzip -f $O/compile-$b.log
  mark "inspect $b rc $?"
done
mark end
cat $O/call-device.txt $O/kernels-a.txt $O/kernels-b.txt | cut -c1-160
