//! `cubemax-report targets`: issue 4's and issue 5's targets, read back from one run's CSVs.
//!
//! Every ratio is the CSVs' `ratio_to_copy`, to the 1 GiB copy of the process that wrote the row,
//! as the issues state them; beside it stands the copy of the shape's own bytes, what a kernel of
//! that size could reach at all. A run without some of the CSVs (a backward grid alone, say) gets
//! the parts its CSVs hold. Each section ends in tallies: how many of its lines met their target,
//! and of those that did not, how many stand where the copy of the shape's own bytes is under the
//! target too.

use cubemax_bench::oracle::Op;
use cubemax_bench::record::{self, Record};

use super::*;

/// Forward rows of at least this many elements face issue 4's bandwidth targets.
const TARGET_MIN_ELEMENTS: usize = 1 << 24;
/// Issue 4's forward ratio for rows of at least [`WIDE_ROWS_MIN_COLS`] elements.
const WIDE_ROWS_TARGET: f64 = 0.95;
const WIDE_ROWS_MIN_COLS: usize = 1024;
/// Issue 4's forward ratio for rows of 256 and 512 elements.
const SHORT_ROWS_TARGET: f64 = 0.85;
const SHORT_ROWS_COLS: [usize; 2] = [256, 512];
/// Issue 4's forward ratio for its one shape of few, huge rows.
const FEW_HUGE_ROWS_TARGET: f64 = 0.80;
const FEW_HUGE_ROWS: &str = "64x151936";
/// Most a ratio may fall between neighbouring lengths of the curve.
const MAX_CURVE_DROP: f64 = 0.05;
/// Rows of the small batches that must run within twice a copy of their bytes plus a launch.
const SMALL_BATCH_ROWS: [usize; 2] = [1, 8];
/// The shape whose kernel-alone time stands for a launch in the small batches' bound.
const LAUNCH_SHAPE: &str = "1x7";
/// Fewest times faster than Burn's own softmax, through Burn.
const MIN_SPEEDUP_OVER_BURN: f64 = 3.0;
/// Issue 5's backward ratio for rows of at least [`WIDE_ROWS_MIN_COLS`] elements.
const BACKWARD_TARGET: f64 = 0.90;

/// The CSVs `targets` reads, by what each grid is for.
#[derive(Default)]
struct TargetCsvs {
    /// The main grids, forward and backward (`--csv`).
    grids: Vec<Vec<Record>>,
    /// The 2^24-element curves (`--curve`).
    curves: Vec<Vec<Record>>,
    /// The latency grid (`--latency`), for the launch of the small batches' bound.
    latency: Vec<Record>,
}

impl TargetCsvs {
    fn read(args: &[String]) -> Result<TargetCsvs, String> {
        let mut csvs = TargetCsvs::default();
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            let path = args
                .next()
                .ok_or_else(|| format!("{flag}: expected a path"))?;
            let read = || -> Result<Vec<Record>, String> {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("{flag}: cannot read {path}: {e}"))?;
                record::parse_csv(&text).map_err(|e| format!("{flag}: {path}: {e}"))
            };
            match flag.as_str() {
                "--csv" => csvs.grids.push(read()?),
                "--curve" => csvs.curves.push(read()?),
                "--latency" => csvs.latency.extend(read()?),
                _ => return Err(targets_usage()),
            }
        }
        if csvs.grids.is_empty() && csvs.curves.is_empty() && csvs.latency.is_empty() {
            return Err(targets_usage());
        }
        Ok(csvs)
    }
}

fn targets_usage() -> String {
    format!(
        "targets: expected --csv PATH... [--curve PATH]... [--latency PATH]\n{}",
        usage()
    )
}

/// `cubemax-report targets --csv PATH... [--curve PATH]... [--latency PATH]`.
pub(super) fn targets_command(args: &[String]) -> Result<(), String> {
    print!("{}", targets_report(&TargetCsvs::read(args)?));
    Ok(())
}

/// Whether `record` is a forward op's.
fn is_forward(record: &Record) -> bool {
    Op::parse(&record.op).is_some_and(|op| !op.is_backward())
}

/// Whether `record` is a backward op's.
fn is_backward(record: &Record) -> bool {
    Op::parse(&record.op).is_some_and(Op::is_backward)
}

