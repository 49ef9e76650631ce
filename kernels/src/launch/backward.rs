//! The backward along rows: planning ([`plan_backward`]) and launching
//! ([`launch_softmax_backward`]).

use cubecl::ir::AddressType;
use cubecl::server::Handle;

use crate::backward::{
    softmax_backward_cube_per_row, softmax_backward_plane_per_row, softmax_backward_split_sums,
    softmax_backward_split_tail, staged_buffers, tail_reads_a_buffer,
};
use crate::exchange::MAX_EXCHANGE_CHUNKS;

use super::*;

/// The rows of a backward pass: `rows` rows of `row_len` elements of `dtype` in three buffers,
/// the forward's output `y`, its gradient `dy` and the gradient written, `dx`: row `r` of `y` and
/// `dy` starting where `y_rows` and `dy_rows` put it, of `dx` at element `r * dx_row_stride`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BackwardProblem {
    pub rows: usize,
    pub row_len: usize,
    /// The dtype of `y` and `dy` (the forward's output).
    pub dtype: StorageType,
    pub y_rows: RowStarts,
    pub dy_rows: RowStarts,
    pub dx_row_stride: usize,
    /// The dtype of `dx` (the forward's input).
    pub dx_dtype: StorageType,
    /// The forward's scale (1 without one): `dx` is the gradient with respect to the unscaled
    /// input.
    pub scale: f32,
    /// The forward's causal limit, if it had one: the keys past it are not read, and their `dx`
    /// is 0 (see [`backward`](crate::backward)).
    pub causal: Option<CausalLimit>,
}

impl BackwardProblem {
    /// Rows stored back to back in all three buffers.
    pub fn contiguous(rows: usize, row_len: usize, dtype: StorageType) -> Self {
        Self {
            rows,
            row_len,
            dtype,
            y_rows: RowStarts::Strided(row_len),
            dy_rows: RowStarts::Strided(row_len),
            dx_row_stride: row_len,
            dx_dtype: dtype,
            scale: 1.0,
            causal: None,
        }
    }

    /// The comptime half of what the backward takes from the forward's options: its causal
    /// limit (its scale is a runtime argument, its masks are in `y`).
    fn scores(&self) -> ScoreBlueprint {
        ScoreBlueprint {
            causal: self.causal.is_some(),
            ..ScoreBlueprint::PLAIN
        }
    }

    /// The row strides that must be at least the row length: `dx`'s, and `y`'s and `dy`'s
    /// unless their rows are found by terms.
    fn strides(&self) -> Vec<(&'static str, usize)> {
        let mut strides = vec![("dx_row_stride", self.dx_row_stride)];
        for (argument, rows) in [("y_rows", self.y_rows), ("dy_rows", self.dy_rows)] {
            if let RowStarts::Strided(stride) = rows {
                strides.push((argument, stride));
            }
        }
        strides
    }

    /// Element counts every vector must divide: the three buffers' row strides (or terms'
    /// strides).
    fn vector_divides(&self) -> Vec<usize> {
        let mut counts = self.y_rows.strides();
        counts.extend(self.dy_rows.strides());
        counts.push(self.dx_row_stride);
        counts
    }

    /// Whether the kernels find the rows of `y` and `dy` by terms (one choice for both).
    fn rows_by_terms(&self) -> bool {
        self.y_rows.by_terms() || self.dy_rows.by_terms()
    }
}

/// Chooses how to run the backward of `problem` on `client`'s device: plane-per-row or
/// cube-per-row, each unit holding `HELD_BYTES_PER_UNIT` of `y` and as much of `dy` in registers
/// and further pages of both in shared memory (on an H100, f32 rows up to 36864 elements and bf16
/// up to 65536; log-softmax, which stages only `dy`, f32 rows up to 65536 and bf16 up to 131072).
/// Longer rows are cut into chunks as the forward's are ([`plan_launch`]): one cube per chunk, the
/// cubes of a row exchanging their chunk sums, where the device says its SM count (at most one cube
/// per SM where one round takes the chunks, one cube per chunk of every row where more would: see
/// `on_chunk_grid`, and `chunk_grid_cube` for the f32 chunks cut for that grid from three rounds);
/// split-row, reading `y` and `dy` twice, elsewhere. f32 softmax rows that staging both buffers
/// would cut into exchanged chunks are cut instead into chunks of twin 256-unit cubes at eight
/// vectors a unit, both buffers staged, one cube per chunk, where those chunks fill every SM twice
/// (`twin_chunk_cube`); otherwise they stage `y` alone and read the staged part of `dy` again for
/// the tail (`LaunchRequest::dy_read_again`), which holds rows as long as log-softmax's in a cube,
/// and longer ones in fewer chunks. bf16 log-softmax rows staged in pages of two vectors issue each
/// page's loads of `y` for the tail before the page before's stores
/// (`LaunchRequest::tail_loads_ahead`).
///
/// Guaranteed to return a plan whose units hold every vector of a row (or of a chunk), or an
/// error naming the argument at fault.
pub fn plan_backward<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &BackwardProblem,
    request: &LaunchRequest,
) -> Result<LaunchPlan, SoftmaxError> {
    check_backward_available(client, problem)?;
    plan_backward_on(&DeviceProfile::of(client), problem, request)
}

