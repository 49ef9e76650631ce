cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
.gpu/cubemax-report options 2>&1 | tee $OUT/options.log
echo "options done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
timeout 400 .gpu/suite --test-threads 6 kernels::column options::column_masks backward::columns options::options_match options::bad_options 2>&1 | tee $OUT/suite-columns.log | tail -14
echo "suite done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
