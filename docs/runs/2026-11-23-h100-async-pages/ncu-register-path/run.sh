cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
date -u > $OUT/device.txt
R=.gpu/cubemax-report
prof() { name=$1; shift
  timeout 150 ncu --set full --import-source no -k regex:softmax_cube --launch-skip 3 --launch-count 1 -o $OUT/$name $R sweep --op softmax "$@" --strategy split-row --units 256 --loads 4 > $OUT/$name.log 2>&1
  ncu --import $OUT/$name.ncu-rep --page details --print-details all > $OUT/$name-details.txt 2>&1
  ncu --import $OUT/$name.ncu-rep --page raw --csv > $OUT/$name-raw.csv 2>&1
}
prof exchange-f32-64x151936 --dtype f32 --shape 64x151936
date -u >> $OUT/device.txt
prof staged-bf16-333x50257 --dtype bf16 --shape 333x50257
date -u >> $OUT/device.txt
grep -E "Duration|DRAM Throughput|Achieved Occupancy|Registers Per|Warp Cycles Per Issued|Stall|stall" $OUT/*-details.txt | head -80