/// Chooses how to run the backward of `problem` on a device of profile `device`, as
/// [`plan_backward`] does on a device of that profile: guaranteed to return the same plan, or the
/// same error, but where a dtype the problem names is one that device lacks.
pub fn plan_backward_on(
    device: &DeviceProfile,
    problem: &BackwardProblem,
    request: &LaunchRequest,
) -> Result<LaunchPlan, SoftmaxError> {
    check_backward(problem)?;
    let asked = request.dy_read_again == Some(true);
    let mut plan = plan_backward_reading_dy(device, problem, request, asked)?;
    if request.dy_read_again.is_none() && reads_dy_again(&plan, problem) {
        plan = plan_backward_reading_dy(device, problem, request, true)?;
    }
    let chunk_cube = twin_chunk_cube(device, problem, request, &plan)
        .or_else(|| {
            doubled_loads_chunks(device, problem, request, &plan).map(|chunks| ChunkCube {
                units: DOUBLED_LOADS_MAX_UNITS,
                staged_pages: 1,
                chunks,
                dy_read_again: true,
            })
        })
        .or_else(|| chunk_grid_cube(device, problem, request, &plan));
    if let Some(cube) = chunk_cube {
        let forced = LaunchRequest {
            units_per_cube: Some(cube.units as u32),
            loads_per_unit: Some(DOUBLED_LOADS),
            staged_pages: Some(cube.staged_pages),
            chunks_per_row: Some(cube.chunks),
            ..*request
        };
        // A device whose shared memory or cube size does not take the chunk keeps the plan.
        if let Ok(forced_plan) =
            plan_backward_reading_dy(device, problem, &forced, cube.dy_read_again)
        {
            plan = forced_plan;
        }
    }
    let plan = on_chunk_grid(plan, problem, request, &Limits::read(device, request)?);
    Ok(loading_tail_ahead(plan, problem, request.tail_loads_ahead))
}

/// `plan` on a grid of one cube per chunk of every row, where it exchanges chunks, the request
/// leaves the grid to the planner (`LaunchRequest::cube_per_chunk`), and its grid of at most one
/// cube per SM would take the chunks in more than one round; `plan` as it is otherwise (a grid
/// asked for is already the plan's). Only the grid changes: the chunks and the cube are the
/// plan's, which for f32 rows from three rounds `chunk_grid_cube` has already cut for this grid.
///
/// Why: a cube per SM idles its SM while it waits on its row's merge, at every round; with a
/// cube per chunk, the other cubes on the SM load and store meanwhile. On the H200, kernel alone,
/// the softmax backward's planner's plans on both grids, two rounds each, medians, one cube per
/// chunk over one per SM: f32 256 x 151936 0.96, 256 x 131072 1.00, 128 x 262144 0.94, 96 x
/// 200000 0.91, 1024 x 131072 0.88 (477.0 against 542.2 us); bf16 128 x 262144 0.99, 256 x
/// 262144 0.99, 1024 x 262144 0.95 (docs/runs/2026-12-04-h200-cube-per-chunk/, call 2). The
/// log-softmax backward, the same way: f32 256 x 151936 0.97, 256 x 131072 1.00, 128 x 262144
/// 0.96, 96 x 200000 0.96, 1024 x 131072 0.94, bf16 128 x 262144 0.97, 1024 x 262144 0.98 (call
/// 3); bf16 rows of two chunks level, 1.00-1.02 at four shapes in four rounds (call 4, where
/// 256 x 151936 gave 1.10, 1.00, 0.91 and 1.00; its two rounds in call 3, 1.01 and 1.20), so
/// one rule serves both.
fn on_chunk_grid(
    plan: LaunchPlan,
    problem: &BackwardProblem,
    request: &LaunchRequest,
    limits: &Limits,
) -> LaunchPlan {
    let all_chunks = problem.rows * plan.chunks;
    let in_rounds = plan.exchanges() && (plan.cubes as usize) < all_chunks;
    if request.cube_per_chunk.is_some() || !in_rounds {
        return plan;
    }
    let cubes = limits.exchange_grid(true, problem.rows, plan.chunks);
    LaunchPlan {
        cubes: cubes.min(limits.max_cubes) as u32,
        ..plan
    }
}

