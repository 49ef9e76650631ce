//! `cubemax-report sweep`: the kernel alone on every plan the planner accepts for a shape,
//! forward or backward, against a copy of the same bytes: the data the planner's thresholds are
//! chosen from.

use std::time::Duration;

use burn::tensor::{DType, Distribution, Tensor};
use cubemax::kernels::{
    CausalLimit, FusedScores, LaunchPlan, LaunchRequest, MaskKind, MaskLayout, MergePath,
    OffsetTerm, RegistersPageExps, RowProblem, SoftmaxKind, Strategy, launch_fused_softmax,
    plan_backward, plan_launch,
};
use cubemax_bench::backends::{self, Bare, GpuRuntime, client, device_label, dtype_name, sync};
use cubemax_bench::grid::Shape;
use cubemax_bench::measure::{self, Method, gigabytes_per_second};
use cubemax_bench::oracle::{self, Check, Op};
use cubemax_bench::roofline::time_copy_of;

use super::*;

/// Units per cube and vectors per unit the sweep tries for every strategy.
pub(super) const SWEEP_UNITS: [u32; 6] = [32, 64, 128, 256, 512, 1024];
/// Units per cube `--units` may ask for: whole planes of this many units, up to the largest of
/// [`SWEEP_UNITS`]. Counts that are not powers of two only cube-per-row takes: three cubes of
/// 384 units may share an H100 SM where two of 512 do.
pub(super) const SWEEP_PLANE: u32 = 32;
pub(super) const SWEEP_LOADS: [usize; 6] = [1, 2, 3, 4, 8, 16];
/// Pages of shared memory the sweep tries for cube-per-row (the other strategies stage none).
pub(super) const SWEEP_STAGED_PAGES: [usize; 6] = [0, 1, 2, 3, 5, 7];

/// Most rounds `--rounds` may ask for.
pub(super) const MAX_SWEEP_ROUNDS: usize = 16;

/// Rows of the sweep's padding mask: a `[B, 1, 1, N]` mask over `[B, H, Q, N]` scores, as
/// `cubemax-report options` uses, with `B` of this.
pub(super) const SWEEP_MASK_ROWS: usize = 4;

