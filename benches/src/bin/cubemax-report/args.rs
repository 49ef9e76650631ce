//! The command line: every flag of every subcommand, parsed into one [`Options`] value
//! with errors that name the flag and the values it accepts.

use std::path::PathBuf;

use burn::tensor::DType;
use cubemax::kernels::exchange::MAX_EXCHANGE_CHUNKS;
use cubemax::kernels::{
    MAX_COLUMN_LEN_GROUPS, MAX_LOADS_PER_UNIT, MaskKind, RegistersPageExps, Strategy,
};
use cubemax_bench::backends::{device_label, device_stores, dtype_name, parse_dtype};
use cubemax_bench::grid::Shape;
use cubemax_bench::oracle::Op;

use super::*;

#[derive(Default)]
pub(super) struct Options {
    pub(super) grids: Vec<GridName>,
    pub(super) dtypes: Vec<DType>,
    pub(super) ops: Vec<Op>,
    pub(super) shapes: Vec<Shape>,
    /// Strategies the sweep tries (all when empty).
    pub(super) strategies: Vec<Strategy>,
    /// Units per cube the sweep tries (all of [`SWEEP_UNITS`] when empty; any whole count of
    /// planes of [`SWEEP_PLANE`] when asked).
    pub(super) units: Vec<u32>,
    /// Vectors per unit and page the sweep tries (all of [`SWEEP_LOADS`] when empty).
    pub(super) loads: Vec<usize>,
    /// Chunks per row the sweep's cube-per-row plans exchange (1, whole rows, when empty).
    pub(super) chunks: Vec<usize>,
    /// Vectors per unit the `columns` command stages in shared memory (none when empty).
    pub(super) staged: Vec<usize>,
    /// Segments per column the `columns` command streams columns in, besides the planner's.
    pub(super) segments: Vec<usize>,
    /// Groups of segments the `columns` command streams forward columns in (two launches).
    pub(super) groups: Vec<usize>,
    /// Vectors per unit the `columns` command's held plans put in their tile at a time when it
    /// writes the output with the softmax axis last (0: element by element). Empty: the output
    /// is laid out as the input.
    pub(super) tiles: Vec<usize>,
    /// The sweep's padding mask (see [`SweepMask`]), if any.
    pub(super) mask: Option<MaskKind>,
    /// Whether the sweep's kernels hold an additive mask (the planner's choice when `None`).
    pub(super) hold_mask: Option<bool>,
    /// The sweep's causal limit: key `j` of query `i` is masked out past `i + offset`, the
    /// queries being the shape's next-to-last axis (see [`sweep_causal`]).
    pub(super) causal: Option<i64>,
    /// Whether the sweep's cube-per-row softmax plans keep their exponentials in shared memory,
    /// and the `columns` command's held ones theirs (each value asked for; the planner's choice
    /// alone when empty).
    pub(super) kept_exps: Vec<bool>,
    /// Where the sweep's cube-per-row plans that keep their exps keep the registers' page's
    /// (each value asked for; the planner's choice alone when empty).
    pub(super) registers_page_exps: Vec<RegistersPageExps>,
    /// Whether the sweep's cube-per-row plans walk their staged pages in loops (each value asked
    /// for; the planner's choice alone when empty).
    pub(super) page_loops: Vec<bool>,
    /// Whether the sweep's forward plans load every slot of a unit's held vectors (each value
    /// asked for; the planner's choice alone when empty).
    pub(super) every_slot: Vec<bool>,
    /// Whether the sweep's plane-path plans read the plane width at run time rather than
    /// compile in the device's (each value asked for; the planner's choice alone when empty).
    pub(super) plane_width_at_run_time: Vec<bool>,
    /// Grids of at most this many cubes (each value asked for; the planner's grid when empty).
    pub(super) max_cubes: Vec<u32>,
    /// Whether the sweep's softmax backward plans stage only `y` and read `dy` again (each value
    /// asked for, the planner's own plan included; the planner's choice alone when empty).
    pub(super) dy_read_again: Vec<bool>,
    /// Whether the sweep's backward plans whose tail reads a buffer issue its loads ahead of the
    /// stores (each value asked for, the planner's own plan included; the planner's choice alone
    /// when empty).
    pub(super) tail_loads_ahead: Vec<bool>,
    /// Exchanged chunks on a grid of one cube per chunk or of at most one cube per SM (each value
    /// asked for, the planner's own plan included; the planner's choice alone when empty).
    pub(super) cube_per_chunk: Vec<bool>,
    /// Rounds the sweep times its plans in (`--rounds`; one when `None`): each round times every
    /// plan once, and each plan's line gives the median of its rounds with their range.
    pub(super) rounds: Option<usize>,
    /// Seconds each shape's sweep may take before its rounds end early (`--seconds`; no bound
    /// when `None`): see [`Rounds`].
    pub(super) seconds: Option<u64>,
    /// `--queue-ahead false`: the sweeps, and the report's copies and kernels launched alone,
    /// time their batches at the host's pace. By default (and with `--queue-ahead true`) each
    /// batch runs behind a kernel that holds the device's queue until the host has enqueued it
    /// (`Method::held_by`): the device's own pace, which the host's launch hides for calls
    /// shorter than it.
    pub(super) unheld: bool,
    pub(super) csv: Option<PathBuf>,
    /// The grids time the kernel alone and the copies, not Burn's softmax nor cubemax through
    /// Burn (`--kernel-alone`): Burn's composed backward takes most of a backward grid's time.
    /// The latency and memory grids, which are about calls through Burn, are unchanged.
    pub(super) kernel_alone: bool,
}

