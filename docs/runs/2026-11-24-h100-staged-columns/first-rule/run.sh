cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
R=.gpu/cubemax-report
# Warm-up: the first sweeps of earlier calls ran while the copy itself was 25-45% slow.
$R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1
$R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 >> $OUT/warmup.log 2>&1
echo "warm-up done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
S="--shape 64x1024x1024 --shape 4x16x1048576 --shape 8x21x262144 --shape 32x2048x512 --shape 16x4096x256"
$R columns --dtype bf16 $S --loads 8 --loads 16 --units 256 --units 512 --staged 0 2>&1 | tee $OUT/columns-bf16.log
$R columns --dtype bf16 --shape 64x1024x1024 --mask additive --loads 4 --units 256 --units 512 --staged 0 2>&1 | tee $OUT/columns-bf16-bias.log
echo "columns done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
$R options 2>&1 | tee $OUT/options.log
echo "options done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
timeout 420 .gpu/suite --test-threads 6 kernels::column options::column_masks backward::columns options::options_match options::bad_options 2>&1 | tee $OUT/suite-columns.log | tail -14
echo "suite done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