/// The cube the planner holds each chunk of the f32 softmax backward of `problem` in where it cuts
/// the rows for twin cubes of [`TWIN_CHUNK_UNITS`] units, two to an SM, at [`DOUBLED_LOADS`]
/// vectors a unit with one staged page each of `y` and `dy` (`dy` read once), on a grid of one cube
/// per chunk, instead of the plan `replaced`: `Some` for f32 `y`, `dy` and `dx` in vectors of four
/// without a causal limit, where the request leaves the plan to the planner and does not ask for
/// one cube per SM, the device says its SM count, `replaced` reads `dy` again (its rows are longer
/// than the largest cube holds with both buffers staged: see [`reads_dy_again`]), and the chunks of
/// all rows fill every SM twice. The chunks are the fewest such cubes that hold a row.
///
/// Why: the plans it replaces stage `y` alone and read `dy` again in their tail, in 512-unit cubes
/// at eight vectors a unit ([`doubled_loads_chunks`], [`chunk_grid_cube`]) or, where staging `y`
/// alone holds the row whole, in 1024-unit cubes at four vectors and up to three pages, one cube to
/// an SM. On the H100 the second read of `dy` costs more than the shared memory it saves, and two
/// cubes to an SM keep one loading while the other waits on its row's merge. On the H100, kernel
/// alone, medians of three to five rounds that alternate the plans, this cube over the planner's
/// plan before it (docs/runs/2026-12-06-h100-twin-chunk-cubes/, `summary.txt`): 256 x 50257 0.92
/// and 0.96 (calls 1 and 2), 256 x 40000 0.94 (four chunks), 256 x 65536 0.91, 256 x 128256 0.92,
/// 256 x 151936 0.91, 200 x 50257 0.86, 320 x 50257 0.81, 128 x 131072 0.91, 64 x 151936 0.86, 64 x
/// 262144 0.93, 96 x 200000 0.93, 48 x 131072 0.94, 32 x 151936 0.97, 512 x 40000 0.89, 512 x 65536
/// 0.79, 1024 x 50257 0.82, 4096 x 40000 0.85 (773.9 -> 658.0 us); level at 128 x 50257 (1.01) and
/// 64 x 128256 (1.02). Reading `dy` again cost the same cube 1.07-1.29 of its time at each of those
/// shapes. Not timed on the H200, where `reads_dy_again` was measured against 1024-unit cubes at
/// four vectors.
fn twin_chunk_cube(
    device: &DeviceProfile,
    problem: &BackwardProblem,
    request: &LaunchRequest,
    replaced: &LaunchPlan,
) -> Option<ChunkCube> {
    let F32Chunking { sms, vectors } = f32_chunking(device, problem, request)?;
    let chunks = vectors.div_ceil(2 * TWIN_CHUNK_UNITS * DOUBLED_LOADS);
    let takes = request.kind == SoftmaxKind::Softmax
        && request.cube_per_chunk != Some(false)
        && replaced.dy_read_again
        && problem.rows * chunks >= 2 * sms;
    (takes && (2..=MAX_EXCHANGE_CHUNKS).contains(&chunks)).then_some(ChunkCube {
        units: TWIN_CHUNK_UNITS,
        staged_pages: 1,
        chunks,
        dy_read_again: false,
    })
}

/// Units of the cubes [`twin_chunk_cube`] holds an f32 softmax backward's chunks in: two such cubes
/// share an SM's registers at [`DOUBLED_LOADS`] vectors a unit of `y` and `dy`.
const TWIN_CHUNK_UNITS: usize = 256;

/// The chunks of a row the planner cuts the f32 softmax backward of `problem` into where it holds
/// each chunk in a cube of [`DOUBLED_LOADS_MAX_UNITS`] units at [`DOUBLED_LOADS`] vectors a unit,
/// twice the preferred loads, with one staged page of `y` as wide and `dy` read again, instead of
/// the plan `replaced`, where [`twin_chunk_cube`] leaves it (the chunks of its twins would not fill
/// every SM twice): `Some` for f32 `y`, `dy` and `dx` in vectors of four without a causal limit,
/// where the request leaves the plan to the planner, the device says its SM count, there are at
/// most two rows per SM, a row needs two or more such chunks (more than 32768 elements), and the
/// last wave of the chunks over the exchange's grid ([`exchange_cubes`]) fills at least
/// [`DOUBLED_LOADS_LAST_WAVE_QUARTERS`] quarters of the SMs. The count is the fewest such chunks
/// that hold a row; where their last wave falls short and `replaced` loads its chunks in four waves
/// or more (its registers' page and [`DOUBLED_LOADS_REPLACED_PAGES`] staged pages) and runs them in
/// rounds of its grid, it is [`exchange_chunks`]' count from there up to the most that still fill a
/// registers' page each, the count whose rounds leave the fewest SMs idle (264 x 151936 took six
/// chunks in twelve rounds of 22 rows, where five took eleven rounds of 26 rows, the last on 20 of
/// 132 SMs; the twin cubes take those rows now, and leave this count to rows past what 64 of their
/// chunks hold, 10 x 1310720 in 64 chunks where the fewest are 40). Plans of fewer pages, or that
/// run in one wave, are kept: cutting their rows finer added rounds for less. The plans it
/// replaces hold a chunk in 1024-unit cubes at four vectors a unit and up to three staged pages,
/// or a row whole; at eight vectors each unit keeps twice the loads in flight, and a chunk is
/// loaded in two waves.
///
/// On the H200 (2026-12-03, docs/runs/2026-12-03-h200-forward-again/), kernel alone. Call 4, one
/// round of every plan of 512 or 1024 units, 2-8 loads, 0-4 staged pages and 1-6 chunks: this
/// cube led at 256 x 128256 (120.5 us against the planner's 139.9), 64 x 151936 (six chunks)
/// and 256 x 50257. Call 5, the planner's line of the builds before and after in turn, three
/// rounds each, medians, after over before: 64 x 50257 0.76, 64 x 128256 0.87, 64 x 262144
/// 0.87, 128 x 131072 0.875, 256 x 50257 0.93, 256 x 128256 0.87, 256 x 131072 0.85, 256 x
/// 151936 0.83 (172.4 -> 143.0 us). Where the last wave was short, it tied or lost: 64 x 151936
/// (five chunks, 320 on 130 cubes, the last wave 60) 1.01, 32 x 151936 (the last wave 30) 1.15;
/// 16 x 151936 (80 chunks, one wave) 0.98. Call 6, the backward grid's rows timed again with
/// the rule, against the grid before it (call 3), of the 1 GiB copy: 256 x 128256-151936
/// 0.64-0.66x -> 0.77-0.78x, 64 x 128256 0.58x -> 0.64x, 64 x 262144 0.61x -> 0.68x; 256 x
/// 50257 0.67x -> 0.68x and 64 x 50257 0.52x -> 0.48x, within what single timings of 13-39 MB
/// move there. The f32 log-softmax backward forced into the same cubes won and lost by turns
/// (0.95-1.15 of its planner's time), and keeps its plans. The count past the fewest
/// (docs/runs/2026-12-03-h200-exp2/, calls 3 and 4: builds that took `exchange_chunks`' count
/// for every row they took, then where the plan replaced ran in rounds, against commit 66ab09d,
/// three rounds each, medians, after over before): where the plan replaced staged three pages
/// and ran in rounds, 64 x 200000 0.88 / 0.92 (eight chunks), 128 x 200000 0.90 / 0.90 (eight),
/// 256 x 200000 0.87 (eight), 264 x 151936 0.86 / 0.90 (six), 264 x 262144 0.90 (eleven); where
/// it staged fewer, level or slower: 64 x 151936 0.91 / 1.04 and 96 x 151936 1.03 / 1.06 (two
/// pages), 48 x 200000 1.04, 96 x 200000 0.95 and 192 x 200000 0.99 (one page, eleven chunks
/// either way); where it ran in one wave, 48 x 131072 1.10 (two chunks on 96 SMs before, eight
/// in three rounds after), 96 x 65536 1.21 (rows whole before, four chunks after), 16 x 151936
/// 1.02, 32 x 151936 1.03, 24 x 128256 1.02, and 32 x 65536 0.87 (four chunks in one wave
/// either way, only the cube changed; one shape, left as it was).
fn doubled_loads_chunks(
    device: &DeviceProfile,
    problem: &BackwardProblem,
    request: &LaunchRequest,
    replaced: &LaunchPlan,
) -> Option<usize> {
    let F32Chunking { sms, vectors } = f32_chunking(device, problem, request)?;
    if request.kind != SoftmaxKind::Softmax || problem.rows > 2 * sms {
        return None;
    }
    let registers_page = DOUBLED_LOADS_MAX_UNITS * DOUBLED_LOADS;
    // A chunk holds the registers' page and the staged page.
    let fewest = vectors.div_ceil(2 * registers_page);
    let fills_last_wave = |chunks: usize| {
        let all_chunks = problem.rows * chunks;
        let last_wave = match exchange_cubes(problem.rows, chunks, sms) {
            0 => 0,
            cubes => (all_chunks.max(1) - 1) % cubes + 1,
        };
        4 * last_wave >= DOUBLED_LOADS_LAST_WAVE_QUARTERS * sms
    };
    // A plan whose chunks load in four waves or more (its registers' page and three staged
    // pages) and run in rounds; at eight vectors a unit a chunk loads in two.
    let replaced_in_rounds = replaced.chunks > 1
        && replaced.staged_pages >= DOUBLED_LOADS_REPLACED_PAGES
        && problem.rows * replaced.chunks > replaced.cubes as usize;
    let chunks = if !fills_last_wave(fewest) && replaced_in_rounds {
        // Chunks are worth cutting while each still fills the registers' page, as the planner's
        // own are.
        exchange_chunks(problem.rows, sms, fewest, vectors / registers_page)
    } else {
        fewest
    };
    ((2..=MAX_EXCHANGE_CHUNKS).contains(&chunks) && fills_last_wave(chunks)).then_some(chunks)
}