impl Options {
    /// The rounds `--rounds` and `--seconds` ask a sweep of each shape for.
    pub(super) fn sweep_rounds(&self) -> Rounds {
        Rounds {
            most: self.rounds.unwrap_or(1),
            seconds: self.seconds.map(std::time::Duration::from_secs),
        }
    }

    /// The hold of the device's queue each timed batch is launched behind (`Method::held_by`),
    /// or `None` with `--queue-ahead false`.
    pub(super) fn queue_hold(&self) -> Option<fn(std::time::Duration)> {
        queue_hold(!self.unheld)
    }

    /// The dtypes `--dtype` asked for, or `default` when it was not given.
    pub(super) fn dtypes_or(&self, default: &[DType]) -> Vec<DType> {
        if self.dtypes.is_empty() {
            default.to_vec()
        } else {
            self.dtypes.clone()
        }
    }

    /// The dtypes `--dtype` asked of `command`, or those of `default` that the device can store
    /// (a line on stdout names each one left out). Guaranteed to hold only dtypes the device can
    /// store: a dtype asked for that it cannot is an error naming `--dtype`, the device and the
    /// dtypes it takes, returned before anything is launched.
    pub(super) fn device_dtypes(
        &self,
        command: &str,
        default: &[DType],
    ) -> Result<Vec<DType>, String> {
        if self.dtypes.is_empty() {
            let (stored, left_out): (Vec<DType>, Vec<DType>) =
                default.iter().partition(|&&dtype| device_stores(dtype));
            for dtype in left_out {
                println!("skipping {}: the device cannot store it", dtype_name(dtype));
            }
            return Ok(stored);
        }
        match self.dtypes.iter().find(|&&dtype| !device_stores(dtype)) {
            Some(&missing) => {
                let taken: Vec<&str> = [DType::F32, DType::F16, DType::BF16]
                    .into_iter()
                    .filter(|&dtype| device_stores(dtype))
                    .map(dtype_name)
                    .collect();
                Err(format!(
                    "{command} --dtype: {} cannot be stored on this device ({}); expected {}",
                    dtype_name(missing),
                    device_label(),
                    taken.join(" or ")
                ))
            }
            None => Ok(self.dtypes.clone()),
        }
    }

    /// The ops `--op` asked for, or `default` when it was not given.
    pub(super) fn ops_or(&self, default: &[Op]) -> Vec<Op> {
        if self.ops.is_empty() {
            default.to_vec()
        } else {
            self.ops.clone()
        }
    }
}

pub(super) fn usage() -> &'static str {
    "usage: cubemax-report [--grid main|curve|seeds|latency|memory|smoke]... [--dtype f32|f16|bf16]... \
     [--op softmax|log_softmax|softmax_backward|log_softmax_backward]... [--shape AxB]... [--csv PATH] \
     [--kernel-alone] [--queue-ahead true|false (true: held batches, the default)]\n       \
     cubemax-report plot --csv PATH [--csv PATH]... [--rows 32768] --out PATH.svg\n       \
     cubemax-report table --csv PATH [--csv PATH]... --op OP\n       \
     cubemax-report peers --csv PATH [--csv PATH]... --op OP [--peer pytorch|quack|liger]\n       \
     cubemax-report targets --csv PATH... [--curve PATH]... [--latency PATH]\n       \
     cubemax-report sweep --shape AxB... [--dtype f32|f16|bf16]... [--op OP]... [--strategy NAME]... \
     [--units N]... [--loads N]... [--staged N]... [--chunks N]... [--mask additive|bool] \
     [--causal OFFSET] [--hold-mask true|false] [--kept-exps true|false]... \
     [--registers-page-exps shared|in-place|recomputed]... [--page-loops true|false]... \
     [--every-slot true|false]... [--plane-width-at-run-time true|false]... \
     [--max-cubes N]... [--dy-read-again true|false]... [--tail-loads-ahead true|false]... \
     [--cube-per-chunk true|false]... [--rounds N] [--seconds S] [--queue-ahead true|false]\n       \
     cubemax-report columns --shape OxLxI... [--dtype f32|f16|bf16]... [--op OP]... \
     [--units N]... [--loads N]... [--staged N]... [--segments N]... [--groups N]... \
     [--mask additive|bool (forward)] [--tile N]... [--kept-exps true|false]... \
     [--rounds N (forward)] [--seconds S (forward)] [--queue-ahead true|false]\n       \
     cubemax-report host [--shape AxB]...\n       \
     cubemax-report options [--dtype f32|f16|bf16]...\n       \
     cubemax-report plans [--shape AxB]... [--dtype f32|f16|bf16]... [--op OP]... \
     [--dy-read-again true|false]... [--cube-per-chunk true|false]... \
     (an H100's or H200's plans, no GPU needed)\n       \
     cubemax-report copies [--mib N]... [--queue-ahead true|false] \
     (device copies of 8 MiB to 1 GiB each way)\n       \
     cubemax-report launches (back-to-back launches of a near-empty kernel, unheld and held)"
}

