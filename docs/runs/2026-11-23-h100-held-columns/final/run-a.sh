cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
.gpu/cubemax-report columns --shape 64x1024x1024 --shape 4x16x1048576 --shape 32x2048x512 --shape 16x4096x256 --shape 8x21x262144 --dtype f32 --dtype bf16 --units 256 --loads 16 2>&1 | tee $OUT/columns.log
echo "columns done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
.gpu/cubemax-report options 2>&1 | tee $OUT/options.log
echo "options done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
timeout 400 .gpu/suite --test-threads 4 --skip options:: 2>&1 | tee $OUT/suite-a.log | tail -15
echo "suite a done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