/// The cube an f32 backward's exchanged chunk is held in where the planner chooses it: `units`
/// units at [`DOUBLED_LOADS`] vectors a unit, `staged_pages` staged pages, `chunks` chunks a row,
/// the softmax's `dy` read again or staged with `y`.
struct ChunkCube {
    units: usize,
    staged_pages: usize,
    chunks: usize,
    dy_read_again: bool,
}

/// What the f32 chunk rules ([`doubled_loads_chunks`], [`chunk_grid_cube`]) cut a row by: the
/// device's SM count and the row's vectors of four.
struct F32Chunking {
    sms: usize,
    vectors: usize,
}

/// The [`F32Chunking`] of `problem` where the f32 chunk rules may choose its plan: `y`, `dy` and
/// `dx` f32 in vectors of four, rows with no causal limit, a device that says its SM count, and a
/// request that leaves the cube, the chunks and the reading of `dy` to the planner; `None`
/// otherwise.
fn f32_chunking(
    device: &DeviceProfile,
    problem: &BackwardProblem,
    request: &LaunchRequest,
) -> Option<F32Chunking> {
    let sms = device.streaming_multiprocessors.unwrap_or(0) as usize;
    let vector = vector_size(device, 4, &problem.vector_divides());
    let chooses = problem.dtype.size() == 4
        && problem.dx_dtype.size() == 4
        && vector == 4
        && problem.causal.is_none()
        && sms > 0
        && request.strategy.is_none()
        && !request.fixes_cube_shape()
        && request.chunks_per_row.is_none()
        && request.dy_read_again.is_none();
    chooses.then(|| F32Chunking {
        sms,
        vectors: problem.row_len.div_ceil(vector),
    })
}

