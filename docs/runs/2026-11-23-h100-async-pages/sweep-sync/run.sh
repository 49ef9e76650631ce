cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
date -u > $OUT/device.txt
R=.gpu/cubemax-report
timeout 130 $R sweep --op softmax --dtype bf16 --shape 333x50257 --strategy cube-per-row --units 512 --units 1024 --loads 2 --loads 4 --async-pages false > $OUT/sweep-bf16-50257.log 2>&1
date -u >> $OUT/device.txt
timeout 130 $R sweep --op softmax --dtype f32 --shape 64x151936 --strategy cube-per-row --units 512 --units 1024 --loads 4 --loads 8 --chunks 2 --chunks 4 --async-pages false > $OUT/sweep-f32-151936.log 2>&1
date -u >> $OUT/device.txt
sort -n $OUT/sweep-bf16-50257.log | head -8; sort -n $OUT/sweep-f32-151936.log | head -8; grep planner $OUT/*.log
