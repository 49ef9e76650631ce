cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
echo "start $(date -u +%H:%M:%S)" | tee $OUT/device.txt
timeout 480 .gpu/suite --test-threads 4 --skip options:: 2>&1 | tee $OUT/suite-rest.log | tail -15
echo "suite rest done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
