cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
echo "start $(date -u +%H:%M:%S)" > $OUT/device.txt
.gpu/suite --test-threads 6 options:: > $OUT/suite-options.log 2>&1; echo "rc $?" >> $OUT/device.txt
echo "end $(date -u +%H:%M:%S)" >> $OUT/device.txt