/// The cube that holds the chunks of `replaced`, an f32 backward plan of exchanged chunks, where
/// they run on a grid of one cube per chunk because the request asks for it
/// (`LaunchRequest::cube_per_chunk`) or, where it leaves that to the planner, because one cube per
/// SM would take them in [`CHUNK_GRID_CUBE_MIN_ROUNDS`] rounds or more (`on_chunk_grid`), and
/// [`twin_chunk_cube`] and [`doubled_loads_chunks`] leave the plan: at [`DOUBLED_LOADS`] vectors a
/// unit, for softmax in [`DOUBLED_LOADS_MAX_UNITS`] units with one staged page of `y` (`dy` read
/// again), for log-softmax in [`LOG_SOFTMAX_CHUNK_CUBE_UNITS`] units with at most
/// [`LOG_SOFTMAX_CHUNK_CUBE_MAX_PAGES`] staged pages of `dy`; the fewest chunks that cube holds.
/// `None` where the request fixes the cube, the chunks, the reading of `dy` or one cube per SM, the
/// rows have a causal limit, the device does not say its SM count, or `y`, `dy` and `dx` are not
/// f32 in vectors of four.
///
/// Why: at eight vectors a unit each unit keeps twice the loads in flight and a chunk is loaded
/// in one to three waves, where the plans replaced (1024-unit cubes at three or four vectors, up
/// to three staged pages) load theirs in two to four; on a grid of one cube per chunk, smaller
/// cubes share an SM. On the H200, kernel alone, the planner's plans of the build before and of
/// one with this rule, three rounds each, medians, after over before
/// (docs/runs/2026-12-04-h200-chunk-cubes-again/). Call 3, the rule from two rounds: softmax 48
/// x 200000 0.87, 96 x 200000 0.86, 192 x 151936 0.94, 334 x 131072 0.92, 512 x 131072 0.80
/// (275.5 -> 220.4 us), 512 x 262144 0.83, 1024 x 131072 0.89, 2048 x 100000 0.79 (793.9 ->
/// 629.8 us); log-softmax 48 x 200000 0.87, 96 x 200000 0.85, 128 x 262144 0.97, 256 x 151936
/// 0.93, 264 x 128256 0.95, 512 x 131072 0.92, 1024 x 131072 0.85, 2048 x 151936 0.93; at two
/// rounds it tied or lost (softmax 64 x 151936 0.98, log-softmax 64 x 151936 1.06, 64 x 262144
/// 1.01, 128 x 131072 0.97), which the rule leaves as they were. Call 4, the rule from three
/// rounds, at twelve more shapes: softmax 96 x 151936 0.92, 192 x 200000 0.81, 334 x 262144
/// 0.87, 1024 x 200000 0.76, 2048 x 131072 0.84; log-softmax 192 x 151936 0.98, 256 x 128256
/// 0.94, 256 x 131072 0.95, 256 x 262144 0.95, 334 x 100000 0.90, 1024 x 262144 0.81, and 96 x
/// 131072 1.03 (three rounds: the one shape the rule takes that lost).
fn chunk_grid_cube(
    device: &DeviceProfile,
    problem: &BackwardProblem,
    request: &LaunchRequest,
    replaced: &LaunchPlan,
) -> Option<ChunkCube> {
    let F32Chunking { sms, vectors } = f32_chunking(device, problem, request)?;
    let (units, most_pages) = match request.kind {
        SoftmaxKind::Softmax => (DOUBLED_LOADS_MAX_UNITS, 1),
        SoftmaxKind::LogSoftmax => (
            LOG_SOFTMAX_CHUNK_CUBE_UNITS,
            LOG_SOFTMAX_CHUNK_CUBE_MAX_PAGES,
        ),
    };
    let page = units * DOUBLED_LOADS;
    let chunks = vectors.div_ceil((1 + most_pages) * page);
    let rounds = exchange_rounds(problem.rows, replaced.chunks, sms);
    let takes = replaced.exchanges()
        && request
            .cube_per_chunk
            .unwrap_or(rounds >= CHUNK_GRID_CUBE_MIN_ROUNDS);
    (takes && (2..=MAX_EXCHANGE_CHUNKS).contains(&chunks)).then(|| ChunkCube {
        units,
        staged_pages: vectors.div_ceil(chunks).div_ceil(page) - 1,
        chunks,
        dy_read_again: true,
    })
}

/// Rounds of one cube per SM from which [`chunk_grid_cube`] takes an f32 backward's exchanged
/// chunks (see there for the two-round shapes it leaves).
const CHUNK_GRID_CUBE_MIN_ROUNDS: usize = 3;

/// Units of the cube that holds an f32 log-softmax backward's exchanged chunk on a grid of one
/// cube per chunk ([`chunk_grid_cube`]). On the H200, kernel alone, call 1 of
/// docs/runs/2026-12-04-h200-chunk-cubes-again/ swept cubes of 256 and 512 units at four and
/// eight vectors a unit, 2-16 chunks, on that grid: at 256 x 151936 eight vectors in 256 units
/// and two staged pages took 122.3 us, in 512 units 123.5 (4 chunks) against the planner's
/// 131.2; at 96 x 200000 66.4 (256 units, three pages) and 68.3-68.7 (512 units) against 80.2.
/// Call 2, the fewest chunks each of the two cube sizes holds in at most two or three staged
/// pages, two rounds, means: 256 units and two pages led at 128 x 131072 (53.5 us against
/// 55.8-57.3 for the other three), 512 x 131072 (194.8 against 199.9-211.8) and 1024 x 131072
/// (386.5 against 393.4-399.7), came within 2% of the fastest at 256 x 131072 and 256 x 151936,
/// and trailed 512 units and two pages by 5% at 64 x 151936 (38.8 against 36.9), a shape
/// [`chunk_grid_cube`] leaves.
const LOG_SOFTMAX_CHUNK_CUBE_UNITS: usize = 256;

