#!/usr/bin/env bash
# Call 1: the column kernel's output written with the softmax axis last, through its tile
# (1-8 vectors per unit and phase) or element by element (tile 0), against the same plans
# writing the output laid out as the input, kernel alone (`cubemax-report columns`, commit
# b3b75ab); then `cubemax-report options` of b3b75ab and of e1ff9fc (the last run's build,
# `.gpu/cubemax-report-e1ff9fc.gz`) one after the other.
set -u
(cd .gpu && for r in cubemax-report cubemax-report-e1ff9fc; do gunzip -f $r.gz 2>/dev/null; chmod +x $r; done)
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/call-device.txt
mark() { echo "$1 $(date -u +%FT%TZ)" >> $OUT/call-device.txt; }
mark start
for i in 1 2; do $R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 > /dev/null 2>&1; done
mark warm
TILES="--tile 0 --tile 1 --tile 2 --tile 4 --tile 8"
HELD="--loads 8 --loads 16 --units 256 --units 512"
for d in f32 bf16; do
  {
    timeout 60 $R columns --dtype $d --shape 64x1024x1024 $HELD
    timeout 90 $R columns --dtype $d --shape 64x1024x1024 $HELD $TILES
    timeout 40 $R columns --dtype $d --shape 64x1024x1024 --mask additive --loads 8 --units 256 --units 512
    timeout 60 $R columns --dtype $d --shape 64x1024x1024 --mask additive --loads 8 --units 256 --units 512 $TILES
    timeout 40 $R columns --dtype $d --shape 512x128x1024 --loads 4 --loads 8 --units 256
    timeout 60 $R columns --dtype $d --shape 512x128x1024 --loads 4 --loads 8 --units 256 $TILES
    timeout 40 $R columns --dtype $d --shape 64x1023x1024 --loads 8 --loads 16 --units 256 --units 512
    timeout 40 $R columns --dtype $d --shape 64x1023x1024 --loads 8 --loads 16 --units 256 --units 512 --tile 0
  } > $OUT/columns-$d.log 2>&1
  mark "columns $d rc $?"
done
timeout 100 $R options > $OUT/options.log 2>&1
mark "options rc $?"
timeout 100 .gpu/cubemax-report-e1ff9fc options > $OUT/options-e1ff9fc.log 2>&1
mark "options e1ff9fc rc $?"
cat $OUT/call-device.txt
grep -h "swapped" $OUT/options.log $OUT/options-e1ff9fc.log
grep -h "planner\|along L" $OUT/columns-*.log | cut -c1-200
