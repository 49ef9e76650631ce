set -u
cd .gpu && gunzip -f *.gz && chmod +x suite cubemax-report && cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; date -u >> $OUT/device.txt
timeout 170 $R --dtype bf16 --dtype f32 --op softmax_backward --op log_softmax_backward --shape 1024x65536 --shape 256x131072 --shape 64x151936 --shape 1024x32768 --csv $OUT/backward.csv > $OUT/backward.log 2>&1
date -u >> $OUT/device.txt
timeout 230 .gpu/suite options:: --test-threads 4 > $OUT/suite-options.log 2>&1; echo "suite exit $?" >> $OUT/suite-options.log
date -u >> $OUT/device.txt
timeout 150 .gpu/suite exchange bounded backward:: planner --test-threads 4 > $OUT/suite-exchange.log 2>&1; echo "suite exit $?" >> $OUT/suite-exchange.log
date -u >> $OUT/device.txt
grep -E "cubemax-kernel|copy-same" $OUT/backward.log | cut -c1-230
grep -E "^test result|FAILED|panicked|suite exit|has been running" $OUT/suite-*.log | head -20
