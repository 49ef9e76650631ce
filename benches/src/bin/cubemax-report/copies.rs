//! `cubemax-report copies`: device copies from 8 MiB to 1 GiB each way, as CubeCL kernels and, on
//! CUDA, as the driver's `cuMemcpyDtoDAsync`. The report's ratios are to the 1 GiB copy; a launch
//! that moves less pays its fixed costs (the launch itself, the grid's ramp-up and tail) over
//! fewer bytes, and this says how far under the 1 GiB copy's bandwidth that holds a copy of each
//! size: the speed of light the grid's smaller shapes are measured against.

use cubemax_bench::backends::{client, device_label};
use cubemax_bench::measure::{Method, gigabytes_per_second, rotation};
use cubemax_bench::roofline::time_copy_variants;

use super::*;

/// Sizes copied when `--mib` is not given, in MiB each way: the bytes of the grid's shapes span
/// 16 MiB (bf16 32768 x 256) to 1 GiB (the attention scores).
const COPY_MIB: [usize; 8] = [8, 16, 32, 64, 128, 256, 512, 1024];

/// How far past the largest size's bandwidth a smaller copy may come out and still be taken as
/// bound by DRAM: beyond it the time is the L2's or the timer's (on the H200, 2026-11-29, one run
/// copied 8 MiB each way at 1.64x the 1 GiB copy's bandwidth, where another gave 0.60x).
const BEYOND_LARGEST: f64 = 0.10;

/// `cubemax-report copies [--mib N]... [--queue-ahead true|false]`: for each size, every way
/// `time_copy_variants` copies (the kernels, and the driver on CUDA), over rotated buffers so
/// that no call is served from L2, the kernels' batches behind a held queue unless
/// `--queue-ahead false` (the driver's copies are never held: see `time_copy_variants`); then
/// each size's fastest against the largest size's fastest, and the fixed cost per call and the
/// bandwidth that a line `time = fixed + bytes / bandwidth` through the fastest times gives
/// (sizes more than [`BEYOND_LARGEST`] faster than the largest left out).
pub(super) fn copies_command(args: &[String]) -> Result<(), String> {
    let CopySizes { sizes, queue_ahead } = parse_sizes(args)?;
    let method = Method::report().held_by(queue_hold(queue_ahead));
    let client = client();
    println!("device: {}", device_label());
    println!(
        "the copy kernels' batches are timed {}",
        if queue_ahead {
            "behind a held queue"
        } else {
            "at the host's pace (--queue-ahead false)"
        }
    );
    let mut fastest = Vec::with_capacity(sizes.len());
    for &mib in &sizes {
        let bytes = mib << 20;
        let pairs = rotation(2 * bytes, MAX_ROTATED_INPUTS);
        let copy = time_copy_variants(&client, bytes, pairs, &method);
        for line in copy.variant_lines() {
            println!("{mib:>5} MiB each way, {line}");
        }
        let best = copy.fastest();
        fastest.push((bytes, best.how.clone(), best.timing.per_call));
    }
    let (largest_bytes, _, largest) = fastest.last().expect("at least one size");
    let reference = gigabytes_per_second(2 * largest_bytes, *largest);
    println!(
        "\nfastest copy of each size against the fastest of {} MiB ({reference:.1} GB/s):",
        largest_bytes >> 20
    );
    let mut points = Vec::with_capacity(fastest.len());
    for (bytes, how, per_call) in &fastest {
        let gbps = gigabytes_per_second(2 * bytes, *per_call);
        let beyond = gbps > reference * (1.0 + BEYOND_LARGEST);
        println!(
            "{:>5} MiB each way: {:>8.1} us {gbps:>7.1} GB/s {:.2}x  ({how}){}",
            bytes >> 20,
            per_call.as_secs_f64() * 1e6,
            gbps / reference,
            if beyond {
                "; faster than the largest copy: not bound by DRAM, left out of the fit"
            } else {
                ""
            }
        );
        if !beyond {
            points.push(((2 * bytes) as f64, per_call.as_secs_f64()));
        }
    }
    match fixed_cost_and_bandwidth(&points) {
        Some((fixed, bandwidth)) => println!(
            "least squares through the fastest times: {:.2} us a call fixed, {:.1} GB/s beyond it",
            fixed * 1e6,
            bandwidth / 1e9
        ),
        None => println!("least squares: needs two sizes or more"),
    }
    Ok(())
}

