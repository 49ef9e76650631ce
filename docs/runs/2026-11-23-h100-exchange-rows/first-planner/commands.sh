set -u
cd .gpu && gunzip -f *.gz && chmod +x suite cubemax-report && cd ..
R=.gpu/cubemax-report
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/device.txt; date -u >> $OUT/device.txt
timeout 150 .gpu/suite exchange bounded --test-threads 4 > $OUT/suite.log 2>&1; echo "suite exit $?" >> $OUT/suite.log
date -u >> $OUT/device.txt
$R --dtype f32 --op softmax --shape 128x131072 --shape 256x131072 --shape 256x128256 --shape 256x151936 --shape 64x151936 --shape 64x262144 --shape 1024x32768 --csv $OUT/f32.csv > $OUT/report.log 2>&1
$R --dtype bf16 --op softmax --shape 256x151936 --shape 128x262144 --shape 64x262144 --shape 64x151936 --csv $OUT/bf16.csv >> $OUT/report.log 2>&1
date -u >> $OUT/device.txt
for s in 256x131072 128x131072 256x151936; do
  $R sweep --shape $s --dtype f32 --strategy split-row --units 256 --loads 4
  $R sweep --shape $s --dtype f32 --strategy cube-per-row --units 1024 --loads 4 --chunks 2 --chunks 3 --chunks 4
done > $OUT/sweep.log 2>&1
$R sweep --shape 256x151936 --dtype bf16 --strategy split-row --units 256 --loads 4 >> $OUT/sweep.log 2>&1
$R sweep --shape 256x151936 --dtype bf16 --strategy cube-per-row --units 1024 --loads 4 --loads 8 --chunks 2 --chunks 3 >> $OUT/sweep.log 2>&1
date -u >> $OUT/device.txt
tail -5 $OUT/suite.log; grep -v "^ *$" $OUT/report.log | tail -40; cat $OUT/sweep.log | tail -60
