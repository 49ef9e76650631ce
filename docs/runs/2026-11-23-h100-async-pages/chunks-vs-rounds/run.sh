cd .gpu && gunzip -f *.gz 2>/dev/null; chmod +x suite cubemax-report; cd ..
date -u > $OUT/device.txt
R=.gpu/cubemax-report
C="--strategy cube-per-row --units 1024 --chunks 1 --chunks 2 --chunks 3 --chunks 4"
timeout 110 $R sweep --op softmax --dtype bf16 --shape 333x50257 $C --loads 4 > $OUT/sweep-bf16-333x50257.log 2>&1
date -u >> $OUT/device.txt
timeout 110 $R sweep --op softmax --dtype f32 --shape 333x50257 $C --loads 4 --loads 8 > $OUT/sweep-f32-333x50257.log 2>&1
date -u >> $OUT/device.txt
for f in $OUT/sweep-*.log; do echo $f; grep "copy of the same" $f; grep -E "^ +[0-9]" $f | sort -n | head -6; grep planner $f; done