/// Most staged pages of `dy` a unit of a [`LOG_SOFTMAX_CHUNK_CUBE_UNITS`] cube holds its part
/// of a chunk in (see there): 64 KiB of shared memory a cube. At three pages (96 KiB) the same
/// cube took 0.99-1.07 of the time at two pages at the six shapes of call 2.
const LOG_SOFTMAX_CHUNK_CUBE_MAX_PAGES: usize = 2;

/// Quarters of the SMs the last wave of [`doubled_loads_chunks`]' chunks must fill (see there).
const DOUBLED_LOADS_LAST_WAVE_QUARTERS: usize = 3;

/// Staged pages from which a plan's chunks, run in rounds, are worth cutting finer for
/// [`doubled_loads_chunks`] where its fewest chunks' last wave falls short (see there).
const DOUBLED_LOADS_REPLACED_PAGES: usize = 3;

/// `plan` with its tail's loads issued ahead ([`RowBlueprint::tail_loads_ahead`]) where its tail
/// reads a buffer (log-softmax's `y` with staged pages, or `dy` read again) and `asked` says so,
/// or, where not asked, [`loads_tail_ahead`] picks it.
fn loading_tail_ahead(
    plan: LaunchPlan,
    problem: &BackwardProblem,
    asked: Option<bool>,
) -> LaunchPlan {
    let tail_reads = plan.strategy == Strategy::CubePerRow
        && tail_reads_a_buffer(plan.kind, plan.staged_pages, plan.dy_read_again);
    LaunchPlan {
        tail_loads_ahead: tail_reads && asked.unwrap_or_else(|| loads_tail_ahead(&plan, problem)),
        ..plan
    }
}

/// Whether the planner issues the tail's loads of `plan`, a plan whose tail reads a buffer, ahead
/// of the stores: for bf16 log-softmax rows staged in pages of two vectors (the largest cube's,
/// [`BACKWARD_PAGE_ELEMENTS`]), whose tail otherwise loads one short page of `y` after another
/// and, at 256 x 131072, spilled registers where the tail ahead does not.
///
/// On the H200 (2026-12-03, docs/runs/2026-12-03-h200-tail-loads/), kernel alone, the planner's
/// plans, medians, ahead over in turn. Call 1, the builds before and after in turn, two rounds
/// each: bf16 log-softmax at two vectors a page 0.92-0.97 (64 x 151936 0.94, 256 x 131072 0.96,
/// 64 x 262144 0.92, 2048 x 65536 0.97); Nsight Compute put 256 x 131072 at 66.1 -> 58.2 us and
/// its local-memory loads (spills) at 39.9 -> 3.2 MB. Call 2, one build both ways, three rounds:
/// 256 x 131072 0.91, 64 x 151936 0.97, 64 x 262144 1.01, 2048 x 65536 1.005, 1 x 50257 and 8 x
/// 128256 1.02 and 1.01 (calls of about 10 us); f16 64 x 151936 and 256 x 131072 1.01 and 1.01,
/// so f16 keeps its loads in turn. Where it lost (call 1): bf16 log-softmax in 256-unit pairs at
/// four vectors a page, 1024 x 32768 1.57 (1.40 in call 2) and 512 x 32768 1.37, at 128
/// registers either way and no spill; f32 log-softmax 1.01-1.10; f32 softmax reading `dy` again
/// 0.99-1.23 (64 x 151936 spilled more, 8.4 -> 29.4 MB); bf16 softmax reading `dy` again 0.99
/// and 1.07, still behind staging both.
fn loads_tail_ahead(plan: &LaunchPlan, problem: &BackwardProblem) -> bool {
    plan.kind == SoftmaxKind::LogSoftmax
        && problem.dtype == BF16
        && plan.loads_per_unit * plan.vector_size <= BACKWARD_PAGE_ELEMENTS
}

/// Whether the planner has the softmax backward of `problem` read `dy` again
/// ([`RowBlueprint::dy_read_again`]), given `plan`, its plan staging both buffers: f32 rows that
/// plan cuts into exchanged chunks. Staging `y` alone, a cube holds twice as much of a row, so
/// such rows take half the chunks, or none, for one more read of the staged part of `dy`.
///
/// On the H200 (2026-12-03, docs/runs/2026-12-03-h200-dy-read-again/, call 2), kernel alone, the
/// planner's plans each way in turn, three rounds in swapped order, medians, read again over
/// staged: f32 rows this rule takes 0.83-0.97 (64 x 50257-262144 0.87-0.93, 128 x 131072 0.94,
/// 256 x 50257-151936 0.83-0.92, 334 x 50257 0.97, 512 and 1024 x 65536 0.86), the same plan at
/// 64 x 50257 and 64 x 65536 included (0.91, 0.88). Rows it leaves: f32 held whole with a page
/// either way, 1024 x 32768 1.10 (1.06 in call 1) and 256 x 32000 0.94 (1.10 in call 1); 16-bit
/// rows, bf16 64 x 151936 and 256 x 131072 1.12 and 1.17, f16 0.88 and 1.08, where the tail
/// loads a page of two vectors at a time: Nsight Compute (call 3) found the bf16 64 x 128256
/// plan's second reads of `dy` in L2 (DRAM reads 32.9 -> 33.9 MB) and the launch slower anyway
/// (17.3 -> 19.5 us), where f32 64 x 151936 read 77.8 -> 91.4 MB and ran 50.6 -> 41.9 us.
/// On the H100, the rows whose chunks fill every SM twice in twin 256-unit cubes go back to
/// staging `dy` in those cubes ([`twin_chunk_cube`]).
fn reads_dy_again(plan: &LaunchPlan, problem: &BackwardProblem) -> bool {
    plan.kind == SoftmaxKind::Softmax && problem.dtype.size() == 4 && plan.exchanges()
}

