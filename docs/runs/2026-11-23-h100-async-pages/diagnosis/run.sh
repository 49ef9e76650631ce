cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
R=.gpu/cubemax-report
AB="--strategy split-row --units 256 --loads 4"
CUBECL_DEBUG_LOG=$OUT/compile.log timeout 60 $R sweep --op softmax --dtype bf16 --shape 16384x32000 $AB --async-pages true --async-pages false > $OUT/sweep.log 2>&1
python3 scripts/kernel-inspect.py $OUT/compile.log --out $OUT/kernels --match 'softmax_cube' --sass > $OUT/inspect.txt 2>&1
cat $OUT/inspect.txt
for a in true false; do
timeout 120 ncu --clock-control none -k regex:softmax_cube --launch-skip 3 --launch-count 1 --section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis $R sweep --op softmax --dtype bf16 --shape 16384x32000 --strategy split-row --units 256 --loads 4 --async-pages $a > $OUT/ncu-$a.txt 2>&1
done
grep -E "Duration|DRAM Throughput|Registers Per|Achieved Occ|Stall|Warp Cycles Per Issued|Local" $OUT/ncu-*.txt | head -60
tar czf $OUT/kernels.tgz -C $OUT kernels && rm -rf $OUT/kernels; gzip $OUT/compile.log