/// What `copies` was asked for.
#[derive(Debug, PartialEq, Eq)]
struct CopySizes {
    /// MiB each way, ascending, each once.
    sizes: Vec<usize>,
    /// The kernels' batches behind a held queue: true unless `--queue-ahead false`.
    queue_ahead: bool,
}

/// The sizes of `--mib N`..., or [`COPY_MIB`], and `--queue-ahead` (true when not given).
fn parse_sizes(args: &[String]) -> Result<CopySizes, String> {
    let mut sizes = Vec::new();
    let mut queue_ahead = true;
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("{flag}: expected a value"))?;
        match flag.as_str() {
            "--mib" => match value.parse::<usize>() {
                Ok(mib) if (1..=4096).contains(&mib) => sizes.push(mib),
                _ => {
                    return Err(format!(
                        "--mib: expected 1 to 4096 (MiB each way), got {value:?}"
                    ));
                }
            },
            "--queue-ahead" => queue_ahead = one_of("--queue-ahead", value, &[true, false])?,
            _ => {
                return Err(format!(
                    "copies: expected --mib N (MiB each way, 1 to 4096) or --queue-ahead \
                     true|false, got {flag:?}"
                ));
            }
        }
    }
    if sizes.is_empty() {
        sizes = COPY_MIB.to_vec();
    }
    sizes.sort_unstable();
    sizes.dedup();
    Ok(CopySizes { sizes, queue_ahead })
}

/// The line `seconds = fixed + bytes / bandwidth` nearest `points` of (bytes, seconds) by least
/// squares, as (fixed seconds, bytes per second); `None` with fewer than two distinct sizes or
/// a slope that is not positive.
fn fixed_cost_and_bandwidth(points: &[(f64, f64)]) -> Option<(f64, f64)> {
    let n = points.len() as f64;
    let mean_x = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = points.iter().map(|p| p.1).sum::<f64>() / n;
    let spread: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    let covariance: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    let slope = covariance / spread;
    (spread > 0.0 && slope > 0.0).then(|| (mean_y - slope * mean_x, 1.0 / slope))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exact points on a line give back its intercept and slope.
    #[test]
    fn the_fit_recovers_a_line() {
        let points: Vec<(f64, f64)> = [1e6, 4e6, 9e6]
            .into_iter()
            .map(|bytes| (bytes, 3e-6 + bytes / 2e12))
            .collect();
        let (fixed, bandwidth) = fixed_cost_and_bandwidth(&points).expect("a line");
        assert!((fixed - 3e-6).abs() < 1e-12, "fixed {fixed}");
        assert!(
            (bandwidth / 2e12 - 1.0).abs() < 1e-9,
            "bandwidth {bandwidth}"
        );
        assert_eq!(fixed_cost_and_bandwidth(&points[..1]), None);
    }

    #[test]
    fn sizes_are_checked_and_sorted() {
        let args = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert_eq!(
            parse_sizes(&[]).unwrap(),
            CopySizes {
                sizes: COPY_MIB.to_vec(),
                queue_ahead: true
            }
        );
        assert_eq!(
            parse_sizes(&args("--mib 64 --queue-ahead false --mib 8 --mib 64")).unwrap(),
            CopySizes {
                sizes: vec![8, 64],
                queue_ahead: false
            }
        );
        let error = parse_sizes(&args("--mib 0")).unwrap_err();
        assert!(
            error.contains("--mib") && error.contains("1 to 4096"),
            "{error}"
        );
        let error = parse_sizes(&args("--queue-ahead yes")).unwrap_err();
        assert!(
            error.contains("--queue-ahead") && error.contains("[true, false]"),
            "{error}"
        );
        let error = parse_sizes(&args("--size 8")).unwrap_err();
        assert!(error.contains("--mib N"), "{error}");
        let error = parse_sizes(&args("--mib")).unwrap_err();
        assert!(error.contains("--mib: expected a value"), "{error}");
    }
}
