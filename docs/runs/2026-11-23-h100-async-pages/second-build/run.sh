cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
(nvidia-smi --query-gpu=name,driver_version --format=csv; date -u) > $OUT/device.txt
R=.gpu/cubemax-report
AB="--strategy split-row --units 256 --loads 4 --async-pages true --async-pages false"
timeout 170 $R sweep --op softmax --dtype bf16 --shape 16384x32000 --shape 64x151936 --shape 256x151936 --shape 64x262144 --shape 1024x65536 --shape 1024x32768 --shape 333x50257 $AB > $OUT/sweep-bf16.log 2>&1
date -u >> $OUT/device.txt
timeout 130 $R sweep --op softmax --dtype f32 --shape 64x151936 --shape 256x131072 --shape 64x262144 --shape 1024x65536 --shape 333x50257 $AB > $OUT/sweep-f32.log 2>&1
date -u >> $OUT/device.txt
grep -E "copy of the same|planner" $OUT/sweep-*.log
timeout 200 .gpu/suite --test-threads 2 async_ > $OUT/suite.log 2>&1; echo "suite rc $?" >> $OUT/suite.log
date -u >> $OUT/device.txt
tail -30 $OUT/suite.log
