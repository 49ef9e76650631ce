cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
echo "start $(date -u +%H:%M:%S)" | tee $OUT/device.txt
timeout 500 .gpu/suite --test-threads 4 options:: 2>&1 | tee $OUT/suite-b.log | tail -20
echo "suite b done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
