cd .gpu && gunzip -f *.gz; chmod +x suite cubemax-report report-before 2>/dev/null; cd ..
nvidia-smi --query-gpu=name,driver_version --format=csv | tee $OUT/device.txt
echo "start $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
.gpu/suite --test-threads 4 column 2>&1 | tee $OUT/suite-columns.log
echo "suite done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
CUBECL_DEBUG_LOG=$OUT/columns-kernels.log .gpu/cubemax-report columns --shape 64x1024x1024 --shape 4x16x1048576 --shape 32x2048x512 --shape 16x4096x256 --dtype f32 --dtype bf16 2>&1 | tee $OUT/columns.log
echo "columns done $(date -u +%H:%M:%S)" | tee -a $OUT/device.txt
python3 scripts/kernel-inspect.py $OUT/columns-kernels.log --out $OUT/inspect --match columns > $OUT/kernels.txt 2>&1; cat $OUT/kernels.txt
gzip -9 $OUT/columns-kernels.log
