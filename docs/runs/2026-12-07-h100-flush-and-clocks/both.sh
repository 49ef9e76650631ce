#!/usr/bin/env bash
# Calls 1 and 2 in one: each writes under its own folder of $OUT.
O=$OUT
mkdir -p $O/call1 $O/call2
OUT=$O/call1 bash .gpu/calls/call1.sh 2>&1 | tail -12
OUT=$O/call2 bash .gpu/calls/call2.sh 2>&1 | tail -12
