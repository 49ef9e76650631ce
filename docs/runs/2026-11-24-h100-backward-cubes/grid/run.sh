cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
D=$1
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device-$D.txt; echo "start $(date -u +%H:%M:%S)" >> $OUT/device-$D.txt
.gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup-$D.log 2>&1
.gpu/cubemax-report columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 >> $OUT/warmup-$D.log 2>&1
echo "warm $(date -u +%H:%M:%S)" >> $OUT/device-$D.txt
timeout 540 .gpu/cubemax-report --grid main --dtype $D --op softmax_backward --op log_softmax_backward --csv $OUT/backward-$D.csv > $OUT/backward-$D.log 2>&1; echo "rc $?" >> $OUT/device-$D.txt
echo "end $(date -u +%H:%M:%S)" >> $OUT/device-$D.txt