/// [`plan_backward_on`] with `dy` read again (staging `y` alone) or not, as `dy_read_again` says.
fn plan_backward_reading_dy(
    device: &DeviceProfile,
    problem: &BackwardProblem,
    request: &LaunchRequest,
    dy_read_again: bool,
) -> Result<LaunchPlan, SoftmaxError> {
    let limits = Limits::read(device, request)?;
    let element_size = problem.dtype.size();
    let widest = element_size.max(problem.dx_dtype.size());
    let vector_size = vector_size(device, widest, &problem.vector_divides());
    let vectors_per_row = problem.row_len.div_ceil(vector_size).max(1);
    let preferred_loads = preferred_loads(vector_size, element_size);
    // Two buffers are held, so the planner keeps each to the preferred loads in registers: a
    // cube-per-row unit then holds as many registers as the forward's at twice those loads, its
    // largest. Rows that need the largest cube hold fewer (see
    // [`BACKWARD_LARGEST_CUBE_HELD_ELEMENTS`]). Pages of both buffers beyond that are staged, as
    // the forward's are.
    let largest_cube = vectors_per_row > (limits.max_units / 2) * preferred_loads;
    let (max_loads, page_loads) = if largest_cube {
        let max_loads = backward_largest_cube_held_loads(vector_size, preferred_loads);
        let page_loads = max_loads.min((BACKWARD_PAGE_ELEMENTS / vector_size).max(1));
        (max_loads, page_loads)
    } else {
        (preferred_loads, preferred_loads)
    };
    // Log-softmax stages only `dy` (its kernel reads `y` for the tail), and softmax only `y` where
    // it reads `dy` again, so their pages take half the shared memory: the largest cube holds
    // rows twice as long, and longer rows take fewer chunks; the pairs of smaller cubes stay at
    // `BACKWARD_PAIRED_MAX_STAGED_PAGES`.
    let dy_read_again = request.kind == SoftmaxKind::Softmax && dy_read_again;
    let holding = Holding {
        max_loads,
        page_loads,
        staged_slot_bytes: staged_buffers(request.kind, dy_read_again) * vector_size * element_size,
    };
    let strategy = request.strategy.unwrap_or_else(|| {
        limits.strategy_for(
            vectors_per_row,
            preferred_loads,
            problem.rows,
            holding,
            BACKWARD_FEWEST_ROWS,
        )
    });
    if let Some(shape) = limits.exchanged_shape(
        request,
        problem.rows,
        problem.row_len,
        vector_size,
        preferred_loads,
        holding,
        strategy,
        BACKWARD_FEWEST_ROWS,
    ) {
        return Ok(reading_dy_again(
            limits.plan(
                request.kind,
                problem.scores(),
                Strategy::CubePerRow,
                vector_size,
                shape?,
            ),
            dy_read_again,
        ));
    }
    let doubled_loads_cube = limits.backward_doubled_loads_cube(
        request,
        problem,
        vector_size,
        vectors_per_row,
        preferred_loads,
    );
    let (paired_cube, holding) = match doubled_loads_cube {
        // Half the units of the largest cube or fewer, the row whole in their registers.
        Some(units) => (Some(units as u32), holding.in_pages_of(DOUBLED_LOADS)),
        None => limits.paired_backward_cube(
            request,
            problem.rows,
            vectors_per_row,
            preferred_loads,
            holding,
        ),
    };
    let too_long = |max_vectors: usize| SoftmaxError::RowTooLong {
        strategy,
        row_len: problem.row_len,
        max_row_len: max_vectors * vector_size,
    };
    let shape = match strategy {
        Strategy::PlanePerRow => limits
            .plane_per_row(request, problem.rows, vectors_per_row, preferred_loads)
            .map_err(|holders| too_long(holders * MAX_LOADS_PER_UNIT)),
        Strategy::CubePerRow => limits.cube_per_row(
            &LaunchRequest {
                units_per_cube: request.units_per_cube.or(paired_cube),
                ..*request
            },
            problem.rows,
            vectors_per_row,
            preferred_loads,
            holding,
            too_long,
        ),
        Strategy::SplitRow => {
            Ok(limits.split_row(request, problem.rows, vectors_per_row, preferred_loads))
        }
    }?;
    Ok(reading_dy_again(
        limits.plan(request.kind, problem.scores(), strategy, vector_size, shape),
        dy_read_again,
    ))
}

/// `plan` reading `dy` again where `dy_read_again` asks it and the plan stages a page in a cube
/// per row (see [`RowBlueprint::dy_read_again`]).
fn reading_dy_again(plan: LaunchPlan, dy_read_again: bool) -> LaunchPlan {
    LaunchPlan {
        dy_read_again: dy_read_again
            && plan.strategy == Strategy::CubePerRow
            && plan.staged_pages > 0,
        ..plan
    }
}

/// Checks that `client`'s device has the dtypes `problem` names, where they are of a kind the
/// kernels take ([`check_backward`] refuses the others).
pub(super) fn check_backward_available<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &BackwardProblem,
) -> Result<(), SoftmaxError> {
    check_dtype_available(client, "dtype", problem.dtype)?;
    check_dtype_available(client, "dx_dtype", problem.dx_dtype)
}