pub(super) fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
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
                    format!(
                        "--shape: expected positive sizes such as 4096x4096 (rank 1 to 4, at \
                         most 2^36 elements), got {label:?}"
                    )
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
            "--chunks" => options.chunks.push(one_of(
                "--chunks",
                &value("--chunks")?,
                &(1..=MAX_EXCHANGE_CHUNKS).collect::<Vec<_>>(),
            )?),
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
            "--tile" => {
                options
                    .tiles
                    .push(one_of("--tile", &value("--tile")?, &COLUMN_SWEEP_TILES)?)
            }
            "--mask" => {
                let name = value("--mask")?;
                options.mask = Some(match name.as_str() {
                    "additive" => MaskKind::Additive,
                    "bool" => MaskKind::Boolean,
                    _ => return Err(format!("--mask: expected additive or bool, got {name:?}")),
                });
            }
            "--causal" => {
                let text = value("--causal")?;
                options.causal = Some(text.parse().map_err(|_| {
                    format!("--causal: expected an offset (a whole number), got {text:?}")
                })?);
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
            "--registers-page-exps" => {
                let text = value("--registers-page-exps")?;
                options.registers_page_exps.push(match text.as_str() {
                    "shared" => RegistersPageExps::Shared,
                    "in-place" => RegistersPageExps::InPlace,
                    "recomputed" => RegistersPageExps::Recomputed,
                    _ => {
                        let expected = "expected shared, in-place or recomputed";
                        return Err(format!("--registers-page-exps: {expected}, got {text:?}"));
                    }
                })
            }
            "--page-loops" => options.page_loops.push(one_of(
                "--page-loops",
                &value("--page-loops")?,
                &[true, false],
            )?),
            "--every-slot" => options.every_slot.push(one_of(
                "--every-slot",
                &value("--every-slot")?,
                &[true, false],
            )?),
            "--tail-loads-ahead" => options.tail_loads_ahead.push(one_of(
                "--tail-loads-ahead",
                &value("--tail-loads-ahead")?,
                &[true, false],
            )?),
            "--cube-per-chunk" => options.cube_per_chunk.push(one_of(
                "--cube-per-chunk",
                &value("--cube-per-chunk")?,
                &[true, false],
            )?),
            "--queue-ahead" => {
                options.unheld = !one_of("--queue-ahead", &value("--queue-ahead")?, &[true, false])?
            }
            "--dy-read-again" => options.dy_read_again.push(one_of(
                "--dy-read-again",
                &value("--dy-read-again")?,
                &[true, false],
            )?),
            "--plane-width-at-run-time" => options.plane_width_at_run_time.push(one_of(
                "--plane-width-at-run-time",
                &value("--plane-width-at-run-time")?,
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
            "--rounds" => {
                options.rounds = Some(one_of(
                    "--rounds",
                    &value("--rounds")?,
                    &(1..=MAX_SWEEP_ROUNDS).collect::<Vec<_>>(),
                )?)
            }
            "--seconds" => {
                let text = value("--seconds")?;
                options.seconds = Some(
                    text.parse()
                        .ok()
                        .filter(|&seconds: &u64| seconds > 0)
                        .ok_or_else(|| {
                            format!("--seconds: expected a positive whole number, got {text:?}")
                        })?,
                )
            }
            "--csv" => options.csv = Some(PathBuf::from(value("--csv")?)),
            "--kernel-alone" => options.kernel_alone = true,
            "--help" | "-h" => return Err(usage().to_string()),
            other => return Err(format!("unknown argument {other:?}\n{}", usage())),
        }
    }
    if options.grids.is_empty() && options.shapes.is_empty() {
        options.grids.push(GridName::Main);
    }
    Ok(options)
}

/// The hold of the device's queue that timed batches are launched behind where `held`
/// (`--queue-ahead true`, the default of every subcommand that takes it), else `None`.
pub(super) fn queue_hold(held: bool) -> Option<fn(std::time::Duration)> {
    held.then_some(cubemax_bench::hold::hold_queue as fn(std::time::Duration))
}

/// `text` parsed as one of `allowed`, or an error naming `flag` and the allowed values.
pub(super) fn one_of<T>(flag: &str, text: &str, allowed: &[T]) -> Result<T, String>
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
pub(super) fn whole_planes(flag: &str, text: &str) -> Result<u32, String> {
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