/// Whether `record` is cubemax's kernel launched without Burn.
fn is_kernel(record: &Record) -> bool {
    record.implementation == RawKernel::Cubemax.name()
}

/// Whether `record` is cubemax called through Burn.
fn is_through_burn(record: &Record) -> bool {
    record.implementation == Implementation::Cubemax.name()
}

/// The ratio issue 4 sets for a forward row of `record`'s shape, if any.
fn forward_target(record: &Record) -> Option<f64> {
    let big = record.rows * record.cols >= TARGET_MIN_ELEMENTS;
    if big && record.cols >= WIDE_ROWS_MIN_COLS {
        Some(WIDE_ROWS_TARGET)
    } else if big && SHORT_ROWS_COLS.contains(&record.cols) {
        Some(SHORT_ROWS_TARGET)
    } else if record.shape == FEW_HUGE_ROWS {
        Some(FEW_HUGE_ROWS_TARGET)
    } else {
        None
    }
}

/// The row of `op` by `implementation` on `of`'s dtype and shape, in `records`.
fn beside<'a>(
    records: &'a [Record],
    of: &Record,
    op: &str,
    implementation: &str,
) -> Option<&'a Record> {
    records.iter().find(|r| {
        r.op == op
            && r.implementation == implementation
            && r.dtype == of.dtype
            && r.shape == of.shape
    })
}

/// A ratio to two places, or `-` for a row not measured.
fn ratio(record: Option<&Record>) -> String {
    record.map_or_else(|| "-".into(), |r| format!("{:.2}", r.ratio_to_copy))
}

/// How many kernel lines of one target a section read, how many met it, and how many of those
/// that did not stand where the copy of the shape's own bytes is under the target too (a launch
/// of that size the report's fastest copy does not take there).
#[derive(Default)]
struct Tally {
    lines: usize,
    met: usize,
    copy_under: usize,
}

impl Tally {
    /// Counts a line of `ratio` against `target`, beside the copy of its bytes (if timed), and
    /// says whether it met the target.
    fn count(&mut self, ratio: f64, target: f64, copy: Option<&Record>) -> bool {
        self.lines += 1;
        let met = ratio >= target;
        if met {
            self.met += 1;
        } else if copy.is_some_and(|copy| copy.ratio_to_copy < target) {
            self.copy_under += 1;
        }
        met
    }

    /// `  {what}: met at M of N lines; of the K not met, C where the copy ... too`.
    fn line(&self, what: &str, target: f64) -> String {
        format!(
            "  {what}: met at {} of {} lines; of the {} not met, {} where the copy of the same \
             bytes is under {target:.2} too\n",
            self.met,
            self.lines,
            self.lines - self.met,
            self.copy_under
        )
    }
}

/// Every target the CSVs speak to, one section each, as text.
fn targets_report(csvs: &TargetCsvs) -> String {
    let mut out = String::new();
    forward_section(&mut out, csvs);
    curve_section(&mut out, csvs);
    small_batch_section(&mut out, csvs);
    burn_section(&mut out, csvs);
    backward_section(&mut out, csvs);
    out
}

fn forward_section(out: &mut String, csvs: &TargetCsvs) {
    out.push_str(
        "Forward, M*N >= 2^24 (N >= 1024: 0.95x; N = 256, 512: 0.85x) and 64 x 151936 (0.80x): \
         kernel alone / through Burn / copy of the same bytes\n",
    );
    // Tallied apart: the main grids' lines and the curves' (whose rows all have 2^24
    // elements), by target.
    let mut tallies: Vec<(&str, f64, Tally)> = Vec::new();
    let sources = [("grids", &csvs.grids), ("curves", &csvs.curves)];
    for (source, grids) in sources {
        for records in grids {
            for kernel in records.iter().filter(|r| is_kernel(r) && is_forward(r)) {
                let Some(target) = forward_target(kernel) else {
                    continue;
                };
                let burn = beside(records, kernel, &kernel.op, Implementation::Cubemax.name());
                let copy = same_bytes_copy(records, &kernel.dtype, &kernel.shape);
                let index = match tallies.iter().position(|t| (t.0, t.1) == (source, target)) {
                    Some(index) => index,
                    None => {
                        tallies.push((source, target, Tally::default()));
                        tallies.len() - 1
                    }
                };
                let met = if tallies[index].2.count(kernel.ratio_to_copy, target, copy) {
                    "met"
                } else {
                    "not met"
                };
                out.push_str(&format!(
                    "  {:12} {:5} {:16} {:.4} / {} / {}   (>= {target:.2}: kernel {met})\n",
                    kernel.op,
                    kernel.dtype,
                    kernel.shape,
                    kernel.ratio_to_copy,
                    ratio(burn),
                    ratio(copy),
                ));
            }
        }
    }
    for (source, target, tally) in &tallies {
        out.push_str(&tally.line(&format!("{source}, >= {target:.2}, kernel alone"), *target));
    }
}