/// The sweep's `--mask`: a padding mask of [`SWEEP_MASK_ROWS`] rows, each broadcast over a run of
/// `rows / SWEEP_MASK_ROWS` consecutive rows (about half its elements masked out).
pub(super) struct SweepMask {
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
pub(super) fn masked_score(kind: MaskKind, x: f32, m: f32) -> f32 {
    match kind {
        MaskKind::Boolean if m != 0.0 => f32::NEG_INFINITY,
        MaskKind::Boolean => x,
        _ => x + m,
    }
}

/// `cubemax-report sweep`: cubemax's raw kernel on every (strategy, units per cube, loads per
/// unit, staged pages) the planner accepts for each shape, with a copy of the same bytes as the
/// yardstick. The ops are the forward softmax unless `--op` names others (a backward op sweeps
/// the backward's plans, on a `y` the planner's forward wrote); with `--mask`, the forward fuses
/// a padding mask ([`SweepMask`]). With `--rounds N` every plan is timed in each of `N` rounds
/// (see [`sweep_in_rounds`]) and its line gives the median of its rounds: eleven timings in a row
/// of one 20-40 us plan on the same buffers spread over 7-20% of their median on the H200
/// (docs/PERFORMANCE.md, "How much one timing moves"). With `--seconds S` each shape's rounds end
/// early where the next would pass `S` seconds ([`Rounds`]): the lines print in the last round,
/// and a sweep a caller's timeout cut in an earlier one printed none. This is the data the
/// planner's thresholds are chosen from.
pub(super) fn sweep_command(options: &Options) -> Result<(), String> {
    if options.shapes.is_empty() {
        return Err(format!("sweep: expected at least one --shape\n{}", usage()));
    }
    let client = client();
    println!(
        "device: {}, plane size {}",
        device_label(),
        client.properties().hardware.plane_size_max
    );
    let dtypes = options.device_dtypes("sweep", &[DType::F32])?;
    let ops = options.ops_or(&[Op::Softmax]);
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
/// of one shape), each batch behind a hold of the device's queue unless `--queue-ahead false`.
pub(super) fn sweep_method(options: &Options) -> Method {
    Method {
        samples: 7,
        min_sampling: Duration::from_millis(150),
        ..Method::report()
    }
    .held_by(options.queue_hold())
}

/// The requests the sweep tries: the planner's own first, then every strategy, units per cube
/// and loads per unit asked for (all when not), and for cube-per-row every count of staged
/// pages (`--staged`; [`SWEEP_STAGED_PAGES`] when not) and of the chunks asked for (whole rows
/// when not), each on the planner's grid or on every bound of it asked for (`--max-cubes`), and
/// with every kept-exps, page-loops and every-slot switch asked for (`--kept-exps`,
/// `--page-loops`, `--every-slot`; the planner's choice when not). `--dy-read-again`,
/// `--tail-loads-ahead` and `--cube-per-chunk` ask each of their values of every plan, and of
/// the planner too: after its own plan, asked nothing, one planner's request per combination of
/// the values asked.
/// Plans the planner refuses (more pages than a cube stages) are skipped.
pub(super) fn sweep_requests(options: &Options, kind: SoftmaxKind) -> Vec<LaunchRequest> {
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
    let dy_read_again = asked_or_planner(&options.dy_read_again);
    let tail_loads_ahead = asked_or_planner(&options.tail_loads_ahead);
    let cube_per_chunk = asked_or_planner(&options.cube_per_chunk);
    let own = LaunchRequest {
        hold_mask: options.hold_mask,
        ..LaunchRequest::new(kind)
    };
    let mut requests = vec![own];
    for &dy_read_again in &dy_read_again {
        for &tail_loads_ahead in &tail_loads_ahead {
            for &cube_per_chunk in &cube_per_chunk {
                let asked = LaunchRequest {
                    dy_read_again,
                    tail_loads_ahead,
                    cube_per_chunk,
                    ..own
                };
                if asked != own {
                    requests.push(asked);
                }
            }
        }
    }
    // Every combination of the kernel switches asked for, each left to the planner when not.
    let mut switches = Vec::new();
    for &kept_exps in &asked_or_planner(&options.kept_exps) {
        for &registers_page_exps in &asked_or_planner(&options.registers_page_exps) {
            for &pages_in_loops in &asked_or_planner(&options.page_loops) {
                for &every_slot_loaded in &asked_or_planner(&options.every_slot) {
                    for &at_run_time in &asked_or_planner(&options.plane_width_at_run_time) {
                        for &max_cubes in &asked_or_planner(&options.max_cubes) {
                            for &dy_read_again in &dy_read_again {
                                for &tail_loads_ahead in &tail_loads_ahead {
                                    for &cube_per_chunk in &cube_per_chunk {
                                        switches.push(Switches {
                                            kept_exps,
                                            registers_page_exps,
                                            pages_in_loops,
                                            every_slot_loaded,
                                            plane_width_at_run_time: at_run_time.unwrap_or(false),
                                            max_cubes,
                                            dy_read_again,
                                            tail_loads_ahead,
                                            cube_per_chunk,
                                        });
                                    }
                                }
                            }
                        }
                    }
                }
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
                        for switch in &switches {
                            requests.push(LaunchRequest {
                                units_per_cube: Some(units),
                                loads_per_unit: Some(loads),
                                staged_pages: Some(pages),
                                chunks_per_row: Some(chunks),
                                hold_mask: options.hold_mask,
                                kept_exps: switch.kept_exps,
                                registers_page_exps: switch.registers_page_exps,
                                pages_in_loops: switch.pages_in_loops,
                                every_slot_loaded: switch.every_slot_loaded,
                                plane_width_at_run_time: switch.plane_width_at_run_time,
                                max_cubes: switch.max_cubes,
                                dy_read_again: switch.dy_read_again,
                                tail_loads_ahead: switch.tail_loads_ahead,
                                cube_per_chunk: switch.cube_per_chunk,
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

/// One combination of the kernel switches a sweep asks for (`None`: the planner's choice).
struct Switches {
    kept_exps: Option<bool>,
    registers_page_exps: Option<RegistersPageExps>,
    pages_in_loops: Option<bool>,
    every_slot_loaded: Option<bool>,
    plane_width_at_run_time: bool,
    max_cubes: Option<u32>,
    dy_read_again: Option<bool>,
    tail_loads_ahead: Option<bool>,
    cube_per_chunk: Option<bool>,
}

/// The sweep's causal limit of `offset` on `shape`: its next-to-last axis holds the queries (a
/// `[B, H, Q, K]` shape's `Q`; every row of a two-axis shape is a query of its own).
pub(super) fn sweep_causal(shape: &Shape, offset: i64) -> CausalLimit {
    let dims = &shape.dims;
    CausalLimit {
        queries: if dims.len() >= 2 {
            dims[dims.len() - 2]
        } else {
            1
        },
        offset,
    }
}

/// What a sweep's header says of its causal limit.
fn causal_label(causal: Option<CausalLimit>) -> String {
    match causal {
        Some(limit) => format!(
            " with a causal limit (offset {}, {} queries)",
            limit.offset, limit.queries
        ),
        None => String::new(),
    }
}

/// Sets the elements of the `sampled` rows (`rows[i]` is row `sampled[i]`) that `limit` masks
/// out to `fill`.
fn fill_past_causal_limit(rows: &mut [Vec<f32>], sampled: &[usize], limit: CausalLimit, fill: f32) {
    for (&row, values) in sampled.iter().zip(rows) {
        let last_key = (row % limit.queries) as i64 + limit.offset;
        for (key, value) in values.iter_mut().enumerate() {
            if key as i64 > last_key {
                *value = fill;
            }
        }
    }
}

/// Each value `asked` for, or the planner's choice alone (`None`) when none was.
pub(super) fn asked_or_planner<T: Copy>(asked: &[T]) -> Vec<Option<T>> {
    if asked.is_empty() {
        vec![None]
    } else {
        asked.iter().copied().map(Some).collect()
    }
}

/// Staged pages that leave the registers' page empty only waste shared memory (the same plan
/// with fewer pages holds the row, or its chunk): the sweep skips such plans.
pub(super) fn wastes_pages(plan: &LaunchPlan, cols: usize) -> bool {
    let page = plan.loads_per_unit * plan.units_per_cube as usize;
    plan.staged_pages * page * plan.vector_size >= cols.div_ceil(plan.chunks)
}

/// Who chose a sweep line's plan: what the line is marked with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Chooser {
    /// The planner, asked nothing (the sweep's first line): marked `planner`.
    Planner,
    /// The planner, asked one combination of the `--dy-read-again`, `--tail-loads-ahead` and
    /// `--cube-per-chunk` values given: marked `planner, as asked`.
    PlannerAsked,
    /// The sweep's forced cube: not marked.
    Forced,
}

impl Chooser {
    /// The chooser of a line of a sweep that asks the planner nothing but its own plan:
    /// [`Chooser::Planner`] where `planner`, [`Chooser::Forced`] otherwise.
    pub(super) fn planner_or_forced(planner: bool) -> Chooser {
        if planner {
            Chooser::Planner
        } else {
            Chooser::Forced
        }
    }

    /// What a line of a plan this chooser chose starts its description with.
    fn mark(self) -> &'static str {
        match self {
            Chooser::Planner => "planner: ",
            Chooser::PlannerAsked => "planner, as asked: ",
            Chooser::Forced => "",
        }
    }
}

/// Prints one line of the sweep: a plan's time per call against the copy of the same bytes,
/// marked by who chose it ([`Chooser`]). `per_call` holds one time per round; with more than one
/// the line gives their median and their range.
pub(super) fn print_sweep_line(
    per_call: &[Duration],
    bytes: usize,
    copy_gbps: f64,
    check: &Check,
    plan: &dyn core::fmt::Display,
    chooser: Chooser,
) {
    let median = measure::median(per_call.to_vec());
    let gbps = gigabytes_per_second(bytes, median);
    let range = match (per_call.iter().min(), per_call.iter().max()) {
        (Some(least), Some(most)) if per_call.len() > 1 => format!(
            "{:.1}-{:.1} us over {} rounds  ",
            least.as_secs_f64() * 1e6,
            most.as_secs_f64() * 1e6,
            per_call.len()
        ),
        _ => String::new(),
    };
    println!(
        "  {:>9.1} us {gbps:>7.0} GB/s {:>5.2}x copy  {}  {range}{}{plan}",
        median.as_secs_f64() * 1e6,
        gbps / copy_gbps,
        if check.passed { "ok  " } else { "FAIL" },
        chooser.mark(),
    );
}

/// How many rounds a sweep times its plans in: `most` (`--rounds`), or fewer where `seconds`
/// (`--seconds`) bounds the sweep of each shape, so that a sweep that a caller's timeout would
/// cut still prints its lines (they print in the last round).
#[derive(Clone, Copy, Debug)]
pub(super) struct Rounds {
    pub(super) most: usize,
    pub(super) seconds: Option<Duration>,
}

/// Times `plans` plans in at most `rounds.most` rounds: `time(i)` times plan `i`, each round
/// takes every plan once, the order reversed every other round so that a device running slower
/// or faster over the sweep favours no plan, and the last round in the plans' order. `done(i,
/// times)` gets plan `i`'s times, one per round, as soon as its last round has timed it, so that
/// a sweep's lines come out one by one (and a sweep cut short keeps the lines it printed).
///
/// With `rounds.seconds`, a round after the first is the last where it and one more round, each
/// as long as the rounds before took on average, would end past that many seconds from the
/// first timing: guaranteed to print every plan's line by then where the rounds keep their pace
/// and the first round ends within half of it.
pub(super) fn sweep_in_rounds(
    plans: usize,
    rounds: Rounds,
    time: impl FnMut(usize) -> Duration,
    done: impl FnMut(usize, &[Duration]),
) {
    let start = std::time::Instant::now();
    sweep_in_rounds_by_clock(plans, rounds, || start.elapsed(), time, done);
}

/// [`sweep_in_rounds`] with the time since the first timing read from `elapsed`.
fn sweep_in_rounds_by_clock(
    plans: usize,
    rounds: Rounds,
    mut elapsed: impl FnMut() -> Duration,
    mut time: impl FnMut(usize) -> Duration,
    mut done: impl FnMut(usize, &[Duration]),
) {
    let mut times = vec![Vec::with_capacity(rounds.most); plans];
    for round in 0..rounds.most {
        let out_of_time = rounds.seconds.is_some_and(|seconds| {
            let spent = elapsed();
            round > 0 && spent + 2 * (spent / round as u32) > seconds
        });
        let last = round + 1 == rounds.most || out_of_time;
        // The last round runs forward, and the rounds before it alternate back from there.
        let forward = last || (rounds.most - 1 - round).is_multiple_of(2);
        for step in 0..plans {
            let plan = if forward { step } else { plans - 1 - step };
            times[plan].push(time(plan));
            if last {
                done(plan, &times[plan]);
            }
        }
        if last {
            return;
        }
    }
}

/// Times a copy of `bytes_per_direction` bytes and prints the sweep's header for one shape.
pub(super) fn sweep_header(
    what: &str,
    bytes_per_direction: usize,
    inputs: usize,
    method: &Method,
) -> f64 {
    let (copy, copy_bytes, how) = time_copy_of(&client(), bytes_per_direction, inputs, method);
    let copy_gbps = gigabytes_per_second(copy_bytes, copy.per_call);
    println!(
        "\n{what}: copy of the same bytes {:.1} us, {copy_gbps:.0} GB/s ({how})",
        copy.per_call.as_secs_f64() * 1e6
    );
    copy_gbps
}

/// The forward sweep of one op on one shape (see [`sweep_command`]).
pub(super) fn sweep_forward(
    options: &Options,
    op: Op,
    shape: &Shape,
    dtype: DType,
) -> Result<(), String> {
    let client = client();
    let method = sweep_method(options);
    let (rows, cols) = (shape.rows(), shape.cols());
    let bytes = 2 * shape.elements() * dtype.size();
    let buffers = RawBuffers::new(rows, cols, dtype, bytes, false, MAX_ROTATED_INPUTS);
    let (handles, output_handles) = (&buffers.input_primitives, &buffers.output_primitives);
    let mask = options
        .mask
        .map(|kind| SweepMask::new(kind, rows, cols, dtype))
        .transpose()?;
    let causal = options.causal.map(|offset| sweep_causal(shape, offset));
    let problem = RowProblem {
        fused: FusedScores {
            mask: mask.as_ref().map(|mask| mask.layout),
            causal,
            ..FusedScores::NONE
        },
        ..buffers.problem()
    };
    let copy_gbps = sweep_header(
        &format!(
            "{} {} {}{}{}",
            op.name(),
            dtype_name(dtype),
            shape.label(),
            match options.mask {
                Some(kind) => format!(" with a {kind:?} mask of {SWEEP_MASK_ROWS} rows"),
                None => String::new(),
            },
            causal_label(causal)
        ),
        shape.elements() * dtype.size(),
        handles.len(),
        &method,
    );
    let sampled = oracle::sampled_rows(rows, 2);
    let x = read_rows(buffers.inputs[0].clone(), &sampled);
    let mut scores: Vec<Vec<f32>> = match &mask {
        Some(mask) => sampled
            .iter()
            .zip(&x)
            .map(|(&row, x)| mask.scores(row, rows, x))
            .collect(),
        None => x,
    };
    if let Some(limit) = causal {
        fill_past_causal_limit(&mut scores, &sampled, limit, f32::NEG_INFINITY);
    }
    let plans = swept_plans(
        options,
        op,
        |request| plan_launch(&client, &problem, request).ok(),
        cols,
    );
    let launch = |plan: &LaunchPlan, index: usize| {
        launch_fused_softmax(
            &client,
            handles[index % handles.len()].handle.clone(),
            mask.as_ref().map(|mask| mask.buffer.handle.clone()),
            output_handles[index % output_handles.len()].handle.clone(),
            &problem,
            plan,
        )
        .expect("cubemax launch")
    };
    sweep_in_rounds(
        plans.len(),
        options.sweep_rounds(),
        |i| measure::time_throughput(&method, |index| launch(&plans[i].0, index), sync).per_call,
        |i, per_call| {
            let (plan, chooser) = &plans[i];
            launch(plan, 0);
            let y = read_rows(buffers.outputs[0].clone(), &sampled);
            let check = check_against_reference(op, dtype, &scores, None, &y);
            print_sweep_line(per_call, bytes, copy_gbps, &check, plan, *chooser);
        },
    );
    Ok(())
}

/// The plans the sweep times, each with whether it is the planner's own: one per request of
/// [`sweep_requests`] that `plan` accepts, but forced plans whose staged pages leave the
/// registers' page empty (see [`wastes_pages`]).
fn swept_plans(
    options: &Options,
    op: Op,
    plan: impl Fn(&LaunchRequest) -> Option<LaunchPlan>,
    cols: usize,
) -> Vec<(LaunchPlan, Chooser)> {
    sweep_requests(options, op.softmax_kind())
        .iter()
        .enumerate()
        .filter_map(|(index, request)| {
            let chooser = match (index, request.strategy) {
                (0, _) => Chooser::Planner,
                (_, None) => Chooser::PlannerAsked,
                (_, Some(_)) => Chooser::Forced,
            };
            plan(request)
                .filter(|plan| chooser != Chooser::Forced || !wastes_pages(plan, cols))
                .map(|plan| (plan, chooser))
        })
        .collect()
}

/// The backward sweep of one op on one shape: `y` written once by the planner's forward, then
/// every backward plan (see [`sweep_command`]), both under `--causal` where it is given; bytes
/// counted as `y` and `dy` read, `dx` written, whatever the limit leaves unread.
pub(super) fn sweep_backward(
    options: &Options,
    op: Op,
    shape: &Shape,
    dtype: DType,
) -> Result<(), String> {
    let client = client();
    let method = sweep_method(options);
    let bytes = op.passes() * shape.elements() * dtype.size();
    let causal = options.causal.map(|offset| sweep_causal(shape, offset));
    let buffers = BackwardBuffers::new(shape, dtype, op.softmax_kind(), causal, bytes);
    let copy_gbps = sweep_header(
        &format!(
            "{} {} {}{}",
            op.name(),
            dtype_name(dtype),
            shape.label(),
            causal_label(causal)
        ),
        bytes / 2,
        buffers.count(),
        &method,
    );
    let sampled = oracle::sampled_rows(shape.rows(), 2);
    let mut inputs = buffers.sampled_inputs(&sampled);
    if let Some(limit) = causal {
        // The reference sees the forward's scores and a `dy` of 0 past the limit, which is what
        // the backward takes them as.
        let [x, dy] = &mut inputs;
        fill_past_causal_limit(x, &sampled, limit, f32::NEG_INFINITY);
        fill_past_causal_limit(dy, &sampled, limit, 0.0);
    }
    let plans = swept_plans(
        options,
        op,
        |request| plan_backward(&client, &buffers.problem, request).ok(),
        shape.cols(),
    );
    sweep_in_rounds(
        plans.len(),
        options.sweep_rounds(),
        |i| {
            let launch = |index: usize| buffers.launch(index, &plans[i].0);
            measure::time_throughput(&method, launch, sync).per_call
        },
        |i, per_call| {
            let (plan, chooser) = &plans[i];
            buffers.launch(0, plan);
            let check = buffers.check(op, &sampled, &inputs);
            print_sweep_line(per_call, bytes, copy_gbps, &check, plan, *chooser);
        },
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plans each round takes, and what `done` got, for `plans` plans in `rounds` rounds
    /// whose `i`-th timing lasts `i` microseconds and (on the sweep's clock) one second.
    fn rounds_of(plans: usize, rounds: Rounds) -> (Vec<usize>, Vec<(usize, Vec<u64>)>) {
        let timed = core::cell::RefCell::new(Vec::new());
        let mut done = Vec::new();
        sweep_in_rounds_by_clock(
            plans,
            rounds,
            || Duration::from_secs(timed.borrow().len() as u64),
            |plan| {
                timed.borrow_mut().push(plan);
                Duration::from_micros(timed.borrow().len() as u64)
            },
            |plan, times| {
                let micros = times.iter().map(|t| t.as_micros() as u64).collect();
                done.push((plan, micros));
            },
        );
        (timed.into_inner(), done)
    }

    fn at_most(most: usize) -> Rounds {
        Rounds {
            most,
            seconds: None,
        }
    }

    /// The rounds alternate in order and end in the plans' order; each plan is done once, in
    /// that order, with one time per round.
    #[test]
    fn rounds_alternate_and_end_in_order() {
        let (timed, done) = rounds_of(3, at_most(3));
        assert_eq!(timed, [0, 1, 2, 2, 1, 0, 0, 1, 2]);
        assert_eq!(
            done,
            [(0, vec![1, 6, 7]), (1, vec![2, 5, 8]), (2, vec![3, 4, 9])]
        );
        let (timed, done) = rounds_of(2, at_most(2));
        assert_eq!(timed, [1, 0, 0, 1]);
        assert_eq!(done, [(0, vec![2, 3]), (1, vec![1, 4])]);
        let (timed, done) = rounds_of(2, at_most(1));
        assert_eq!(timed, [0, 1]);
        assert_eq!(done, [(0, vec![1]), (1, vec![2])]);
    }

    /// A bound in seconds ends the rounds early, the last in the plans' order with every line
    /// printed before the bound; a bound the rounds fit in leaves them as `--rounds` asks; the
    /// first round always runs.
    #[test]
    fn seconds_end_the_rounds_early_and_still_print_every_line() {
        // Three plans a second each: after the first round (3 s), two more would end at 9 s.
        let bounded = |seconds| Rounds {
            most: 5,
            seconds: Some(Duration::from_secs(seconds)),
        };
        let (timed, done) = rounds_of(3, bounded(8));
        assert_eq!(timed, [0, 1, 2, 0, 1, 2]);
        assert_eq!(done, [(0, vec![1, 4]), (1, vec![2, 5]), (2, vec![3, 6])]);
        // At 9 s a third round fits: the second runs backward as it would have, the third ends.
        let (timed, done) = rounds_of(3, bounded(9));
        assert_eq!(timed, [0, 1, 2, 2, 1, 0, 0, 1, 2]);
        assert_eq!(done.len(), 3);
        assert!(done.iter().all(|(_, times)| times.len() == 3));
        assert_eq!(rounds_of(3, bounded(60)), rounds_of(3, at_most(5)));
        let (timed, done) = rounds_of(3, bounded(1));
        assert_eq!(timed, [0, 1, 2, 0, 1, 2]);
        assert_eq!(done.len(), 3);
    }

    /// The planner's own plan, asked nothing, comes first; the switches asked give it one more
    /// planner's request each, and every forced request after those.
    #[test]
    fn the_planner_asked_nothing_leads_the_requests() {
        let kind = SoftmaxKind::Softmax;
        let options = Options {
            strategies: vec![Strategy::CubePerRow],
            units: vec![256],
            loads: vec![8],
            staged: vec![1],
            ..Options::default()
        };
        assert_eq!(sweep_requests(&options, kind)[0], LaunchRequest::new(kind));
        assert_eq!(sweep_requests(&options, kind).len(), 2);
        let asked = Options {
            dy_read_again: vec![true, false],
            ..options
        };
        let requests = sweep_requests(&asked, kind);
        assert_eq!(requests[0], LaunchRequest::new(kind));
        let planner_asked: Vec<_> = requests[1..3].iter().map(|r| r.dy_read_again).collect();
        assert_eq!(planner_asked, [Some(true), Some(false)]);
        assert!(requests[1..3].iter().all(|r| r.strategy.is_none()));
        assert_eq!(requests.len(), 5);
        assert!(requests[3..].iter().all(|r| r.strategy.is_some()));
    }
}
