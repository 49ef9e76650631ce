cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
echo "start $(date -u +%H:%M:%S)" > $OUT/device-tests.txt
.gpu/suite --test-threads 6 kernels::column options::column_masks backward::columns options::options_match options::bad_options burn_ops::views > $OUT/suite-columns.log 2>&1; echo "rc $?" >> $OUT/device-tests.txt
echo "end $(date -u +%H:%M:%S)" >> $OUT/device-tests.txt