fn curve_section(out: &mut String, csvs: &TargetCsvs) {
    if csvs.curves.is_empty() {
        return;
    }
    out.push_str("No drop over 5% between neighbouring N on the curve, kernel alone\n");
    for records in &csvs.curves {
        let kernels: Vec<&Record> = records
            .iter()
            .filter(|r| r.op == "softmax" && is_kernel(r))
            .collect();
        let mut dtypes: Vec<&str> = Vec::new();
        for record in &kernels {
            if !dtypes.contains(&record.dtype.as_str()) {
                dtypes.push(&record.dtype);
            }
        }
        for dtype in dtypes {
            let mut line: Vec<&Record> = kernels
                .iter()
                .copied()
                .filter(|r| r.dtype == dtype)
                .collect();
            // From the longest rows to the shortest, as the curve is drawn.
            line.sort_by_key(|r| std::cmp::Reverse(r.cols));
            let drops: Vec<String> = line
                .windows(2)
                .filter(|pair| {
                    pair[1].ratio_to_copy < pair[0].ratio_to_copy * (1.0 - MAX_CURVE_DROP)
                })
                .map(|pair| {
                    let change = pair[1].ratio_to_copy / pair[0].ratio_to_copy - 1.0;
                    format!("{}->{} {:+.0}%", pair[0].cols, pair[1].cols, 100.0 * change)
                })
                .collect();
            let drops = if drops.is_empty() {
                "none".to_string()
            } else {
                drops.join(", ")
            };
            out.push_str(&format!("  {dtype}: {drops}\n"));
        }
    }
}

fn small_batch_section(out: &mut String, csvs: &TargetCsvs) {
    let launch = csvs
        .latency
        .iter()
        .find(|r| r.op == "softmax" && is_kernel(r) && r.shape == LAUNCH_SHAPE);
    let Some(launch) = launch else {
        if csvs
            .grids
            .iter()
            .flatten()
            .any(|r| SMALL_BATCH_ROWS.contains(&r.rows))
        {
            out.push_str(
                "M = 1 and 8: not checked, no --latency CSV with the kernel at 1 x 7 (the \
                 launch)\n",
            );
        }
        return;
    };
    out.push_str(&format!(
        "M = 1 and 8: at most twice a copy of the same bytes plus a launch (the kernel at 1 x 7: \
         {:.1} us)\n",
        launch.median_us
    ));
    // (lines, met) of the kernel alone and through Burn.
    let mut tallies = [(0, 0); 2];
    for records in &csvs.grids {
        for record in records.iter().filter(|r| {
            is_forward(r)
                && (is_kernel(r) || is_through_burn(r))
                && SMALL_BATCH_ROWS.contains(&r.rows)
        }) {
            let Some(copy) = same_bytes_copy(records, &record.dtype, &record.shape) else {
                continue;
            };
            let bound = 2.0 * copy.median_us + launch.median_us;
            let tally = &mut tallies[usize::from(is_through_burn(record))];
            tally.0 += 1;
            let met = if record.median_us <= bound {
                tally.1 += 1;
                "met"
            } else {
                "not met"
            };
            out.push_str(&format!(
                "  {:12} {:15} {:5} {:12} {:6.1} us, bound {bound:5.1}: {met}\n",
                record.op, record.implementation, record.dtype, record.shape, record.median_us
            ));
        }
    }
    for (what, (lines, met)) in ["kernel alone", "through Burn"].into_iter().zip(tallies) {
        if lines > 0 {
            out.push_str(&format!("  {what}: met at {met} of {lines} lines\n"));
        }
    }
}

