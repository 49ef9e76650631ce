cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
R=.gpu/cubemax-report
# Warm-up, as in the forward's final run.
$R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 > $OUT/warmup.log 2>&1
$R columns --dtype f32 --shape 64x1024x1024 --loads 16 --units 256 --staged 0 >> $OUT/warmup.log 2>&1
echo "warm-up done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
$R options 2>&1 | tee $OUT/options.log
echo "options done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
timeout 420 .gpu/suite --test-threads 6 kernels::column options::column_masks backward::columns backward::column options::options_match options::bad_options 2>&1 | tee $OUT/suite-columns.log | tail -14
echo "suite done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
