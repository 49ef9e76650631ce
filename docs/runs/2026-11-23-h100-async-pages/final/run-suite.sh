cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
(nvidia-smi --query-gpu=name,driver_version --format=csv; date -u) > $OUT/device.txt
timeout 520 .gpu/suite --test-threads 4 --skip options:: > $OUT/suite.log 2>&1; echo "exit status $?" >> $OUT/suite.log
date -u >> $OUT/device.txt
grep -E "test result|FAILED|panicked|exit status" $OUT/suite.log