fn burn_section(out: &mut String, csvs: &TargetCsvs) {
    let mut speedups: Vec<&Record> = csvs
        .grids
        .iter()
        .chain(&csvs.curves)
        .flatten()
        .chain(&csvs.latency)
        .filter(|r| is_through_burn(r) && is_forward(r) && r.speedup_vs_burn > 0.0)
        .collect();
    if speedups.is_empty() {
        return;
    }
    speedups.sort_by(|a, b| a.speedup_vs_burn.total_cmp(&b.speedup_vs_burn));
    let under: Vec<String> = speedups
        .iter()
        .take_while(|r| r.speedup_vs_burn < MIN_SPEEDUP_OVER_BURN)
        .map(|r| format!("{} {} {} {:.2}x", r.op, r.dtype, r.shape, r.speedup_vs_burn))
        .collect();
    out.push_str(&format!(
        "At least 3x faster than Burn's softmax, through Burn\n  {} of {} forward rows; least \
         {:.2}x, most {:.0}x; under 3x: {}\n",
        speedups.len() - under.len(),
        speedups.len(),
        speedups[0].speedup_vs_burn,
        speedups[speedups.len() - 1].speedup_vs_burn,
        if under.is_empty() {
            "none".to_string()
        } else {
            under.join(", ")
        }
    ));
}

