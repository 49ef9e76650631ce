//! The report itself: the grids measured through Burn, the kernel alone and the seeds, each
//! output checked against the f64 reference, every row printed and written to the CSV; the
//! latency and memory grids.

use std::any::Any;
use std::io::Write;
use std::time::Duration;

use burn::tensor::activation;
use burn::tensor::backend::Backend;
use burn::tensor::{DType, Distribution, Tensor};
use cubecl::ir::StorageType;
use cubemax::SoftmaxBackend;
use cubemax::kernels::{
    LaunchRequest, RowProblem, RowStarts, launch_softmax, plan_backward, plan_launch,
};
use cubemax_bench::backends::{
    self, Bare, Fused, RUNTIME_NAME, Trained, client, device_label, dtype_name, parse_dtype,
    random_input, sync,
};
use cubemax_bench::grid::{self, Shape};
use cubemax_bench::measure::{self, Method, Timing, gigabytes_per_second, rotation};
use cubemax_bench::oracle::{self, Check, Op};
use cubemax_bench::record::{HEADER, Record};
use cubemax_bench::roofline::{TimedCopy, time_copy_of, time_copy_variants};
use cubemax_bench::seeds::{Seed, launch_seed};

use super::*;

/// The state of one report run: the copy bandwidth every row is compared with, and the rows.
pub(super) struct Report {
    copy_gbps: f64,
    records: Vec<Record>,
    csv: Option<std::fs::File>,
    failures: Vec<String>,
    /// See `Options::kernel_alone`.
    kernel_alone: bool,
    /// How the copies and the kernels launched alone are timed: the report's method, each batch
    /// behind a hold of the device's queue unless `--queue-ahead false` (the calls through Burn
    /// keep the report's method, host work included).
    device_method: Method,
}

impl Report {
    pub(super) fn run(options: &Options) -> Result<(), String> {
        let client = client();
        let hardware = &client.properties().hardware;
        println!(
            "device: {} ({RUNTIME_NAME}), {} SMs, plane size {}..{}",
            device_label(),
            hardware
                .num_streaming_multiprocessors
                .map_or("unknown".to_string(), |count| count.to_string()),
            hardware.plane_size_min,
            hardware.plane_size_max,
        );

        let csv = match &options.csv {
            Some(path) => {
                let mut file = std::fs::File::create(path)
                    .map_err(|e| format!("--csv: cannot create {}: {e}", path.display()))?;
                writeln!(file, "{HEADER}").map_err(|e| format!("--csv: {e}"))?;
                Some(file)
            }
            None => None,
        };
        let mut report = Report {
            copy_gbps: 0.0,
            records: Vec::new(),
            csv,
            failures: Vec::new(),
            kernel_alone: options.kernel_alone,
            device_method: Method::report().held_by(options.queue_hold()),
        };
        let pace = if options.unheld {
            "batches at the host's pace, no hold of the device's queue (--queue-ahead false)"
        } else {
            "each batch behind a hold of the device's queue (--queue-ahead false times them at \
             the host's pace)"
        };
        println!("copies and kernels alone: {pace}");
        report.measure_copy();
        println!(
            "\n{:<22} {:<14} {:<5} {:<17} {:>10} {:>10} {:>9} {:>6} {:>8}  {:<6} strategy",
            "op",
            "impl",
            "dtype",
            "shape",
            "median us",
            "first ms",
            "GB/s",
            "copy",
            "vs burn",
            "check",
        );

        let dtypes = |defaults: &[DType]| options.dtypes_or(defaults);
        let ops = options.ops_or(&Op::ALL);
        if !options.shapes.is_empty() {
            for dtype in dtypes(&[DType::F32]) {
                for shape in &options.shapes {
                    report.measure_shape(shape, dtype, &ops, &[]);
                }
            }
        }
        for grid_name in &options.grids {
            match grid_name {
                GridName::Main | GridName::Curve => {
                    let shapes = if *grid_name == GridName::Main {
                        grid::main_grid()
                    } else {
                        grid::curve_grid()
                    };
                    for dtype in dtypes(&[DType::F32, DType::BF16]) {
                        for shape in &shapes {
                            report.measure_shape(shape, dtype, &ops, &[]);
                        }
                    }
                }
                GridName::Seeds => {
                    let forward: Vec<Op> = ops
                        .iter()
                        .copied()
                        .filter(|op| *op == Op::Softmax)
                        .collect();
                    for (dtype, shapes) in [
                        (DType::F16, grid::seed_grid_f16()),
                        (DType::F32, grid::seed_grid_f32()),
                    ] {
                        for shape in shapes {
                            report.measure_shape(&shape, dtype, &forward, &Seed::ALL);
                        }
                    }
                }
                GridName::Latency => report.measure_latency(),
                GridName::Memory => report.measure_memory(&dtypes(&[DType::F32, DType::BF16])),
                GridName::Smoke => {
                    for dtype in dtypes(&[DType::F32, DType::F16]) {
                        for shape in grid::smoke_grid() {
                            report.measure_shape(&shape, dtype, &ops, &Seed::ALL);
                        }
                    }
                }
            }
        }

        if report.failures.is_empty() {
            println!("\nevery reported output matched the f64 reference");
            Ok(())
        } else {
            for failure in &report.failures {
                println!("check failed: {failure}");
            }
            let cubemax_failed = report.failures.iter().any(|f| f.contains("cubemax"));
            if cubemax_failed {
                Err(format!(
                    "{} outputs did not match the reference",
                    report.failures.len()
                ))
            } else {
                println!("(only baselines failed their checks; their rows are marked FAIL)");
                Ok(())
            }
        }
    }

