#!/usr/bin/env bash
# The peers' tables of this run, from its CSVs, by `cubemax-report peers` (any build; no GPU):
#   bash tables.sh PATH/TO/cubemax-report > peers.md
set -eu
R=${1:?the cubemax-report binary}
for op in softmax softmax_backward; do
  for d in f32 bf16; do
    if [ $op = softmax ]; then ours=call1/main-$d.csv; kind=main; else ours=call9/backward-$d.csv; kind=backward; fi
    for peer in pytorch quack liger; do
      echo; echo "### $op, $d, against $peer"; echo
      "$R" peers --op $op --peer $peer --csv $ours $(for f in call*/$peer-$kind-$d.csv; do echo --csv $f; done)
    done
  done
done
