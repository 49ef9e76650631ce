cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
timeout 560 .gpu/suite --test-threads 6 --skip options:: 2>&1 | tee $OUT/suite-rest.log | tail -5
.gpu/cubemax-report options 2>&1 | tee $OUT/options.log | tail -3
echo "done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
