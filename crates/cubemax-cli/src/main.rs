//! `cubemax`: runs the fused softmax on the best device present, checks it against the reference
//! (Burn's Flex backend, on the CPU) and prints what ran, the error and the time.
//!
//! Usage: `cubemax [--device auto|cuda|vulkan|cpu] [--dtype f32|f16|bf16] [--shape ROWSxCOLS]...
//! [--repeat N]`

use std::process::ExitCode;
use std::time::{Duration, Instant};

use burn::backend::Flex;
use burn::tensor::activation;
use burn::tensor::backend::Backend;
use burn::tensor::{DType, Distribution, Tensor};
use cubemax::SoftmaxBackend;
use cubemax::device::{DeviceKind, best_device, cuda_available, vulkan_available};

const DEFAULT_SHAPES: [[usize; 2]; 4] = [[1, 7], [64, 1000], [256, 4096], [8, 50257]];

/// Most elements a `--shape` may have. Every output is checked against a reference computed on
/// the CPU, which holds about six f32 copies of the scores at once (24 bytes an element, 6 GiB
/// at this count); the test suite and the bandwidth report run larger tensors.
const MAX_ELEMENTS: usize = 1 << 28;

/// Most timed calls `--repeat` may ask for a shape and op: enough for a stable median, few
/// enough that a mistyped count does not keep the device busy for hours.
const MAX_REPEAT: usize = 10_000;

/// The dtypes the program takes, in the order its errors list them.
const DTYPES: [DType; 3] = [DType::F32, DType::F16, DType::BF16];

struct Options {
    device: Option<DeviceKind>,
    dtype: DType,
    shapes: Vec<[usize; 2]>,
    repeat: usize,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        device: None,
        dtype: DType::F32,
        shapes: Vec::new(),
        repeat: 20,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name}: expected a value after it"))
        };
        match flag.as_str() {
            "--device" => {
                options.device = match value("--device")?.as_str() {
                    "auto" => None,
                    "cuda" => Some(DeviceKind::Cuda),
                    "vulkan" => Some(DeviceKind::Vulkan),
                    "cpu" => Some(DeviceKind::Cpu),
                    other => {
                        return Err(format!(
                            "--device: expected auto, cuda, vulkan or cpu, got {other:?}"
                        ));
                    }
                }
            }
            "--dtype" => {
                let text = value("--dtype")?;
                options.dtype = DTYPES
                    .into_iter()
                    .find(|&dtype| dtype_name(dtype) == text)
                    .ok_or_else(|| format!("--dtype: expected f32, f16 or bf16, got {text:?}"))?;
            }
            "--shape" => options.shapes.push(parse_shape(&value("--shape")?)?),
            "--repeat" => {
                let text = value("--repeat")?;
                options.repeat = match text.parse() {
                    Ok(n) if (1..=MAX_REPEAT).contains(&n) => n,
                    _ => {
                        return Err(format!(
                            "--repeat: expected a count from 1 to {MAX_REPEAT}, got {text:?}"
                        ));
                    }
                }
            }
            "--help" | "-h" => return Err(String::new()),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if options.shapes.is_empty() {
        options.shapes = DEFAULT_SHAPES.to_vec();
    }
    Ok(options)
}

/// A `--shape` value: `ROWSxCOLS`, both positive, of at most [`MAX_ELEMENTS`] elements.
fn parse_shape(text: &str) -> Result<[usize; 2], String> {
    let [rows, cols]: [usize; 2] = text
        .split_once('x')
        .and_then(|(rows, cols)| Some([rows.parse().ok()?, cols.parse().ok()?]))
        .ok_or_else(|| format!("--shape: expected ROWSxCOLS such as 64x1000, got {text:?}"))?;
    if rows == 0 || cols == 0 {
        return Err(format!(
            "--shape: expected positive sizes such as 64x1000, got {text:?}"
        ));
    }
    match rows.checked_mul(cols) {
        Some(elements) if elements <= MAX_ELEMENTS => Ok([rows, cols]),
        _ => Err(format!(
            "--shape: expected at most {MAX_ELEMENTS} elements (the reference runs on the CPU), \
             got {text:?}"
        )),
    }
}

