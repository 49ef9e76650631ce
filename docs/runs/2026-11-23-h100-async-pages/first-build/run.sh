cd .gpu && gunzip -f *.gz && chmod +x suite cubemax-report && cd ..
(nvidia-smi --query-gpu=name,driver_version --format=csv; date -u) > $OUT/device.txt
R=.gpu/cubemax-report
AB="--strategy split-row --units 256 --loads 4 --async-pages true --async-pages false"
timeout 150 .gpu/suite --test-threads 4 async_ staged exchanged bounded > $OUT/suite.log 2>&1; echo "suite rc $?" >> $OUT/suite.log
tail -5 $OUT/suite.log
date -u >> $OUT/device.txt
timeout 170 $R sweep --op softmax --dtype f32 --shape 64x151936 --shape 256x131072 --shape 128x131072 --shape 64x262144 --shape 1024x65536 --shape 333x50257 --shape 524x32001 $AB > $OUT/sweep-f32.log 2>&1
date -u >> $OUT/device.txt
timeout 200 $R sweep --op softmax --dtype bf16 --shape 64x151936 --shape 256x151936 --shape 64x262144 --shape 128x262144 --shape 1024x65536 --shape 1024x32768 --shape 16384x32000 --shape 333x50257 --shape 512x32768 $AB > $OUT/sweep-bf16.log 2>&1
date -u >> $OUT/device.txt
grep -E "copy of the same|planner" $OUT/sweep-*.log