/// Checks the dtypes' kinds, strides, scale and causal limit of `problem`.
pub(super) fn check_backward(problem: &BackwardProblem) -> Result<(), SoftmaxError> {
    check_dtype_kind("dtype", problem.dtype)?;
    check_dtype_kind("dx_dtype", problem.dx_dtype)?;
    check_strides(problem.rows, problem.row_len, problem.strides())?;
    problem.y_rows.check("y_rows")?;
    problem.dy_rows.check("dy_rows")?;
    check_scale(Some(problem.scale))?;
    check_causal(problem.causal)
}

/// Launches the planned backward: `dx` from `y` and `dy`, laid out as `problem` says.
///
/// Guaranteed not to launch anything that could read or write outside the buffers (their sizes
/// and alignment are checked first), and to refuse a plan whose units do not hold every vector of
/// the problem's rows, or whose cubes are larger than the device runs, as a
/// [`SoftmaxError::BadShape`] naming `plan`, as [`launch_fused_softmax`] does; an empty problem
/// launches nothing.
pub fn launch_softmax_backward<R: Runtime>(
    client: &ComputeClient<R>,
    y: Handle,
    dy: Handle,
    dx: Handle,
    problem: &BackwardProblem,
    plan: &LaunchPlan,
) -> Result<(), SoftmaxError> {
    check_backward_available(client, problem)?;
    check_backward(problem)?;
    if problem.rows * problem.row_len == 0 {
        return Ok(());
    }
    let max_units_per_cube = client.properties().hardware.max_units_per_cube;
    plan.check_holds_rows(max_units_per_cube, problem.row_len)?;
    let vector = plan.vector_size;
    let layout = RowsLayout::new(problem.rows, problem.row_len, problem.dtype, vector);
    let y_len = layout.check_starts("y", &y, &problem.y_rows)?;
    let dy_len = layout.check_starts("dy", &dy, &problem.dy_rows)?;
    let dx_len = RowsLayout::new(problem.rows, problem.row_len, problem.dx_dtype, vector).check(
        "dx",
        &dx,
        problem.dx_row_stride,
    )?;
    let vectors_per_row = layout.vectors_per_row;
    let tail_lanes = problem.row_len - (vectors_per_row - 1) * vector;
    let address_type = AddressType::from_len(y_len.max(dy_len).max(dx_len));
    let cube_count = CubeCount::new_1d(plan.cubes);
    let cube_dim = CubeDim::new_1d(plan.units_per_cube);
    let blueprint = plan.blueprint(problem.rows_by_terms());
    let y_rows = || problem.y_rows.offsets(problem.rows, vector);
    let dy_rows = || problem.dy_rows.offsets(problem.rows, vector);
    let dx_stride = problem.dx_row_stride / vector;
    let causal = || causal_args(problem.causal, problem.row_len);
    // SAFETY: the three buffers hold the rows they are indexed with (checked above), and the
    // kernels only index rows `< problem.rows`, each `vectors_per_row` vectors from its start.
    unsafe {
        let (y_arg, dy_arg) = (
            || ArrayArg::from_raw_parts(y.clone(), y_len),
            || ArrayArg::from_raw_parts(dy.clone(), dy_len),
        );
        let dx = ArrayArg::from_raw_parts(dx, dx_len);
        match plan.strategy {
            Strategy::PlanePerRow => softmax_backward_plane_per_row::launch_unchecked::<R>(
                client,
                cube_count,
                cube_dim,
                address_type,
                vector,
                y_arg(),
                dy_arg(),
                dx,
                problem.rows,
                vectors_per_row,
                tail_lanes,
                y_rows(),
                dy_rows(),
                dx_stride,
                problem.scale,
                causal(),
                blueprint,
                [problem.dtype, problem.dx_dtype],
            ),
            Strategy::CubePerRow => {
                let (exchange, exchange_len) = exchange_words(client, problem.rows, plan, &y);
                softmax_backward_cube_per_row::launch_unchecked::<R>(
                    client,
                    cube_count,
                    cube_dim,
                    address_type,
                    vector,
                    y_arg(),
                    dy_arg(),
                    dx,
                    ArrayArg::from_raw_parts(exchange, exchange_len),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    y_rows(),
                    dy_rows(),
                    dx_stride,
                    plan.chunks,
                    EXCHANGE_WAIT_POLLS,
                    problem.scale,
                    causal(),
                    blueprint,
                    [problem.dtype, problem.dx_dtype],
                )
            }
            Strategy::SplitRow => {
                let sums = client.empty(problem.rows * plan.chunks * core::mem::size_of::<f32>());
                let sums_arg =
                    || ArrayArg::from_raw_parts(sums.clone(), problem.rows * plan.chunks);
                softmax_backward_split_sums::launch_unchecked::<R>(
                    client,
                    cube_count.clone(),
                    cube_dim,
                    address_type,
                    vector,
                    y_arg(),
                    dy_arg(),
                    sums_arg(),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    y_rows(),
                    dy_rows(),
                    plan.chunks,
                    causal(),
                    blueprint,
                    problem.dtype,
                );
                softmax_backward_split_tail::launch_unchecked::<R>(
                    client,
                    cube_count,
                    cube_dim,
                    address_type,
                    vector,
                    y_arg(),
                    dy_arg(),
                    dx,
                    sums_arg(),
                    problem.rows,
                    vectors_per_row,
                    y_rows(),
                    dy_rows(),
                    dx_stride,
                    plan.chunks,
                    problem.scale,
                    causal(),
                    blueprint,
                    [problem.dtype, problem.dx_dtype],
                )
            }
        }
    }
    Ok(())
}