    fn emit(&mut self, record: Record) {
        let speedup = if record.speedup_vs_burn > 0.0 {
            format!("{:.2}x", record.speedup_vs_burn)
        } else {
            "-".to_string()
        };
        println!(
            "{:<22} {:<14} {:<5} {:<17} {:>10.2} {:>10.1} {:>9.1} {:>5.2}x {:>8}  {:<6} {}",
            record.op,
            record.implementation,
            record.dtype,
            record.shape,
            record.median_us,
            record.first_call_ms,
            record.gbps,
            record.ratio_to_copy,
            speedup,
            record.check,
            record.strategy
        );
        self.store(record);
    }

    /// Keeps `record` for the end of the run and appends it to the CSV at once, so a run cut
    /// short still leaves every row measured so far.
    fn store(&mut self, record: Record) {
        if let Some(file) = &mut self.csv {
            // The CSV is the product: losing a row is an error worth stopping for.
            writeln!(file, "{}", record.to_csv()).expect("write the CSV");
            file.flush().expect("flush the CSV");
        }
        self.records.push(record);
    }

    /// The roofline: a large device-to-device copy, read + write counted; the fastest of the
    /// copy variants.
    fn measure_copy(&mut self) {
        // 1 GiB each way on a GPU; a CPU Vulkan driver gets a size it copies in moments.
        let bytes: usize = if cfg!(feature = "cuda") {
            1 << 30
        } else {
            16 << 20
        };
        // One pair of buffers: at 1 GiB a call already overflows L2 many times over.
        let copy = time_copy_variants(&client(), bytes, 1, &self.device_method);
        for line in copy.variant_lines() {
            println!("device copy, {line}");
        }
        let TimedCopy { how, timing } = copy.fastest().clone();
        self.copy_gbps = gigabytes_per_second(2 * bytes, timing.per_call);
        if timing.sync_charged {
            eprintln!(
                "note: device copy: jitter hid the calls in the batch difference; its time is \
                 the longer batch over its calls, sync included"
            );
        }
        println!(
            "device copy: {} MiB -> {} MiB in {:.1} us: {:.1} GB/s (read + write, {how}); every ratio below is to this",
            bytes >> 20,
            bytes >> 20,
            timing.per_call.as_secs_f64() * 1e6,
            self.copy_gbps
        );
        let record = Record {
            op: "copy".into(),
            implementation: "copy".into(),
            dtype: "u32".into(),
            shape: format!("{}", bytes / 4),
            rows: 1,
            cols: bytes / 4,
            bytes: 2 * bytes,
            first_call_ms: timing.first_call.as_secs_f64() * 1e3,
            median_us: timing.per_call.as_secs_f64() * 1e6,
            latency_us: 0.0,
            gbps: self.copy_gbps,
            ratio_to_copy: 1.0,
            speedup_vs_burn: 0.0,
            strategy: how,
            check: "ok".into(),
            worst_error: 0.0,
        };
        self.store(record);
    }

