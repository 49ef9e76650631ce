set -u
cd .gpu && gunzip -f *.gz && chmod +x suite cubemax-report && cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; date -u >> $OUT/device.txt
timeout 150 $R --dtype f32 --op softmax --shape 128x131072 --shape 256x131072 --shape 256x128256 --shape 256x151936 --shape 64x151936 --shape 64x262144 --csv $OUT/forward-f32.csv > $OUT/forward.log 2>&1
date -u >> $OUT/device.txt
timeout 200 $R --dtype f32 --dtype bf16 --op softmax_backward --op log_softmax_backward --shape 1024x65536 --shape 256x131072 --shape 64x151936 --csv $OUT/backward.csv > $OUT/backward.log 2>&1
date -u >> $OUT/device.txt
{
timeout 60 $R sweep --shape 256x131072 --dtype f32 --op softmax_backward --strategy split-row --units 256 --loads 4
timeout 60 $R sweep --shape 256x131072 --dtype f32 --op softmax_backward --strategy cube-per-row --units 1024 --loads 2 --loads 3 --loads 4 --chunks 2 --chunks 3 --chunks 4
timeout 60 $R sweep --shape 1024x65536 --dtype bf16 --op softmax_backward --strategy cube-per-row --units 1024 --loads 2 --loads 3 --chunks 1 --chunks 2
} > $OUT/sweep.log 2>&1
date -u >> $OUT/device.txt
grep -E "cubemax|copy-same" $OUT/forward.log $OUT/backward.log | grep -v "^.*burn " | cut -c1-260; cat $OUT/sweep.log | cut -c1-250
