cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1
.gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 >> $OUT/warmup.log 2>&1
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/cubemax-report columns --dtype f32 --dtype bf16 --op softmax_backward --shape 64x1024x1024 --shape 16x2048x1024 --loads 8 --units 256 > $OUT/backward.log 2>&1
.gpu/cubemax-report columns --dtype f32 --dtype bf16 --mask additive --shape 64x1024x1024 --loads 8 --units 256 > $OUT/bias.log 2>&1
echo "columns $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/cubemax-report options > $OUT/options.log 2>&1
echo "options $(date -u +%H:%M:%S)" >> $OUT/device.txt