fn backward_section(out: &mut String, csvs: &TargetCsvs) {
    let mut lines = Vec::new();
    let mut tally = Tally::default();
    for records in &csvs.grids {
        for kernel in records
            .iter()
            .filter(|r| is_kernel(r) && is_backward(r) && r.cols >= WIDE_ROWS_MIN_COLS)
        {
            let copy = same_bytes_copy(records, &kernel.dtype, &kernel.shape);
            let mark = if tally.count(kernel.ratio_to_copy, BACKWARD_TARGET, copy) {
                ""
            } else {
                "  under 0.90"
            };
            lines.push(format!(
                "  {:22} {:5} {:16} {:.4} (copy of the same bytes {}){mark}\n",
                kernel.op,
                kernel.dtype,
                kernel.shape,
                kernel.ratio_to_copy,
                ratio(copy),
            ));
        }
    }
    if !lines.is_empty() {
        out.push_str("Backward >= 0.90x for N >= 1024 (issue 5), kernel alone\n");
        out.extend(lines);
        out.push_str(&tally.line("kernel alone", BACKWARD_TARGET));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: &str = "cubemax-kernel";
    const THROUGH_BURN: &str = "cubemax";

    /// A row of `op` by `implementation` on a `rows` x `cols` shape of `dtype`.
    fn row(op: &str, implementation: &str, dtype: &str, rows: usize, cols: usize) -> Record {
        Record {
            op: op.into(),
            implementation: implementation.into(),
            dtype: dtype.into(),
            shape: format!("{rows}x{cols}"),
            rows,
            cols,
            bytes: 0,
            first_call_ms: 0.0,
            median_us: 0.0,
            latency_us: 0.0,
            gbps: 0.0,
            ratio_to_copy: 0.0,
            speedup_vs_burn: 0.0,
            strategy: String::new(),
            check: "ok".into(),
            worst_error: 0.0,
        }
    }

    fn with_ratio(mut record: Record, ratio_to_copy: f64) -> Record {
        record.ratio_to_copy = ratio_to_copy;
        record
    }

    fn with_time(mut record: Record, median_us: f64) -> Record {
        record.median_us = median_us;
        record
    }

    /// Each forward row meets or misses the target of its size, at it and just under it (ratios
    /// printed as the CSV stores them); rows under 2^24 elements face none, but 64 x 151936.
    #[test]
    fn forward_rows_face_the_target_of_their_size() {
        let grid = vec![
            with_ratio(row("softmax", KERNEL, "f32", 4096, 4096), 0.95),
            with_ratio(row("softmax", THROUGH_BURN, "f32", 4096, 4096), 0.90),
            with_ratio(row("copy", SAME_BYTES_COPY, "f32", 4096, 4096), 0.98),
            with_ratio(row("log_softmax", KERNEL, "bf16", 32768, 512), 0.849),
            with_ratio(row("softmax", KERNEL, "bf16", 64, 151936), 0.80),
            with_ratio(row("log_softmax", KERNEL, "f32", 8192, 8192), 0.9496),
            with_ratio(row("softmax", KERNEL, "f32", 32768, 256), 0.10),
        ];
        let csvs = TargetCsvs {
            grids: vec![grid],
            ..TargetCsvs::default()
        };
        let text = targets_report(&csvs);
        assert!(
            text.contains(
                "softmax      f32   4096x4096        0.9500 / 0.90 / 0.98   (>= 0.95: kernel met)"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "log_softmax  bf16  32768x512        0.8490 / - / -   (>= 0.85: kernel not met)"
            ),
            "{text}"
        );
        assert!(
            text.contains("64x151936        0.8000 / - / -   (>= 0.80: kernel met)"),
            "{text}"
        );
        // Under the target by less than its printed precision is under it.
        assert!(
            text.contains("8192x8192        0.9496 / - / -   (>= 0.95: kernel not met)"),
            "{text}"
        );
        assert!(!text.contains("32768x256"), "{text}");
        // 4096 x 4096 met; 8192 x 8192 missed with no copy timed beside it.
        assert!(
            text.contains(concat!(
                "  grids, >= 0.95, kernel alone: met at 1 of 2 lines; of the 1 not met, 0 where ",
                "the copy of the same bytes is under 0.95 too\n"
            )),
            "{text}"
        );
        assert!(
            text.contains("  grids, >= 0.85, kernel alone: met at 0 of 1 lines;"),
            "{text}"
        );
        assert!(
            text.contains("  grids, >= 0.80, kernel alone: met at 1 of 1 lines;"),
            "{text}"
        );
    }

    /// The tallies count the main grids and the curves apart, and a line not met where the copy
    /// of its bytes is under the target too.
    #[test]
    fn forward_tallies_count_grids_and_curves_apart() {
        let grid = vec![
            with_ratio(row("softmax", KERNEL, "bf16", 4096, 4096), 0.84),
            with_ratio(row("copy", SAME_BYTES_COPY, "bf16", 4096, 4096), 0.87),
            with_ratio(row("softmax", KERNEL, "f32", 1024, 32768), 0.93),
            with_ratio(row("copy", SAME_BYTES_COPY, "f32", 1024, 32768), 0.97),
        ];
        let curve = vec![
            with_ratio(row("softmax", KERNEL, "f32", 16384, 1024), 0.96),
            with_ratio(row("softmax", KERNEL, "f32", 65536, 256), 0.84),
            with_ratio(row("copy", SAME_BYTES_COPY, "f32", 65536, 256), 0.849),
        ];
        let text = targets_report(&TargetCsvs {
            grids: vec![grid],
            curves: vec![curve],
            ..TargetCsvs::default()
        });
        assert!(
            text.contains(
                "  grids, >= 0.95, kernel alone: met at 0 of 2 lines; of the 2 not met, 1 "
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "  curves, >= 0.95, kernel alone: met at 1 of 1 lines; of the 0 not met, 0 "
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "  curves, >= 0.85, kernel alone: met at 0 of 1 lines; of the 1 not met, 1 "
            ),
            "{text}"
        );
    }

    /// A drop of more than 5% from one length to the next shorter one is listed, one of 5% is not.
    #[test]
    fn curve_lists_the_drops_over_five_percent() {
        let curve = vec![
            with_ratio(row("softmax", KERNEL, "f32", 256, 65536), 0.80),
            with_ratio(row("softmax", KERNEL, "f32", 64, 262144), 0.70),
            with_ratio(row("softmax", KERNEL, "f32", 334, 50257), 0.80 * 0.93),
            with_ratio(
                row("softmax", KERNEL, "f32", 512, 32768),
                0.80 * 0.93 * 0.951,
            ),
            with_ratio(row("softmax", KERNEL, "bf16", 256, 65536), 0.80),
            with_ratio(row("softmax", KERNEL, "bf16", 512, 32768), 0.80 * 0.951),
            row("copy", "copy", "u32", 1, 1 << 28),
        ];
        let csvs = TargetCsvs {
            curves: vec![curve],
            ..TargetCsvs::default()
        };
        let text = targets_report(&csvs);
        assert!(text.contains("  f32: 65536->50257 -7%\n"), "{text}");
        assert!(text.contains("  bf16: none\n"), "{text}");
        assert!(!text.contains("u32"), "{text}");
    }

    /// Rows of 1 and 8 meet the bound of twice their copy plus the kernel's time at 1 x 7, and
    /// say so when no latency CSV gives that launch.
    #[test]
    fn small_batches_are_bound_by_two_copies_and_a_launch() {
        let grid = vec![
            with_time(row("softmax", KERNEL, "f32", 8, 32000), 30.0),
            with_time(row("softmax", THROUGH_BURN, "f32", 8, 32000), 30.1),
            with_time(row("copy", SAME_BYTES_COPY, "f32", 8, 32000), 10.0),
        ];
        let latency = vec![with_time(row("softmax", KERNEL, "f32", 1, 7), 10.0)];
        let text = targets_report(&TargetCsvs {
            grids: vec![grid.clone()],
            latency,
            ..TargetCsvs::default()
        });
        assert!(text.contains("(the kernel at 1 x 7: 10.0 us)"), "{text}");
        assert!(
            text.contains("  kernel alone: met at 1 of 1 lines\n"),
            "{text}"
        );
        assert!(
            text.contains("  through Burn: met at 0 of 1 lines\n"),
            "{text}"
        );
        assert!(
            text.contains("cubemax-kernel  f32   8x32000        30.0 us, bound  30.0: met"),
            "{text}"
        );
        assert!(
            text.contains("cubemax         f32   8x32000        30.1 us, bound  30.0: not met"),
            "{text}"
        );
        let text = targets_report(&TargetCsvs {
            grids: vec![grid],
            ..TargetCsvs::default()
        });
        assert!(text.contains("M = 1 and 8: not checked"), "{text}");
    }

    /// The speedups over Burn from every CSV, the least first among those under 3x.
    #[test]
    fn speedups_under_three_are_named() {
        let mut fast = row("softmax", THROUGH_BURN, "f32", 4096, 4096);
        fast.speedup_vs_burn = 12.0;
        let mut slow = row("log_softmax", THROUGH_BURN, "bf16", 32768, 256);
        slow.speedup_vs_burn = 2.5;
        let mut kernel = row("softmax", KERNEL, "f32", 4096, 4096);
        kernel.speedup_vs_burn = 20.0;
        let text = targets_report(&TargetCsvs {
            grids: vec![vec![fast, kernel]],
            latency: vec![slow],
            ..TargetCsvs::default()
        });
        assert!(
            text.contains(concat!(
                "1 of 2 forward rows; least 2.50x, most 12x; ",
                "under 3x: log_softmax bf16 32768x256 2.50x"
            )),
            "{text}"
        );
    }

    /// Backward rows of 1024 or more take the 0.90x mark when under it; shorter rows are left out.
    #[test]
    fn backward_rows_under_ninety_percent_are_marked() {
        let grid = vec![
            with_ratio(row("softmax_backward", KERNEL, "bf16", 4096, 4096), 0.86),
            with_ratio(row("copy", SAME_BYTES_COPY, "bf16", 4096, 4096), 0.96),
            with_ratio(
                row("log_softmax_backward", KERNEL, "f32", 1024, 32768),
                0.98,
            ),
            with_ratio(row("softmax_backward", KERNEL, "f32", 32768, 512), 0.50),
        ];
        let text = targets_report(&TargetCsvs {
            grids: vec![grid],
            ..TargetCsvs::default()
        });
        assert!(
            text.contains(concat!(
                "softmax_backward       bf16  4096x4096        0.8600 ",
                "(copy of the same bytes 0.96)  under 0.90\n"
            )),
            "{text}"
        );
        assert!(
            text.contains(
                "log_softmax_backward   f32   1024x32768       0.9800 (copy of the same bytes -)\n"
            ),
            "{text}"
        );
        assert!(!text.contains("32768x512"), "{text}");
        assert!(
            text.contains(concat!(
                "  kernel alone: met at 1 of 2 lines; of the 1 not met, 0 where the copy of the ",
                "same bytes is under 0.90 too\n"
            )),
            "{text}"
        );
    }
}
