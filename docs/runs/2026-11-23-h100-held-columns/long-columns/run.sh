cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
.gpu/suite --test-threads 4 column 2>&1 | tee $OUT/suite-columns.log | tail -8
echo "suite done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
.gpu/cubemax-report columns --shape 16x4096x256 --shape 8x3000x1024 --shape 64x1024x1024 --dtype bf16 --dtype f32 --units 256 --loads 16 2>&1 | tee $OUT/columns.log
echo "columns done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
