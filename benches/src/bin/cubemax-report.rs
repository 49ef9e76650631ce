//! `cubemax-report`: the bandwidth report.
//!
//! Prints one row per (op, implementation, dtype, shape): the median time per call, the bandwidth
//! (bytes read + written over time), its ratio to a device copy measured in this same process, and
//! the speedup over Burn's own softmax; every output is checked against an f64 reference before
//! its row is printed. Also writes the rows as CSV (`--csv`), draws the plot from a CSV
//! (`cubemax-report plot`), prints its tables (`table`), and sets PyTorch's rows, written in the
//! same format by `benches/peers/pytorch_softmax.py`, beside cubemax's (`peers`).
//!
//! It is a plain binary: build it where Rust is, run it on the GPU machine.
//!
//! ```text
//! cubemax-report [--grid main|curve|seeds|latency|memory|smoke]... [--dtype f32|f16|bf16]...
//!                [--op softmax|log_softmax|softmax_backward|log_softmax_backward]...
//!                [--shape AxB[xCxD]]... [--csv PATH]
//! cubemax-report plot --csv PATH [--csv PATH]... [--rows 32768] --out PATH.svg
//! cubemax-report table --csv PATH [--csv PATH]... --op OP
//! cubemax-report peers --csv PATH [--csv PATH]... --op OP
//! cubemax-report sweep --shape AxB... [--dtype f32|f16|bf16]... [--op OP]... [--strategy NAME]...
//!                      [--units N]... [--loads N]... [--staged N]... [--chunks N]...
//!                      [--mask additive|bool] [--hold-mask true|false]
//! cubemax-report columns --shape OxLxI... [--dtype f32|f16|bf16]... [--op OP]... [--units N]...
//!                        [--loads N]... [--staged N]... [--segments N]... [--groups N]...
//!                        [--mask additive|bool (forward)]
//! cubemax-report host [--shape AxB]...
//! ```

use std::any::Any;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use burn::tensor::activation;
use burn::tensor::backend::Backend;
use burn::tensor::{DType, Distribution, Tensor};
use cubecl::ir::StorageType;
use cubemax::SoftmaxBackend;
use cubemax::device::{DeviceKind, device_name};
use cubemax::kernels::{
    BackwardProblem, ColumnMaskLayout, ColumnProblem, ColumnRequest, FusedScores, LaunchPlan,
    LaunchRequest, MAX_COLUMN_LEN_GROUPS, MAX_LOADS_PER_UNIT, MaskKind, MaskLayout, MergePath,
    OFFSET_TERMS, OffsetTerm, RowProblem, RowStarts, SoftmaxKind, Strategy, launch_fused_softmax,
    launch_fused_softmax_columns, launch_softmax, launch_softmax_backward,
    launch_softmax_backward_columns, launch_softmax_columns, plan_backward, plan_backward_columns,
    plan_columns, plan_launch,
};
use cubemax_bench::backends::{
    self, Bare, Fused, GpuRuntime, RUNTIME_NAME, Trained, client, dtype_name, parse_dtype,
    random_input, sync,
};
use cubemax_bench::grid::{self, Shape};
use cubemax_bench::measure::{self, Method, Timing, gigabytes_per_second, rotation};
use cubemax_bench::oracle::{self, Check, Op};
use cubemax_bench::plot::{Panel, ReferenceLine, Series, render_svg};
use cubemax_bench::record::{self, HEADER, Record};
use cubemax_bench::roofline::{
    SIZED_COPY_VECTORS_PER_UNIT, VECTORS_PER_UNIT, launch_copy, time_copy_of,
};
use cubemax_bench::seeds::{Seed, launch_seed};

/// The implementation name of the copy of a shape's own bytes.
const SAME_BYTES_COPY: &str = "copy-same-bytes";
/// Rows of each output compared with the reference.
const CHECKED_ROWS: usize = 8;
/// Most inputs rotated through for one shape (see `measure::rotation`).
const MAX_ROTATED_INPUTS: usize = 1024;
/// Most synced calls behind a latency median.
const LATENCY_SAMPLES: usize = 50;
/// Fewest synced calls behind a latency median.
const MIN_LATENCY_SAMPLES: usize = 10;
/// Backward passes timed one by one.
const BACKWARD_SAMPLES: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GridName {
    Main,
    Curve,
    Seeds,
    Latency,
    Memory,
    Smoke,
}

impl GridName {
    fn parse(name: &str) -> Option<GridName> {
        Some(match name {
            "main" => GridName::Main,
            "curve" => GridName::Curve,
            "seeds" => GridName::Seeds,
            "latency" => GridName::Latency,
            "memory" => GridName::Memory,
            "smoke" => GridName::Smoke,
            _ => return None,
        })
    }
}

/// The two implementations measured through Burn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Implementation {
    Cubemax,
    Burn,
}

impl Implementation {
    fn name(self) -> &'static str {
        match self {
            Implementation::Cubemax => "cubemax",
            Implementation::Burn => "burn",
        }
    }
}

/// Kernels launched on raw buffers, without Burn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RawKernel {
    Cubemax,
    Seed(Seed),
}

impl RawKernel {
    fn name(self) -> &'static str {
        match self {
            RawKernel::Cubemax => "cubemax-kernel",
            RawKernel::Seed(seed) => seed.name(),
        }
    }
}

struct Options {
    grids: Vec<GridName>,
    dtypes: Vec<DType>,
    ops: Vec<Op>,
    shapes: Vec<Shape>,
    /// Strategies the sweep tries (all when empty).
    strategies: Vec<Strategy>,
    /// Units per cube the sweep tries (all of [`SWEEP_UNITS`] when empty; any whole count of
    /// planes of [`SWEEP_PLANE`] when asked).
    units: Vec<u32>,
    /// Vectors per unit and page the sweep tries (all of [`SWEEP_LOADS`] when empty).
    loads: Vec<usize>,
    /// Chunks per row the sweep's cube-per-row plans exchange (1, whole rows, when empty).
    chunks: Vec<usize>,
    /// Vectors per unit the `columns` command stages in shared memory (none when empty).
    staged: Vec<usize>,
    /// Segments per column the `columns` command streams columns in, besides the planner's.
    segments: Vec<usize>,
    /// Groups of segments the `columns` command streams forward columns in (two launches).
    groups: Vec<usize>,
    /// The sweep's padding mask (see [`SweepMask`]), if any.
    mask: Option<MaskKind>,
    /// Whether the sweep's kernels hold an additive mask (the planner's choice when `None`).
    hold_mask: Option<bool>,
    /// Whether the sweep's cube-per-row softmax plans keep their exponentials in shared memory
    /// (each value asked for; the planner's choice alone when empty).
    kept_exps: Vec<bool>,
    /// Whether the sweep's cube-per-row plans walk their staged pages in loops (each value asked
    /// for; the planner's choice alone when empty).
    page_loops: Vec<bool>,
    /// Grids of at most this many cubes (each value asked for; the planner's grid when empty).
    max_cubes: Vec<u32>,
    csv: Option<PathBuf>,
}

fn usage() -> &'static str {
    "usage: cubemax-report [--grid main|curve|seeds|latency|memory|smoke]... [--dtype f32|f16|bf16]... \
     [--op softmax|log_softmax|softmax_backward|log_softmax_backward]... [--shape AxB]... [--csv PATH]\n       \
     cubemax-report plot --csv PATH [--csv PATH]... [--rows 32768] --out PATH.svg\n       \
     cubemax-report table --csv PATH [--csv PATH]... --op OP\n       \
     cubemax-report peers --csv PATH [--csv PATH]... --op OP\n       \
     cubemax-report sweep --shape AxB... [--dtype f32|f16|bf16]... [--op OP]... [--strategy NAME]... \
     [--units N]... [--loads N]... [--staged N]... [--chunks N]... [--mask additive|bool] \
     [--hold-mask true|false] [--kept-exps true|false]... [--page-loops true|false]... \
     [--max-cubes N]...\n       \
     cubemax-report columns --shape OxLxI... [--dtype f32|f16|bf16]... [--op OP]... \
     [--units N]... [--loads N]... [--staged N]... [--segments N]... [--groups N]... \
     [--mask additive|bool (forward)]\n       \
     cubemax-report host [--shape AxB]...\n       \
     cubemax-report options [--dtype f32|f16|bf16]..."
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        grids: Vec::new(),
        dtypes: Vec::new(),
        ops: Vec::new(),
        shapes: Vec::new(),
        strategies: Vec::new(),
        units: Vec::new(),
        loads: Vec::new(),
        chunks: Vec::new(),
        staged: Vec::new(),
        segments: Vec::new(),
        groups: Vec::new(),
        mask: None,
        hold_mask: None,
        kept_exps: Vec::new(),
        page_loops: Vec::new(),
        max_cubes: Vec::new(),
        csv: None,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name}: expected a value"))
        };
        match flag.as_str() {
            "--grid" => {
                let name = value("--grid")?;
                options.grids.push(GridName::parse(&name).ok_or_else(|| {
                    format!("--grid: expected main, curve, seeds, latency, memory or smoke, got {name:?}")
                })?);
            }
            "--dtype" => {
                let name = value("--dtype")?;
                options.dtypes.push(
                    parse_dtype(&name).ok_or_else(|| {
                        format!("--dtype: expected f32, f16 or bf16, got {name:?}")
                    })?,
                );
            }
            "--op" => {
                let name = value("--op")?;
                options.ops.push(Op::parse(&name).ok_or_else(|| {
                    format!(
                        "--op: expected softmax, log_softmax, softmax_backward or \
                         log_softmax_backward, got {name:?}"
                    )
                })?);
            }
            "--shape" => {
                let label = value("--shape")?;
                options.shapes.push(Shape::parse(&label).ok_or_else(|| {
                    format!("--shape: expected positive sizes such as 4096x4096 (rank 1 to 4), got {label:?}")
                })?);
            }
            "--strategy" => {
                let name = value("--strategy")?;
                options.strategies.push(match name.as_str() {
                    "plane-per-row" => Strategy::PlanePerRow,
                    "cube-per-row" => Strategy::CubePerRow,
                    "split-row" => Strategy::SplitRow,
                    _ => {
                        return Err(format!(
                            "--strategy: expected plane-per-row, cube-per-row or split-row, \
                             got {name:?}"
                        ));
                    }
                });
            }
            "--units" => options
                .units
                .push(whole_planes("--units", &value("--units")?)?),
            "--loads" => options.loads.push(one_of(
                "--loads",
                &value("--loads")?,
                &(1..=MAX_LOADS_PER_UNIT).collect::<Vec<_>>(),
            )?),
            "--chunks" => {
                options
                    .chunks
                    .push(one_of("--chunks", &value("--chunks")?, &SWEEP_CHUNKS)?)
            }
            "--staged" => options.staged.push(one_of(
                "--staged",
                &value("--staged")?,
                &COLUMN_SWEEP_STAGED,
            )?),
            "--segments" => options.segments.push(one_of(
                "--segments",
                &value("--segments")?,
                &COLUMN_SWEEP_SEGMENTS,
            )?),
            "--groups" => options.groups.push(one_of(
                "--groups",
                &value("--groups")?,
                &(1..=MAX_COLUMN_LEN_GROUPS).collect::<Vec<_>>(),
            )?),
            "--mask" => {
                let name = value("--mask")?;
                options.mask = Some(match name.as_str() {
                    "additive" => MaskKind::Additive,
                    "bool" => MaskKind::Boolean,
                    _ => return Err(format!("--mask: expected additive or bool, got {name:?}")),
                });
            }
            "--hold-mask" => {
                options.hold_mask = Some(one_of(
                    "--hold-mask",
                    &value("--hold-mask")?,
                    &[true, false],
                )?)
            }
            "--kept-exps" => options.kept_exps.push(one_of(
                "--kept-exps",
                &value("--kept-exps")?,
                &[true, false],
            )?),
            "--page-loops" => options.page_loops.push(one_of(
                "--page-loops",
                &value("--page-loops")?,
                &[true, false],
            )?),
            "--max-cubes" => {
                let text = value("--max-cubes")?;
                options.max_cubes.push(
                    text.parse()
                        .ok()
                        .filter(|&cubes: &u32| cubes > 0)
                        .ok_or_else(|| {
                            format!("--max-cubes: expected a positive count, got {text:?}")
                        })?,
                )
            }
            "--csv" => options.csv = Some(PathBuf::from(value("--csv")?)),
            "--help" | "-h" => return Err(usage().to_string()),
            other => return Err(format!("unknown argument {other:?}\n{}", usage())),
        }
    }
    if options.grids.is_empty() && options.shapes.is_empty() {
        options.grids.push(GridName::Main);
    }
    Ok(options)
}

