cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
R=.gpu/cubemax-report
S="--shape 64x1024x1024 --shape 4x16x1048576 --shape 8x21x262144 --shape 32x2048x512 --shape 16x4096x256"
CUBECL_DEBUG_LOG=$OUT/columns-kernels.log $R columns --dtype bf16 $S --loads 4 --loads 8 --units 256 --units 512 --staged 0 --staged 4 --staged 8 --staged 12 2>&1 | tee $OUT/columns-bf16.log
echo "bf16 done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
$R columns --dtype bf16 --shape 64x1024x1024 --mask additive --loads 2 --loads 4 --loads 8 --units 256 --units 512 --staged 0 --staged 4 --staged 8 --staged 12 2>&1 | tee $OUT/columns-bf16-bias.log
echo "bf16 bias done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
$R columns --dtype f32 $S --loads 8 --loads 16 --units 256 --units 512 --staged 0 --staged 4 --staged 8 2>&1 | tee $OUT/columns-f32.log
$R columns --dtype f32 --shape 64x1024x1024 --mask additive --loads 4 --loads 8 --loads 16 --units 256 --units 512 --staged 0 --staged 4 --staged 8 2>&1 | tee $OUT/columns-f32-bias.log
echo "f32 done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv | tee -a $OUT/device.txt
python3 scripts/kernel-inspect.py $OUT/columns-kernels.log --out /tmp/inspect --match columns > $OUT/kernels.txt 2>&1
gzip -9 $OUT/columns-kernels.log
echo "inspect done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
