cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
(nvidia-smi --query-gpu=name,driver_version --format=csv; date -u) > $OUT/device.txt
timeout 380 .gpu/suite --test-threads 4 options:: > $OUT/suite-options.log 2>&1; echo "exit status $?" >> $OUT/suite-options.log
date -u >> $OUT/device.txt
grep -E "test result|FAILED|panicked|exit status" $OUT/suite-options.log
timeout 100 .gpu/cubemax-report --dtype f32 --dtype bf16 --op softmax --op softmax_backward --shape 64x151936 --shape 256x131072 > $OUT/report.log 2>&1
date -u >> $OUT/device.txt
grep -E "cubemax-kernel|copy" $OUT/report.log | head -30
