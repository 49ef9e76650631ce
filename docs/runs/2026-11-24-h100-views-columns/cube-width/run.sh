cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device.txt
.gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1
.gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 >> $OUT/warmup.log 2>&1
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device.txt
R=.gpu/cubemax-report
$R columns --dtype f32 --dtype bf16 --shape 64x1024x1024 --shape 128x512x1024 --mask additive --loads 8 --loads 2 --staged 0 --staged 6 --units 256 --units 512 > $OUT/bias.log 2>&1
echo "bias $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --dtype f32 --dtype bf16 --op softmax_backward --shape 64x1024x1024 --shape 128x512x1024 --loads 8 --loads 2 --staged 0 --staged 6 --units 256 --units 512 > $OUT/backward.log 2>&1
echo "backward $(date -u +%H:%M:%S)" >> $OUT/device.txt
$R columns --dtype f32 --dtype bf16 --shape 64x1024x1024 --shape 128x512x1024 --loads 16 --loads 4 --staged 0 --staged 12 --units 256 --units 512 > $OUT/plain.log 2>&1
echo "plain $(date -u +%H:%M:%S)" >> $OUT/device.txt