    /// Every op of `ops` on `shape` in `dtype`: Burn's softmax, then cubemax through Burn and its
    /// kernel alone (so the speedup is known when cubemax's rows are printed), then the requested
    /// seed baselines (softmax only); with `kernel_alone`, the kernel and the seeds only.
    fn measure_shape(&mut self, shape: &Shape, dtype: DType, ops: &[Op], seeds: &[Seed]) {
        if !backends::device_stores(dtype) {
            println!(
                "skipping {} in {}: the device cannot store it",
                shape.label(),
                dtype_name(dtype)
            );
            return;
        }
        self.measure_copy_of(shape, dtype);
        for &op in ops {
            let burn_time = (!self.kernel_alone).then(|| {
                let burn = self.measure_through_burn(shape, dtype, op, Implementation::Burn, None);
                self.measure_through_burn(shape, dtype, op, Implementation::Cubemax, Some(burn));
                burn
            });
            if op.is_backward() {
                self.measure_raw_backward(op, shape, dtype, burn_time);
            } else {
                self.measure_raw(RawKernel::Cubemax, op, shape, dtype, burn_time);
            }
            if op == Op::Softmax {
                for &seed in seeds {
                    if seed.accepts(shape.rows(), shape.cols()) {
                        self.measure_raw(RawKernel::Seed(seed), op, shape, dtype, burn_time);
                    }
                }
            }
        }
    }

    /// A copy of the bytes one softmax of `shape` in `dtype` reads (and writes): the speed of light
    /// at this size, where the ramp-up and tail of one launch weigh more than in the large copy.
    fn measure_copy_of(&mut self, shape: &Shape, dtype: DType) {
        let bytes = shape.elements() * dtype.size();
        let inputs = rotation(2 * bytes, MAX_ROTATED_INPUTS);
        let (timing, moved, how) = time_copy_of(&client(), bytes, inputs, &self.device_method);
        let record = self.record(
            "copy",
            SAME_BYTES_COPY,
            dtype,
            shape,
            moved,
            timing,
            None,
            None,
            how,
            Check {
                worst: 0.0,
                rows: 0,
                passed: true,
            },
        );
        self.emit(record);
    }

