set -u
bash .gpu/run-b1.sh > $OUT/b1-summary.log 2>&1
date -u >> $OUT/device.txt
timeout 420 .gpu/suite --test-threads 4 > $OUT/suite.log 2>&1; echo "suite exit $?" >> $OUT/suite.log
date -u >> $OUT/device.txt
cat $OUT/b1-summary.log | cut -c1-260
grep -E "^test result|FAILED|panicked|suite exit" $OUT/suite.log | head -20; grep -c " ok$" $OUT/suite.log