/// `text` parsed as one of `allowed`, or an error naming `flag` and the allowed values.
fn one_of<T>(flag: &str, text: &str, allowed: &[T]) -> Result<T, String>
where
    T: std::str::FromStr + PartialEq + core::fmt::Debug,
{
    text.parse()
        .ok()
        .filter(|value| allowed.contains(value))
        .ok_or_else(|| format!("{flag}: expected one of {allowed:?}, got {text:?}"))
}

/// A count of units that fills whole planes of [`SWEEP_PLANE`], at most the largest of
/// [`SWEEP_UNITS`].
fn whole_planes(flag: &str, text: &str) -> Result<u32, String> {
    let most = SWEEP_UNITS[SWEEP_UNITS.len() - 1];
    text.parse()
        .ok()
        .filter(|units: &u32| {
            (SWEEP_PLANE..=most).contains(units) && units.is_multiple_of(SWEEP_PLANE)
        })
        .ok_or_else(|| {
            format!("{flag}: expected a multiple of {SWEEP_PLANE} up to {most}, got {text:?}")
        })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = if args.first().map(String::as_str) == Some("plot") {
        plot_command(&args[1..])
    } else if args.first().map(String::as_str) == Some("table") {
        table_command(&args[1..])
    } else if args.first().map(String::as_str) == Some("peers") {
        peers_command(&args[1..])
    } else if args.first().map(String::as_str) == Some("sweep") {
        parse_options(&args[1..]).and_then(|options| sweep_command(&options))
    } else if args.first().map(String::as_str) == Some("columns") {
        parse_options(&args[1..]).and_then(|options| columns_command(&options))
    } else if args.first().map(String::as_str) == Some("host") {
        parse_options(&args[1..]).and_then(|options| host_command(&options))
    } else if args.first().map(String::as_str) == Some("options") {
        parse_options(&args[1..]).and_then(|options| options_command(&options))
    } else if args.first().map(String::as_str) == Some("memory-probe") {
        memory_probe(&args[1..])
    } else {
        parse_options(&args).and_then(|options| Report::run(&options))
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The state of one report run: the copy bandwidth every row is compared with, and the rows.
struct Report {
    copy_gbps: f64,
    records: Vec<Record>,
    csv: Option<std::fs::File>,
    failures: Vec<String>,
}

impl Report {
    fn run(options: &Options) -> Result<(), String> {
        let device_kind = if cfg!(feature = "cuda") {
            DeviceKind::Cuda
        } else {
            DeviceKind::Vulkan
        };
        let client = client();
        let hardware = &client.properties().hardware;
        println!(
            "device: {} ({RUNTIME_NAME}), {} SMs, plane size {}..{}",
            device_name(device_kind).unwrap_or_else(|| "unknown".into()),
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
        };
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

        let dtypes = |defaults: &[DType]| -> Vec<DType> {
            if options.dtypes.is_empty() {
                defaults.to_vec()
            } else {
                options.dtypes.clone()
            }
        };
        let ops = if options.ops.is_empty() {
            Op::ALL.to_vec()
        } else {
            options.ops.clone()
        };
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
        let client = client();
        let source = client.empty(bytes);
        let destination = client.empty(bytes);
        let mut best: Option<(usize, Timing)> = None;
        for per_unit in VECTORS_PER_UNIT {
            let timing = measure::time_throughput(
                &Method::report(),
                |_| launch_copy(&client, &source, &destination, bytes, per_unit),
                sync,
            );
            println!(
                "device copy, {per_unit} vector(s) of 16 bytes per unit: {:.1} us, {:.1} GB/s",
                timing.per_call.as_secs_f64() * 1e6,
                gigabytes_per_second(2 * bytes, timing.per_call)
            );
            if best.is_none_or(|(_, b)| timing.per_call < b.per_call) {
                best = Some((per_unit, timing));
            }
        }
        let (per_unit, kernel_timing) = best.expect("at least one copy variant");
        // Only CUDA has a driver copy to compare with.
        #[cfg_attr(not(feature = "cuda"), allow(unused_mut))]
        let mut how = format!("CubeCL kernel, {per_unit} vectors of 16 bytes per unit");
        #[cfg_attr(not(feature = "cuda"), allow(unused_mut))]
        let mut timing = kernel_timing;
        #[cfg(feature = "cuda")]
        {
            use cubemax_bench::roofline::{driver_copy, driver_sync};
            sync();
            let driver = measure::time_throughput(
                &Method::report(),
                |_| driver_copy(&client, &source, &destination, bytes),
                driver_sync,
            );
            println!(
                "device copy, cuMemcpyDtoDAsync: {:.1} us, {:.1} GB/s",
                driver.per_call.as_secs_f64() * 1e6,
                gigabytes_per_second(2 * bytes, driver.per_call)
            );
            if driver.per_call < timing.per_call {
                timing = driver;
                how = "cuMemcpyDtoDAsync".to_string();
            }
        }
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

    /// Every op of `ops` on `shape` in `dtype`: Burn's softmax, then cubemax (so the speedup is
    /// known when cubemax's row is printed), then the requested seed baselines (softmax only).
    fn measure_shape(&mut self, shape: &Shape, dtype: DType, ops: &[Op], seeds: &[Seed]) {
        if !<Fused as Backend>::supports_dtype(&backends::device(), dtype) {
            println!(
                "skipping {} in {}: the device cannot store it",
                shape.label(),
                dtype_name(dtype)
            );
            return;
        }
        self.measure_copy_of(shape, dtype);
        for &op in ops {
            let burn = self.measure_through_burn(shape, dtype, op, Implementation::Burn, None);
            let burn_time = Some(burn);
            self.measure_through_burn(shape, dtype, op, Implementation::Cubemax, burn_time);
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
        let (timing, moved) = time_copy_of(&client(), bytes, inputs, &Method::report());
        let record = self.record(
            "copy",
            SAME_BYTES_COPY,
            dtype,
            shape,
            moved,
            timing,
            None,
            None,
            format!("CubeCL kernel, {SIZED_COPY_VECTORS_PER_UNIT} vectors of 16 bytes per unit"),
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
        let buffers = BackwardBuffers::new(shape, dtype, op.softmax_kind(), bytes);
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
        let timing = measure::time_throughput(&Method::report(), launch, sync);

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
        let timing = measure::time_throughput(&Method::report(), launch, sync);
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
fn memory_probe(args: &[String]) -> Result<(), String> {
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
fn latency_samples(inputs: usize) -> usize {
    inputs.clamp(MIN_LATENCY_SAMPLES, LATENCY_SAMPLES)
}

/// The forward op through Burn, on any backend cubemax supports.
fn forward<B: SoftmaxBackend, const D: usize>(
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
fn cubemax_strategy(shape: &Shape, dtype: DType, op: Op) -> String {
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
fn read_rows<B: Backend, const D: usize>(tensor: Tensor<B, D>, rows: &[usize]) -> Vec<Vec<f32>> {
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
fn check_output<const D: usize>(
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

fn check_against_reference(
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

/// The records of the `--csv` files, and the other `--flag value` pairs.
type CsvArgs = (Vec<Record>, Vec<(String, String)>);

/// Reads every record of the CSVs named by `--csv` flags in `args`; returns them and the other
/// flags with their values.
fn read_csv_args(args: &[String]) -> Result<CsvArgs, String> {
    let mut records = Vec::new();
    let mut others = Vec::new();
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("{flag}: expected a value"))?
            .clone();
        if flag == "--csv" {
            let text = std::fs::read_to_string(&value)
                .map_err(|e| format!("--csv: cannot read {value}: {e}"))?;
            records.extend(record::parse_csv(&text).map_err(|e| format!("--csv: {value}: {e}"))?);
        } else {
            others.push((flag.clone(), value));
        }
    }
    if records.is_empty() {
        return Err("--csv: expected at least one CSV written by cubemax-report".into());
    }
    Ok((records, others))
}

/// The rows of the CSVs given to a table command (`table`, `peers`), and the one op it prints.
struct OpRows {
    records: Vec<Record>,
    op: Op,
}

impl OpRows {
    /// Reads `--csv PATH...` and `--op OP`; `command` names the command in the usage error.
    fn read(command: &str, args: &[String]) -> Result<OpRows, String> {
        let (records, others) = read_csv_args(args)?;
        let op = match &others[..] {
            [(flag, op)] if flag == "--op" => {
                Op::parse(op).ok_or_else(|| format!("--op: unknown {op:?}"))?
            }
            _ => {
                return Err(format!(
                    "{command}: expected --csv PATH... --op OP\n{}",
                    usage()
                ));
            }
        };
        Ok(OpRows { records, op })
    }

    /// The row of the op by `implementation` in `dtype` on `shape`, if measured.
    fn find(&self, implementation: &str, dtype: &str, shape: &str) -> Option<&Record> {
        self.records.iter().find(|r| {
            r.op == self.op.name()
                && r.implementation == implementation
                && r.dtype == dtype
                && r.shape == shape
        })
    }

    /// The op's `cubemax` rows, one per (dtype, shape), in the order the CSVs hold them.
    fn cubemax_rows(&self) -> Vec<&Record> {
        let mut rows: Vec<&Record> = Vec::new();
        for record in self
            .records
            .iter()
            .filter(|r| r.op == self.op.name() && r.implementation == "cubemax")
        {
            if !rows
                .iter()
                .any(|r| r.dtype == record.dtype && r.shape == record.shape)
            {
                rows.push(record);
            }
        }
        rows
    }
}

/// A table cell: GB/s and the ratio to the copy of the row's own process, or why there is none.
fn bandwidth_cell(record: Option<&Record>) -> String {
    match record {
        Some(r) if r.check == "ok" => format!("{:.0} ({:.2}x)", r.gbps, r.ratio_to_copy),
        Some(_) => "wrong output".to_string(),
        None => "-".to_string(),
    }
}

/// Prints a Markdown table's header line and the line under it.
fn print_table_header(columns: &[&str]) {
    println!("| {} |", columns.join(" | "));
    println!("|{}", "---|".repeat(columns.len()));
}

/// `cubemax-report table`: the rows of one op as a Markdown table, one line per (dtype, shape),
/// cubemax (through Burn, and its raw kernel for forward ops) beside Burn's own softmax, each
/// as GB/s and as a ratio to the copy measured in the same process.
fn table_command(args: &[String]) -> Result<(), String> {
    let rows = OpRows::read("table", args)?;
    let forward = !rows.op.is_backward();
    if forward {
        print_table_header(&[
            "dtype",
            "shape",
            "cubemax GB/s (x copy)",
            "cubemax kernel alone GB/s (x copy)",
            "copy of the same bytes GB/s (x copy)",
            "Burn GB/s (x copy)",
            "cubemax speedup over Burn",
            "cubemax strategy",
        ]);
    } else {
        print_table_header(&[
            "dtype",
            "shape",
            "cubemax GB/s (x copy)",
            "cubemax kernel alone GB/s (x copy)",
            "Burn GB/s (x copy)",
            "cubemax speedup over Burn",
            "cubemax kernel strategy",
        ]);
    }
    for record in rows.cubemax_rows() {
        let shape = record.shape.replace('x', " x ");
        let burn = bandwidth_cell(rows.find("burn", &record.dtype, &record.shape));
        let kernel = rows.find("cubemax-kernel", &record.dtype, &record.shape);
        if forward {
            let sized_copy = rows.records.iter().find(|r| {
                r.implementation == SAME_BYTES_COPY
                    && r.dtype == record.dtype
                    && r.shape == record.shape
            });
            println!(
                "| {} | {shape} | {} | {} | {} | {burn} | {:.2}x | {} |",
                record.dtype,
                bandwidth_cell(Some(record)),
                bandwidth_cell(kernel),
                bandwidth_cell(sized_copy),
                record.speedup_vs_burn,
                record.strategy.replace(';', ","),
            );
        } else {
            println!(
                "| {} | {shape} | {} | {} | {burn} | {:.2}x | {} |",
                record.dtype,
                bandwidth_cell(Some(record)),
                kernel.map_or("composed (row too long for one cube)".to_string(), |k| {
                    bandwidth_cell(Some(k))
                }),
                record.speedup_vs_burn,
                kernel.map_or(String::new(), |k| k.strategy.replace(';', ",")),
            );
        }
    }
    Ok(())
}

/// `cubemax-report peers`: the rows of one op beside PyTorch's, as written by
/// `benches/peers/pytorch_softmax.py` from the same CSVs: cubemax as a model calls it beside
/// PyTorch's eager call, and cubemax's kernel alone beside PyTorch's calls replayed from a CUDA
/// graph (neither pays the host's launch cost). Each ratio is to the copy of its own process.
fn peers_command(args: &[String]) -> Result<(), String> {
    let rows = OpRows::read("peers", args)?;
    // How many times faster `ours` ran than `theirs`, from the times per call of two checked
    // outputs.
    let speedup = |ours: Option<&Record>, theirs: Option<&Record>| match (ours, theirs) {
        (Some(ours), Some(theirs)) if ours.check == "ok" && theirs.check == "ok" => {
            format!("{:.2}x", theirs.median_us / ours.median_us)
        }
        _ => "-".to_string(),
    };
    if !rows
        .records
        .iter()
        .any(|r| r.op == rows.op.name() && r.implementation == "pytorch")
    {
        return Err(format!(
            "--csv: no pytorch rows of {} (written by benches/peers/pytorch_softmax.py)",
            rows.op.name()
        ));
    }
    // A backward's `cubemax` row is a whole autodiff pass; PyTorch's is its one backward kernel,
    // so only the kernel alone compares.
    let forward = !rows.op.is_backward();
    if forward {
        print_table_header(&[
            "dtype",
            "shape",
            "cubemax GB/s (x copy)",
            "PyTorch eager GB/s (x copy)",
            "cubemax over PyTorch eager",
            "cubemax kernel alone GB/s (x copy)",
            "PyTorch CUDA graph GB/s (x copy)",
            "kernel over PyTorch graph",
        ]);
    } else {
        print_table_header(&[
            "dtype",
            "shape",
            "cubemax kernel alone GB/s (x copy)",
            "PyTorch eager GB/s (x copy)",
            "PyTorch CUDA graph GB/s (x copy)",
            "kernel over PyTorch graph",
        ]);
    }
    for record in rows.cubemax_rows() {
        let (dtype, shape) = (&record.dtype, &record.shape);
        let kernel = rows.find("cubemax-kernel", dtype, shape);
        let eager = rows.find("pytorch", dtype, shape);
        let graph = rows.find("pytorch-graph", dtype, shape);
        let label = shape.replace('x', " x ");
        if forward {
            println!(
                "| {dtype} | {label} | {} | {} | {} | {} | {} | {} |",
                bandwidth_cell(Some(record)),
                bandwidth_cell(eager),
                speedup(Some(record), eager),
                bandwidth_cell(kernel),
                bandwidth_cell(graph),
                speedup(kernel, graph),
            );
        } else {
            println!(
                "| {dtype} | {label} | {} | {} | {} | {} |",
                bandwidth_cell(kernel),
                bandwidth_cell(eager),
                bandwidth_cell(graph),
                speedup(kernel, graph),
            );
        }
    }
    Ok(())
}

/// `cubemax-report plot`: GB/s against the row length for the shapes of `--rows` rows (32768, the
/// main grid's wide batch, by default), softmax forward, one panel per dtype, one line per
/// implementation, the copy as a line. Rows that failed their check are left out.
fn plot_command(args: &[String]) -> Result<(), String> {
    let (records, others) = read_csv_args(args)?;
    let mut out = None;
    let mut rows = 32768;
    for (flag, value) in others {
        match flag.as_str() {
            "--out" => out = Some(value),
            "--rows" => {
                rows = value
                    .parse()
                    .map_err(|_| format!("--rows: expected a positive integer, got {value:?}"))?;
            }
            other => return Err(format!("plot: unknown argument {other:?}\n{}", usage())),
        }
    }
    let out = out.ok_or("--out: expected the path of the SVG to write")?;
    let panels = plot_panels(&records, rows);
    if panels.is_empty() {
        return Err(format!(
            "--csv: no checked softmax rows with {rows} rows to plot (see --rows)"
        ));
    }
    let svg = render_svg(
        &panels,
        &format!("row length N (softmax over {rows} rows)"),
        "GB/s (read + write)",
    );
    std::fs::write(&out, svg).map_err(|e| format!("--out: cannot write {out}: {e}"))?;
    println!("wrote {out}");
    Ok(())
}

/// The panels of the plot: softmax forward over the `rows`-row shapes, per dtype.
fn plot_panels(records: &[Record], rows: usize) -> Vec<Panel> {
    let copies: Vec<f64> = records
        .iter()
        .filter(|r| r.op == "copy" && r.implementation == "copy")
        .map(|r| r.gbps)
        .collect();
    // Several CSVs (one per run) each carry their own copy; the plot shows the lowest, the
    // stricter bar.
    let reference = copies
        .iter()
        .copied()
        .reduce(f64::min)
        .map(|value| ReferenceLine {
            label: format!("device copy {value:.0} GB/s"),
            value,
        });
    let mut panels = Vec::new();
    for dtype in ["f32", "bf16", "f16"] {
        let mut series: Vec<Series> = Vec::new();
        for record in records.iter().filter(|r| {
            (r.op == "softmax" || r.implementation == SAME_BYTES_COPY)
                && r.dtype == dtype
                && r.rows == rows
                && r.check == "ok"
        }) {
            let point = (record.cols as f64, record.gbps);
            match series.iter_mut().find(|s| s.label == record.implementation) {
                Some(series) => series.points.push(point),
                None => series.push(Series {
                    label: record.implementation.clone(),
                    points: vec![point],
                }),
            }
        }
        for series in &mut series {
            series.points.sort_by(|a, b| a.0.total_cmp(&b.0));
        }
        if !series.is_empty() {
            panels.push(Panel {
                title: format!("softmax forward, {dtype}, {rows} rows"),
                series,
                reference: reference.as_ref().map(|r| ReferenceLine {
                    label: r.label.clone(),
                    value: r.value,
                }),
            });
        }
    }
    panels
}

/// Rotating input and output buffers of one shape for a kernel launched without Burn.
///
/// Inputs rotate through `MAX_ROTATED_INPUTS` so small shapes are read from HBM, and outputs rotate
/// with them: rewriting one small output call after call would let L2 absorb the writes, which a
/// caller allocating fresh outputs never sees.
struct RawBuffers {
    rows: usize,
    cols: usize,
    dtype: DType,
    inputs: Vec<Tensor<Bare, 2>>,
    outputs: Vec<Tensor<Bare, 2>>,
    input_primitives: Vec<burn_cubecl::tensor::CubeTensor<GpuRuntime>>,
    output_primitives: Vec<burn_cubecl::tensor::CubeTensor<GpuRuntime>>,
}

impl RawBuffers {
    /// `packed`: rows back to back (rank-1 buffers seen as `[rows, cols]`), as the seeds' kernels
    /// need; otherwise the rank-2 layout Burn gives (pitched rows on CUDA for some lengths).
    fn new(
        rows: usize,
        cols: usize,
        dtype: DType,
        bytes: usize,
        packed: bool,
        max_inputs: usize,
    ) -> Self {
        let device = backends::device();
        let distribution = Distribution::Normal(0.0, backends::INPUT_STD);
        let count = rotation(bytes, max_inputs);
        let inputs: Vec<Tensor<Bare, 2>> = (0..count)
            .map(|_| {
                if packed {
                    Tensor::<Bare, 1>::random([rows * cols], distribution, &device)
                        .reshape([rows, cols])
                } else {
                    Tensor::<Bare, 2>::random([rows, cols], distribution, &device)
                }
                .cast(dtype)
            })
            .collect();
        let outputs: Vec<Tensor<Bare, 2>> = (0..count)
            .map(|_| {
                if packed {
                    Tensor::<Bare, 1>::empty([rows * cols], &device).reshape([rows, cols])
                } else {
                    Tensor::<Bare, 2>::empty([rows, cols], &device)
                }
                .cast(dtype)
            })
            .collect();
        let primitives = |tensors: &[Tensor<Bare, 2>]| {
            tensors
                .iter()
                .map(|t| t.clone().into_primitive().tensor())
                .collect()
        };
        Self {
            rows,
            cols,
            dtype,
            input_primitives: primitives(&inputs),
            output_primitives: primitives(&outputs),
            inputs,
            outputs,
        }
    }

    /// The rows as cubemax's kernels see them, strides read from the buffers' layouts.
    fn problem(&self) -> RowProblem {
        RowProblem {
            input_rows: RowStarts::Strided(self.input_primitives[0].meta.strides()[0]),
            output_row_stride: self.output_primitives[0].meta.strides()[0],
            ..RowProblem::contiguous(self.rows, self.cols, self.dtype.into())
        }
    }
}

/// Units per cube and vectors per unit the sweep tries for every strategy.
const SWEEP_UNITS: [u32; 6] = [32, 64, 128, 256, 512, 1024];
/// Units per cube `--units` may ask for: whole planes of this many units, up to the largest of
/// [`SWEEP_UNITS`]. Counts that are not powers of two only cube-per-row takes: three cubes of
/// 384 units may share an H100 SM where two of 512 do.
const SWEEP_PLANE: u32 = 32;
const SWEEP_LOADS: [usize; 6] = [1, 2, 3, 4, 8, 16];
/// Chunks per row `--chunks` may ask of the sweep's cube-per-row plans.
const SWEEP_CHUNKS: [usize; 11] = [1, 2, 3, 4, 5, 6, 7, 8, 16, 32, 64];
/// Pages of shared memory the sweep tries for cube-per-row (the other strategies stage none).
const SWEEP_STAGED_PAGES: [usize; 6] = [0, 1, 2, 3, 5, 7];

/// Rows of the sweep's padding mask: a `[B, 1, 1, N]` mask over `[B, H, Q, N]` scores, as
/// `cubemax-report options` uses, with `B` of this.
const SWEEP_MASK_ROWS: usize = 4;

/// The sweep's `--mask`: a padding mask of [`SWEEP_MASK_ROWS`] rows, each broadcast over a run of
/// `rows / SWEEP_MASK_ROWS` consecutive rows (about half its elements masked out).
struct SweepMask {
    layout: MaskLayout,
    buffer: burn_cubecl::tensor::CubeTensor<GpuRuntime>,
    /// The mask's rows on the host, as floats (1 or 0 for a boolean mask), for the check.
    rows: Vec<Vec<f32>>,
}

impl SweepMask {
    fn new(kind: MaskKind, rows: usize, cols: usize, dtype: DType) -> Result<Self, String> {
        if !rows.is_multiple_of(SWEEP_MASK_ROWS) {
            return Err(format!(
                "sweep --mask: expected rows that divide into {SWEEP_MASK_ROWS} mask rows, got \
                 {rows}"
            ));
        }
        let device = backends::device();
        let values = Tensor::<Bare, 2>::random(
            [SWEEP_MASK_ROWS, cols],
            Distribution::Uniform(-1.0, 0.0),
            &device,
        );
        let mask_rows: Vec<usize> = (0..SWEEP_MASK_ROWS).collect();
        let (buffer, host) = match kind {
            MaskKind::Boolean => {
                let marked = values.lower_elem(-0.5);
                let host = read_rows(marked.clone().float(), &mask_rows);
                (marked.into_primitive(), host)
            }
            _ => {
                let values = values.cast(dtype);
                let host = read_rows(values.clone(), &mask_rows);
                (values.into_primitive().tensor(), host)
            }
        };
        let layout = MaskLayout {
            kind,
            dtype: buffer.dtype.into(),
            terms: [
                OffsetTerm {
                    div: rows / SWEEP_MASK_ROWS,
                    len: SWEEP_MASK_ROWS,
                    stride: buffer.meta.strides()[0],
                },
                OffsetTerm::UNUSED,
                OffsetTerm::UNUSED,
            ],
        };
        Ok(Self {
            layout,
            buffer,
            rows: host,
        })
    }

    /// The scores of row `row` of the input, `x` (what the plain softmax's reference takes).
    fn scores(&self, row: usize, rows: usize, x: &[f32]) -> Vec<f32> {
        let mask = &self.rows[row / (rows / SWEEP_MASK_ROWS)];
        x.iter()
            .zip(mask)
            .map(|(&x, &m)| masked_score(self.layout.kind, x, m))
            .collect()
    }
}

/// A score `x` under a mask element `m` of `kind` (a boolean mask's read as 1 or 0).
fn masked_score(kind: MaskKind, x: f32, m: f32) -> f32 {
    match kind {
        MaskKind::Boolean if m != 0.0 => f32::NEG_INFINITY,
        MaskKind::Boolean => x,
        _ => x + m,
    }
}

/// The mask of the `columns` command: `[L, I]`, broadcast over `O`, as an attention bias
/// `[1, 1, N, N]` is against scores `[B, H, N, N]` along the queries. Additive values are uniform
/// in [-1, 0] in the input's dtype; a boolean mask marks where such a value is under -0.5.
struct ColumnSweepMask {
    layout: ColumnMaskLayout,
    buffer: burn_cubecl::tensor::CubeTensor<GpuRuntime>,
    inner: usize,
    /// The mask on the host, as floats (1 or 0 for a boolean mask), row-major `[L, I]`.
    host: Vec<f32>,
}

impl ColumnSweepMask {
    fn new(kind: MaskKind, len: usize, inner: usize, dtype: DType) -> Self {
        let values = Tensor::<Bare, 2>::random(
            [len, inner],
            Distribution::Uniform(-1.0, 0.0),
            &backends::device(),
        );
        let (buffer, host) = match kind {
            MaskKind::Boolean => {
                let marked = values.lower_elem(-0.5);
                let host = marked.clone().float().into_data();
                (marked.into_primitive(), host)
            }
            _ => {
                let values = values.cast(dtype);
                let host = values.clone().cast(DType::F32).into_data();
                (values.into_primitive().tensor(), host)
            }
        };
        let layout = ColumnMaskLayout {
            kind,
            dtype: buffer.dtype.into(),
            terms: [OffsetTerm::UNUSED; OFFSET_TERMS],
            len_stride: inner,
            broadcast_inner: false,
        };
        Self {
            layout,
            buffer,
            inner,
            host: host.to_vec::<f32>().expect("f32 data"),
        }
    }

    /// The scores of column `i` (of any outer index) whose input is `x`.
    fn scores(&self, i: usize, x: &[f32]) -> Vec<f32> {
        x.iter()
            .enumerate()
            .map(|(l, &x)| masked_score(self.layout.kind, x, self.host[l * self.inner + i]))
            .collect()
    }
}

/// `cubemax-report sweep`: cubemax's raw kernel on every (strategy, units per cube, loads per
/// unit, staged pages) the planner accepts for each shape, with a copy of the same bytes as the
/// yardstick. The ops are the forward softmax unless `--op` names others (a backward op sweeps
/// the backward's plans, on a `y` the planner's forward wrote); with `--mask`, the forward fuses
/// a padding mask ([`SweepMask`]). This is the data the planner's thresholds are chosen from.
fn sweep_command(options: &Options) -> Result<(), String> {
    if options.shapes.is_empty() {
        return Err(format!("sweep: expected at least one --shape\n{}", usage()));
    }
    let client = client();
    println!(
        "device: {}, plane size {}",
        device_name(if cfg!(feature = "cuda") {
            DeviceKind::Cuda
        } else {
            DeviceKind::Vulkan
        })
        .unwrap_or_else(|| "unknown".into()),
        client.properties().hardware.plane_size_max
    );
    let dtypes = if options.dtypes.is_empty() {
        vec![DType::F32]
    } else {
        options.dtypes.clone()
    };
    let ops = if options.ops.is_empty() {
        vec![Op::Softmax]
    } else {
        options.ops.clone()
    };
    if options.mask.is_some() && ops.iter().any(|op| op.is_backward()) {
        return Err("sweep: --mask applies to the forward ops only".into());
    }
    for &dtype in &dtypes {
        for shape in &options.shapes {
            for &op in &ops {
                if op.is_backward() {
                    sweep_backward(options, op, shape, dtype)?;
                } else {
                    sweep_forward(options, op, shape, dtype)?;
                }
            }
        }
    }
    Ok(())
}

/// The sweep's timing: the report's batch pairs, fewer of them (a sweep times dozens of plans
/// of one shape).
fn sweep_method() -> Method {
    Method {
        samples: 7,
        min_sampling: Duration::from_millis(150),
        ..Method::report()
    }
}

/// The requests the sweep tries: the planner's own first, then every strategy, units per cube
/// and loads per unit asked for (all when not), and for cube-per-row every count of staged
/// pages (`--staged`; [`SWEEP_STAGED_PAGES`] when not) and of the chunks asked for (whole rows
/// when not), each on the planner's grid or on every bound of it asked for (`--max-cubes`), and
/// with every kept-exps and page-loops switch asked for (`--kept-exps`, `--page-loops`; the
/// planner's choice when not). Plans the planner refuses (more pages than a cube stages) are
/// skipped.
fn sweep_requests(options: &Options, kind: SoftmaxKind) -> Vec<LaunchRequest> {
    let strategies = if options.strategies.is_empty() {
        vec![
            Strategy::PlanePerRow,
            Strategy::CubePerRow,
            Strategy::SplitRow,
        ]
    } else {
        options.strategies.clone()
    };
    let units = if options.units.is_empty() {
        &SWEEP_UNITS[..]
    } else {
        &options.units[..]
    };
    let loads = if options.loads.is_empty() {
        &SWEEP_LOADS[..]
    } else {
        &options.loads[..]
    };
    let chunks = if options.chunks.is_empty() {
        &[1][..]
    } else {
        &options.chunks[..]
    };
    let mut requests = vec![LaunchRequest {
        hold_mask: options.hold_mask,
        ..LaunchRequest::new(kind)
    }];
    // Every combination of the kernel switches asked for, each left to the planner when not.
    let mut switches = Vec::new();
    for &kept_exps in &asked_or_planner(&options.kept_exps) {
        for &pages_in_loops in &asked_or_planner(&options.page_loops) {
            for &max_cubes in &asked_or_planner(&options.max_cubes) {
                switches.push((kept_exps, pages_in_loops, max_cubes));
            }
        }
    }
    let staged = if options.staged.is_empty() {
        &SWEEP_STAGED_PAGES[..]
    } else {
        &options.staged[..]
    };
    for strategy in strategies {
        let (pages, chunks) = match strategy {
            Strategy::CubePerRow => (staged, chunks),
            _ => (&SWEEP_STAGED_PAGES[..1], &[1][..]),
        };
        for &units in units {
            for &loads in loads {
                for &pages in pages {
                    for &chunks in chunks {
                        for &(kept_exps, pages_in_loops, max_cubes) in &switches {
                            requests.push(LaunchRequest {
                                units_per_cube: Some(units),
                                loads_per_unit: Some(loads),
                                staged_pages: Some(pages),
                                chunks_per_row: Some(chunks),
                                hold_mask: options.hold_mask,
                                kept_exps,
                                pages_in_loops,
                                max_cubes,
                                ..LaunchRequest::new(kind).forced(strategy, MergePath::Plane)
                            });
                        }
                    }
                }
            }
        }
    }
    requests
}

/// Each value `asked` for, or the planner's choice alone (`None`) when none was.
fn asked_or_planner<T: Copy>(asked: &[T]) -> Vec<Option<T>> {
    if asked.is_empty() {
        vec![None]
    } else {
        asked.iter().copied().map(Some).collect()
    }
}

/// Staged pages that leave the registers' page empty only waste shared memory (the same plan
/// with fewer pages holds the row, or its chunk): the sweep skips such plans.
fn wastes_pages(plan: &LaunchPlan, cols: usize) -> bool {
    let page = plan.loads_per_unit * plan.units_per_cube as usize;
    plan.staged_pages * page * plan.vector_size >= cols.div_ceil(plan.chunks)
}

/// Prints one line of the sweep: a plan's time per call against the copy of the same bytes,
/// marked `planner` when it is the planner's own choice (the sweep's first line).
fn print_sweep_line(
    timing: &Timing,
    bytes: usize,
    copy_gbps: f64,
    check: &Check,
    plan: &dyn core::fmt::Display,
    planner: bool,
) {
    let gbps = gigabytes_per_second(bytes, timing.per_call);
    println!(
        "  {:>9.1} us {gbps:>7.0} GB/s {:>5.2}x copy  {}  {}{plan}",
        timing.per_call.as_secs_f64() * 1e6,
        gbps / copy_gbps,
        if check.passed { "ok  " } else { "FAIL" },
        if planner { "planner: " } else { "" },
    );
}

/// Times a copy of `bytes_per_direction` bytes and prints the sweep's header for one shape.
fn sweep_header(what: &str, bytes_per_direction: usize, inputs: usize, method: &Method) -> f64 {
    let (copy, copy_bytes) = time_copy_of(&client(), bytes_per_direction, inputs, method);
    let copy_gbps = gigabytes_per_second(copy_bytes, copy.per_call);
    println!(
        "\n{what}: copy of the same bytes {:.1} us, {copy_gbps:.0} GB/s",
        copy.per_call.as_secs_f64() * 1e6
    );
    copy_gbps
}

/// Vectors per unit the `columns` command holds columns in, its cube sizes, and the vectors per
/// unit it may stage in shared memory besides.
const COLUMN_SWEEP_HELD: [usize; 5] = [1, 2, 4, 8, 16];
const COLUMN_SWEEP_UNITS: [u32; 3] = [256, 512, 1024];
const COLUMN_SWEEP_STAGED: [usize; 9] = [0, 1, 2, 3, 4, 6, 8, 12, 16];
/// Segments per column the `columns` command may stream columns in.
const COLUMN_SWEEP_SEGMENTS: [usize; 9] = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/// Columns of each sampled `outer` index the `columns` command checks.
const CHECKED_COLUMNS: usize = 3;

/// `cubemax-report columns`: the column strategy's kernel alone (a softmax along `L` of a
/// contiguous `[O, L, I]`, as a non-last axis of a tensor is read), the planner's plan first,
/// then columns streamed twice, then held in each count of vectors (`--loads`), cube size
/// (`--units`) and staged vectors (`--staged`) asked for (all of [`COLUMN_SWEEP_HELD`] and
/// [`COLUMN_SWEEP_UNITS`], and none staged, when not), each against a copy of the same bytes and
/// checked on sampled columns against the f64 reference. With `--mask`, every call fuses a mask
/// `[L, I]` broadcast over `O` (an attention bias, or a boolean mask, [`ColumnSweepMask`]). A
/// backward op times the column backward instead ([`columns_backward`]).
fn columns_command(options: &Options) -> Result<(), String> {
    if options.shapes.is_empty() || options.shapes.iter().any(|shape| shape.dims.len() != 3) {
        return Err(format!(
            "columns: expected at least one --shape of rank 3, OxLxI\n{}",
            usage()
        ));
    }
    let client = client();
    let method = sweep_method();
    let dtypes = if options.dtypes.is_empty() {
        vec![DType::F32]
    } else {
        options.dtypes.clone()
    };
    let ops = if options.ops.is_empty() {
        vec![Op::Softmax]
    } else {
        options.ops.clone()
    };
    let held = if options.loads.is_empty() {
        COLUMN_SWEEP_HELD.to_vec()
    } else {
        options.loads.clone()
    };
    let units = if options.units.is_empty() {
        COLUMN_SWEEP_UNITS.to_vec()
    } else {
        options.units.clone()
    };
    let staged = if options.staged.is_empty() {
        vec![0]
    } else {
        options.staged.clone()
    };
    for &dtype in &dtypes {
        for shape in &options.shapes {
            let [outer, len, inner] = [shape.dims[0], shape.dims[1], shape.dims[2]];
            let elements = shape.elements();
            let bytes = 2 * elements * dtype.size();
            let buffers =
                RawBuffers::new(outer * len, inner, dtype, bytes, true, MAX_ROTATED_INPUTS);
            let mask = options
                .mask
                .map(|kind| ColumnSweepMask::new(kind, len, inner, dtype));
            let problem = ColumnProblem {
                mask: mask.as_ref().map(|mask| mask.layout),
                ..ColumnProblem::contiguous(outer, len, inner, dtype.into())
            };
            let sampled = SampledColumns::new(outer, len, inner);
            let columns_of = |tensor: &Tensor<Bare, 2>| sampled.read(tensor);
            let x = columns_of(&buffers.inputs[0]);
            // The scores the reference takes: `x` with the mask of each sampled column applied.
            let scores: Vec<Vec<f32>> = match &mask {
                Some(mask) => sampled
                    .outer
                    .iter()
                    .flat_map(|_| sampled.inner.iter())
                    .zip(&x)
                    .map(|(&i, column)| mask.scores(i, column))
                    .collect(),
                None => x.clone(),
            };
            for &op in &ops {
                if op.is_backward() {
                    if options.mask.is_some() {
                        return Err("columns: the backward takes no --mask".into());
                    }
                    let grid = ColumnGrid {
                        held: &held,
                        units: &units,
                        staged: &staged,
                        segments: &options.segments,
                        groups: &options.groups,
                    };
                    columns_backward(op, [outer, len, inner], dtype, &grid);
                    continue;
                }
                let kind = op.softmax_kind();
                let copy_gbps = sweep_header(
                    &format!(
                        "{} {} along L of {} (O x L x I){}",
                        op.name(),
                        dtype_name(dtype),
                        shape.label(),
                        match options.mask {
                            Some(MaskKind::Additive) => " + additive mask [L, I]",
                            Some(_) => " + boolean mask [L, I]",
                            None => "",
                        }
                    ),
                    elements * dtype.size(),
                    buffers.input_primitives.len(),
                    &method,
                );
                let requests = ColumnGrid {
                    held: &held,
                    units: &units,
                    staged: &staged,
                    segments: &options.segments,
                    groups: &options.groups,
                }
                .requests(kind);
                let mut timed = Vec::new();
                for (index, request) in requests.iter().enumerate() {
                    let Ok(plan) = plan_columns(&client, &problem, request) else {
                        continue;
                    };
                    if index > 0 && timed.contains(&plan) {
                        continue;
                    }
                    timed.push(plan);
                    let launch = |call: usize| {
                        let count = buffers.input_primitives.len();
                        launch_fused_softmax_columns(
                            &client,
                            buffers.input_primitives[call % count].handle.clone(),
                            mask.as_ref().map(|mask| mask.buffer.handle.clone()),
                            buffers.output_primitives[call % count].handle.clone(),
                            &problem,
                            request,
                        )
                        .expect("cubemax column launch")
                    };
                    let timing = measure::time_throughput(&method, launch, sync);
                    launch(0);
                    let check = check_against_reference(
                        op,
                        dtype,
                        &scores,
                        None,
                        &columns_of(&buffers.outputs[0]),
                    );
                    print_sweep_line(&timing, bytes, copy_gbps, &check, &plan, index == 0);
                }
            }
        }
    }
    Ok(())
}

/// The plans the `columns` command times besides the planner's: columns streamed twice (in the
/// planner's segments, then in each count of the grid's, then in each count of groups of the
/// planner's segments and of each of the grid's), then held in each count of vectors, cube size
/// and staged vectors of the grid.
struct ColumnGrid<'a> {
    held: &'a [usize],
    units: &'a [u32],
    staged: &'a [usize],
    segments: &'a [usize],
    groups: &'a [usize],
}

impl ColumnGrid<'_> {
    /// The planner's request first, then streamed, then the grid's held requests.
    fn requests(&self, kind: SoftmaxKind) -> Vec<ColumnRequest> {
        let mut requests = vec![
            ColumnRequest::new(kind),
            ColumnRequest {
                held: Some(false),
                ..ColumnRequest::new(kind)
            },
        ];
        for &segments in self.segments {
            requests.push(ColumnRequest {
                segments: Some(segments),
                ..ColumnRequest::new(kind)
            });
        }
        for &len_groups in self.groups {
            let grid_segments = self.segments.iter().map(|&segments| Some(segments));
            for segments in core::iter::once(None).chain(grid_segments) {
                requests.push(ColumnRequest {
                    held: Some(false),
                    segments,
                    len_groups: Some(len_groups),
                    ..ColumnRequest::new(kind)
                });
            }
        }
        for &held_vectors in self.held {
            for &units in self.units {
                for &staged_vectors in self.staged {
                    requests.push(ColumnRequest {
                        held: Some(true),
                        held_vectors: Some(held_vectors),
                        staged_vectors: Some(staged_vectors),
                        units_per_cube: Some(units),
                        ..ColumnRequest::new(kind)
                    });
                }
            }
        }
        requests
    }
}

/// The columns the `columns` command checks, as rows of `len`: a few `inner` indices of a few
/// `outer` ones of an `[O, L, I]` stored as `[O * L, I]`.
struct SampledColumns {
    outer: Vec<usize>,
    inner: Vec<usize>,
    len: usize,
}

impl SampledColumns {
    fn new(outer: usize, len: usize, inner: usize) -> Self {
        Self {
            outer: oracle::sampled_rows(outer, 2),
            inner: oracle::sampled_rows(inner, CHECKED_COLUMNS),
            len,
        }
    }

    /// The sampled columns of `tensor`, outer index by outer index.
    fn read(&self, tensor: &Tensor<Bare, 2>) -> Vec<Vec<f32>> {
        let mut columns = Vec::new();
        for &o in &self.outer {
            let rows = read_rows(
                tensor.clone(),
                &(o * self.len..(o + 1) * self.len).collect::<Vec<_>>(),
            );
            for &i in &self.inner {
                columns.push(rows.iter().map(|row| row[i]).collect());
            }
        }
        columns
    }
}

/// `cubemax-report columns --op softmax_backward` (or `log_softmax_backward`): the column
/// backward's kernel alone on `[O, L, I]` along `L`, `y` the forward of random inputs and `dy`
/// random: the planner's plan, columns streamed twice, the held plans of `grid`, and then the
/// axis moved last as `CubeBackend` ran a backward it could not hold before the streamed column
/// backward (`y` and `dy` each copied with `L` last, then the row backward), each against a copy
/// of the same bytes and checked on sampled columns against the f64 reference.
fn columns_backward(op: Op, [outer, len, inner]: [usize; 3], dtype: DType, grid: &ColumnGrid) {
    let client = client();
    let method = sweep_method();
    let kind = op.softmax_kind();
    let bytes = op.passes() * outer * len * inner * dtype.size();
    // `x` with `y` its forward, `dy` with `dx`.
    let forward = RawBuffers::new(outer * len, inner, dtype, bytes, true, MAX_ROTATED_INPUTS);
    let gradient = RawBuffers::new(outer * len, inner, dtype, bytes, true, MAX_ROTATED_INPUTS);
    let count = forward.input_primitives.len();
    let problem = ColumnProblem::contiguous(outer, len, inner, dtype.into());
    for (x, y) in forward
        .input_primitives
        .iter()
        .zip(&forward.output_primitives)
    {
        launch_softmax_columns(
            &client,
            x.handle.clone(),
            y.handle.clone(),
            &problem,
            &ColumnRequest::new(kind),
        )
        .expect("cubemax column launch");
    }
    let sampled = SampledColumns::new(outer, len, inner);
    let x = sampled.read(&forward.inputs[0]);
    let dy = sampled.read(&gradient.inputs[0]);
    let copy_gbps = sweep_header(
        &format!(
            "{} {} along L of {}x{len}x{inner} (O x L x I)",
            op.name(),
            dtype_name(dtype),
            outer
        ),
        bytes / 2,
        count,
        &method,
    );
    let mut timed = Vec::new();
    for (index, request) in grid.requests(kind).iter().enumerate() {
        let Ok(plan) = plan_backward_columns(&client, &problem, request) else {
            continue;
        };
        if index > 0 && timed.contains(&plan) {
            continue;
        }
        timed.push(plan);
        let launch = |call: usize| {
            launch_softmax_backward_columns(
                &client,
                forward.output_primitives[call % count].handle.clone(),
                gradient.input_primitives[call % count].handle.clone(),
                gradient.output_primitives[call % count].handle.clone(),
                &problem,
                request,
            )
            .expect("cubemax column backward launch")
        };
        let timing = measure::time_throughput(&method, launch, sync);
        launch(0);
        let check = check_against_reference(
            op,
            dtype,
            &x,
            Some(&dy),
            &sampled.read(&gradient.outputs[0]),
        );
        print_sweep_line(&timing, bytes, copy_gbps, &check, &plan, index == 0);
    }

    // The axis moved last: rows `(o, i)` of `L` elements, `dx` written as such rows.
    let moved_last = |tensor: &Tensor<Bare, 2>| {
        burn_cubecl::kernel::into_contiguous(
            tensor
                .clone()
                .reshape([outer, len, inner])
                .swap_dims(1, 2)
                .into_primitive()
                .tensor(),
        )
    };
    let rows = outer * inner;
    let dxs: Vec<Tensor<Bare, 2>> = (0..count)
        .map(|_| Tensor::<Bare, 2>::empty([rows, len], &backends::device()).cast(dtype))
        .collect();
    let row_stride = |tensor: &burn_cubecl::tensor::CubeTensor<GpuRuntime>| {
        let strides = tensor.meta.strides();
        strides[strides.len() - 2]
    };
    let launch = |call: usize| {
        let index = call % count;
        let (y, dy) = (
            moved_last(&forward.outputs[index]),
            moved_last(&gradient.inputs[index]),
        );
        let dx = dxs[index].clone().into_primitive().tensor();
        let problem = BackwardProblem {
            y_rows: RowStarts::Strided(row_stride(&y)),
            dy_rows: RowStarts::Strided(row_stride(&dy)),
            dx_row_stride: row_stride(&dx),
            ..BackwardProblem::contiguous(rows, len, dtype.into())
        };
        let plan = plan_backward(&client, &problem, &LaunchRequest::new(kind))
            .expect("cubemax backward plan");
        launch_softmax_backward(&client, y.handle, dy.handle, dx.handle, &problem, &plan)
            .expect("cubemax backward launch")
    };
    let timing = measure::time_throughput(&method, launch, sync);
    launch(0);
    let dx_rows: Vec<usize> = sampled
        .outer
        .iter()
        .flat_map(|&o| sampled.inner.iter().map(move |&i| o * inner + i))
        .collect();
    let check = check_against_reference(
        op,
        dtype,
        &x,
        Some(&dy),
        &read_rows(dxs[0].clone(), &dx_rows),
    );
    print_sweep_line(
        &timing,
        bytes,
        copy_gbps,
        &check,
        &"moved last: y and dy copied with L last, then the row backward",
        false,
    );
}

/// The forward sweep of one op on one shape (see [`sweep_command`]).
fn sweep_forward(options: &Options, op: Op, shape: &Shape, dtype: DType) -> Result<(), String> {
    let client = client();
    let method = sweep_method();
    let (rows, cols) = (shape.rows(), shape.cols());
    let bytes = 2 * shape.elements() * dtype.size();
    let buffers = RawBuffers::new(rows, cols, dtype, bytes, false, MAX_ROTATED_INPUTS);
    let (handles, output_handles) = (&buffers.input_primitives, &buffers.output_primitives);
    let mask = options
        .mask
        .map(|kind| SweepMask::new(kind, rows, cols, dtype))
        .transpose()?;
    let problem = RowProblem {
        fused: FusedScores {
            mask: mask.as_ref().map(|mask| mask.layout),
            ..FusedScores::NONE
        },
        ..buffers.problem()
    };
    let copy_gbps = sweep_header(
        &format!(
            "{} {} {}{}",
            op.name(),
            dtype_name(dtype),
            shape.label(),
            match options.mask {
                Some(kind) => format!(" with a {kind:?} mask of {SWEEP_MASK_ROWS} rows"),
                None => String::new(),
            }
        ),
        shape.elements() * dtype.size(),
        handles.len(),
        &method,
    );
    let sampled = oracle::sampled_rows(rows, 2);
    let x = read_rows(buffers.inputs[0].clone(), &sampled);
    let scores: Vec<Vec<f32>> = match &mask {
        Some(mask) => sampled
            .iter()
            .zip(&x)
            .map(|(&row, x)| mask.scores(row, rows, x))
            .collect(),
        None => x,
    };
    for (index, request) in sweep_requests(options, op.softmax_kind())
        .iter()
        .enumerate()
    {
        let Ok(plan) = plan_launch(&client, &problem, request) else {
            continue;
        };
        if index > 0 && wastes_pages(&plan, cols) {
            continue;
        }
        let launch = |index: usize| {
            launch_fused_softmax(
                &client,
                handles[index % handles.len()].handle.clone(),
                mask.as_ref().map(|mask| mask.buffer.handle.clone()),
                output_handles[index % output_handles.len()].handle.clone(),
                &problem,
                &plan,
            )
            .expect("cubemax launch")
        };
        let timing = measure::time_throughput(&method, launch, sync);
        launch(0);
        let y = read_rows(buffers.outputs[0].clone(), &sampled);
        let check = check_against_reference(op, dtype, &scores, None, &y);
        print_sweep_line(&timing, bytes, copy_gbps, &check, &plan, index == 0);
    }
    Ok(())
}

/// The backward sweep of one op on one shape: `y` written once by the planner's forward, then
/// every backward plan (see [`sweep_command`]); bytes counted as `y` and `dy` read, `dx` written.
fn sweep_backward(options: &Options, op: Op, shape: &Shape, dtype: DType) -> Result<(), String> {
    let client = client();
    let method = sweep_method();
    let bytes = op.passes() * shape.elements() * dtype.size();
    let buffers = BackwardBuffers::new(shape, dtype, op.softmax_kind(), bytes);
    let copy_gbps = sweep_header(
        &format!("{} {} {}", op.name(), dtype_name(dtype), shape.label()),
        bytes / 2,
        buffers.count(),
        &method,
    );
    let sampled = oracle::sampled_rows(shape.rows(), 2);
    let inputs = buffers.sampled_inputs(&sampled);
    for (index, request) in sweep_requests(options, op.softmax_kind())
        .iter()
        .enumerate()
    {
        let Ok(plan) = plan_backward(&client, &buffers.problem, request) else {
            continue;
        };
        if index > 0 && wastes_pages(&plan, shape.cols()) {
            continue;
        }
        let launch = |index: usize| buffers.launch(index, &plan);
        let timing = measure::time_throughput(&method, launch, sync);
        launch(0);
        let check = buffers.check(op, &sampled, &inputs);
        print_sweep_line(&timing, bytes, copy_gbps, &check, &plan, index == 0);
    }
    Ok(())
}

/// Raw buffers for the backward kernel: rotating `y` (the planner's forward of random inputs),
/// random `dy` and rotating `dx`, and the problem they make.
struct BackwardBuffers {
    client: cubecl::client::ComputeClient<GpuRuntime>,
    /// Inputs `x` with outputs `y`.
    forward: RawBuffers,
    /// Inputs `dy` with outputs `dx`.
    gradient: RawBuffers,
    problem: BackwardProblem,
}

impl BackwardBuffers {
    /// Buffers enough to rotate through `bytes` per call (see `measure::rotation`), `y` written
    /// by the planner's forward of `kind`.
    fn new(shape: &Shape, dtype: DType, kind: SoftmaxKind, bytes: usize) -> Self {
        let client = client();
        let (rows, cols) = (shape.rows(), shape.cols());
        let forward = RawBuffers::new(rows, cols, dtype, bytes, false, MAX_ROTATED_INPUTS);
        let gradient = RawBuffers::new(rows, cols, dtype, bytes, false, MAX_ROTATED_INPUTS);
        let forward_problem = forward.problem();
        let forward_plan = plan_launch(&client, &forward_problem, &LaunchRequest::new(kind))
            .expect("cubemax plan");
        for (x, y) in forward
            .input_primitives
            .iter()
            .zip(&forward.output_primitives)
        {
            launch_softmax(
                &client,
                x.handle.clone(),
                y.handle.clone(),
                &forward_problem,
                &forward_plan,
            )
            .expect("cubemax launch");
        }
        let stride =
            |tensors: &[burn_cubecl::tensor::CubeTensor<GpuRuntime>]| tensors[0].meta.strides()[0];
        let problem = BackwardProblem {
            y_rows: RowStarts::Strided(stride(&forward.output_primitives)),
            dy_rows: RowStarts::Strided(stride(&gradient.input_primitives)),
            dx_row_stride: stride(&gradient.output_primitives),
            ..BackwardProblem::contiguous(rows, cols, dtype.into())
        };
        Self {
            client,
            forward,
            gradient,
            problem,
        }
    }

    /// Sets of buffers rotated through.
    fn count(&self) -> usize {
        self.forward.output_primitives.len()
    }

    /// Launches `plan` on set `index` (modulo the count).
    fn launch(&self, index: usize, plan: &LaunchPlan) {
        let index = index % self.count();
        launch_softmax_backward(
            &self.client,
            self.forward.output_primitives[index].handle.clone(),
            self.gradient.input_primitives[index].handle.clone(),
            self.gradient.output_primitives[index].handle.clone(),
            &self.problem,
            plan,
        )
        .expect("cubemax backward launch")
    }

    /// Rows `sampled` of the first set's `x` and `dy`, read once for every check.
    fn sampled_inputs(&self, sampled: &[usize]) -> [Vec<Vec<f32>>; 2] {
        [
            read_rows(self.forward.inputs[0].clone(), sampled),
            read_rows(self.gradient.inputs[0].clone(), sampled),
        ]
    }

    /// Checks rows `sampled` of the first set's `dx` (after a launch on set 0) against the
    /// reference of `op`, from `inputs` as [`BackwardBuffers::sampled_inputs`] read them.
    fn check(&self, op: Op, sampled: &[usize], [x, dy]: &[Vec<Vec<f32>>; 2]) -> Check {
        let dx = read_rows(self.gradient.outputs[0].clone(), sampled);
        check_against_reference(op, self.forward.dtype, x, Some(dy), &dx)
    }
}

/// Calls per batch of the `host` subcommand: a short batch, as the report's grid uses for
/// calls near a millisecond, and a long one, as a model's step between two syncs.
const HOST_BATCH_CALLS: [usize; 2] = [8, 64];
/// Batches of the `host` subcommand; the median is kept.
const HOST_BATCHES: usize = 15;
/// Most inputs the `host` subcommand rotates: enough to keep the large shapes out of L2, few
/// enough that tiny shapes do not fill the allocator with thousands of live buffers.
const HOST_MAX_INPUTS: usize = 4;

/// Outputs the `host` subcommand keeps alive in its "kept" way: each is dropped that many calls
/// after it was made, as a model drops activations, where the other ways drop each at once.
const HOST_KEPT_OUTPUTS: usize = 8;

/// What one call costs the calling thread and the device, for one way of running f32 softmax.
struct HostCost {
    /// Caller-thread time per call while each batch of [`HOST_BATCH_CALLS`] is issued, before
    /// its sync. A batch that submits more tasks than the device thread's queue holds (32 on
    /// cubecl-common 0.10's channel, each call submitting one or more) waits for the device
    /// thread to take them, so the long batch's figure can include that thread's work; the
    /// short one's is the caller's own.
    issues: [Duration; 2],
    /// Per call, each batch of [`HOST_BATCH_CALLS`] issued and then waited for.
    totals: [Duration; 2],
}

impl HostCost {
    /// What the calls of the long batch cost beyond those of the short one, per call: the
    /// steady-state cost, without what a batch pays once (its closing sync).
    fn steady(&self) -> Duration {
        let [short, long] = self.totals;
        let [short_calls, long_calls] = HOST_BATCH_CALLS.map(|calls| calls as u32);
        (long * long_calls).saturating_sub(short * short_calls) / (long_calls - short_calls)
    }
}

/// Times `call` in batches: the time to issue a batch and the time until the device has finished
/// it, per call; medians over [`HOST_BATCHES`] batches of each length.
fn host_cost(mut call: impl FnMut(usize)) -> HostCost {
    let mut index = 0;
    for _ in 0..4 {
        call(index);
        index += 1;
    }
    sync();
    // (issue, total) medians of each batch length.
    let medians = HOST_BATCH_CALLS.map(|calls| {
        let (mut issued, mut totals) = (Vec::new(), Vec::new());
        for _ in 0..HOST_BATCHES {
            let start = std::time::Instant::now();
            for _ in 0..calls {
                call(index);
                index += 1;
            }
            issued.push(start.elapsed() / calls as u32);
            sync();
            totals.push(start.elapsed() / calls as u32);
        }
        (measure::median(issued), measure::median(totals))
    });
    HostCost {
        issues: medians.map(|(issue, _)| issue),
        totals: medians.map(|(_, total)| total),
    }
}

/// `cubemax-report host`: where the time of one softmax call goes outside the kernel. Each
/// shape is run several ways, from the bare kernel launch up to `cubemax::softmax` on the fused
/// Burn backend, beside a copy kernel and one Burn elementwise op (the floor of a Burn call).
fn host_command(options: &Options) -> Result<(), String> {
    let shapes = if options.shapes.is_empty() {
        ["1x7", "32768x256", "4096x4096"]
            .iter()
            .map(|label| Shape::parse(label).expect("a valid label"))
            .collect()
    } else {
        options.shapes.clone()
    };
    let client = client();
    println!(
        "host cost per call, f32 softmax (issue: the caller thread alone, over {long} calls, \
         and over {short} in brackets, fewer than the device thread's queue holds; batch of N: \
         N calls issued, then a sync, per call; steady: the long batch's calls beyond the short \
         one's, per call)",
        long = HOST_BATCH_CALLS[1],
        short = HOST_BATCH_CALLS[0],
    );
    for shape in &shapes {
        let (rows, cols) = (shape.rows(), shape.cols());
        let bytes = 2 * shape.elements() * 4;
        let buffers = RawBuffers::new(rows, cols, DType::F32, bytes, false, HOST_MAX_INPUTS);
        let (inputs, outputs) = (&buffers.input_primitives, &buffers.output_primitives);
        let problem = buffers.problem();
        let request = LaunchRequest::new(SoftmaxKind::Softmax);
        let plan = plan_launch(&client, &problem, &request).expect("cubemax plan");
        let bare: Vec<Tensor<Bare, 2>> = buffers.inputs.clone();
        let fused: Vec<Tensor<Fused, 2>> = (0..bare.len())
            .map(|_| random_input([rows, cols], DType::F32))
            .collect();
        let output_bytes = rows * outputs[0].meta.strides()[0] * 4;
        let copy_sources: Vec<_> = (0..inputs.len())
            .map(|_| client.empty(output_bytes))
            .collect();
        let copy_destination = client.empty(output_bytes);
        let pick = |index: usize| index % inputs.len();
        let mut kept_outputs: Vec<Option<Tensor<Fused, 2>>> =
            (0..HOST_KEPT_OUTPUTS).map(|_| None).collect();

        let ways: Vec<(&str, HostCost)> = vec![
            (
                "copy kernel (same bytes)",
                host_cost(|i| {
                    launch_copy(
                        &client,
                        &copy_sources[pick(i)],
                        &copy_destination,
                        output_bytes,
                        SIZED_COPY_VECTORS_PER_UNIT,
                    )
                }),
            ),
            (
                "kernel, planned once",
                host_cost(|i| {
                    launch_softmax(
                        &client,
                        inputs[pick(i)].handle.clone(),
                        outputs[pick(i)].handle.clone(),
                        &problem,
                        &plan,
                    )
                    .expect("cubemax launch")
                }),
            ),
            (
                "kernel, planned per call",
                host_cost(|i| {
                    let plan = plan_launch(&client, &problem, &request).expect("cubemax plan");
                    launch_softmax(
                        &client,
                        inputs[pick(i)].handle.clone(),
                        outputs[pick(i)].handle.clone(),
                        &problem,
                        &plan,
                    )
                    .expect("cubemax launch")
                }),
            ),
            (
                "kernel + fresh output",
                host_cost(|i| {
                    let output = client.empty(output_bytes);
                    launch_softmax(
                        &client,
                        inputs[pick(i)].handle.clone(),
                        output,
                        &problem,
                        &plan,
                    )
                    .expect("cubemax launch")
                }),
            ),
            (
                "cubemax::softmax, CubeBackend",
                host_cost(|i| drop(cubemax::softmax(bare[pick(i)].clone(), 1))),
            ),
            (
                "cubemax::softmax, Fusion",
                host_cost(|i| drop(cubemax::softmax(fused[pick(i)].clone(), 1))),
            ),
            (
                "cubemax::softmax, Fusion, kept",
                host_cost(|i| {
                    kept_outputs[i % HOST_KEPT_OUTPUTS] =
                        Some(cubemax::softmax(fused[pick(i)].clone(), 1))
                }),
            ),
            (
                "burn softmax, Fusion",
                host_cost(|i| drop(activation::softmax(fused[pick(i)].clone(), 1))),
            ),
            (
                "burn exp, CubeBackend",
                host_cost(|i| drop(bare[pick(i)].clone().exp())),
            ),
        ];
        println!("\n{} ({} inputs rotated)", shape.label(), inputs.len());
        for (way, cost) in ways {
            println!(
                "  {way:<32} issue {:>8.2} us ({:>6.2})   batch of {}: {:>8.2} us   batch of {}: \
                 {:>8.2} us   steady: {:>8.2} us",
                cost.issues[1].as_secs_f64() * 1e6,
                cost.issues[0].as_secs_f64() * 1e6,
                HOST_BATCH_CALLS[0],
                cost.totals[0].as_secs_f64() * 1e6,
                HOST_BATCH_CALLS[1],
                cost.totals[1].as_secs_f64() * 1e6,
                cost.steady().as_secs_f64() * 1e6,
            );
        }
    }
    Ok(())
}

/// The attention shape the options are measured at: [batch, heads, queries, keys].
const OPTIONS_SHAPE: [usize; 4] = [4, 16, 1024, 1024];

/// `cubemax-report options`: the fused options against the plain softmax, against Burn's
/// composed equivalents and against a copy of the same bytes, at one attention shape, through
/// `burn::backend::Cuda` (what a model runs). Bandwidth counts one read of `x` and one write of
/// `y` in their dtypes, whatever the call actually moves: a causal limit reads about half of `x`,
/// a mask adds its own (small, cache-resident) reads.
fn options_command(options: &Options) -> Result<(), String> {
    use cubemax::{SoftmaxOptions, softmax_with};
    let dtypes = if options.dtypes.is_empty() {
        vec![DType::F32, DType::BF16]
    } else {
        options.dtypes.clone()
    };
    let [batch, heads, queries, keys] = OPTIONS_SHAPE;
    let elements = batch * heads * queries * keys;
    let client = client();
    let device = cubemax_bench::backends::device();
    println!(
        "fused options at {OPTIONS_SHAPE:?} ({} rows x {keys}), burn::backend::{}; per call, \
         bandwidth of one read of x and one write of y",
        batch * heads * queries,
        if cfg!(feature = "cuda") {
            "Cuda"
        } else {
            "Wgpu"
        }
    );
    for dtype in dtypes {
        let size = dtype.size();
        let (copy, copy_bytes) = time_copy_of(&client, elements * size, 2, &Method::report());
        let copy_gbps = gigabytes_per_second(copy_bytes, copy.per_call);
        let inputs: Vec<Tensor<Fused, 4>> = (0..rotation(2 * elements * size, 3))
            .map(|_| random_input(OPTIONS_SHAPE, dtype))
            .collect();
        let scale = 1.0 / (keys as f32).sqrt();
        let padding = Tensor::<Fused, 4>::random(
            [batch, 1, 1, keys],
            Distribution::Uniform(-1.0, 0.0),
            &device,
        )
        .cast(dtype);
        let padding_bool = padding.clone().lower_elem(-0.5);
        let bias =
            Tensor::<Fused, 4>::random([1, 1, queries, keys], Distribution::Default, &device)
                .cast(dtype);
        let causal_mask =
            Tensor::<Fused, 2, burn::tensor::Bool>::tril_mask([queries, keys], 0, &device)
                .unsqueeze::<4>();
        type Way<'a> = (
            &'a str,
            Box<dyn Fn(Tensor<Fused, 4>) -> Tensor<Fused, 4> + 'a>,
            usize,
        );
        let output_size = |dtype: DType| dtype.size();
        // A padding mask over the queries, for a softmax along them (dim 2): one element for
        // every key.
        let query_padding_bool = Tensor::<Fused, 4>::random(
            [batch, 1, queries, 1],
            Distribution::Uniform(-1.0, 0.0),
            &device,
        )
        .lower_elem(-0.5);
        let fused_along = |dim: usize, options: SoftmaxOptions<Fused, 4>| {
            move |x: Tensor<Fused, 4>| softmax_with(x, dim, options.clone()).expect("valid options")
        };
        let fused = |options: SoftmaxOptions<Fused, 4>| fused_along(3, options);
        let mut ways: Vec<Way> = vec![
            (
                "cubemax softmax",
                Box::new(|x| cubemax::softmax(x, 3)),
                size,
            ),
            (
                "cubemax + scale",
                Box::new(fused(SoftmaxOptions::softmax().scale(scale))),
                size,
            ),
            (
                "cubemax + scale + causal",
                Box::new(fused(SoftmaxOptions::softmax().scale(scale).causal(0))),
                size,
            ),
            (
                "cubemax + scale + padding mask [B,1,1,N]",
                Box::new(fused(
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(padding.clone()),
                )),
                size,
            ),
            (
                "cubemax + scale + bool mask [B,1,1,N]",
                Box::new(fused(
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .bool_mask(padding_bool.clone()),
                )),
                size,
            ),
            (
                "cubemax + scale + bias [1,1,N,N]",
                Box::new(fused(
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(bias.clone()),
                )),
                size,
            ),
            (
                "cubemax along dim 2 (not last)",
                Box::new(|x| cubemax::softmax(x, 2)),
                size,
            ),
            (
                "cubemax along dim 1 (16 heads)",
                Box::new(|x| cubemax::softmax(x, 1)),
                size,
            ),
            (
                "cubemax along dim 2 + bool mask [B,1,N,1]",
                Box::new(fused_along(
                    2,
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .bool_mask(query_padding_bool.clone()),
                )),
                size,
            ),
            (
                "cubemax along dim 2 + bias [1,1,N,N]",
                Box::new(fused_along(
                    2,
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(bias.clone()),
                )),
                size,
            ),
            (
                // Views with the keys and queries swapped: read in place in the order they are
                // stored (the column kernels along the view's last axis). Before views were,
                // this was how a mask along a non-last axis was timed moved last: both copied.
                "cubemax on views swapped (2, 3) + bias, along 3",
                Box::new(|x: Tensor<Fused, 4>| {
                    let options = SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(bias.clone().swap_dims(2, 3));
                    softmax_with(x.swap_dims(2, 3), 3, options)
                        .expect("valid options")
                        .swap_dims(2, 3)
                }),
                size,
            ),
            (
                "burn: x * scale, causal mask_fill, softmax",
                Box::new(|x: Tensor<Fused, 4>| {
                    let scores = (x * scale)
                        .mask_fill(causal_mask.clone().expand(OPTIONS_SHAPE), f32::NEG_INFINITY);
                    activation::softmax(scores, 3)
                }),
                size,
            ),
            (
                "burn: x * scale + padding mask, softmax",
                Box::new(|x: Tensor<Fused, 4>| activation::softmax(x * scale + padding.clone(), 3)),
                size,
            ),
            (
                "burn softmax along dim 2",
                Box::new(|x| activation::softmax(x, 2)),
                size,
            ),
            (
                "burn softmax along dim 1",
                Box::new(|x| activation::softmax(x, 1)),
                size,
            ),
        ];
        if dtype != DType::F32 {
            ways.push((
                "cubemax, f32 output",
                Box::new(fused(SoftmaxOptions::softmax().output_dtype(DType::F32))),
                output_size(DType::F32),
            ));
        }
        println!(
            "\n{} (copy of the same bytes: {:.0} GB/s)",
            dtype_name(dtype),
            copy_gbps
        );
        for (name, way, out_size) in &ways {
            let timing = measure::time_throughput(
                &Method::report(),
                |index| drop(way(inputs[index % inputs.len()].clone())),
                sync,
            );
            let bytes = elements * (size + out_size);
            let gbps = gigabytes_per_second(bytes, timing.per_call);
            println!(
                "  {name:<44} {:>9.1} us  {gbps:>6.0} GB/s  {:.2}x copy",
                timing.per_call.as_secs_f64() * 1e6,
                gbps / copy_gbps
            );
        }
        // Slices along outer axes: views whose rows (or, along dim 2, outer indices) are not
        // evenly spaced, and a slice of the keys along dim 1, whose elements after the heads
        // are not contiguous, read in place (the kernels find them by terms). The bytes are the
        // slice's.
        type SliceWay<'a> = (
            &'a str,
            Box<dyn Fn(Tensor<Fused, 4>) -> Tensor<Fused, 4> + 'a>,
            usize,
        );
        let slice_ways: Vec<SliceWay> = vec![
            (
                "cubemax on a slice of the heads 0..8",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(1, 0, 8), 3)),
                elements / 2,
            ),
            (
                "cubemax on a slice of the queries 0..768",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(2, 0, 768), 3)),
                elements / 4 * 3,
            ),
            (
                "cubemax along dim 2 of a slice of the heads 0..8",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(1, 0, 8), 2)),
                elements / 2,
            ),
            (
                "cubemax along dim 1 of a slice of the keys 0..768",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(3, 0, 768), 1)),
                elements / 4 * 3,
            ),
        ];
        for (name, way, sliced_elements) in &slice_ways {
            let timing = measure::time_throughput(
                &Method::report(),
                |index| drop(way(inputs[index % inputs.len()].clone())),
                sync,
            );
            let gbps = gigabytes_per_second(2 * sliced_elements * size, timing.per_call);
            println!(
                "  {name:<44} {:>9.1} us  {gbps:>6.0} GB/s  {:.2}x copy",
                timing.per_call.as_secs_f64() * 1e6,
                gbps / copy_gbps
            );
        }
        // The backward op the autodiff pass calls, along the last axis, along dims 2 and 1 (read
        // in place by the column kernels), along dim 2 with a `dy` whose batch and heads are
        // swapped (a view laid out otherwise than `y`, as `Autodiff` hands back the gradient of
        // a permuted output) and along the last axis of views with dims 2 and 3 swapped (read in
        // place in the order they are stored).
        let spec = cubemax::FusedBackward {
            kind: SoftmaxKind::Softmax,
            scale: 1.0,
            dx_dtype: dtype,
        };
        let ys: Vec<Tensor<Fused, 4>> = inputs
            .iter()
            .map(|x| cubemax::softmax(x.clone(), 3))
            .collect();
        let upstream = random_input(OPTIONS_SHAPE, dtype);
        let [batch, heads, queries, keys] = OPTIONS_SHAPE;
        let upstream_heads_first =
            random_input([heads, batch, queries, keys], dtype).swap_dims(0, 1);
        let backward = |y: Tensor<Fused, 4>, dy: Tensor<Fused, 4>, dim: usize| {
            <Fused as SoftmaxBackend>::fused_softmax_backward(
                y.into_primitive().tensor(),
                dy.into_primitive().tensor(),
                dim,
                &spec,
            )
        };
        type BackwardWay<'a> = (&'a str, Box<dyn Fn(usize) + 'a>);
        let backward_ways: Vec<BackwardWay> = vec![
            (
                "cubemax backward along dim 3 (last)",
                Box::new(|i| drop(backward(ys[i % ys.len()].clone(), upstream.clone(), 3))),
            ),
            (
                "cubemax backward along dim 2 (columns)",
                Box::new(|i| drop(backward(ys[i % ys.len()].clone(), upstream.clone(), 2))),
            ),
            (
                "cubemax backward along dim 1 (columns)",
                Box::new(|i| drop(backward(ys[i % ys.len()].clone(), upstream.clone(), 1))),
            ),
            (
                "cubemax backward along dim 2, dy heads first",
                Box::new(|i| {
                    let dy = upstream_heads_first.clone();
                    drop(backward(ys[i % ys.len()].clone(), dy, 2))
                }),
            ),
            (
                "cubemax backward, views swapped (2, 3), along 3",
                Box::new(|i| {
                    let y = ys[i % ys.len()].clone().swap_dims(2, 3);
                    drop(backward(y, upstream.clone().swap_dims(2, 3), 3))
                }),
            ),
        ];
        println!("  backward (y and dy read, dx written):");
        for (name, way) in &backward_ways {
            let timing = measure::time_throughput(&Method::report(), way, sync);
            let gbps = gigabytes_per_second(3 * elements * size, timing.per_call);
            println!(
                "  {name:<44} {:>9.1} us  {gbps:>6.0} GB/s  {:.2}x copy",
                timing.per_call.as_secs_f64() * 1e6,
                gbps / copy_gbps
            );
        }
    }
    Ok(())
}
