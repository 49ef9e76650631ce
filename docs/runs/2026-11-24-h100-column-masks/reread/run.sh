cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
.gpu/cubemax-report options 2>&1 | tee $OUT/options.log
echo "options done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
timeout 300 .gpu/suite --test-threads 4 options:: 2>&1 | tee $OUT/suite-options.log | tail -20
echo "suite options done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