    /// [`Report::measure_burn_op`] at the rank of `shape`, rotating inputs as the grid does.
    fn measure_through_burn(
        &mut self,
        shape: &Shape,
        dtype: DType,
        op: Op,
        implementation: Implementation,
        burn_time: Option<Duration>,
    ) -> Duration {
        let max_inputs = MAX_ROTATED_INPUTS;
        let (s, d, o, i, b) = (shape, dtype, op, implementation, burn_time);
        match shape.dims.len() {
            1 => self.measure_burn_op::<1>(s, d, o, i, b, max_inputs),
            2 => self.measure_burn_op::<2>(s, d, o, i, b, max_inputs),
            3 => self.measure_burn_op::<3>(s, d, o, i, b, max_inputs),
            _ => self.measure_burn_op::<4>(s, d, o, i, b, max_inputs),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn record(
        &self,
        op: &str,
        implementation: &str,
        dtype: DType,
        shape: &Shape,
        bytes: usize,
        timing: Timing,
        latency: Option<Duration>,
        burn_time: Option<Duration>,
        strategy: String,
        check: Check,
    ) -> Record {
        let gbps = gigabytes_per_second(bytes, timing.per_call);
        if timing.sync_charged {
            eprintln!(
                "note: {op} {implementation} {} {}: jitter hid the calls in the batch difference; \
                 its time is the longer batch over its calls, sync included",
                dtype_name(dtype),
                shape.label()
            );
        }
        Record {
            op: op.into(),
            implementation: implementation.into(),
            dtype: dtype_name(dtype).into(),
            shape: shape.label(),
            rows: shape.rows(),
            cols: shape.cols(),
            bytes,
            first_call_ms: timing.first_call.as_secs_f64() * 1e3,
            median_us: timing.per_call.as_secs_f64() * 1e6,
            latency_us: latency.map_or(0.0, |l| l.as_secs_f64() * 1e6),
            gbps,
            ratio_to_copy: gbps / self.copy_gbps,
            speedup_vs_burn: burn_time.map_or(0.0, |burn| {
                burn.as_secs_f64() / timing.per_call.as_secs_f64()
            }),
            strategy,
            check: if check.passed { "ok" } else { "FAIL" }.into(),
            worst_error: check.worst,
        }
    }

    fn note_check(&mut self, what: String, check: Check) {
        if !check.passed {
            self.failures
                .push(format!("{what}: worst relative error {:.3e}", check.worst));
        }
    }

    /// Times `op` through Burn (`implementation` = Burn's own or cubemax's) and returns the
    /// median time per call.
    fn measure_burn_op<const D: usize>(
        &mut self,
        shape: &Shape,
        dtype: DType,
        op: Op,
        implementation: Implementation,
        burn_time: Option<Duration>,
        max_inputs: usize,
    ) -> Duration {
        let dims: [usize; D] = shape.dims.clone().try_into().expect("rank matches D");
        let bytes = op.passes() * shape.elements() * dtype.size();
        let inputs: Vec<Tensor<Fused, D>> = (0..rotation(bytes, max_inputs))
            .map(|_| random_input(dims, dtype))
            .collect();
        // The upstream gradient of the backward ops; its values matter only to the check.
        let upstream =
            Tensor::<Fused, D>::random(dims, Distribution::Normal(0.0, 1.0), &backends::device())
                .cast(dtype);
        sync();

        let (timing, latency, check) = if op.is_backward() {
            let setup = |index: usize| {
                let x = Tensor::<Trained, D>::from_inner(inputs[index % inputs.len()].clone())
                    .require_grad();
                let y = forward::<Trained, D>(implementation, op, x);
                y * Tensor::<Trained, D>::from_inner(upstream.clone())
            };
            let timing =
                measure::time_each(BACKWARD_SAMPLES, setup, |loss| drop(loss.backward()), sync);
            let x = Tensor::<Trained, D>::from_inner(inputs[0].clone()).require_grad();
            let loss = forward::<Trained, D>(implementation, op, x.clone())
                * Tensor::<Trained, D>::from_inner(upstream.clone());
            let grads = loss.backward();
            let dx = x.grad(&grads).expect("the input requires a gradient");
            let check = check_output(op, dtype, &inputs[0], Some(&upstream), &dx);
            (timing, None, check)
        } else {
            // Each output lives until as many calls later as there are inputs, so that Burn's
            // allocator hands out as many output buffers as the kernel rows rotate. Dropped at
            // once, every call would get the same buffer back, and a shape whose output fits in
            // L2 would be written to L2 only.
            let mut outputs: Vec<Option<Tensor<Fused, D>>> = inputs.iter().map(|_| None).collect();
            let mut call = |index: usize| {
                let slot = index % inputs.len();
                outputs[slot] = Some(forward::<Fused, D>(
                    implementation,
                    op,
                    inputs[slot].clone(),
                ));
            };
            let timing = measure::time_throughput(&Method::report(), &mut call, sync);
            let latency = measure::time_latency(latency_samples(inputs.len()), &mut call, sync);
            drop(outputs);
            let output = forward::<Fused, D>(implementation, op, inputs[0].clone());
            let check = check_output(op, dtype, &inputs[0], None, &output);
            (timing, Some(latency), check)
        };
        let strategy = match (implementation, op.is_backward()) {
            (Implementation::Cubemax, false) => cubemax_strategy(shape, dtype, op),
            _ => String::new(),
        };
        self.note_check(
            format!(
                "{} {} {} {}",
                implementation.name(),
                op.name(),
                dtype_name(dtype),
                shape.label()
            ),
            check,
        );
        let record = self.record(
            op.name(),
            implementation.name(),
            dtype,
            shape,
            bytes,
            timing,
            latency,
            burn_time,
            strategy,
            check,
        );
        self.emit(record);
        timing.per_call
    }

    /// Times cubemax's backward kernel on raw buffers, without Burn or autodiff: `y` is the
    /// forward kernel's output of rotating random inputs, `dy` random, `dx` rotating. Rows the
    /// backward kernel does not hold (the composed backward runs for them) get no row.
    fn measure_raw_backward(
        &mut self,
        op: Op,
        shape: &Shape,
        dtype: DType,
        burn_time: Option<Duration>,
    ) {
        let client = client();
        let bytes = op.passes() * shape.elements() * dtype.size();
        let buffers = BackwardBuffers::new(shape, dtype, op.softmax_kind(), None, bytes);
        let plan = match plan_backward(
            &client,
            &buffers.problem,
            &LaunchRequest::new(op.softmax_kind()),
        ) {
            Ok(plan) => plan,
            Err(error) => {
                println!(
                    "{:<22} {:<14} {:<5} {:<17} no kernel ({error})",
                    op.name(),
                    "cubemax-kernel",
                    dtype_name(dtype),
                    shape.label()
                );
                return;
            }
        };
        let launch = |index: usize| buffers.launch(index, &plan);
        let timing = measure::time_throughput(&self.device_method, launch, sync);

        launch(0);
        let sampled = oracle::sampled_rows(shape.rows(), CHECKED_ROWS);
        let check = buffers.check(op, &sampled, &buffers.sampled_inputs(&sampled));
        self.note_check(
            format!(
                "cubemax-kernel {} {} {}",
                op.name(),
                dtype_name(dtype),
                shape.label()
            ),
            check,
        );
        let record = self.record(
            op.name(),
            "cubemax-kernel",
            dtype,
            shape,
            bytes,
            timing,
            None,
            burn_time,
            plan.to_string(),
            check,
        );
        self.emit(record);
    }

    /// Times a kernel launched on raw buffers of the same device, without Burn: a seed baseline,
    /// or cubemax's own kernel (which shows what Burn's dispatch adds to the `cubemax` row).
    fn measure_raw(
        &mut self,
        kernel: RawKernel,
        op: Op,
        shape: &Shape,
        dtype: DType,
        burn_time: Option<Duration>,
    ) {
        let client = client();
        let (rows, cols) = (shape.rows(), shape.cols());
        let bytes = 2 * shape.elements() * dtype.size();
        let storage: StorageType = dtype.into();
        // The seeds take packed rows; cubemax's kernel takes the layout Burn gives, as
        // `cubemax::softmax` does.
        let packed = matches!(kernel, RawKernel::Seed(_));
        let buffers = RawBuffers::new(rows, cols, dtype, bytes, packed, MAX_ROTATED_INPUTS);
        let (inputs, primitives) = (&buffers.inputs, &buffers.input_primitives);
        let (outputs, output_primitives) = (&buffers.outputs, &buffers.output_primitives);
        let row_max = client.empty(rows * 4);
        let problem = buffers.problem();
        let kind = op.softmax_kind();
        let plan = plan_launch(&client, &problem, &LaunchRequest::new(kind)).expect("cubemax plan");
        let launch = |index: usize| {
            let input = &primitives[index % primitives.len()].handle;
            let output = &output_primitives[index % output_primitives.len()].handle;
            match kernel {
                RawKernel::Seed(seed) => {
                    launch_seed(&client, seed, input, output, &row_max, rows, cols, storage)
                }
                RawKernel::Cubemax => {
                    launch_softmax(&client, input.clone(), output.clone(), &problem, &plan)
                        .expect("cubemax launch")
                }
            }
        };
        let timing = measure::time_throughput(&self.device_method, launch, sync);
        let latency = measure::time_latency(latency_samples(primitives.len()), launch, sync);

        launch(0);
        let output = outputs[0].clone();
        let sampled = oracle::sampled_rows(rows, CHECKED_ROWS);
        let x = read_rows(inputs[0].clone(), &sampled);
        let y = read_rows(output, &sampled);
        let check = check_against_reference(op, dtype, &x, None, &y);
        self.note_check(
            format!(
                "{} {} {} {}",
                kernel.name(),
                op.name(),
                dtype_name(dtype),
                shape.label()
            ),
            check,
        );
        let strategy = match kernel {
            RawKernel::Cubemax => plan.to_string(),
            RawKernel::Seed(_) => String::new(),
        };
        let record = self.record(
            op.name(),
            kernel.name(),
            dtype,
            shape,
            bytes,
            timing,
            Some(latency),
            burn_time,
            strategy,
            check,
        );
        self.emit(record);
    }

    /// Tiny shapes: what a call costs when there is almost nothing to compute. `median us` is
    /// back-to-back calls (the host-side cost per call, once the device keeps up); the latency
    /// column is one call plus a sync.
    fn measure_latency(&mut self) {
        println!("\nlatency (f32 softmax): back-to-back per call, and one call + sync");
        for shape in grid::latency_grid() {
            // One input: the data is tiny, there is no cache to defeat.
            let burn = self.measure_burn_op::<2>(
                &shape,
                DType::F32,
                Op::Softmax,
                Implementation::Burn,
                None,
                1,
            );
            self.measure_burn_op::<2>(
                &shape,
                DType::F32,
                Op::Softmax,
                Implementation::Cubemax,
                Some(burn),
                1,
            );
            self.measure_raw(
                RawKernel::Cubemax,
                Op::Softmax,
                &shape,
                DType::F32,
                Some(burn),
            );
        }
        let latency_shapes: Vec<String> = grid::latency_grid().iter().map(Shape::label).collect();
        for record in self
            .records
            .iter()
            .filter(|r| latency_shapes.contains(&r.shape))
        {
            println!(
                "  {:<15} {:<7} back-to-back {:>8.2} us/call, call + sync {:>8.2} us",
                record.implementation, record.shape, record.median_us, record.latency_us
            );
        }
    }

    /// Device memory per op, each measured on the first call in a fresh process, so no buffer
    /// freed earlier can be reused and hide an allocation: what stays allocated after the call
    /// (the output), and how much the memory pool grew during it. The growth bounds the call's
    /// peak from above (the pool allocates in pages, and Burn's first call also autotunes).
    fn measure_memory(&mut self, dtypes: &[DType]) {
        println!(
            "\nmemory: bytes still in use after the first call, and growth of the memory pool during it (fresh process each)"
        );
        println!(
            "{:<18} {:<8} {:<5} {:<11} {:>12} {:>12} {:>12}",
            "op", "impl", "dtype", "shape", "output MiB", "kept MiB", "pool +MiB"
        );
        // A CPU Vulkan driver gets a shape it runs in moments.
        let shapes = if cfg!(feature = "cuda") {
            vec![Shape::new(&[4096, 4096]), Shape::new(&[32768, 4096])]
        } else {
            vec![Shape::new(&[64, 1000])]
        };
        let program = std::env::current_exe().expect("the report's own path");
        for &dtype in dtypes {
            for shape in &shapes {
                for op in [Op::Softmax, Op::LogSoftmax, Op::SoftmaxBackward] {
                    for implementation in [Implementation::Cubemax, Implementation::Burn] {
                        let output = std::process::Command::new(&program)
                            .args([
                                "memory-probe",
                                implementation.name(),
                                op.name(),
                                dtype_name(dtype),
                            ])
                            .arg(shape.label())
                            .output()
                            .expect("run the memory probe");
                        let stdout = String::from_utf8_lossy(&output.stdout);
                        let numbers: Vec<u64> = stdout
                            .lines()
                            .find_map(|line| line.strip_prefix("memory-probe "))
                            .map(|rest| rest.split(' ').filter_map(|n| n.parse().ok()).collect())
                            .unwrap_or_default();
                        let mib = |bytes: u64| bytes as f64 / (1u64 << 20) as f64;
                        match numbers[..] {
                            [kept, growth] => println!(
                                "{:<18} {:<8} {:<5} {:<11} {:>12.1} {:>12.1} {:>12.1}",
                                op.name(),
                                implementation.name(),
                                dtype_name(dtype),
                                shape.label(),
                                mib((shape.elements() * dtype.size()) as u64),
                                mib(kept),
                                mib(growth),
                            ),
                            _ => {
                                println!(
                                    "{} {} memory probe failed: {}",
                                    implementation.name(),
                                    op.name(),
                                    String::from_utf8_lossy(&output.stderr)
                                );
                                self.failures.push(format!(
                                    "{} {} memory probe",
                                    implementation.name(),
                                    op.name()
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `cubemax-report memory-probe IMPL OP DTYPE SHAPE`: one memory measurement in this (fresh)
/// process; prints `memory-probe KEPT GROWTH` in bytes.
pub(super) fn memory_probe(args: &[String]) -> Result<(), String> {
    let [implementation, op, dtype, shape] = args else {
        return Err("memory-probe: expected IMPL OP DTYPE SHAPE".into());
    };
    let implementation = match implementation.as_str() {
        "cubemax" => Implementation::Cubemax,
        "burn" => Implementation::Burn,
        other => {
            return Err(format!(
                "memory-probe: IMPL: expected cubemax or burn, got {other:?}"
            ));
        }
    };
    let op = Op::parse(op).ok_or_else(|| format!("memory-probe: OP: unknown {op:?}"))?;
    let dtype =
        parse_dtype(dtype).ok_or_else(|| format!("memory-probe: DTYPE: unknown {dtype:?}"))?;
    let shape = Shape::parse(shape)
        .filter(|shape| shape.dims.len() == 2)
        .ok_or_else(|| format!("memory-probe: SHAPE: expected ROWSxCOLS, got {shape:?}"))?;
    let dims = [shape.dims[0], shape.dims[1]];
    let client = client();
    let x = random_input(dims, dtype);
    let upstream = random_input(dims, dtype);
    let run = || -> Box<dyn Any> {
        if op.is_backward() {
            let x = Tensor::<Trained, 2>::from_inner(x.clone()).require_grad();
            let loss = forward::<Trained, 2>(implementation, op, x.clone())
                * Tensor::<Trained, 2>::from_inner(upstream.clone());
            let grads = loss.backward();
            Box::new(x.grad(&grads))
        } else {
            Box::new(forward::<Fused, 2>(implementation, op, x.clone()))
        }
    };
    let usage = || {
        client
            .memory_usage()
            .map_err(|e| format!("memory usage: {e:?}"))
    };
    sync();
    // The first call, in a pool that holds only the inputs: every buffer the call needs is a new
    // allocation (for Burn's softmax, those of autotuning too).
    let before = usage()?;
    let kept = run();
    sync();
    let after = usage()?;
    drop(kept);
    println!(
        "memory-probe {} {}",
        after.bytes_in_use.saturating_sub(before.bytes_in_use),
        after.bytes_reserved.saturating_sub(before.bytes_reserved)
    );
    Ok(())
}

/// Synced calls for a latency median over `inputs` rotated inputs: one per input where possible,
/// so no call reads what the previous one left in cache, within the sample bounds.
pub(super) fn latency_samples(inputs: usize) -> usize {
    inputs.clamp(MIN_LATENCY_SAMPLES, LATENCY_SAMPLES)
}

/// The forward op through Burn, on any backend cubemax supports.
pub(super) fn forward<B: SoftmaxBackend, const D: usize>(
    implementation: Implementation,
    op: Op,
    x: Tensor<B, D>,
) -> Tensor<B, D> {
    let dim = D - 1;
    match (implementation, op) {
        (Implementation::Cubemax, Op::Softmax | Op::SoftmaxBackward) => cubemax::softmax(x, dim),
        (Implementation::Cubemax, Op::LogSoftmax | Op::LogSoftmaxBackward) => {
            cubemax::log_softmax(x, dim)
        }
        (Implementation::Burn, Op::Softmax | Op::SoftmaxBackward) => activation::softmax(x, dim),
        (Implementation::Burn, Op::LogSoftmax | Op::LogSoftmaxBackward) => {
            activation::log_softmax(x, dim)
        }
    }
}

/// What cubemax's planner chooses for this problem on this device.
pub(super) fn cubemax_strategy(shape: &Shape, dtype: DType, op: Op) -> String {
    let kind = op.softmax_kind();
    // The layout Burn gives a fresh tensor of this shape (pitched rows on CUDA for some lengths).
    let layout = Tensor::<Bare, 2>::empty([shape.rows(), shape.cols()], &backends::device())
        .cast(dtype)
        .into_primitive()
        .tensor();
    let row_stride = layout.meta.strides()[0];
    let problem = RowProblem {
        input_rows: RowStarts::Strided(row_stride),
        output_row_stride: row_stride,
        ..RowProblem::contiguous(shape.rows(), shape.cols(), dtype.into())
    };
    match plan_launch(&client(), &problem, &LaunchRequest::new(kind)) {
        Ok(plan) => plan.to_string(),
        Err(error) => format!("no plan: {error}"),
    }
}

/// Reads rows `rows` of a tensor seen as `[rows, last dim]`, as f32.
pub(super) fn read_rows<B: Backend, const D: usize>(
    tensor: Tensor<B, D>,
    rows: &[usize],
) -> Vec<Vec<f32>> {
    let dims = tensor.dims();
    let cols = dims[D - 1];
    let flat: Tensor<B, 2> = tensor.reshape([dims.iter().product::<usize>() / cols, cols]);
    rows.iter()
        .map(|&row| {
            flat.clone()
                .slice([row..row + 1, 0..cols])
                .cast(DType::F32)
                .into_data()
                .to_vec::<f32>()
                .expect("f32 data")
        })
        .collect()
}

/// Checks sampled rows of `output` against the f64 reference of `op` on `input` (and `upstream`).
pub(super) fn check_output<const D: usize>(
    op: Op,
    dtype: DType,
    input: &Tensor<Fused, D>,
    upstream: Option<&Tensor<Fused, D>>,
    output: &Tensor<Fused, D>,
) -> Check {
    let rows = oracle::sampled_rows(input.dims()[..D - 1].iter().product(), CHECKED_ROWS);
    let x = read_rows(input.clone(), &rows);
    let dy = upstream.map(|upstream| read_rows(upstream.clone(), &rows));
    let y = read_rows(output.clone(), &rows);
    check_against_reference(op, dtype, &x, dy.as_deref(), &y)
}

pub(super) fn check_against_reference(
    op: Op,
    dtype: DType,
    x: &[Vec<f32>],
    dy: Option<&[Vec<f32>]>,
    y: &[Vec<f32>],
) -> Check {
    let to_f64 = |row: &Vec<f32>| row.iter().map(|&v| v as f64).collect::<Vec<f64>>();
    let expected: Vec<Vec<f64>> = x
        .iter()
        .enumerate()
        .map(|(index, row)| {
            let upstream = dy.map(|dy| to_f64(&dy[index])).unwrap_or_default();
            oracle::reference_row(op, &to_f64(row), &upstream)
        })
        .collect();
    oracle::check_rows(op, dtype, y, &expected)
}