/// The name `--dtype` gives one of [`DTYPES`].
fn dtype_name(dtype: DType) -> &'static str {
    match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        other => unreachable!("the program takes only {DTYPES:?}, not {other:?}"),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse(&args) {
        Ok(options) => options,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("error: {message}");
            }
            eprintln!(
                "usage: cubemax [--device auto|cuda|vulkan|cpu] [--dtype f32|f16|bf16] \
                 [--shape ROWSxCOLS]... [--repeat N]"
            );
            return ExitCode::from(2);
        }
    };

    let device = options.device.unwrap_or_else(best_device);
    let available = match device {
        DeviceKind::Cuda => cuda_available(),
        DeviceKind::Vulkan => vulkan_available(),
        DeviceKind::Cpu => true,
    };
    if !available {
        eprintln!(
            "error: --device: {device} is not available here (built with: {}); try --device auto",
            built_runtimes()
        );
        return ExitCode::from(2);
    }

    println!(
        "cubemax: fused softmax on {device} (built with: {})",
        built_runtimes()
    );
    if device == DeviceKind::Cpu {
        println!(
            "running Burn's Flex backend (the reference) on the CPU: the fused kernel needs CUDA or Vulkan"
        );
    }
    let outcome = match device {
        #[cfg(feature = "cuda")]
        DeviceKind::Cuda => run::<burn::backend::Cuda>(&Default::default(), device, &options),
        #[cfg(feature = "wgpu")]
        DeviceKind::Vulkan => run::<burn::backend::Wgpu>(&Default::default(), device, &options),
        _ => run::<Flex>(&Default::default(), device, &options),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("error: some outputs differ from the reference beyond tolerance");
            ExitCode::FAILURE
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn built_runtimes() -> &'static str {
    match (cfg!(feature = "cuda"), cfg!(feature = "wgpu")) {
        (true, true) => "cuda, wgpu",
        (true, false) => "cuda",
        (false, true) => "wgpu",
        (false, false) => "cpu only",
    }
}

/// Runs softmax and log-softmax over every shape on backend `B` (on the device `kind`); returns
/// whether every output matched the reference, or, before running anything, an error naming
/// `--dtype` where the device cannot store the dtype asked.
fn run<B: SoftmaxBackend>(
    device: &B::Device,
    kind: DeviceKind,
    options: &Options,
) -> Result<bool, String> {
    if !B::supports_dtype(device, options.dtype) {
        let taken: Vec<&str> = DTYPES
            .into_iter()
            .filter(|&dtype| B::supports_dtype(device, dtype))
            .map(dtype_name)
            .collect();
        return Err(format!(
            "--dtype: {} is not supported on {kind}; expected {}",
            dtype_name(options.dtype),
            taken.join(" or ")
        ));
    }
    println!(
        "{:>12}  {:>5}  {:>11}  {:>10}  {:>12}  {:>12}",
        "shape", "dtype", "op", "max |err|", "first call", "median"
    );
    let output_tolerance = match options.dtype {
        DType::F16 => 2e-3,
        DType::BF16 => 1.6e-2,
        _ => 1e-5,
    };
    let mut passed = true;
    for &shape in &options.shapes {
        // Both sides sum the row in f32; that sum's relative error, which grows like the square
        // root of the row length, is an absolute error in log-softmax (docs/NUMERICS.md).
        let sum_tolerance = 2.5e-7 * (shape[1] as f32).sqrt();
        // The reference sees exactly the values the device sees (rounded to the dtype).
        let reference_input =
            Tensor::<Flex, 2>::random(shape, Distribution::Uniform(-8.0, 8.0), &Default::default())
                .cast(options.dtype)
                .cast(DType::F32);
        let input =
            Tensor::<B, 2>::from_data(reference_input.to_data(), device).cast(options.dtype);
        for log in [false, true] {
            let apply = |x: Tensor<B, 2>| match log {
                false => cubemax::softmax(x, 1),
                true => cubemax::log_softmax(x, 1),
            };
            let expected = match log {
                false => activation::softmax(reference_input.clone(), 1),
                true => activation::log_softmax(reference_input.clone(), 1),
            };
            let (output, first_call) = timed::<B, _>(device, || apply(input.clone()));
            let times: Vec<Duration> = (0..options.repeat)
                .map(|_| timed::<B, _>(device, || apply(input.clone())).1)
                .collect();
            let actual = Tensor::<Flex, 2>::from_data(
                output.cast(DType::F32).into_data(),
                &Default::default(),
            );
            // Relative to magnitude for log-softmax, whose values are far from 1.
            let scale = expected.clone().abs().clamp_min(1.0);
            let error = ((actual - expected) / scale).abs().max().into_scalar();
            let tolerance = match log {
                false => output_tolerance,
                true => output_tolerance + sum_tolerance,
            };
            let ok = error <= tolerance;
            passed &= ok;
            println!(
                "{:>12}  {:>5}  {:>11}  {:>10.2e}  {:>12}  {:>12}{}",
                format!("{}x{}", shape[0], shape[1]),
                dtype_name(options.dtype),
                if log { "log_softmax" } else { "softmax" },
                error,
                format_duration(first_call),
                format_duration(median(times)),
                if ok { "" } else { "  <-- beyond tolerance" }
            );
        }
    }
    Ok(passed)
}

/// Runs `f` and waits for the device to finish, so the time covers execution, not dispatch.
fn timed<B: Backend, T>(device: &B::Device, f: impl FnOnce() -> T) -> (T, Duration) {
    B::sync(device).expect("device sync");
    let start = Instant::now();
    let value = f();
    B::sync(device).expect("device sync");
    (value, start.elapsed())
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn format_duration(duration: Duration) -> String {
    let micros = duration.as_secs_f64() * 1e6;
    if micros < 1000.0 {
        format!("{micros:.1} us")
    } else {
        format!("{:.3} ms", micros / 1000.0)
    }
}
