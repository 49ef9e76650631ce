//! The planner's rules: how many units, vectors, staged pages, chunks and cubes a row strategy
//! takes on a device, each threshold with the measurement behind it.

use cubecl::ir::{ElemType, FloatKind};

use super::*;

/// bf16, the storage type several of the planner's rules single out.
pub(super) const BF16: StorageType = StorageType::Scalar(ElemType::Float(FloatKind::BF16));

/// Largest cube launched: 1024 units is CUDA's limit; runtimes with a lower one (WebGPU's default
/// is 256) are held to their own, read from the device.
pub(super) const MAX_UNITS_PER_CUBE: u32 = 1024;

/// Cap on the grid size. Cubes step over their work, so the cap never leaves a row unprocessed;
/// 65535 is the largest one-dimensional grid every runtime accepts, and far more cubes than any
/// GPU runs at once.
pub(super) const MAX_CUBES: usize = 65_535;

/// Bytes of the row each unit holds in registers when the planner chooses: four 16-byte vectors.
/// That is enough requests in flight to saturate HBM (an H100 needs about 2 MB in flight, 16 KB per
/// SM). Measured on an H100 (`cubemax-report sweep`, docs/PERFORMANCE.md): four loads per unit
/// matched or beat eight for f32 and beat it by 1.3-1.5x for bf16, whose eight-load cubes hold
/// twice the registers once widened to f32 and lose occupancy. Two loads of bf16 (16 elements, as
/// f32 holds) were tried as the default and lost once the widening stopped outliving its use
/// (`held::fold_owned`): 4096 x 4096 bf16 took 29.9 us at four loads of 128-unit cubes against
/// 34.0 at two of 256 (sweep of 2026-11-22, docs/PERFORMANCE.md, "Registers, read from the
/// generated code").
pub(super) const HELD_BYTES_PER_UNIT: usize = 64;

/// A row that one cube of the largest size can only hold with up to this many times the preferred
/// load count still runs cube-per-row: on the H100, 8 loads of 1024 units (f32 rows of 32K) ran
/// as fast as split-row or faster (2440 vs 1720 GB/s at 4096 x 32001), 16 loads did not.
pub(super) const CUBE_PER_ROW_MAX_LOAD_FACTOR: usize = 2;

/// ... and only while a unit then holds at most this many elements (8 vectors of 4 f32, 4 of 8
/// bf16): each is widened to f32 in registers. On the H100, bf16 rows of 50260 held at 8 vectors
/// of 8 per unit of 1024-unit cubes took 213 us for 256 rows, split-row 66 us
/// (docs/runs/2026-11-22-h100-long-rows/sweep-256x50260-bf16.log).
pub(super) const CUBE_PER_ROW_MAX_HELD_ELEMENTS: usize = 32;

/// Most vectors a unit may hold when a strategy is forced onto rows longer than the planner would
/// give it: the unrolled load loop (and the registers) grow with it.
pub const MAX_LOADS_PER_UNIT: usize = 16;

/// Vectors per page of a 16-bit row that the largest cube holds whole only in pages this wide:
/// two staged pages of 7 vectors of 16 bytes per unit of a 1024-unit cube (224 KB) and the
/// registers' page, rows of 131073-172032 elements on an H100. Cut into two exchanged chunks
/// instead, such rows ran 5-20% slower from 96 rows up (bf16 and f16, 96-512 x 151936, 132-256 x
/// 131080-172032, kernel alone, two rounds, docs/runs/2026-11-26-h100-fat-units/words/rows/); at
/// 64 rows the chunks, on twice the SMs, won (19.3-24.9 us against 26.5-27.2), which the rule for
/// rows of fewer than half the SMs ([`FEW_ROWS_MAX_STAGED_PAGES`]) keeps. Before bf16 was widened
/// by 32-bit words (`tiers::widen`) its unit spilled 504 bytes at this page and ran 1.6-1.8x
/// slower than the chunks; it now spills 20 and runs as f16 does.
pub(super) const WIDE_PAGE_LOADS: usize = 7;

/// Most pages of shared memory a cube-per-row unit stages (each one more unrolled load, fold and
/// store loop in the kernel).
pub(super) const MAX_STAGED_PAGES: usize = 8;

/// Most pages the planner stages when fewer than half the SMs get a row. A cube then streams its
/// row alone on its SM, one page after another, and on the H100 more than one page lost to
/// split-row: bf16 64 x 131072 (3 pages) took 34.5 us at best against 28.0 split, 8 x 131072
/// 27.3 against 19.6, where one page won or tied (f32 64 x 65536: 23.8 us against 25.6 at
/// split-row's best, 1 x 65536 17.8 against 22.5, 8 x 50260 18.0 against 17.5). With 128 rows
/// on 132 SMs, 3 pages won (bf16 128 x 131072: 36.5 us against 44.9). `cubemax-report sweep`,
/// docs/runs/2026-11-23-h100-staged/.
pub(super) const FEW_ROWS_MAX_STAGED_PAGES: usize = 1;

/// How the planner treats rows for at most a quarter of the SMs, where one cube per row leaves
/// most of the GPU idle.
#[derive(Clone, Copy)]
pub(super) struct FewestRows {
    /// Most staged pages of a row held whole by one cube; a row needing more is cut into chunks
    /// that exchange their states.
    pub(super) max_staged_pages: usize,
    /// Most chunks a row is cut into where the exchange gives more (`sms / rows`), unless a
    /// chunk that long is more than the largest cube holds at the preferred loads: such a row
    /// gets the fewest chunks that cube holds in one page each.
    pub(super) most_chunks: usize,
    /// Fewest chunks a row is cut into for a chunk that a [`HALF_SM_CUBE_UNITS`] cube holds in
    /// registers, at more than the preferred loads, to get that cube rather than a twice larger
    /// one, where the grid has no more chunks than SMs (see [`FORWARD_FEWEST_ROWS`]); `None`:
    /// never.
    pub(super) half_sm_cubes_from_chunks: Option<usize>,
}

/// The forward's [`FewestRows`]: no staged page, so a row that needs one is cut into chunks, a
/// cube each, rather than streamed by one cube, and at most 16 chunks to a row, whether or not a
/// cube could hold it whole (more only where a 16th of it is more than the largest cube holds).
///
/// - Pages. On the H100, kernel alone, the planner's plans before and after, in turn, twice in
///   each of two runs (`cubemax-report`, docs/runs/2026-11-24-h100-decode-rows/, `first/` and
///   `final/`), mean microseconds per call: f32 8 x 65536 13.6 and 13.9 against 9.8 and 8.7 (16
///   chunks), 32 x 65536 15.9 and 17.0 against 13.9 and 12.3 (4 chunks), 16 x 50257 15.3 and
///   11.3 against 11.0 and 10.4 (8 chunks); bf16 8 x 65536 11.6 and 11.6 against 9.0 and 8.6, 16
///   x 50257 11.1 and 11.7 against 9.2 and 9.1. Calls this short move by up to a quarter between
///   runs of one plan (f32 16 x 32000, whose plan did not change: 10.7 and 10.0 before, 7.7 and
///   7.9 after). At 64 rows the chunks tied or lost in a sweep (f32 64 x 50257: 16.2 / 16.1 us
///   against 18.4 / 16.1, `sweeps/`).
/// - Chunks. 1-7 rows would get `sms / rows` chunks, up to 132 on an H100, and at one row 64
///   chunks lost (`first/`: f32 1 x 50257 10.4 us against 12.7; bf16 chunks that small are
///   fewer vectors than a cube has pollers, and the row went to split-row, 12.6 us against
///   19.7). Sixteen won, kernel alone, two sweeps (`cubemax-report sweep`,
///   docs/runs/2026-11-25-h100-fewest-rows/), whole rows against 16 chunks of 256 units: f32 1 x
///   65536 13.1 / 13.4 us against 8.8 / 8.3, 2 x 65536 12.2 / 13.6 against 9.5 / 8.0, 1 x 50257
///   10.3 / 9.7 against 9.1 / 7.9; bf16 1 x 65536 11.7 / 11.6 against 8.6 / 8.9, 2 x 65536 11.2 /
///   16.3 against 9.9 / 9.4. The planner's plans before and after, in turn, twice (`confirm/`):
///   every changed plan faster in both rounds, most by 25-40% (f32 2 x 65536 12.6 / 13.2 against
///   7.8 / 7.9 us; bf16 1 x 128256, 64 chunks before, 10.8 / 11.7 against 8.7 / 8.3).
/// - Rows no cube holds. They kept the exchange's count, 33-64 chunks at 1-4 rows, until held
///   sweeps on the H100, kernel alone, three rounds each, medians (`cubemax-report sweep`,
///   docs/runs/2026-12-07-h100-chunk-caps/, calls 4 and 7): 16 chunks in the fewest units that
///   hold one at 4 vectors took f32 1 x 128256 8.2 us against 11.5 in 64 chunks, 1 x 151936
///   10.3 against 11.6, 2 x 262144 11.3 against 13.3, 4 x 262144 12.3 against 12.6 in 33; bf16 1
///   x 151936 8.5 against 10.8, 2 x 262144 8.8 against 11.2, 4 x 151936 9.1 against 9.9. Of
///   the counts swept (8, 16, 32, 64), 16 was the fastest or within 0.2 us of it at 1-4 rows of
///   128256-262144 elements. A longer row, a 16th of which the largest cube does not hold at
///   the preferred loads, gets the fewest chunks it does: f32 1 x 524288 in 32 chunks of 1024
///   units 13.6 us against 14.4 in 64 (bf16's 32 chunks of 512 units, the fewest one cube
///   holds, 10.6 against 12.1).
/// - Cubes for chunks ([`FewestRows::half_sm_cubes_from_chunks`]). Where each chunk of a grid
///   has an SM, a 512-unit cube holding 32 elements a unit had the fastest median of the cubes
///   swept (16 and 32 chunks, 256-1024 units, 4-16 vectors a unit; held, kernel alone, two or
///   three rounds, docs/runs/2026-12-07-h100-half-sm-chunks/, call 9): f32 1 x 151936 9.8 us
///   against 10.0 in 1024 units of 16 elements, 1 x 262144 9.9 against 10.8, 1 x 524288 (32
///   chunks) 12.0 against 13.5, 2 x 151936 10.5 against 11.0, 4 x 262144 11.9 against 12.3, 8 x
///   151936 12.5 against 12.6 (at 1-2 x 151936 and 8 x 151936 the rounds' ranges overlap). bf16
///   chunks already fit 512 units at their preferred 4 vectors of 8, and more elements a unit
///   lost there (1 x 151936: 64 elements a unit 9.7-10.3 us, 32 in 512 units 8.5). As the planner's
///   own against 1024 units forced (five rounds, medians,
///   docs/runs/2026-12-07-h100-few-rows-every-kind/, call 10): 0.90-0.99 of its time at 1-16 rows
///   of 128256-524288 cut into 8-32 chunks (1 x 524288 12.3 us against 13.5, log-softmax 1 x
///   151936 9.4 against 10.5), but 1.00 at 24 x 50257 (5 chunks) and 1.03-1.04 at 32 x 65536 and
///   33 x 50257 (4 chunks; the rounds' ranges overlap), so the rule takes rows of 8 chunks or
///   more. Timed as the planner's own then (five rounds, medians,
///   docs/runs/2026-12-07-h100-few-rows-timed-plane-release/, call 13), the two cubes were
///   level at 24-33 rows of 50257-65536 and at 16 x 131072 (0.98-1.01, ranges overlapping).
pub(super) const FORWARD_FEWEST_ROWS: FewestRows = FewestRows {
    max_staged_pages: 0,
    most_chunks: 16,
    half_sm_cubes_from_chunks: Some(8),
};

/// Units of each cube of the forward's grid of one cube per exchanged chunk (see
/// `Limits::cube_per_chunk_shape`). On the H200, kernel alone: in a sweep of 256- and 512-unit
/// cubes of 4 and 8 chunks, the fastest f32 plans of 256 x 151936 and 256 x 131072 had 256
/// units (99.5 and 80.0 us, against 103.8 and 83.6 in 512), each unit holding 16-20 vectors
/// (docs/runs/2026-12-04-h200-chunk-grids/, call 1). Against the planner's cut in these cubes,
/// 512-unit cubes of half as many chunks (as many vectors a unit) were within 4% at 8 of 11 f32
/// shapes and 9-25% slower at 128-512 x 151936, whose four staged pages take 128 KiB of a
/// 512-unit cube's shared memory, one cube to an SM (one round each,
/// docs/runs/2026-12-04-h200-cube-per-chunk/, call 1).
pub(super) const CHUNK_CUBE_UNITS: usize = 256;

/// Units of each cube of the forward's grid of one cube per exchanged chunk for inputs of 2-byte
/// elements (see `Limits::cube_per_chunk_shape`). On the H200, kernel alone, bf16 rows whose
/// chunks one cube per SM takes in rounds, three rounds each, medians: 512-unit cubes of half as
/// many chunks as the 256-unit ones were faster at five of six shapes, 0.66-1.03 of one cube per
/// SM's time against 0.74-1.04 (1024 x 200000 290.7 us against 335.4 and 441.6), and both lost
/// at 128 x 262144, 1.03 and 1.04 (docs/runs/2026-12-04-h200-cube-per-chunk/, call 2).
pub(super) const CHUNK_CUBE_UNITS_16_BIT: usize = 512;

/// Fewest rounds of one cube per SM from which the forward of 2-byte inputs takes one cube per
/// exchanged chunk (see `Limits::cube_per_chunk_shape` and [`CHUNK_CUBE_UNITS_16_BIT`]): bf16
/// 128 x 262144, two rounds, lost in both cube sizes (1.03 and 1.04); 96 x 200000, three rounds,
/// won (0.98 in 512 units).
pub(super) const CHUNK_CUBES_16_BIT_MIN_ROUNDS: usize = 3;

/// One SM in this many, at least, that a bf16 forward's grid of one 1024-unit cube per
/// exchanged chunk leaves idle where it takes every chunk in one round, for the planner to halve
/// the chunks into twice as many, one [`CHUNK_CUBE_UNITS_16_BIT`]-unit cube each (see
/// `Limits::cube_per_chunk_shape`). On the H100, kernel alone, the halved chunks' time over the
/// 1024-unit cubes', medians of nine rounds (docs/runs/2026-12-06-h100-halved-chunks/, call 4):
/// rows of 35-52 that leave 24-36 of 132 SMs idle, bf16 softmax 48 x 151936 0.91 (0.91, 0.89 and
/// 0.89 in calls 2, 3 and 6), 48 x 128256 0.95, 48 x 262144 0.97, 52 x 151936 0.96, 36 x 200000
/// 0.98, 35 x 151936 1.01 and 48 x 200000 1.06 (its rounds spread over 21-28 us either way),
/// log-softmax 48 x 151936 0.89 and 48 x 262144 0.93; f16 level or slower (softmax 1.01 and 1.08,
/// log-softmax 1.03), so it stays. Where 12 SMs or fewer idle, the halved chunks won and lost by
/// turns (calls 2 and 3): bf16 softmax 64 x 151936 1.01 and 1.04 (call 1's sweep 0.90), 64 x
/// 128256 1.16, 64 x 262144 0.95-0.97, 32 x 262144 0.90-0.91, 16 x 262144 1.05-1.06, 24 x 151936
/// 1.01, 40 x 200000 0.97; log-softmax 64 x 128256-262144 1.01-1.18; f16 64 x 151936 1.09-1.14.
pub(super) const HALVED_CHUNKS_IDLE_SMS_ONE_IN: usize = 6;

/// Most staged pages a unit of a [`CHUNK_CUBE_UNITS`] cube holds its part of a chunk in, at the
/// preferred loads: with four pages of four f32 vectors a unit holds 20 vectors, the most that
/// the fastest plans of call 1 (see [`CHUNK_CUBE_UNITS`]) held: 64 KiB of shared memory a cube,
/// three cubes to an SM of the H100's or H200's.
pub(super) const CHUNK_CUBE_MAX_PAGES: usize = 4;

/// The backward's [`FewestRows`]: as with fewer than half the SMs, one staged page at most and as
/// many chunks as the exchange gives. Its rows of 50257-65536 elements need more than one page
/// for `y` and `dy`, so at 8-32 rows the planner cuts them into `sms / rows` chunks already. Two
/// sweeps there (`cubemax-report sweep --op softmax_backward`,
/// docs/runs/2026-11-25-h100-fewest-rows/) gave no other rule: one plan, bf16 16 x 50257 in 8
/// chunks of 256 units, took 9.0 / 11.6 us as the planner's and 4.7 / 8.2 us in the same sweeps.
pub(super) const BACKWARD_FEWEST_ROWS: FewestRows = FewestRows {
    max_staged_pages: FEW_ROWS_MAX_STAGED_PAGES,
    most_chunks: MAX_EXCHANGE_CHUNKS,
    half_sm_cubes_from_chunks: None,
};

/// Units of the largest cube two of which share an SM. A row that a cube of this size holds in
/// registers at up to the planner's most loads per unit gets this cube rather than a twice
/// larger one at the preferred loads: the other cube on the SM loads while this one merges. On
/// the H100, f32 1024 x 16384 took 52.3 us in 512-unit cubes at 8 loads against 57.7 in
/// 1024-unit cubes at 4 (`cubemax-report sweep`, docs/runs/2026-11-23-h100-staged/).
pub(super) const HALF_SM_CUBE_UNITS: usize = 512;

/// Units of the cube for rows of 16-bit elements (input, output and mask) longer than a cube of
/// this size holds in registers at the preferred loads, when there are more rows than SMs
/// ([`pairs_take_rows`]) and the cube the planner would take otherwise (the half-SM cube, or
/// the smallest power of two holding the row at the preferred loads) stages bf16 or leaves
/// slots empty ([`narrow_pages_win`]): the row in pages of [`NARROW_PAGE_LOADS`]
/// vectors, up to [`NARROW_PAGES_MAX_STAGED`] of them staged. Small cubes holding few registers
/// leave room for more cubes per SM, each in its own phase of loads, merge and stores. On the
/// H100, bf16 softmax at 2^27 elements, kernel alone (`cubemax-report sweep`,
/// docs/runs/2026-11-25-h100-kept-exps/lengths/), against the 512-unit cube the planner chose
/// before: rows of 9216 203.9 us against 253.1, 10240 203.8 against 245.9, 12288 188.8 against
/// 212.3, 16384 191.1 against 193.7, 20480 193.2 against 207.3, 28000 200.5 against 215.5 (a
/// copy of the same bytes: 183-186 us). f32 rows gain nothing (the planner's plans ran at
/// 0.99-1.02x of a copy at 10240-24576), and at 32000-32768 elements the half-SM cube's plan
/// was the sweep's best. Rows of 19657-24576 elements have since gone to the largest cube at
/// three loads ([`LARGEST_CUBE_THREE_LOADS`]), which beat this one there once bf16 was widened
/// by words.
pub(super) const NARROW_PAGES_CUBE_UNITS: usize = 256;

/// Vectors per page of a [`NARROW_PAGES_CUBE_UNITS`] cube: two 16-byte vectors per unit.
pub(super) const NARROW_PAGE_LOADS: usize = 2;

/// Most staged pages of a [`NARROW_PAGES_CUBE_UNITS`] cube: with the page in registers, rows of
/// up to 256 x 2 x 7 vectors (28672 16-bit elements). Seven pages, for bf16 rows of 32000-32768,
/// lost to the 512-unit plan the planner keeps there: on the H100, kernel alone, two rounds
/// (docs/runs/2026-11-26-h100-narrow-pages/seven.log), 4194 x 32000 took 212.1-219.3 us
/// against 195.3-206.8, 16384 x 32000 879.3-881.8 against 777.2-785.0, 1024 x 32768 60.8-60.9
/// against 54.0-57.6.
pub(super) const NARROW_PAGES_MAX_STAGED: usize = 6;

/// Fewest rows per SM from which a plain log-softmax of 16-bit rows longer than the
/// [`NARROW_PAGES_CUBE_UNITS`] cube holds in its pages of [`NARROW_PAGE_LOADS`] runs in a cube of
/// that size in pages of the preferred loads, where its staging fits four times in an SM's shared
/// memory: rows of 28673-32768 elements at 4 vectors of 8 and 3 staged pages of 4, 48 KB a cube,
/// ptxas giving it 64 registers a unit, four cubes per SM where the 512-unit cube the planner
/// takes otherwise (4 vectors and a page) runs two. Log-softmax, whose store is a subtraction,
/// ran faster in them; softmax, whose store takes an `exp` per element and whose kernel takes
/// the same registers, won and lost by turns. On the H100, kernel alone
/// (docs/runs/2026-11-26-h100-quarter-cubes/), the planner's plans before and after, alternated,
/// three rounds: log_softmax bf16 512 / 1024 / 4096 x 32768 28.8-32.1 / 52.8-58.4 / 204.4-205.1 us
/// -> 25.7-28.3 / 51.0-52.3 / 191.0-193.7, 16384 x 32000 764.5-777.3 -> 728.3-736.6, 2048 x 28800
/// / 32001 94.8-95.8 / 101.1-102.8 -> 89.1-90.6 / 97.1-98.6; f16 1024 x 32768 55.3-55.6 ->
/// 47.9-49.8, 16384 x 32000 753.5-760.5 -> 715.8-736.4; faster in all three rounds at 12 of 14
/// shapes, the other two 400 rows (three per SM), mixed and lower on the whole (bf16 26.5-27.1 ->
/// 22.8-27.0). In the sweeps before, the cube lost at 150 and 264 rows (bf16 14.4-17.1 /
/// 15.3-16.3 us against 12.7-14.5 / 13.4-14.7), and softmax lost in it at bf16 512 x 32768
/// (33.7-34.1 against 28.9-30.0) and 16384 x 32000 (793.9-809.2 against 774.4-787.9) but won at
/// f16 512 x 32768 (28.9-30.4 against 30.5-31.1) and 2048 x 28800 (90.8-93.6 against
/// 94.7-97.2). Scores
/// with a scale, mask or causal limit keep the planner's other cubes (their kernels' registers
/// were not measured in this cube).
pub(super) const NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM: usize = 3;

/// Cubes of [`NARROW_PAGES_CUBE_UNITS`] units whose staging must fit together in one cube's
/// shared memory for a log-softmax row to take them ([`NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`]).
pub(super) const NARROW_LOG_SOFTMAX_CUBES_PER_SM: usize = 4;

/// A plain bf16 softmax of rows of 28673-32768 takes the log-softmax's 256-unit cube (four vectors
/// and three staged pages of four, [`NARROW_LOG_SOFTMAX_CUBES_PER_SM`] cubes to an SM, the staged
/// pages' exps kept in shared memory) from [`NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`] rows per SM up to
/// this many: the rows that four cubes per SM take in one round, where the 512-unit pairs the
/// planner takes otherwise need two (Nsight Compute, `call5/` of the run below, at bf16 512 x
/// 32768: 59 registers a unit and 49.3 KB of shared memory a cube, four cubes per SM by either; the
/// pairs 46 registers and 65.8 KB, two per SM by either). Since the H100's sweeps (above), bf16
/// rows keep their staged pages' exps, so this cube's store multiplies instead of taking an `exp`.
/// On the H200 (2026-12-03, docs/runs/2026-12-03-h200-forward-sweep/call3/, six rounds in one
/// process, the order reversed every other round, medians, kernel alone), against the planner's
/// 512-unit cube (4 vectors and a page): bf16 400 x 32768 21.0 -> 17.9 us, 512 x 32768 24.6 ->
/// 22.6, 525 x 32001 24.8 -> 22.8; one round for both at 200 and 264 rows, and it lost (10.6 ->
/// 13.3, 11.7 -> 14.8); two rounds for both at 600 x 28800 and 640 x 32768, and it lost (23.0 ->
/// 25.2, 28.0 -> 31.5). f16, whose staged pages keep no exps, was level at 400-525 rows
/// (0.998-1.033) and keeps the pairs. The planner's own plan forced beside it in the same processes
/// came out at 0.95-1.11 of the planner's line (1.36 at bf16 200 x 32768, a 10.6 us call). With the
/// rule built in, against the build before, the planner's lines in turn, three rounds each
/// (`call4/` there), new over old: 396 x 32768 0.86, 460 x 32000 0.98, 512 x 32768 0.97, 525 x
/// 32001 0.92, 528 x 32768 0.87, 500 x 28800 0.91; unchanged plans beside them moved by 0.93-1.04
/// (395 x 32768 0.93, 529 x 32768 1.00, 640 x 32768 0.97, f16 512 x 32768 1.04).
pub(super) const NARROW_BF16_SOFTMAX_MAX_ROWS_PER_SM: usize = 4;

/// Units of the cube for plain 16-bit rows of 28673-36864 elements (softmax and log-softmax,
/// input and output 16-bit, no scale, mask or causal limit) with at least
/// [`THIRD_SM_MIN_ROWS_PER_SM`] rows per SM: twelve planes of 32, each unit holding
/// [`THIRD_SM_PAGE_LOADS`] vectors of 8 in registers and [`THIRD_SM_STAGED_PAGES`] staged pages of
/// as many (55 KB of shared memory), so that [`THIRD_SM_CUBES_PER_SM`] cubes share an SM where
/// the planner's other cubes for these rows ran two (512 units, 4 vectors and a page, or 3 and
/// two pages past 32768) or four (256 units, a log-softmax's rows up to 32768, see
/// [`NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`]). ptxas gives its bf16 kernels 52-55 registers a unit,
/// under the 56 that three cubes of 384 leave; at 6 vectors a unit it gave 70-80, two cubes per
/// SM, and those lost. On the H100, kernel alone, two sweeps each (`cubemax-report sweep
/// --strategy cube-per-row --units 384 --loads 3 --staged 3`,
/// docs/runs/2026-11-27-h100-three-plane-cubes/), the planner's plan before against this cube,
/// softmax / log-softmax, bf16: 16384 x 32000 787.1 / 783.2 against 740.4 / 725.9 us and 730.5 /
/// 735.6 against 704.4 / 705.6, 4096 x 32768 205.1 / 207.8 against 190.9 / 191.2 and 188.2 /
/// 188.8 against 182.1 / 186.3, 4096 x 28800 187.0 / 188.1 against 175.4 / 175.5, 4096 x 36864
/// 232.0 / 224.1 against 209.2 / 213.8 and 243.7 / 244.7 against 212.9 / 213.4, 1500 x 32768 79.3
/// / 78.4 against 74.6 / 73.9 (a copy of the same bytes 72.1-73.6); f16 4096 x 28800 189.0 /
/// 189.1 against 172.7 / 170.7, 4096 x 36864 log-softmax 220.9 / 225.7 against 211.1 / 207.5.
/// Within 3% at 2048 x 32768 and in f16 softmax at 4096 x 34816-36864; `lengths/` there has
/// every shape. The planner's plans before and after, alternated, three rounds, bf16 and f16
/// at 1500-16384 rows of 28800-36864 (`confirm/` there): faster in 75 of 84 pairs, bf16 in 41 of
/// 42 (by up to 17%); bf16 softmax 16384 x 32000 771.2-784.0 -> 727.9-756.6 us. Rows of these
/// lengths that eight vectors of 8 a unit hold filling seven eighths of whole planes (every
/// row of 28673-32768 on a plane of 32) go to [`DOUBLED_LOADS`] instead, with eight rows per SM
/// or more, which beat this cube on the H200 (see [`DOUBLED_LOADS_MAX_UNITS`] and
/// [`DOUBLED_LOADS_MIN_FILL_EIGHTHS`]); rows of 32769-36864 keep it.
pub(super) const THIRD_SM_CUBE_UNITS: usize = 384;

/// Vectors a unit of a [`THIRD_SM_CUBE_UNITS`] cube holds in registers and in each staged page.
/// Four vectors and two pages fit three cubes per SM too (56 registers, one kernel spilling 16
/// bytes) and ran 4-9% slower at 4096 and 16384 rows of 32000-32768 (`sweep-round*.log` there).
pub(super) const THIRD_SM_PAGE_LOADS: usize = 3;

/// Staged pages of a [`THIRD_SM_CUBE_UNITS`] cube: rows of 27649-36864 16-bit elements, of which
/// those up to 28672 stay in the narrow cube's pages of two ([`NARROW_PAGES_CUBE_UNITS`]). With
/// two pages, at 20480-24576 elements, it lost to the largest cube at three loads by 4-14%
/// ([`LARGEST_CUBE_THREE_LOADS`], `lengths/` there).
pub(super) const THIRD_SM_STAGED_PAGES: usize = 3;

/// Cubes of [`THIRD_SM_CUBE_UNITS`] units whose staging must fit together in one cube's shared
/// memory for a row to take them.
pub(super) const THIRD_SM_CUBES_PER_SM: usize = 3;

/// Fewest rows per SM from which [`THIRD_SM_CUBE_UNITS`] cubes take a row. Three cubes per SM
/// fill their rounds less evenly than two or four: 1024 rows on 132 SMs take three rounds of
/// 396 cubes, the last 59% full, where the pairs take four of 264 (88%) and four to an SM two of
/// 528 (94%). There the cube tied (bf16 softmax 1024 x 32768 57.1 / 52.8 us against 50.9 /
/// 54.6, log-softmax 51.1 / 51.4 against 51.5 / 52.5) and at 512 rows lost (log-softmax 26.6 /
/// 27.5 against 34.4 / 30.9); from 1500 rows on it won (above).
pub(super) const THIRD_SM_MIN_ROWS_PER_SM: usize = 8;

/// Tenths of its slots (units x loads x pages) that the planner's other cube must fill with an
/// f16 row for the row to stay there rather than go to [`NARROW_PAGES_CUBE_UNITS`] units. f16
/// widens to f32 cheaply: ptxas gave the 512-unit cube at 4 loads 40 registers a unit in f16
/// against 60 in bf16 (three cubes per SM against two; docs/runs/2026-11-26-h100-narrow-pages/
/// registers/), and where that cube held an f16 row exactly the narrow one lost. On the H100,
/// kernel alone, medians of three rounds (`rows/` there): f16 2048 / 8192 x 16384 took 55.0 /
/// 189.0 us narrow against 50.3 / 180.7, 1366 / 5461 x 24576 57.3 / 199.0 against 53.6 /
/// 195.0; where the other cube left a quarter or more of its slots empty the narrow cube won,
/// 3641 x 9216 55.1 against 59.1 (`confirm/`: 4793 x 28000, 85% full, 194-205 against 203-205).
///
/// bf16 rows follow the same rule where the other cube holds them in registers, since the
/// kernels widen bf16 by a shift (`tiers::widen`; 40 registers a unit where CUDA's conversion
/// gave 56-60), and take the narrow cube wherever that cube would stage a page. On the H100,
/// kernel alone, three rounds (docs/runs/2026-11-26-h100-bf16-shift/, `narrow.log`): 2048 /
/// 8192 x 16384 (4 loads of 512 units, full) took 47.9-50.1 / 180.4-183.8 us against the narrow
/// cube's 52.7-53.7 / 188.2-190.4, 1024 x 16384 tied; 1366 / 5461 x 24576 (a page of 3 or 4)
/// 58.0-62.6 / 202.1-220.6 against 55.2-56.8 / 206.3-207.2. Before the shift the narrow cube won
/// at 16384 too (8192 x 16384 189.5 against 198.9).
pub(super) const NARROW_PAGES_MIN_FILL_TENTHS: usize = 9;

/// Loads a unit of a [`HALF_SM_CUBE_UNITS`] cube holds, unrounded, where the planner would
/// otherwise choose between that cube at four loads and the [`NARROW_PAGES_CUBE_UNITS`] cube:
/// 16-bit rows of 8193-12288 elements, with more rows than SMs. On the H100, kernel alone,
/// bf16 widened by a shift, three rounds (docs/runs/2026-11-26-h100-bf16-shift/, `narrow.log`):
/// 3641 x 9216 took 51.6-54.7 us at three loads against 56.4-57.6 in the narrow cube and
/// 57.5-60.6 at four loads, 10923 x 12288 180.2-182.8 against 191.2-195.0 and 195.6-199.6; f16,
/// two rounds (docs/runs/2026-11-26-h100-odd-loads/sweep.log), 10923 x 12288 181.7 against
/// 186.0-186.8 narrow, 14564 x 9216 191.1-196.3 against 192.1-199.3. The planner's plans before
/// and after, alternated, two rounds, bf16 and f16 rows of 8704-12288 (`three-loads/`): faster
/// in 26 of 28 pairs, by 2-17% (bf16 2731 x 12288 55.3-58.3 -> 48.7-50.4 us), one tie, one loss
/// of 4% (bf16 3855 x 8704).
/// Where eight vectors of 8 a unit hold the row filling seven eighths of whole planes and there
/// are eight rows per SM or more, [`DOUBLED_LOADS`] takes it instead (see
/// [`DOUBLED_LOADS_MAX_UNITS`] and [`DOUBLED_LOADS_MIN_FILL_EIGHTHS`]).
pub(super) const HALF_SM_THREE_LOADS: usize = 3;

/// Loads a unit of the largest cube (1024 units) holds, with no page staged, for 16-bit rows of
/// 2049-3072 vectors that fill at least [`LARGEST_CUBE_THREE_LOADS_MIN_FILL_TENTHS`] of its slots
/// (19657-24576 elements), with more rows than SMs. Since bf16 is widened by words, ptxas gives
/// that cube 32 registers a unit in bf16 and f16, so two of them share an SM, 96 KB of rows in
/// flight where the narrow cube's pages wait on each other (at 4 loads it takes 44: one cube per
/// SM, and it lost by up to 30%). On the H100, kernel alone, two rounds against the planner's plan
/// before (docs/runs/2026-11-26-h100-24576/): bf16 softmax 5461 x 24576 183.1-184.9 us against
/// 197.4-201.5 (a copy of the same bytes 182.0-184.5), 683 x 24576 28.4 against 31.5-36.3, 5958 x
/// 22528 180.4-182.2 against 201.3-204.6, 6554 x 20480 190.9-191.0 against 197.2-207.0; f16 5461 x
/// 24576 180.8-184.9 against 191.5-197.2, 683 x 24576 25.8-26.0 against 31.0-31.2, 6554 x 20480
/// 185.6-188.7 against 187.6-191.5. The planner's plans before and after, alternated (`ab/` there),
/// softmax and log_softmax at 20480-24576: faster in 52 of 56 pairs, all 24 at 2^27 elements (by
/// 1-12%); the other four are calls of 27-32 us at 683-745 rows.
/// Where eight vectors of 8 a unit hold the row filling seven eighths of whole planes and there
/// are eight rows per SM or more, [`DOUBLED_LOADS`] takes it instead (see
/// [`DOUBLED_LOADS_MAX_UNITS`] and [`DOUBLED_LOADS_MIN_FILL_EIGHTHS`]).
pub(super) const LARGEST_CUBE_THREE_LOADS: usize = 3;

/// Tenths of the slots of the [`LARGEST_CUBE_THREE_LOADS`] cube a row must fill to take it. At
/// 75% (18432 elements) it tied the narrow cube's softmax (bf16 7282 x 18432 197.5-205.5 us
/// against 204.3-204.8, f16 197.0-197.1 against 195.0-196.9) and at 69% (16896) it lost (f16
/// 7944 x 16896 205.2-212.2 against 196.6-198.8), in the runs cited there.
pub(super) const LARGEST_CUBE_THREE_LOADS_MIN_FILL_TENTHS: usize = 8;

/// Most bytes of a row (in its widest element: input, output or mask) a unit of a
/// [`HALF_SM_CUBE_UNITS`] cube holds when part of them is staged in shared memory, in pages of
/// the preferred loads: rows up to 32768 f32 or 65536 16-bit elements then run two cubes per SM
/// (96 KB of pages each) where one 1024-unit cube held them, in registers or with a page. On the
/// H100, 264 / 396 / 512 / 1024 rows of 32768 (`cubemax-report sweep`,
/// docs/runs/2026-11-23-h100-half-sm/) took, in f32 at 4 vectors + 3 pages of 4, 33.4 / 46.6 /
/// 57.0 / 102.9 us against 36.3 / 48.7 / 58.1 / 105.5 for 1024 units at 8 vectors, and in bf16
/// at 4 + 1 page of 4, 20.7 / 30.9 / 38.5 / 62.9 against 24.6 / 34.9 / 46.7 / 65.8 for 1024
/// units at 4. Pages of 8 f32 vectors lost (62.0 us at 512 rows, 132.2 at 1024).
///
/// The limit counted elements (64 a unit) until 16-bit rows were widened by words; since, the
/// 512-unit cube holds 16-bit rows of 32769-65536 elements too, in pages of 3 or 4 vectors, two or
/// three of them staged, two cubes per SM. On the H100, kernel alone, two rounds against the
/// largest cube at 3 or 4 vectors and a page (docs/runs/2026-11-26-h100-long-pairs/): bf16 softmax
/// / log_softmax 4096 x 40960 248.5-251.3 / 236.6-244.8 us against 288.5-290.0 / 305.0-308.3, 1024
/// x 50257 86.8-86.9 / 75.6-80.8 against 94.2-94.9 / 91.0-93.8, 2048 x 65536 209.3-209.5 /
/// 190.5-191.8 against 213.0-213.1 / 221.2-228.2, 150 x 50257 21.6-21.9 / 18.3-18.5 against
/// 24.5-25.6 / 22.6-22.9; f16 4096 x 40960 247.1-251.2 / 227.5-230.9 against 277.1-285.9 /
/// 259.8-269.9, 1024 x 50257 82.1-83.1 / 73.4-78.0 against 92.8-93.8 / 85.9-90.2. The planner's
/// plans before and after, alternated, two rounds, bf16 and f16 softmax and log_softmax at 150-4096
/// rows of 33000-65536 (`ab/` there): faster in 35 of 36 pairs in both rounds (f16 455 x 36864 38.7
/// / 37.5 -> 28.7 / 31.5 us, bf16 log_softmax 4096 x 40960 302.0 / 302.6 -> 235.7 / 234.7); slower
/// in one, bf16 softmax 256 x 65536 (29.6 / 29.4 -> 31.8 / 33.5), which three later rounds had
/// faster (30.5-32.7 -> 28.0-30.2, `ab-curve/`).
pub(super) const HALF_SM_MAX_HELD_BYTES: usize = 256;

/// Staged pairs of cubes per SM ([`HALF_SM_MAX_HELD_BYTES`], the backward's
/// [`BACKWARD_PAIRED_CUBE_UNITS`]) take rows only when there are more rows than SMs, where the
/// largest cube, one per SM, would need a second round and a pair of cubes takes every row at
/// once. With at most one row per SM the largest cube gives each row twice the units: at 132 x
/// 32768 the pair tied in f32 (21.3 us against 21.1, docs/runs/2026-11-23-h100-half-sm/) and
/// the backward's lost (15.5-18.0 us against 13.7-14.2,
/// docs/runs/2026-11-24-h100-backward-cubes/). Just over one row per SM they win, on the H100,
/// kernel alone (`cubemax-report sweep`, docs/runs/2026-11-24-h100-paired-rows/): forward f32
/// 200 / 256 x 32000 in 512-unit cubes at 4 + 3 pages of 4 took 23.0 / 25.9 us against 26.4 /
/// 32.6 for the largest cube, bf16 at 4 + 1 page 15.3 / 15.9 against 19.9 / 19.0; the bf16
/// backward of 140 / 200 / 256 rows of 32000-32768 12.3 / 17.5 / 22.0 against 18.2 / 19.9 /
/// 25.4.
pub(super) fn pairs_take_rows(rows: usize, streaming_multiprocessors: usize) -> bool {
    streaming_multiprocessors > 0 && rows > streaming_multiprocessors
}

/// Most elements of each of `y` and `dy` a backward unit holds in registers in a cube of the
/// most units (1024 on CUDA, where a unit then has at most 64 registers); the rest of its part
/// of the row is staged. On the H100 (`cubemax-report --op softmax_backward`,
/// docs/runs/2026-11-23-h100-staged-backward/loads-bf16.log), bf16 1024-unit cubes holding 4
/// vectors of 8 per buffer plus a staged page ran at 0.31-0.32x of the copy (1024 x 57344 and
/// 1024 x 65536), and at 0.58x without a page (1024 x 32768); holding 3 vectors, with one or two
/// staged pages, they ran at 0.76-0.82x (1024 x 40960 to 1024 x 73728). f32 holds 4 vectors of 4
/// either way (0.90-0.94x at 1024 x 20480 to 1024 x 36864).
pub(super) const BACKWARD_LARGEST_CUBE_HELD_ELEMENTS: usize = 24;

/// Loads (vectors of `vector_size`) each of `y` and `dy` a backward unit of the largest cube holds
/// in registers, where its preferred loads are `preferred_loads`: as many as
/// [`BACKWARD_LARGEST_CUBE_HELD_ELEMENTS`] allows, at least one. Rows longer than the largest cube
/// holds at these loads stage pages.
pub(super) fn backward_largest_cube_held_loads(
    vector_size: usize,
    preferred_loads: usize,
) -> usize {
    preferred_loads.min((BACKWARD_LARGEST_CUBE_HELD_ELEMENTS / vector_size).max(1))
}

/// Most elements of each of `y` and `dy` in one page of a backward unit of the largest cube
/// once its part is staged: bf16 units stage pages of 2 vectors, where they would hold 3 in
/// registers alone; f32 units keep pages of 4. On the H100, bf16 1024 x 65536 (`cubemax-report
/// sweep --op softmax_backward`, docs/runs/2026-11-23-h100-exchange-rows/backward/sweep.log),
/// 1024-unit cubes holding 2 vectors and 3 staged pages took 147.5 us against 172.1-176.8 for 3
/// vectors and 2 pages (a copy of the same bytes: 144.9 us).
pub(super) const BACKWARD_PAGE_ELEMENTS: usize = 16;

/// Units of the backward's cube for rows that the largest cube would hold only with staged
/// pages, where two such cubes fit on an SM and there are more rows than SMs
/// ([`pairs_take_rows`]). Its units hold the row in pages of the preferred loads (bf16 rows
/// of 24577-32768 elements on an H100: 4 vectors of 8 plus 3 staged pages, 96 KB of shared
/// memory per cube). On the H100, bf16 softmax / log-softmax backward,
/// 256-unit cubes against the largest cube's 2 vectors + 1 page of 2, two sweeps each
/// (`cubemax-report sweep --op softmax_backward`, docs/runs/2026-11-24-h100-backward-cubes/):
/// 1024 x 32768 74.6-75.7 / 75.4-75.5 us against 80.3-83.0 / 83.5-85.0, 16384 x 32000 1063-1066
/// / 1064-1070 us against 1084-1093 / 1209-1226, 512 and 2048 rows of 32768 3-10% faster;
/// 256 x 32000 within the sweeps' spread; at 132 rows (one per SM) the largest cube won (13.7-14.2
/// us against 15.5-18.0). 512-unit cubes at 4 vectors + 1 page lost (88.6 us at 1024 x 32768).
pub(super) const BACKWARD_PAIRED_CUBE_UNITS: usize = 256;

/// Most staged pages of a [`BACKWARD_PAIRED_CUBE_UNITS`] cube: as many as fit twice in an H100's
/// shared memory with pages of both `y` and `dy`. Log-softmax stages only `dy`, so twice as many of
/// its pages would fit; in pairs of cubes of 6-7 pages its backward tied or lost to the largest
/// cube's pages. On the H100, kernel alone, the planner's plans without this cap against those of
/// the planner before log-softmax's pages were sized for `dy` alone (the same as with the cap at
/// these shapes, `check/` there), alternated, three rounds
/// (docs/runs/2026-11-27-h100-log-backward-budget/): f32 1024 x 32768 134.4-137.8 us in the largest
/// cube against 142.1-143.3 in pairs of 7 pages, 16384 x 32000 2072-2076 against 2121-2153, 256 x
/// 32000 35.7-36.9 against 38.3-40.4; bf16 1024 x 65536 137.1-143.2 against 143.8-146.6; bf16 256 x
/// 50257 32.5-33.9 against 31.2-33.1 in pairs of 6.
pub(super) const BACKWARD_PAIRED_MAX_STAGED_PAGES: usize = 3;

/// Most vectors per unit of a bf16 row whose registers' page keeps its kept exps in place
/// (`Limits::keeps_16_bit_exps`, in the largest cube only). Each such exp, built by a
/// conversion, takes a register of its own where a loaded pair of 16-bit lanes shares one, and a
/// 1024-unit cube has 64 registers a unit: at 4 vectors ptxas gave it 64 and spilled 12 bytes.
/// H100, kernel alone, the same plans with and without
/// (docs/runs/2026-11-27-h100-kept-in-registers/): bf16 256 x 131072 at 4 vectors and three
/// pages 56.6-59.7 -> 50.6-58.2 us; 256 x 151936 at 7 vectors and two pages 67.0-68.0 ->
/// 140.7-149.1 us.
pub(super) const KEPT_IN_REGISTERS_MAX_LOADS: usize = 4;

/// Most units of a cube-per-row cube whose bf16 softmax rows, held whole in registers with no
/// staged page, keep their exps in shared memory (`Limits::keeps_16_bit_exps`): the store then
/// multiplies where it took a second `exp` per element. On the H200 (2026-11-28,
/// docs/runs/2026-11-28-h200-kept-exps/), the planner's plans forced without and with kept exps,
/// three rounds, medians: 32768 x 2048 (64 units) 77.5 -> 70.3 us, 32768 x 4096 (128) 150.5 ->
/// 137.7, 4096 x 4096 (128) 22.9 -> 20.4, 32768 x 8192 (256) 292.5 -> 272.2, 8192 x 8192 (256)
/// 78.7 -> 70.1, each within 3% of its log-softmax, which stores without an `exp`; 32768 x 16384
/// (512 units) 631.6 -> 643.7, no gain. On the H100 (2026-11-27) the one such plan timed, bf16
/// 8192 x 8192, was level either way (89.6-96.3 against 91.7-95.9 us).
pub(super) const REGISTER_ROWS_KEPT_EXPS_MAX_UNITS: usize = 256;

/// Vectors a unit holds of a plain 16-bit row held whole in the registers of a cube-per-row cube
/// of at most [`DOUBLED_LOADS_MAX_UNITS`] units (`Limits::doubled_loads_cube`): twice
/// [`HELD_BYTES_PER_UNIT`], so half the units hold the row, each with twice the loads in flight.
/// On the H100 (2026-11-22, before bf16 was widened by words) eight loads lost to four; on the
/// H200, whose HBM3e feeds each SM about 40% more bytes a second, they won at every such row
/// timed (the planner cannot tell the two apart: it was not timed again on an H100). NVIDIA
/// H200, kernel alone, the planner's plan (four loads) against half its units at eight, two
/// calls of two rounds each (docs/runs/2026-11-29-h200-16bit-plans/, medians, us):
/// softmax bf16 32768 x 16384 642.0 / 635.1 -> 548.0 / 553.6 (its log-softmax 573.8 / 564.5 ->
/// 527.2 / 513.7), f16 631.6 / 629.0 -> 541.5 / 548.9; second call, softmax with its exps kept,
/// bf16 / f16: 32768 x 2048 71.7 / 75.6 -> 69.3 / 70.7, 32768 x 4096 138.7 / 145.7 -> 129.6 /
/// 133.6, 32768 x 8192 279.2 / 291.9 -> 259.3 / 259.9, 8192 x 8192 71.9 / 77.7 -> 69.4 / 70.4,
/// 4096 x 4096 22.8 / 22.0 -> 21.8 / 19.1; log-softmax 0.96-0.98 of the planner's at those
/// shapes but f16 8192 x 8192 (level) and f16 4096 x 4096 (24.6 against 20.9 us, where a copy of
/// its bytes moved 18.8-21.3 between rounds). f32 rows at eight vectors of 4 were 1-4% slower.
/// A third call, with this rule built in, against the plan it replaces forced (medians of two
/// rounds, docs/runs/2026-11-29-h200-doubled-loads/forward-ratios.txt): softmax 0.86-0.98 of
/// the old plan's time at 32768 x 2048-16384 and 8192 x 8192, log-softmax 0.92-0.98 for bf16
/// and 0.92-1.02 for f16; rows of 20-25 us a call (4096 x 4096, 2048 x 8192) moved 0.89-1.30
/// either way, as much as two lines of one plan did there (1024 x 16384, below the rule's rows:
/// 0.90-0.99). Scores with a padding mask fused in (docs/runs/2026-11-29-h200-doubled-loads-reach/)
/// won and lost by turns: an additive mask at 32768 x 4096 took 0.93-1.00 of the planner's time,
/// a boolean one 1.05-1.13, an additive one at 8192 x 8192 1.01-1.05; fused scores keep four
/// loads. So, since 2026-12-05, do softmax rows of 3577-4096 ([`SOFTMAX_FOUR_LOADS_ROW_LENS`]).
pub(super) const DOUBLED_LOADS: usize = 8;

/// Most units of a cube that takes [`DOUBLED_LOADS`]: rows of up to 32768 16-bit elements, in
/// whole planes (filled to [`DOUBLED_LOADS_MIN_FILL_EIGHTHS`]). With
/// eight rows per SM or more these ran faster than the rules of their length at every row timed
/// past the powers of two up to 16384 (NVIDIA H200, 2026-11-29,
/// docs/runs/2026-11-29-h200-doubled-loads-reach/, three rounds, medians, the planner's line
/// against half its units at eight vectors of 8, softmax with its exps kept, bf16 / f16, us):
/// 32768 x 12288 (192 units; the planner's 512 at three vectors) softmax 487.2 / 481.7 -> 411.1
/// / 404.9, log-softmax 433.9 / 426.1 -> 383.3 / 384.0; 8192 x 24576 (384 units; 1024 at three)
/// softmax 244.3 / 240.3 -> 236.7 / 227.1, log-softmax 225.0 / 216.0 -> 209.4 / 203.2; 4096 x
/// 32768 (512 units; the third-SM cube, [`THIRD_SM_CUBE_UNITS`]) softmax 151.9 / 148.8 -> 132.3
/// / 130.0 (145.0 / 141.2 without kept exps), log-softmax 157.0 / 142.5 -> 132.8 / 128.7. With
/// 5-7.8 rows per SM the same plans won and lost by turns (1024 x 32768 0.92-0.97 of the
/// planner's time, 683 x 24576 0.95-1.08, 1024 x 8192 1.04-1.18), which
/// [`DOUBLED_LOADS_MIN_ROWS_PER_SM`] keeps out. With the rule built in, against the build
/// before, the planner's lines in turn, two rounds (`ab/` there): faster at all 40 pairs (bf16
/// and f16, softmax and log-softmax) at 32768 x 6144 and 12288, 16384 x 10240 and 14336, 8192 x
/// 20480-24576 and 4096 x 28672-32768, by 5-28% (bf16 softmax 8192 x 20480 225.9 -> 162.8 us).
/// Longer rows at eight vectors in larger cubes lost or tied (NVIDIA H200, 2026-11-29,
/// docs/runs/2026-11-29-h200-partial-planes/longer/, two rounds, medians, against the planner's
/// 512-unit pairs with two or three staged pages): 4096 x 40960 in 640 or 1024 units 1.10-1.26 of
/// the planner's time, 4096 x 50257 in 800 or 1024 units 0.94 (bf16 softmax with kept exps) to
/// 1.08, 2048 x 65536 in 1024 units 0.95-1.04.
pub(super) const DOUBLED_LOADS_MAX_UNITS: usize = 512;

/// Fewest rows per SM for [`DOUBLED_LOADS`]. The fewest rows timed at the rule's lengths were
/// 2048 x 8192 (15.5 per SM on the H200's 132 SMs; level within the spread of a 22 us call).
/// Below, at 264-1024 rows of 4096-32768 elements (2-7.8 per SM), eight loads won and lost by
/// turns, by up to 18% either way (docs/runs/2026-11-29-h200-doubled-loads-reach/); those rows
/// keep the planner's rules for fewer rows (pairs of cubes, the exchange), measured at four
/// loads, except rows of 28673-32768 ([`LONG_DOUBLED_LOADS_MIN_ROWS_PER_SM`]).
pub(super) const DOUBLED_LOADS_MIN_ROWS_PER_SM: usize = 8;

/// Fewest units of the [`DOUBLED_LOADS`] cubes that take rows from
/// [`LONG_DOUBLED_LOADS_MIN_ROWS_PER_SM`] rows per SM instead of
/// [`DOUBLED_LOADS_MIN_ROWS_PER_SM`]: more than seven eighths of [`DOUBLED_LOADS_MAX_UNITS`], the
/// cubes of rows of 28673-32768 16-bit elements (480 or 512 units on planes of 32; 448 units are
/// whole planes of up to 64, so shorter rows never round up into them).
pub(super) const LONG_DOUBLED_LOADS_MIN_UNITS: usize = DOUBLED_LOADS_MAX_UNITS * 7 / 8 + 1;

/// Fewest rows per SM for [`DOUBLED_LOADS`] in cubes of [`LONG_DOUBLED_LOADS_MIN_UNITS`] or more,
/// forward (the softmax backward of 16-bit rows of 24577-32768 takes the cube from more rows than
/// SMs, `Limits::few_softmax_backward_rows_in_registers`, since 2026-12-06). The rules they take
/// from below eight rows per SM load a row in two to four waves, staged through shared memory (the
/// softmax 512 units at four vectors and a staged page, the log-softmax 256-unit cubes at four
/// vectors and three pages, four to an SM, the backward 256-unit pairs as many), where eight
/// vectors a unit put the whole row's loads in flight at once. On the H200 (2026-11-29,
/// docs/runs/2026-11-29-h200-rows-per-sm/, two rounds, medians, bf16, the planner's line beside the
/// 512-unit cube at eight vectors) at 660, 792, 924 and 1024 rows of 32768 (5-7.8 per SM) that cube
/// took 0.95, 0.98, 0.97 and 0.95 of the planner's time for softmax, 0.79, 0.88, 0.90 and 0.95 for
/// log-softmax, 0.89, 0.94, 0.92 and 0.96 for the softmax backward, but 1.06, 1.05, 1.02 and 1.03
/// for the log-softmax backward, which keeps [`DOUBLED_LOADS_MIN_ROWS_PER_SM`]. Shorter rows at the
/// same counts won and lost by turns (8192 and 16384 elements: 0.90-1.17 of the planner's time),
/// and so did these at 264-528 rows (2-4 per SM: 0.82-1.34). With the rule built in, against the
/// build before, the planner's lines in turn, two rounds (`ab/` there): bf16 and f16, softmax,
/// log-softmax and softmax backward at 660-1024 rows of 28800-32768, 0.71-1.01 of the time before;
/// under 0.93 in 14 of 30 (f16 softmax backward 1024 x 32768 71.0 -> 53.5 us, bf16 log-softmax
/// 660 x 32768 36.8 -> 28.9), 0.93-0.98 in 13, 0.99-1.01 in 3, where unchanged plans beside them
/// moved by 0.93-1.03.
pub(super) const LONG_DOUBLED_LOADS_MIN_ROWS_PER_SM: usize = 5;

/// Eighths of the slots of a [`DOUBLED_LOADS`] cube (its units, whole planes, at eight vectors
/// each) a row must fill to take it: the last plane may be part empty, its units' loads past the
/// row's end predicated off. On the H200 (2026-11-29, docs/runs/2026-11-29-h200-partial-planes/,
/// the planner's line beside the half-unit cube at eight vectors, three rounds, medians, softmax
/// with its exps kept) every row timed with a part-empty last plane gained, bf16 and f16, softmax
/// and log-softmax: 16384 x 32000 (512 units, 97.7% of the slots) 0.85-0.93 of the planner's time
/// (bf16 softmax 586.6 -> 511.8 us, a copy of the same bytes 516.4-522.9), 8192 x 32000 0.84-0.93,
/// 16384 x 24000 (384 units, 97.7%) 0.87-0.96, 16384 x 17000 (288 units, 92.2%) 0.91-0.93, 16384 x
/// 9000 (160 units, 87.9%) 0.75-0.80. Less full cubes were not timed. With the rule built in,
/// against the build before, the planner's lines in turn, two rounds (`ab/` there): faster at all
/// 32 pairs (bf16 and f16, softmax and log-softmax) at 8192-32768 rows of 1900-32000 that fill
/// 89-98% of their cubes, 0.73-0.97 of the time before (bf16 softmax 8192 x 20000 220.4 -> 161.5
/// us, 16384 x 32000 586.5 -> 518.4).
pub(super) const DOUBLED_LOADS_MIN_FILL_EIGHTHS: usize = 7;

/// 16-bit softmax rows (not log-softmax) that keep four loads a unit where [`DOUBLED_LOADS`] would
/// take them, those past its 32-unit cube and within its 64-unit one (on planes of 32, rows of
/// 3577-4096 elements: shorter ones fill too little of 64 units to take it). They run in 128-unit
/// cubes at four vectors of 8, where bf16 rows keep their exps in shared memory
/// ([`REGISTER_ROWS_KEPT_EXPS_MAX_UNITS`]) and f16 rows take the `exp` again. On the H200
/// (2026-12-05, docs/runs/2026-12-05-h200-plans/, that plan's time over the 64 units at eight, exps
/// kept in both but where said) it ran ahead or level at 2048-32768 rows of 4096 and at 4096 rows
/// of 3584, and at 1536 rows won and lost by turns: each launch alone under Nsight Compute
/// (`call1/`, medians of 24-30 launches), bf16 2048 / 4096 / 8192 / 32768 x 4096 0.85 / 0.96 / 0.97
/// / 1.00, f16 4096 x 4096 0.93; back to back in five rounds (`call3/`, medians), bf16 1536 / 2048
/// / 4096 / 8192 / 16384 / 32768 x 4096 0.90 / 0.94 / 0.91 / 1.00 / 0.98 / 1.01 and 4096 x 3584
/// 0.96, f16 0.89 / 0.86 / 0.91 / 0.95 / 1.00 / 0.99 and 0.85; with the rule built in, the
/// planner's line against the plan it replaced forced (`call4/`, the same way), bf16 1.19 / 0.75 /
/// 0.92 / 0.99 / 0.98 / 1.02 and 0.91, f16 (its exps not kept) 0.90 / 0.85 / 0.89 / 0.98 / 0.98 /
/// 1.00 and 0.91. The log-softmax, which keeps no exps, won and lost by turns in the same calls
/// (back to back 0.80-1.36, alone 0.91-1.00) and keeps eight loads, as do rows of 2048 (32 units at
/// eight against 64 at four, back to back 0.89-1.34) and of 8192 (256 units at four against 128 at
/// eight, 0.95-1.02).
pub(super) const SOFTMAX_FOUR_LOADS_ROW_LENS: core::ops::RangeInclusive<usize> = 2049..=4096;

/// Bytes a plane-per-row unit holds of a 16-bit softmax row written as 16-bit, where the
/// planner keeps its exps in place of its scores (`Limits::plane_kept_exps`): half of
/// [`HELD_BYTES_PER_UNIT`], so twice the units share a row and each keeps two vectors of exps.
/// At four vectors the exps took 58 registers a unit against 40 (four 256-unit cubes per SM
/// instead of six) and lost 4-14% at most lengths; at two, 40 registers as without, and one
/// `exp` per element instead of two. H100, kernel alone, medians of the planner's plan before
/// (four vectors, no kept exps) and of this one, three rounds
/// (docs/runs/2026-11-27-h100-plane-kept-exps/third-call): bf16 65536 x 256 27.2 -> 25.6 us,
/// 32768 x 512 27.0 -> 25.0, 65536 x 64 13.2 -> 9.9; f16 27.4 -> 24.9, 26.2 -> 24.6, 11.6 ->
/// 9.6. Rows that leave slots of their segment empty at two vectors lost: 65536 x 160 and x
/// 192, 43690 x 384 by 3-15%.
pub(super) const PLANE_KEPT_EXPS_BYTES_PER_UNIT: usize = 32;

/// Widest vector (in lanes) for which the kernels hold an additive mask beside the row rather
/// than read it again at each use (`ScoreBlueprint::mask_held`). H100, kernel alone, a mask of 4
/// rows broadcast over the rows (`cubemax-report sweep --mask additive --hold-mask true|false`,
/// docs/runs/2026-11-23-h100-masks/final/), held against read again: 65536 x 1024, the planner's
/// cube, f32 (4 lanes) 186.7 against 204.3 us, bf16 (8 lanes) 141.1 against 120.3 us (96
/// registers against 64); 1024 x 32768, best of the cubes swept, f32 107.8 against 123.6 us, bf16
/// 81.5 against 73.2 us.
pub(super) const MASK_HELD_MAX_LANES: usize = 4;

/// Chunks the forward cuts a row of 28673-32768 elements into where the rows are at most
/// one for every [`SMALL_CHUNKS_SMS_PER_ROW`] SMs (8 on an H100), which the largest cube would
/// otherwise hold whole in its registers, one SM to a row (`Limits::few_rows_small_chunks`): each
/// chunk 4096 element slots, [`SMALL_CHUNK_UNITS`] units of [`SMALL_CHUNK_ELEMENTS_PER_UNIT`]. On
/// the H100, kernel alone, held sweeps of three rounds (docs/runs/2026-12-07-h100-held-forward/,
/// medians): the whole row against 8 such chunks, f32 1 x 32000 7.5-7.9 us (five sweeps) against
/// 5.9, 8 x 32000 8.1-8.7 against 7.0, bf16 1 x 32000 6.5-6.7 against 5.4, 8 x 32000 6.8-7.3
/// against 6.3; the best of 2, 4 and 16 chunks in two cube sizes each lay between (f32 1 x 32000
/// 7.3, 6.2 and 6.8), and keeping the whole row's exps left it level (0.93-1.07). As the
/// planner's own, held, five rounds against the whole row forced
/// (docs/runs/2026-12-07-h100-chunk-caps/, call 4): 0.76-0.80 of its time at f32 1 x
/// 28673-32768, 0.85-0.88 at 8 rows; bf16 0.80-0.84 and 0.86-0.92. The log-softmax and the f16
/// softmax, swept held against the whole row (five rounds, medians,
/// docs/runs/2026-12-07-h100-few-rows-every-kind/, call 10): f32 log-softmax 0.75-0.79 at 1 x
/// 28673-32768 and 0.85-0.87 at 8 rows; 16-bit 0.81-0.93 and 0.91-0.97 (the closest, bf16
/// log-softmax 8 x 32768 and f16 log-softmax 8 x 32000 at 0.97, with the rounds' ranges
/// overlapping); as the planner's own (docs/runs/2026-12-07-h100-few-rows-timed-plane-release/,
/// call 13), f32 log-softmax 0.75-0.80 and 0.81-0.84, 16-bit 0.82-0.91 and 0.91-1.00. Rows
/// under a mask or a causal limit were not timed, so the rule takes none.
pub(super) const FEW_ROWS_SMALL_CHUNKS: usize = 8;

/// SMs for each row, at least, of [`FEW_ROWS_SMALL_CHUNKS`]: its chunks take half of them.
pub(super) const SMALL_CHUNKS_SMS_PER_ROW: usize = 16;

/// Units of each cube of [`FEW_ROWS_SMALL_CHUNKS`].
pub(super) const SMALL_CHUNK_UNITS: usize = 256;

/// Elements each unit of a [`FEW_ROWS_SMALL_CHUNKS`] chunk holds in its registers: four 16-byte
/// vectors of f32, two of bf16 or f16. In the same sweeps twice that in cubes of half the units ran
/// slower at 1 x 32000 (f32 6.4 us, bf16 5.7), and so did 256-unit cubes at twice the loads.
pub(super) const SMALL_CHUNK_ELEMENTS_PER_UNIT: usize = 16;

/// How many times a cube that holds one chunk of a row polls each word of another chunk's state
/// before computing that state itself ([`exchange`](crate::exchange)). The planner launches
/// exchanging grids of at most one cube per SM, or of one cube per chunk whose cubes a GPU starts
/// in order (in practice), so on a GPU the states arrive within microseconds; the bound matters
/// on runtimes that run fewer cubes at a time (the CPU Vulkan driver).
pub(super) const EXCHANGE_WAIT_POLLS: u32 = 1 << 14;

/// Units per cube for split-row chunks and for plane-per-row's several rows per cube: several
/// cubes fit on an SM, so one cube's loads overlap another's merge.
pub(super) const UNITS_PER_SHARED_CUBE: u32 = 256;

/// Whether a row of `vectors_per_row` vectors of 16-bit elements runs faster in the
/// [`NARROW_PAGES_CUBE_UNITS`] cube than in the cube the planner would take otherwise, whose
/// units hold `wide_slots` vectors in all and stage pages where `wide_stages`: where that cube
/// leaves more than `10 - NARROW_PAGES_MIN_FILL_TENTHS` tenths of its slots empty, and, for a
/// bf16 input or output, wherever it stages (see [`NARROW_PAGES_MIN_FILL_TENTHS`]).
pub(super) fn narrow_pages_win(
    problem: &RowProblem,
    vectors_per_row: usize,
    wide_slots: usize,
    wide_stages: bool,
) -> bool {
    (wide_stages && (problem.dtype == BF16 || problem.output_dtype == BF16))
        || vectors_per_row * 10 < wide_slots * NARROW_PAGES_MIN_FILL_TENTHS
}

/// Chunks the planner cuts each of `rows` rows into, the cubes of a row exchanging their
/// states ([`exchange`](crate::exchange)), for rows split-row would otherwise read twice, on a
/// device of `sms` SMs. `fewest` is the fewest chunks of which one cube holds one, `most` the
/// most worth cutting into. Guaranteed to be 1 (no cut) where `sms` is 0 (the device does not
/// say) or `fewest` is over [`MAX_EXCHANGE_CHUNKS`], and otherwise in `fewest..=max(fewest,
/// most)`, at most [`MAX_EXCHANGE_CHUNKS`].
///
/// - Rows few enough that one cube per SM gives each at least `fewest` chunks: that many
///   chunks. On the H100, kernel alone, split-row's two reads against this: 64 x 151936 1774 ->
///   1980 GB/s in f32 and 1301 -> 1567 in bf16, 8 x 151936 f32 538 -> 749, 64 x 262144 bf16
///   1444 -> 1993 (docs/runs/2026-11-23-h100-exchange/).
/// - Otherwise: the count whose rounds of [`exchange_cubes`] leave the fewest SMs idle, a call
///   taking rounds x (the row / chunks); ties go to fewer chunks, each of which pays a round
///   trip through global memory. The bf16 backward of 64 x 151936 ran 3 chunks (the fewest) in
///   two rounds, the second on 60 of 132 SMs, at 0.40x of the copy, under split-row's 0.46x
///   (docs/runs/2026-11-23-h100-exchange-rows/backward/); this rule gives it 4.
pub fn exchange_chunks(rows: usize, sms: usize, fewest: usize, most: usize) -> usize {
    if sms == 0 || fewest > MAX_EXCHANGE_CHUNKS {
        return 1;
    }
    let rows = rows.max(1);
    if sms / rows >= fewest {
        return (sms / rows).min(MAX_EXCHANGE_CHUNKS);
    }
    let rounds = |chunks: usize| exchange_rounds(rows, chunks, sms);
    // rounds(c) / c < rounds(b) / b, without division.
    let faster = |c: usize, b: usize| rounds(c) * b < rounds(b) * c;
    (fewest..=most.clamp(fewest, MAX_EXCHANGE_CHUNKS)).fold(fewest, |best, chunks| {
        if faster(chunks, best) { chunks } else { best }
    })
}

/// Cubes of a launch that cuts `rows` rows into `chunks` exchanging chunks, on a device of `sms`
/// SMs (0: it does not say): one per chunk, but no more than one per SM, rounded down to whole
/// rows (one row's chunks at least). Guaranteed to be `rows * chunks` or a multiple of `chunks`:
/// the cubes step over the chunks with a stride of the cube count, so the cubes that take a row
/// together take one row together at every step, and every chunk of it is resident at once.
pub fn exchange_cubes(rows: usize, chunks: usize, sms: usize) -> usize {
    let chunks_of_all_rows = rows * chunks;
    if sms == 0 {
        return chunks_of_all_rows;
    }
    chunks_of_all_rows.min((sms / chunks).max(1) * chunks)
}

/// Rounds in which a grid of at most one cube per SM ([`exchange_cubes`]) takes `rows` rows cut
/// into `chunks` exchanging chunks, on a device of `sms` SMs (one where it does not say).
pub(super) fn exchange_rounds(rows: usize, chunks: usize, sms: usize) -> usize {
    (rows * chunks).div_ceil(exchange_cubes(rows, chunks, sms).max(1))
}

/// The device's limits and the request's merge path, read and checked before any strategy is
/// chosen.
pub(super) struct Limits {
    pub(super) merge: MergePath,
    /// The smallest plane the kernel may run with: a plane-per-row plan must cover the row even
    /// then.
    pub(super) plane_min: usize,
    /// The plane width compiled into the plane path's kernels (see
    /// [`RowBlueprint::plane_width`](crate::blueprint::RowBlueprint::plane_width)): the
    /// device's, where its smallest and widest planes are the same power of two and the request
    /// does not ask for the width at run time; 0 otherwise.
    pub(super) plane_width: usize,
    pub(super) max_units: usize,
    /// Full planes only on the plane path: a multiple of the widest plane is a multiple of every
    /// plane size (plane sizes are powers of two).
    pub(super) min_units: usize,
    /// Units of a cube that shares an SM with others (split-row chunks, plane-per-row).
    pub(super) shared_cube_units: usize,
    /// Bytes of shared memory one cube may declare.
    pub(super) shared_memory: usize,
    /// The device's SM count (0 when it does not say).
    pub(super) streaming_multiprocessors: usize,
    /// Most cubes of a row strategy's grid: [`MAX_CUBES`] or the request's `max_cubes`.
    pub(super) max_cubes: usize,
}

/// What a cube-per-row unit may hold, besides the row it is asked to.
#[derive(Clone, Copy)]
pub(super) struct Holding {
    /// Most vectors a unit holds in registers when the planner chooses.
    pub(super) max_loads: usize,
    /// Most vectors per page once a unit's part is staged (at most `max_loads`, but for pages of
    /// [`WIDE_PAGE_LOADS`]).
    pub(super) page_loads: usize,
    /// Shared-memory bytes of one staged slot: a vector of each buffer the kernel stages (the
    /// forward's input and a held mask; the backward's `dy`, and `y` but for log-softmax).
    pub(super) staged_slot_bytes: usize,
}

impl Holding {
    /// This holding with units that hold at most `loads` vectors in registers and stage pages of
    /// `loads` vectors.
    pub(super) fn in_pages_of(self, loads: usize) -> Holding {
        Holding {
            max_loads: loads,
            page_loads: loads,
            ..self
        }
    }

    /// This holding with units that hold at most `loads` vectors in registers and stage pages
    /// of at most `loads` vectors: how a chunk of an exchanged row is held, in pages of the
    /// preferred loads where its own allow them.
    pub(super) fn in_pages_of_at_most(self, loads: usize) -> Holding {
        Holding {
            max_loads: loads.min(self.max_loads),
            page_loads: loads.min(self.page_loads),
            ..self
        }
    }

    /// How a unit that owns `per_unit` vectors of a row holds them when the planner chooses:
    /// `(loads, staged pages)`, all in registers while they fit there (rounded up to a power of
    /// two within `max_loads`, so that rows of similar lengths share a kernel), and otherwise the
    /// fewest pages of at most `page_loads` (the registers holding the last one).
    pub(super) fn split(&self, per_unit: usize) -> (usize, usize) {
        if per_unit <= self.max_loads {
            let rounded = per_unit.next_power_of_two();
            (
                if rounded <= self.max_loads {
                    rounded
                } else {
                    per_unit
                },
                0,
            )
        } else {
            let pages = per_unit.div_ceil(self.page_loads) - 1;
            (per_unit.div_ceil(pages + 1), pages)
        }
    }
}

/// How a strategy's grid is cut, before it becomes a [`LaunchPlan`].
pub(super) struct GridShape {
    pub(super) units: usize,
    pub(super) loads: usize,
    pub(super) staged_pages: usize,
    pub(super) lanes_per_row: usize,
    pub(super) cubes: usize,
    pub(super) chunks: usize,
}

impl Limits {
    pub(super) fn read(
        device: &DeviceProfile,
        request: &LaunchRequest,
    ) -> Result<Limits, SoftmaxError> {
        let merge = request.merge.unwrap_or(if device.plane_ops {
            MergePath::Plane
        } else {
            MergePath::SharedMemory
        });
        // A forced plane path on a device that does not advertise planes still needs to know how
        // wide planes can be; a device that reports nothing cannot run it.
        if merge == MergePath::Plane && (device.plane_size_min == 0 || device.plane_size_max == 0) {
            return Err(SoftmaxError::NoPlaneSize);
        }
        if request.strategy == Some(Strategy::PlanePerRow) && merge == MergePath::SharedMemory {
            return Err(SoftmaxError::PlanePerRowNeedsPlanes);
        }
        let max_units = MAX_UNITS_PER_CUBE.min(device.max_units_per_cube) as usize;
        let min_units = match merge {
            MergePath::Plane => device.plane_size_max as usize,
            MergePath::SharedMemory => 1,
        };
        if let Some(units) = request.units_per_cube {
            let units = units as usize;
            // Cube-per-row reads its cube's size at run time, and its merges take any count of
            // full planes (or of units, on the shared-memory path), so a cube of three planes
            // may share an SM three times where one of four fits twice. The other strategies
            // cut their cubes into rows or chunks by powers of two.
            let any_count = request.strategy == Some(Strategy::CubePerRow);
            let sized = if any_count {
                units.is_multiple_of(min_units)
            } else {
                units.is_power_of_two()
            };
            if !sized || units < min_units || units > max_units {
                return Err(SoftmaxError::BadShape {
                    argument: "units_per_cube",
                    value: units,
                    expected: if any_count {
                        format!("a multiple of {min_units} in [{min_units}, {max_units}]")
                    } else {
                        format!("a power of two in [{min_units}, {max_units}]")
                    },
                });
            }
        }
        if let Some(loads) = request.loads_per_unit
            && !(1..=MAX_LOADS_PER_UNIT).contains(&loads)
        {
            return Err(SoftmaxError::BadShape {
                argument: "loads_per_unit",
                value: loads,
                expected: format!("a count in [1, {MAX_LOADS_PER_UNIT}]"),
            });
        }
        if let Some(pages) = request.staged_pages {
            let cube_per_row = matches!(request.strategy, None | Some(Strategy::CubePerRow));
            if pages > MAX_STAGED_PAGES || (pages > 0 && !cube_per_row) {
                return Err(SoftmaxError::BadShape {
                    argument: "staged_pages",
                    value: pages,
                    expected: format!(
                        "a count in [0, {MAX_STAGED_PAGES}], and 0 unless cube-per-row"
                    ),
                });
            }
        }
        if let Some(chunks) = request.chunks_per_row {
            let cube_per_row = matches!(request.strategy, None | Some(Strategy::CubePerRow));
            if !(1..=MAX_EXCHANGE_CHUNKS).contains(&chunks) || (chunks > 1 && !cube_per_row) {
                return Err(SoftmaxError::BadShape {
                    argument: "chunks_per_row",
                    value: chunks,
                    expected: format!(
                        "a count in [1, {MAX_EXCHANGE_CHUNKS}], and 1 unless cube-per-row"
                    ),
                });
            }
        }
        if request.max_cubes == Some(0) {
            return Err(SoftmaxError::BadShape {
                argument: "max_cubes",
                value: 0,
                expected: "at least 1 cube".into(),
            });
        }
        let shared_cube_units = (UNITS_PER_SHARED_CUBE as usize)
            .min(max_units)
            .max(min_units);
        let plane_width = match device.one_plane_width() {
            Some(width) if merge == MergePath::Plane && !request.plane_width_at_run_time => width,
            _ => 0,
        };
        Ok(Limits {
            merge,
            plane_min: device.plane_size_min as usize,
            plane_width,
            max_units,
            min_units,
            shared_cube_units: shared_cube_units - shared_cube_units % min_units,
            shared_memory: device.max_shared_memory_size,
            streaming_multiprocessors: device.streaming_multiprocessors.unwrap_or(0) as usize,
            max_cubes: request
                .max_cubes
                .map_or(MAX_CUBES, |cubes| (cubes as usize).min(MAX_CUBES)),
        })
    }

    /// Plane-per-row: the narrowest segment that holds the row in the asked (or preferred) loads
    /// per unit, so every unit keeps that many 16-byte requests in flight however short the row.
    /// On the H100, bf16 rows of 256 elements held one vector per unit of a whole plane and
    /// streamed at half the speed of a copy of the same bytes. `Err` carries the most units that
    /// may share a row.
    pub(super) fn plane_per_row(
        &self,
        request: &LaunchRequest,
        rows: usize,
        vectors_per_row: usize,
        preferred_loads: usize,
    ) -> Result<GridShape, usize> {
        let wanted = request.loads_per_unit.unwrap_or(preferred_loads);
        let lanes = segment_lanes(vectors_per_row, wanted).min(self.plane_min);
        let loads = request
            .loads_per_unit
            .unwrap_or_else(|| vectors_per_row.div_ceil(lanes).next_power_of_two());
        if loads > MAX_LOADS_PER_UNIT || loads * lanes < vectors_per_row {
            return Err(self.plane_min);
        }
        let units = request
            .units_per_cube
            .map_or(self.shared_cube_units, |units| units as usize);
        Ok(GridShape {
            units,
            loads,
            staged_pages: 0,
            lanes_per_row: lanes,
            cubes: rows.div_ceil(units / lanes),
            chunks: 1,
        })
    }

    /// Cube-per-row: the fewest units (a power of two) that hold the row at the preferred loads,
    /// each holding its part as [`Holding::split`] says unless the request forces loads or pages.
    /// Errors are `too_long` of the most vectors a row may have for the cube, or a `staged_pages`
    /// error when forced pages do not fit in shared memory.
    pub(super) fn cube_per_row(
        &self,
        request: &LaunchRequest,
        rows: usize,
        vectors_per_row: usize,
        preferred_loads: usize,
        holding: Holding,
        too_long: impl Fn(usize) -> SoftmaxError,
    ) -> Result<GridShape, SoftmaxError> {
        let units = request.units_per_cube.map_or_else(
            || self.fitted_cube_units(vectors_per_row, preferred_loads),
            |units| units as usize,
        );
        let per_unit = vectors_per_row.div_ceil(units);
        let (loads, pages) = match (request.loads_per_unit, request.staged_pages) {
            (Some(loads), pages) => (loads, pages.unwrap_or(0)),
            (None, Some(pages)) => (per_unit.div_ceil(pages + 1), pages),
            (None, None) => holding.split(per_unit),
        };
        let staging_fits = self.staging_fits(units, loads, pages, holding);
        if loads > MAX_LOADS_PER_UNIT
            || loads * (pages + 1) * units < vectors_per_row
            || (request.staged_pages.is_none() && !staging_fits)
        {
            return Err(too_long(units * self.held_per_unit(units, holding)));
        }
        if !staging_fits {
            return Err(SoftmaxError::BadShape {
                argument: "staged_pages",
                value: pages,
                expected: format!(
                    "pages that fit in {} bytes of shared memory with {units} units holding \
                     {loads} vectors of {} bytes per page",
                    self.shared_memory, holding.staged_slot_bytes,
                ),
            });
        }
        Ok(GridShape {
            units,
            loads,
            staged_pages: pages,
            lanes_per_row: 0,
            cubes: rows,
            chunks: 1,
        })
    }

    /// Units of the cube-per-row cube the planner takes when no rule picks another: the
    /// smallest power of two holding the row at the preferred loads, within the device's cube
    /// sizes.
    pub(super) fn fitted_cube_units(
        &self,
        vectors_per_row: usize,
        preferred_loads: usize,
    ) -> usize {
        vectors_per_row
            .div_ceil(preferred_loads)
            .next_power_of_two()
            .clamp(self.min_units, self.max_units.max(self.min_units))
    }

    /// The cube of [`HALF_SM_CUBE_UNITS`] for a row that one of the largest cubes would hold
    /// alone on its SM, and how its units hold the row; `(None, holding)` where the planner
    /// keeps the largest cube (or the request fixes the cube's shape). Two such cubes share an
    /// SM: the row in registers at up to `holding.max_loads` per unit, or, with more rows than
    /// SMs ([`pairs_take_rows`]), up to [`HALF_SM_MAX_HELD_BYTES`] of the row's `row_bytes` (its
    /// vectors in its widest element) per unit, in pages of `preferred_loads` whose staging fits
    /// twice in shared memory.
    pub(super) fn half_sm_cube(
        &self,
        request: &LaunchRequest,
        rows: usize,
        vectors_per_row: usize,
        row_bytes: usize,
        holding: Holding,
        preferred_loads: usize,
    ) -> (Option<u32>, Holding) {
        let units = HALF_SM_CUBE_UNITS;
        if request.loads_per_unit.is_some()
            || request.staged_pages.is_some()
            || self.max_units <= units
            || vectors_per_row <= units * preferred_loads
        {
            return (None, holding);
        }
        if self.half_sm_holds_in_registers(vectors_per_row, preferred_loads, holding) {
            return (Some(units as u32), holding);
        }
        match self.paged_two_per_sm(units, rows, vectors_per_row, preferred_loads, holding) {
            Some((paged, _)) if row_bytes <= units * HALF_SM_MAX_HELD_BYTES => {
                (Some(units as u32), paged)
            }
            _ => (None, holding),
        }
    }

    /// Whether a [`HALF_SM_CUBE_UNITS`] cube holds `vectors` in registers at up to
    /// `holding.max_loads` a unit where the preferred loads would need a larger cube: the case
    /// in which the planner takes it over the twice larger one.
    pub(super) fn half_sm_holds_in_registers(
        &self,
        vectors: usize,
        preferred_loads: usize,
        holding: Holding,
    ) -> bool {
        let units = HALF_SM_CUBE_UNITS;
        self.max_units > units
            && vectors > units * preferred_loads
            && vectors <= units * holding.max_loads
    }

    /// How a [`NARROW_PAGES_CUBE_UNITS`] cube holds a row of 16-bit elements: in pages of
    /// [`NARROW_PAGE_LOADS`], at most [`NARROW_PAGES_MAX_STAGED`] staged, their staging fitting in
    /// shared memory. `None` where the planner does not choose it: the request fixes the cube's
    /// shape, an element is wider than 16 bits, there are no more rows than SMs, or a cube of
    /// this size holds the row in registers at the preferred loads.
    pub(super) fn narrow_pages_cube(
        &self,
        request: &LaunchRequest,
        rows: usize,
        vectors_per_row: usize,
        widest_element: usize,
        preferred_loads: usize,
        holding: Holding,
    ) -> Option<Holding> {
        let units = NARROW_PAGES_CUBE_UNITS;
        if request.fixes_cube_shape()
            || widest_element != 2
            || self.max_units < units
            || !pairs_take_rows(rows, self.streaming_multiprocessors)
            || vectors_per_row <= units * preferred_loads
        {
            return None;
        }
        let paged = holding.in_pages_of(NARROW_PAGE_LOADS);
        let (loads, pages) = paged.split(vectors_per_row.div_ceil(units));
        (pages <= NARROW_PAGES_MAX_STAGED && self.staging_fits(units, loads, pages, paged))
            .then_some(paged)
    }

    /// How a [`NARROW_PAGES_CUBE_UNITS`] cube holds a plain log-softmax row of 16-bit elements,
    /// or a plain bf16 softmax row, in pages of `preferred_loads`, at least one staged, with
    /// [`NARROW_LOG_SOFTMAX_CUBES_PER_SM`] such cubes' staging fitting in shared memory. `None`
    /// where the planner does not choose it (see [`NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`] and
    /// [`NARROW_BF16_SOFTMAX_MAX_ROWS_PER_SM`]): another kind, an f16 softmax, a bf16 softmax of
    /// more rows than one round of these cubes takes, fused scores, a request that fixes the
    /// cube's shape, an element wider than 16 bits, fewer rows than that many per SM (or a device
    /// that does not say its SM count), or a row held in registers or needing more pages than
    /// fit.
    pub(super) fn narrow_paged_cube(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        vectors_per_row: usize,
        preferred_loads: usize,
        holding: Holding,
    ) -> Option<Holding> {
        let bf16 = problem.dtype == BF16;
        let one_round =
            problem.rows <= NARROW_BF16_SOFTMAX_MAX_ROWS_PER_SM * self.streaming_multiprocessors;
        let takes_it = match request.kind {
            SoftmaxKind::LogSoftmax => true,
            SoftmaxKind::Softmax => bf16 && one_round,
        };
        if !takes_it {
            return None;
        }
        self.plain_16_bit_paged(
            request,
            problem,
            NARROW_PAGES_CUBE_UNITS,
            NARROW_LOG_SOFTMAX_CUBES_PER_SM,
            NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM,
            vectors_per_row,
            preferred_loads,
            holding,
        )
        .and_then(|(paged, pages)| (pages > 0).then_some(paged))
    }

    /// How a [`THIRD_SM_CUBE_UNITS`] cube holds a plain row of 16-bit elements: in pages of
    /// [`THIRD_SM_PAGE_LOADS`] vectors, exactly [`THIRD_SM_STAGED_PAGES`] of them staged, with
    /// [`THIRD_SM_CUBES_PER_SM`] such cubes' staging fitting in shared memory. `None` where the
    /// planner does not choose it: fused scores, a request that fixes the cube's shape, an element
    /// wider than 16 bits, a device whose cubes cannot take that many units in full planes, fewer
    /// rows than [`THIRD_SM_MIN_ROWS_PER_SM`] per SM (or a device that does not say its SM count),
    /// or a row of another number of pages.
    pub(super) fn third_sm_cube(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        vectors_per_row: usize,
        holding: Holding,
    ) -> Option<Holding> {
        self.plain_16_bit_paged(
            request,
            problem,
            THIRD_SM_CUBE_UNITS,
            THIRD_SM_CUBES_PER_SM,
            THIRD_SM_MIN_ROWS_PER_SM,
            vectors_per_row,
            THIRD_SM_PAGE_LOADS,
            holding,
        )
        .and_then(|(paged, pages)| (pages == THIRD_SM_STAGED_PAGES).then_some(paged))
    }

    /// How a cube of `units` holds a plain row of 16-bit elements (input and output; no scale,
    /// mask or causal limit) in pages of `page_loads` vectors when `cubes` such cubes share an
    /// SM, and how many pages it stages ([`Limits::paged_per_sm`]). `None` where the planner's
    /// rules for such cubes do not apply: fused scores (their kernels' registers were not
    /// measured in these cubes), a request that fixes the cube's shape, an element wider than 16
    /// bits, a device whose cubes cannot take `units` units in full planes, fewer rows than
    /// `min_rows_per_sm` per SM (or a device that does not say its SM count), or a staging that
    /// does not fit.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn plain_16_bit_paged(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        units: usize,
        cubes: usize,
        min_rows_per_sm: usize,
        vectors_per_row: usize,
        page_loads: usize,
        holding: Holding,
    ) -> Option<(Holding, usize)> {
        let sms = self.streaming_multiprocessors;
        if problem.fused != FusedScores::NONE
            || request.fixes_cube_shape()
            || problem.widest_element() != 2
            || self.max_units < units
            || !units.is_multiple_of(self.min_units)
            || sms == 0
            || problem.rows < min_rows_per_sm * sms
        {
            return None;
        }
        self.paged_per_sm(units, cubes, vectors_per_row, page_loads, holding)
    }

    /// The cube of half the units that holds a plain 16-bit row whole in registers at
    /// [`DOUBLED_LOADS`] vectors a unit instead of the preferred loads: `Some(units)` where the
    /// request leaves the cube's shape to the planner, the row is read and written 16-bit in
    /// 16-byte vectors with nothing fused in, and `Self::doubled_loads_units` gives the cube
    /// (whole planes the row fills to [`DOUBLED_LOADS_MIN_FILL_EIGHTHS`], at most
    /// [`DOUBLED_LOADS_MAX_UNITS`] units, [`DOUBLED_LOADS_MIN_ROWS_PER_SM`] rows per SM), but for
    /// a softmax of rows in [`SOFTMAX_FOUR_LOADS_ROW_LENS`].
    pub(super) fn doubled_loads_cube(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        vector_size: usize,
        vectors_per_row: usize,
    ) -> Option<usize> {
        let softmax_keeps_four_loads = request.kind == SoftmaxKind::Softmax
            && SOFTMAX_FOUR_LOADS_ROW_LENS.contains(&problem.row_len);
        (problem.fused == FusedScores::NONE
            && !request.fixes_cube_shape()
            && problem.widest_element() == 2
            // 16-byte vectors, as the rows timed were read.
            && vector_size * problem.widest_element() == 16
            && !softmax_keeps_four_loads)
            .then(|| self.doubled_loads_units(problem.rows, vectors_per_row, true))
            .flatten()
    }

    /// Units of the [`DOUBLED_LOADS`] cube for `rows` rows of `vectors_per_row` vectors
    /// ([`Self::doubled_loads_fit`]) where there are at least [`DOUBLED_LOADS_MIN_ROWS_PER_SM`]
    /// rows per SM (on a device that says its SM count), or [`LONG_DOUBLED_LOADS_MIN_ROWS_PER_SM`]
    /// in a cube of [`LONG_DOUBLED_LOADS_MIN_UNITS`] or more where `long_rows_from_fewer`.
    fn doubled_loads_units(
        &self,
        rows: usize,
        vectors_per_row: usize,
        long_rows_from_fewer: bool,
    ) -> Option<usize> {
        let units = self.doubled_loads_fit(vectors_per_row)?;
        let sms = self.streaming_multiprocessors;
        let min_rows_per_sm = if long_rows_from_fewer && units >= LONG_DOUBLED_LOADS_MIN_UNITS {
            LONG_DOUBLED_LOADS_MIN_ROWS_PER_SM
        } else {
            DOUBLED_LOADS_MIN_ROWS_PER_SM
        };
        (sms > 0 && rows >= min_rows_per_sm * sms).then_some(units)
    }

    /// Units of the [`DOUBLED_LOADS`] cube for a row of `vectors_per_row` vectors, whatever the
    /// rows: the fewest whole planes that hold the row at [`DOUBLED_LOADS`] vectors a unit, where
    /// the row fills at least [`DOUBLED_LOADS_MIN_FILL_EIGHTHS`] of their slots and they are at
    /// most [`DOUBLED_LOADS_MAX_UNITS`] units.
    fn doubled_loads_fit(&self, vectors_per_row: usize) -> Option<usize> {
        let units = vectors_per_row
            .div_ceil(DOUBLED_LOADS)
            .next_multiple_of(self.min_units);
        let slots = units * DOUBLED_LOADS;
        (vectors_per_row > 0
            // Eighths (not loads): the row's vectors against the cube's slots.
            && vectors_per_row * 8 >= slots * DOUBLED_LOADS_MIN_FILL_EIGHTHS
            && units <= DOUBLED_LOADS_MAX_UNITS.min(self.max_units))
        .then_some(units)
    }

    /// Whether the 16-bit softmax backward of `rows` rows of `vectors_per_row` vectors of
    /// `vector_size` (preferred loads `preferred_loads`) takes the [`DOUBLED_LOADS`] cube whatever
    /// its rows per SM: rows the largest cube would hold only with staged pages
    /// ([`backward_largest_cube_held_loads`]), from more rows than SMs, where the planner would
    /// otherwise give them to the pairs of [`BACKWARD_PAIRED_CUBE_UNITS`] ([`pairs_take_rows`]).
    ///
    /// Why: a pair's unit loads its part of the row in four waves, staged through shared memory
    /// (four vectors and three pages), where at eight vectors a unit the whole row's loads are in
    /// flight at once. On the H100, kernel alone (docs/runs/2026-12-06-h100-backward-registers/,
    /// medians), bf16 softmax backward, the 512-unit cube at eight vectors over the pairs. Call 2
    /// (five rounds): 140 rows of 26624-32768 0.62-0.88, 200 rows 0.80-0.94, 256 rows 0.95-1.19,
    /// 396 rows 0.72-0.97, 528 rows 0.78-0.86; f16 256 x 32000 0.87, 396 x 32768 0.77. Calls 3
    /// and 4 (seven rounds each, the cube this rule gives): 0.48-0.80 at 200 x 28672, 300 x 32000
    /// and 396 x 32768; 256 x 32000 and 256 x 32768 0.75-0.91; f16 528 x 32768 0.87 and 0.88;
    /// elsewhere it won and lost by turns, from 0.55 to 1.23 (133 x 32768, 230 x 32768, 396 x
    /// 26624, 140 x 24577). Call 1 had bf16 256 x 32000 at 0.76. The log-softmax backward, which
    /// stages `dy` alone, lost (bf16 200 x 32000 1.06 in call 2), and keeps its plans.
    fn few_softmax_backward_rows_in_registers(
        &self,
        rows: usize,
        vectors_per_row: usize,
        vector_size: usize,
        preferred_loads: usize,
    ) -> bool {
        let held_loads = backward_largest_cube_held_loads(vector_size, preferred_loads);
        vectors_per_row > self.max_units * held_loads
            && pairs_take_rows(rows, self.streaming_multiprocessors)
    }

    /// Whether the largest cube, of [`MAX_UNITS_PER_CUBE`] units, holds a row of
    /// `vectors_per_row` vectors at [`LARGEST_CUBE_THREE_LOADS`] loads a unit and not fewer,
    /// filling at least [`LARGEST_CUBE_THREE_LOADS_MIN_FILL_TENTHS`] of its slots.
    pub(super) fn largest_cube_holds_in_three_loads(&self, vectors_per_row: usize) -> bool {
        let units = MAX_UNITS_PER_CUBE as usize;
        let slots = units * LARGEST_CUBE_THREE_LOADS;
        self.max_units == units
            && vectors_per_row.div_ceil(units) == LARGEST_CUBE_THREE_LOADS
            && vectors_per_row * 10 >= slots * LARGEST_CUBE_THREE_LOADS_MIN_FILL_TENTHS
    }

    /// The backward's cube of [`BACKWARD_PAIRED_CUBE_UNITS`] for rows the largest cube would
    /// hold only with staged pages, and how its units hold the row (in pages of the preferred
    /// loads); `(None, holding)` where the largest cube keeps them: the request fixes the cube's
    /// shape, the device does not say its SM count, there are no more rows than SMs, the
    /// largest cube holds the row in registers, or two of the smaller cubes' staging would not
    /// fit in shared memory or would take more than [`BACKWARD_PAIRED_MAX_STAGED_PAGES`] pages.
    pub(super) fn paired_backward_cube(
        &self,
        request: &LaunchRequest,
        rows: usize,
        vectors_per_row: usize,
        preferred_loads: usize,
        holding: Holding,
    ) -> (Option<u32>, Holding) {
        let units = BACKWARD_PAIRED_CUBE_UNITS;
        if request.fixes_cube_shape()
            || self.max_units <= units
            || vectors_per_row.div_ceil(self.max_units) <= holding.max_loads
        {
            return (None, holding);
        }
        match self.paged_two_per_sm(units, rows, vectors_per_row, preferred_loads, holding) {
            Some((paged, pages)) if pages <= BACKWARD_PAIRED_MAX_STAGED_PAGES => {
                (Some(units as u32), paged)
            }
            _ => (None, holding),
        }
    }

    /// The backward's cube that holds a 16-bit row of `y` and `dy` whole in registers at
    /// [`DOUBLED_LOADS`] vectors a unit each, for rows the largest cube or its pairs would
    /// otherwise take (more than half its units at the preferred loads): `Some(units)` where
    /// `y`, `dy` and `dx` are all 16-bit in 16-byte vectors, the request leaves the cube's shape
    /// to the planner, and `Self::doubled_loads_units` gives the cube, as for the forward, or, for
    /// the softmax backward, `Self::few_softmax_backward_rows_in_registers` takes the row from
    /// fewer rows. Such a unit holds 16 vectors, 64 registers of data, so one 512-unit cube takes
    /// an SM.
    ///
    /// On the H200 (2026-11-29, docs/runs/2026-11-29-h200-partial-planes/, two rounds, medians,
    /// bf16) at 16384 x 32000 the 512-unit cube at eight vectors took 733.4 / 734.8 us (softmax /
    /// log-softmax backward) against the planner's 256-unit pairs at four vectors and three
    /// pages, 825.3 / 833.0 (a copy of the same bytes 762.0-776.7); the largest cube at four
    /// vectors, no page, 721.6 / 731.9. At 1024 x 32768 (7.8 rows per SM, under
    /// [`DOUBLED_LOADS_MIN_ROWS_PER_SM`]) the same cubes took 0.93-0.94 of the planner's time for
    /// softmax and 1.02-1.03 for log-softmax, hence the softmax backward's rows of 28673-32768
    /// from [`LONG_DOUBLED_LOADS_MIN_ROWS_PER_SM`] (from more rows than SMs since 2026-12-06). With
    /// the rule built in, against the build before, the planner's lines in turn, two rounds (`ab/`
    /// there), bf16 and f16, softmax and log-softmax backward at 1056-16384 rows of 16385-32768:
    /// faster at 23 of 24 pairs, 0.66-0.94 of the time before (f16 softmax 16384 x 32000 1090.7 ->
    /// 721.5 us), level at bf16 log-softmax 1056 x 32768 (59.6 -> 60.0).
    pub(super) fn backward_doubled_loads_cube(
        &self,
        request: &LaunchRequest,
        problem: &BackwardProblem,
        vector_size: usize,
        vectors_per_row: usize,
        preferred_loads: usize,
    ) -> Option<usize> {
        (vectors_per_row > (self.max_units / 2) * preferred_loads
            && !request.fixes_cube_shape()
            && problem.dtype.size() == 2
            && problem.dx_dtype.size() == 2
            && vector_size * 2 == 16)
            .then(|| {
                let few_rows = request.kind == SoftmaxKind::Softmax
                    && self.few_softmax_backward_rows_in_registers(
                        problem.rows,
                        vectors_per_row,
                        vector_size,
                        preferred_loads,
                    );
                if few_rows {
                    self.doubled_loads_fit(vectors_per_row)
                } else {
                    self.doubled_loads_units(problem.rows, vectors_per_row, false)
                }
            })
            .flatten()
    }

    /// How the units of a cube of `units` hold a row of `vectors_per_row` vectors in pages of
    /// `preferred_loads` when two such cubes share an SM, and how many pages they stage: `Some`
    /// where the device says its SM count, there are more rows than SMs ([`pairs_take_rows`]),
    /// and the cube's staging fits twice in shared memory.
    pub(super) fn paged_two_per_sm(
        &self,
        units: usize,
        rows: usize,
        vectors_per_row: usize,
        preferred_loads: usize,
        holding: Holding,
    ) -> Option<(Holding, usize)> {
        if !pairs_take_rows(rows, self.streaming_multiprocessors) {
            return None;
        }
        self.paged_per_sm(units, 2, vectors_per_row, preferred_loads, holding)
    }

    /// How the units of a cube of `units` hold a row of `vectors_per_row` vectors in pages of
    /// `preferred_loads` when `cubes` such cubes share an SM, and how many pages they stage:
    /// `Some` where that is at most [`MAX_STAGED_PAGES`] and the staging of `cubes` cubes fits in
    /// shared memory.
    pub(super) fn paged_per_sm(
        &self,
        units: usize,
        cubes: usize,
        vectors_per_row: usize,
        preferred_loads: usize,
        holding: Holding,
    ) -> Option<(Holding, usize)> {
        let paged = holding.in_pages_of(preferred_loads);
        let (loads, pages) = paged.split(vectors_per_row.div_ceil(units));
        (pages <= MAX_STAGED_PAGES
            && cubes * self.staging_bytes(units, loads, pages, paged) <= self.shared_memory)
            .then_some((paged, pages))
    }

    /// Split-row: chunks of the asked (or shared) cube size at the asked (or preferred) loads per
    /// unit, as many as cover the row, one cube per chunk.
    pub(super) fn split_row(
        &self,
        request: &LaunchRequest,
        rows: usize,
        vectors_per_row: usize,
        preferred_loads: usize,
    ) -> GridShape {
        let units = request
            .units_per_cube
            .map_or(self.shared_cube_units, |units| units as usize);
        let loads = request.loads_per_unit.unwrap_or(preferred_loads);
        let chunks = vectors_per_row.div_ceil(units * loads);
        GridShape {
            units,
            loads,
            staged_pages: 0,
            lanes_per_row: 0,
            cubes: rows * chunks,
            chunks,
        }
    }

    /// The request the planner plans `problem` with where [`FEW_ROWS_SMALL_CHUNKS`] applies: a
    /// softmax or log-softmax (no mask, no causal limit) of rows of 28673-32768 elements written
    /// in their own dtype, in full 16-byte vectors, at most one row for every
    /// [`SMALL_CHUNKS_SMS_PER_ROW`] SMs, with `request` leaving the strategy, the cube, the loads,
    /// the pages and the chunks to the planner. `None` otherwise, and always for a request that
    /// chooses any of those (so planning with the returned request does not come back here).
    pub(super) fn few_rows_small_chunks(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        scores: ScoreBlueprint,
        vector_size: usize,
    ) -> Option<LaunchRequest> {
        let planner_chooses = request.strategy.is_none()
            && request.units_per_cube.is_none()
            && request.loads_per_unit.is_none()
            && request.staged_pages.is_none()
            && request.chunks_per_row.is_none();
        let plain = scores.mask == MaskKind::None
            && !scores.causal
            && problem.output_dtype == problem.dtype;
        let full_vectors = vector_size * problem.dtype.size() == 16;
        let chunk_len = SMALL_CHUNK_UNITS * SMALL_CHUNK_ELEMENTS_PER_UNIT;
        let sms = self.streaming_multiprocessors;
        let few = problem.rows > 0 && problem.rows * SMALL_CHUNKS_SMS_PER_ROW <= sms;
        let cut = problem.row_len.div_ceil(chunk_len) == FEW_ROWS_SMALL_CHUNKS;
        (planner_chooses && plain && full_vectors && few && cut).then(|| LaunchRequest {
            strategy: Some(Strategy::CubePerRow),
            units_per_cube: Some(SMALL_CHUNK_UNITS as u32),
            loads_per_unit: Some(SMALL_CHUNK_ELEMENTS_PER_UNIT / vector_size),
            staged_pages: Some(0),
            chunks_per_row: Some(FEW_ROWS_SMALL_CHUNKS),
            ..*request
        })
    }

    /// The grid of a cube-per-row launch whose rows are cut into chunks that exchange their
    /// states ([`exchange`](crate::exchange)), where the request asks for chunks or the planner
    /// cuts rows that `planned` would read twice: `None` to plan whole rows, `Some(Err(..))` for
    /// asked chunks that cannot run. `holding` is how a row would be held whole.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn exchanged_shape(
        &self,
        request: &LaunchRequest,
        rows: usize,
        row_len: usize,
        vector_size: usize,
        preferred_loads: usize,
        holding: Holding,
        planned: Strategy,
        fewest_rows: FewestRows,
    ) -> Option<Result<GridShape, SoftmaxError>> {
        let vectors_per_row = row_len.div_ceil(vector_size).max(1);
        // A chunk is held in pages of the preferred loads where they hold it, else as a row
        // is. On the H100, kernel alone, 2 chunks of 65536 f32 in 4 vectors per unit and 3
        // staged pages against 8 vectors and 1 page: 128 x 131072 61.4 against 73.7 us, 256 x
        // 131072 117.2 against 127.0-135.8
        // (docs/runs/2026-11-23-h100-exchange-rows/first-planner/sweep.log).
        let paged = holding.in_pages_of_at_most(preferred_loads);
        let chunk_shape = |chunks: usize| {
            let vectors_per_chunk = vectors_per_row.div_ceil(chunks);
            let shape = |units: Option<u32>, holding: Holding| {
                self.cube_per_row(
                    &LaunchRequest {
                        units_per_cube: request.units_per_cube.or(units),
                        ..*request
                    },
                    rows,
                    vectors_per_chunk,
                    preferred_loads,
                    holding,
                    |max_vectors| SoftmaxError::RowTooLong {
                        strategy: Strategy::CubePerRow,
                        row_len,
                        max_row_len: max_vectors * vector_size * chunks,
                    },
                )
            };
            // A chunk, like a whole row (see HALF_SM_CUBE_UNITS), in half an SM's cube at more
            // loads rather than in the largest cube, where every chunk of the grid has its own
            // SM: see FORWARD_FEWEST_ROWS.
            if fewest_rows
                .half_sm_cubes_from_chunks
                .is_some_and(|fewest| chunks >= fewest)
                && !request.fixes_cube_shape()
                && rows * chunks <= self.streaming_multiprocessors
                && self.half_sm_holds_in_registers(vectors_per_chunk, preferred_loads, holding)
            {
                return shape(Some(HALF_SM_CUBE_UNITS as u32), holding);
            }
            shape(None, paged).or_else(|_| shape(None, holding))
        };
        let planner_cuts = request.strategy.is_none() && request.units_per_cube.is_none();
        // The chunk count, and the fewest the planner's own count may fall back to.
        let (mut chunks, fewest) = match request.chunks_per_row {
            Some(chunks) => (chunks, chunks),
            None if planner_cuts && planned == Strategy::SplitRow => {
                // The fewest chunks one cube holds, each polled by one of its units.
                let fewest = (2..=MAX_EXCHANGE_CHUNKS)
                    .find(|&chunks| chunk_shape(chunks).is_ok_and(|shape| shape.units >= chunks))?;
                let largest_page = self.max_units * preferred_loads;
                let chunks = exchange_chunks(
                    rows,
                    self.streaming_multiprocessors,
                    fewest,
                    vectors_per_row / largest_page,
                );
                // One of the fewest rows is cut into fewer chunks than the exchange gives it,
                // as few as the largest cube holds at the preferred loads where that is more. No
                // cut (a device that does not say its SMs) stays none.
                let held_by_largest_pages = vectors_per_row.div_ceil(largest_page);
                let most = fewest_rows.most_chunks.max(held_by_largest_pages);
                let chunks = if chunks > 1 {
                    chunks.min(most).max(fewest)
                } else {
                    chunks
                };
                (chunks, fewest)
            }
            None => return None,
        };
        if chunks <= 1 {
            return None;
        }
        loop {
            match chunk_shape(chunks) {
                Ok(shape) if shape.units >= chunks => {
                    return Some(Ok(GridShape {
                        cubes: self.exchange_grid(
                            request.cube_per_chunk == Some(true),
                            rows,
                            chunks,
                        ),
                        chunks,
                        ..shape
                    }));
                }
                // The planner's own count cut chunks too short for a cube of as many units as
                // there are chunks (each unit polls one chunk's state): half as many, twice as
                // long, down to the fewest one cube holds. Without this the bf16 backward of
                // one row of 50257 (64 chunks of 99 vectors, too few for 64 units) fell back to
                // split-row, reading y and dy twice: 16.2-17.5 us, where every plan of 8-64
                // exchanged chunks swept took 5.1-13.4 us (H100, kernel alone,
                // docs/runs/2026-11-26-h100-one-row-backward/).
                _ if request.chunks_per_row.is_none() && chunks / 2 >= fewest => chunks /= 2,
                _ if request.chunks_per_row.is_none() && chunks > fewest => chunks = fewest,
                // The planner's own choice falls back to whole rows; a forced one is an error.
                _ if request.chunks_per_row.is_none() => return None,
                Ok(shape) => {
                    return Some(Err(SoftmaxError::BadShape {
                        argument: "chunks_per_row",
                        value: chunks,
                        expected: format!(
                            "at most the cube's {} units (each polls one chunk's state)",
                            shape.units
                        ),
                    }));
                }
                Err(error) => return Some(Err(error)),
            }
        }
    }

    /// Cubes of a grid of `rows` rows cut into `chunks` exchanged chunks: one per chunk where
    /// `one_per_chunk`, at most one per SM otherwise ([`exchange_cubes`]). Either way at most
    /// the grid's bound, in whole rows of chunks where the bound cuts the grid.
    pub(super) fn exchange_grid(&self, one_per_chunk: bool, rows: usize, chunks: usize) -> usize {
        if one_per_chunk {
            exchange_cubes(rows, chunks, self.max_cubes)
        } else {
            exchange_cubes(rows, chunks, self.streaming_multiprocessors)
        }
    }

    /// The forward's exchanged grid for `problem`'s rows in vectors of `vector_size`, given
    /// `planned`, the shape [`Self::exchanged_shape`] chose. Where the planner cut the rows
    /// itself (the request fixes neither the chunks nor the cube), and either the request asks
    /// for one cube per chunk, or it leaves that to the planner and one cube per SM would take
    /// `planned`'s chunks in rounds (two or more for inputs of 4-byte elements,
    /// [`CHUNK_CUBES_16_BIT_MIN_ROUNDS`] or more for 2-byte ones): a grid of one cube per chunk,
    /// of [`CHUNK_CUBE_UNITS`] units (4-byte inputs) or [`CHUNK_CUBE_UNITS_16_BIT`] (2-byte), the
    /// fewest chunks, a power of two, that such a cube holds at the preferred loads in at most
    /// [`CHUNK_CUBE_MAX_PAGES`] staged pages. A bf16 input whose `planned` grid of 1024-unit
    /// cubes takes every chunk in one round and leaves at least one SM in
    /// [`HALVED_CHUNKS_IDLE_SMS_ONE_IN`] idle: the same, but each of `planned`'s chunks halved
    /// (twice the chunks, one [`CHUNK_CUBE_UNITS_16_BIT`]-unit cube each). Guaranteed to be
    /// `planned` in every other case, and where no such cube holds a chunk of at most
    /// [`MAX_EXCHANGE_CHUNKS`] chunks.
    ///
    /// Why: a cube per SM idles its SM while it waits on the merge of its row's chunks, at
    /// every round; small cubes, one per chunk, started as SMs free up, load and store while
    /// others wait. On the H200, kernel alone, three rounds each (medians), against one cube
    /// per SM, both of the planner's cut (docs/runs/2026-12-04-h200-cube-per-chunk/): f32 rows
    /// taken in rounds in 256-unit cubes, 0.64-0.99 of the time at all 11 shapes (1024 x 131072
    /// 287.2 against 448.9 us, 96 x 200000 53.1 against 80.4, 256 x 151936 99.0 against 109.5;
    /// call 1); bf16 rows taken in rounds in 512-unit cubes, 0.96-0.98 at three to eight rounds
    /// (96 x 200000, 256 x 262144, 512 x 262144) and 0.66-0.72 at 1024 rows of 200000 and 262144
    /// (47 rounds); at two rounds (128 x 262144) both cube sizes lost (1.03 in 512 units, 1.04 in
    /// 256), and 256-unit cubes lost at 256 x 262144 and 512 x 262144 too (1.01 and 1.02; call
    /// 2); rows that one round takes lost in 256-unit cubes, 1.24 at f32 64 x 151936 and 1.09 at
    /// bf16 64 x 262144 (call 1). bf16 rows that one round takes with SMs left idle: see
    /// [`HALVED_CHUNKS_IDLE_SMS_ONE_IN`].
    pub(super) fn cube_per_chunk_shape(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        vector_size: usize,
        preferred_loads: usize,
        holding: Holding,
        planned: GridShape,
    ) -> GridShape {
        let (rows, row_len) = (problem.rows, problem.row_len);
        let vectors_per_row = row_len.div_ceil(vector_size).max(1);
        let planner_cut = request.chunks_per_row.is_none() && !request.fixes_cube_shape();
        let (units, min_rounds) = if problem.dtype.size() >= 4 {
            (CHUNK_CUBE_UNITS, 2)
        } else {
            (CHUNK_CUBE_UNITS_16_BIT, CHUNK_CUBES_16_BIT_MIN_ROUNDS)
        };
        let sms = self.streaming_multiprocessors;
        let rounds = exchange_rounds(rows, planned.chunks, sms);
        let halves_one_round = problem.dtype == BF16
            && sms > 0
            && rounds == 1
            && planned.units == 2 * units
            && sms.saturating_sub(planned.cubes) * HALVED_CHUNKS_IDLE_SMS_ONE_IN >= sms;
        if !planner_cut
            || !request
                .cube_per_chunk
                .unwrap_or(rounds >= min_rounds || halves_one_round)
        {
            return planned;
        }
        if units > self.max_units || units % self.min_units != 0 {
            return planned;
        }
        let chunks = if halves_one_round {
            2 * planned.chunks
        } else {
            let chunk_vectors = units * preferred_loads * (1 + CHUNK_CUBE_MAX_PAGES);
            vectors_per_row
                .div_ceil(chunk_vectors)
                .next_power_of_two()
                .max(2)
        };
        if chunks > MAX_EXCHANGE_CHUNKS.min(units) {
            return planned;
        }
        let request = LaunchRequest {
            units_per_cube: Some(units as u32),
            ..*request
        };
        let holding = holding.in_pages_of_at_most(preferred_loads);
        // A chunk this cube cannot hold leaves `planned` as it is: the error is not the caller's.
        let too_long = |max_vectors: usize| SoftmaxError::RowTooLong {
            strategy: Strategy::CubePerRow,
            row_len,
            max_row_len: max_vectors * vector_size * chunks,
        };
        match self.cube_per_row(
            &request,
            rows,
            vectors_per_row.div_ceil(chunks),
            preferred_loads,
            holding,
            too_long,
        ) {
            Ok(shape) => GridShape {
                cubes: self.exchange_grid(true, rows, chunks),
                chunks,
                ..shape
            },
            Err(_) => planned,
        }
    }

    /// Whether `pages` staged pages of `loads` vectors per unit, with the merge's partial slots,
    /// fit in a cube of `units`'s shared memory (always, without pages).
    pub(super) fn staging_fits(
        &self,
        units: usize,
        loads: usize,
        pages: usize,
        holding: Holding,
    ) -> bool {
        self.staging_bytes(units, loads, pages, holding) <= self.shared_memory
    }

    /// Shared-memory bytes of a cube of `units` that stages `pages` pages of `loads` vectors per
    /// unit, the merge's partial slots included (0 without pages).
    pub(super) fn staging_bytes(
        &self,
        units: usize,
        loads: usize,
        pages: usize,
        holding: Holding,
    ) -> usize {
        if pages == 0 {
            return 0;
        }
        pages * loads * units * holding.staged_slot_bytes + self.partial_state_bytes(units)
    }

    /// Shared-memory bytes of a cube-per-row cube of `units` for its merge's partial states: two
    /// arrays of two rounds of f32 slots each, rounded to the 16-byte vector alignment.
    pub(super) fn partial_state_bytes(&self, units: usize) -> usize {
        2 * (2 * self.partial_slots(Strategy::CubePerRow, units) * 4).next_multiple_of(16)
    }

    /// The planner's strategy for `rows` rows of `vectors_per_row` vectors: plane-per-row when a
    /// plane holds the row at the preferred loads, cube-per-row when a unit of the largest cube
    /// holds its part as `holding` says (in registers and staged pages; with rows for fewer than
    /// half the SMs, in at most [`FEW_ROWS_MAX_STAGED_PAGES`] staged pages, and for at most a
    /// quarter of them, in at most `fewest`'s), split-row otherwise.
    pub(super) fn strategy_for(
        &self,
        vectors_per_row: usize,
        preferred_loads: usize,
        rows: usize,
        holding: Holding,
        fewest: FewestRows,
    ) -> Strategy {
        let per_largest_unit = vectors_per_row.div_ceil(self.max_units);
        let staged_pages = holding.split(per_largest_unit).1;
        let sms = self.streaming_multiprocessors;
        let max_pages = if rows > 0 && 4 * rows <= sms {
            fewest.max_staged_pages
        } else if 2 * rows < sms {
            FEW_ROWS_MAX_STAGED_PAGES
        } else {
            usize::MAX
        };
        if self.merge == MergePath::Plane && vectors_per_row <= self.plane_min * preferred_loads {
            Strategy::PlanePerRow
        } else if self.largest_cube_holds(vectors_per_row, holding) && staged_pages <= max_pages {
            Strategy::CubePerRow
        } else {
            Strategy::SplitRow
        }
    }

    /// `holding` with pages of [`WIDE_PAGE_LOADS`] where only those let the largest cube hold a
    /// row of `vectors_per_row` vectors whole (16-bit rows of 131073-172032 elements on an H100);
    /// otherwise `holding` unchanged.
    pub(super) fn with_wide_pages(&self, vectors_per_row: usize, holding: Holding) -> Holding {
        let wide = Holding {
            page_loads: WIDE_PAGE_LOADS,
            ..holding
        };
        if holding.page_loads < WIDE_PAGE_LOADS
            && !self.largest_cube_holds(vectors_per_row, holding)
            && self.largest_cube_holds(vectors_per_row, wide)
        {
            wide
        } else {
            holding
        }
    }

    /// Whether a unit of the largest cube holds its part of a row of `vectors_per_row` vectors as
    /// `holding` says, staged pages included.
    pub(super) fn largest_cube_holds(&self, vectors_per_row: usize, holding: Holding) -> bool {
        vectors_per_row.div_ceil(self.max_units) <= self.held_per_unit(self.max_units, holding)
    }

    /// The most vectors a unit of a cube of `units` holds as the planner splits them.
    pub(super) fn held_per_unit(&self, units: usize, holding: Holding) -> usize {
        let max = MAX_LOADS_PER_UNIT * (MAX_STAGED_PAGES + 1);
        (1..=max)
            .rev()
            .find(|&per_unit| {
                let (loads, pages) = holding.split(per_unit);
                loads <= MAX_LOADS_PER_UNIT
                    && pages <= MAX_STAGED_PAGES
                    && self.staging_fits(units, loads, pages, holding)
            })
            .unwrap_or(0)
    }

    /// Shared-memory slots for one round of partial states (0 for plane-per-row).
    pub(super) fn partial_slots(&self, strategy: Strategy, units: usize) -> usize {
        match (strategy, self.merge) {
            (Strategy::PlanePerRow, _) => 0,
            (_, MergePath::Plane) => units.div_ceil(self.plane_min),
            (_, MergePath::SharedMemory) => units,
        }
    }

    /// `plan` with the exponentials kept ([`Self::keeping_exps`]) where `request` asks for it,
    /// or, where it leaves that to the planner, where [`Self::keeps_16_bit_exps`] chooses it;
    /// its staged pages walked in loops as `request` asks, or as [`pages_in_loops`] chooses;
    /// every slot loaded as `request` asks, or as [`loads_every_slot`] chooses.
    pub(super) fn as_requested(
        &self,
        plan: LaunchPlan,
        request: &LaunchRequest,
        problem: &RowProblem,
    ) -> Result<LaunchPlan, SoftmaxError> {
        let asked_placement = request.registers_page_exps;
        let plan = match request.kept_exps {
            Some(true) => self.keeping_exps(plan, problem, asked_placement)?,
            Some(false) => plan,
            None => match self.keeps_16_bit_exps(&plan, problem) {
                Some(placement) => {
                    self.keeping_exps(plan, problem, Some(asked_placement.unwrap_or(placement)))?
                }
                None => plan,
            },
        };
        Ok(LaunchPlan {
            pages_in_loops: pages_in_loops(
                plan.staged_pages,
                problem.dtype.size(),
                request.pages_in_loops,
            ),
            every_slot_loaded: request
                .every_slot_loaded
                .unwrap_or(loads_every_slot(problem.dtype)),
            ..plan
        })
    }

    /// The planner's choice of kept exponentials ([`RowBlueprint::kept_exps`]), and of where the
    /// registers' page keeps its own (`None`: not kept), where [`Self::keeping_exps`] allows them
    /// (a softmax of whole rows): a plain (or only scaled) softmax of 16-bit rows written as
    /// 16-bit, on a plane segment holding [`PLANE_KEPT_EXPS_BYTES_PER_UNIT`] a unit whose every
    /// slot the row fills, in place, on one holding [`HELD_BYTES_PER_UNIT`] a unit that the row
    /// leaves a slot of, in the cube's shared memory (see [`Self::plane_kept_exps`]), or in a cube
    /// that stages pages, whose staged pages' exps take the bytes their staged scores did. In a
    /// cube a bf16 softmax with a mask and no causal limit keeps them as a plain one does, and held
    /// whole in registers by a cube of any size ([`masked_16_bit_softmax_in_cube_keeps_exps`]); an
    /// f16 softmax under a causal limit and no mask keeps them only held whole in registers by a
    /// cube of at most [`REGISTER_ROWS_KEPT_EXPS_MAX_UNITS`] units
    /// ([`causal_f16_softmax_in_cube_keeps_exps`]). The registers' page's go to shared memory too
    /// where every page's fit there as many cubes per SM as its staged pages did (counted by shared
    /// memory, and by units with an SM taken to hold the registers of `max_units` units, the
    /// largest cube's: the 16-bit paged kernels take 48-64 registers a unit, so on the H100 that is
    /// two 512-unit cubes, four of 256); in place, for bf16 rows where they do not fit, in the
    /// largest cube, which has an SM to itself, holding at most [`KEPT_IN_REGISTERS_MAX_LOADS`]
    /// vectors per unit; for other bf16 rows nowhere, its store taking the `exp` again
    /// ([`RegistersPageExps::Recomputed`]).
    /// Plain bf16 rows held whole in the registers of a cube of at most
    /// [`REGISTER_ROWS_KEPT_EXPS_MAX_UNITS`] units, no page staged, keep theirs in shared memory
    /// (masked ones in a cube of any size), and so do f16 and bf16 rows held at [`DOUBLED_LOADS`]
    /// (see `Limits::doubled_loads_cube`). The store multiplies instead of taking a second `exp`
    /// per kept element.
    ///
    /// On the H100 (docs/PERFORMANCE.md, "16-bit softmax rows store from kept exponentials"),
    /// the same plans with and without kept exps, both orders: bf16 1024 x 32768 (512 units, one
    /// page) 53.9-56.8 -> 52.3-53.1 us, 16384 x 32000 (384 units, three pages) 718.8-721.5 ->
    /// 706.5-713.3, 512 x 98304 (1024 units, two pages) 82.2-82.4 -> 75.8-76.9, f16 4793 x 28000
    /// (256 units, six pages of two) 203.8-203.9 -> 196.9-197.4. bf16 1024 x 65536 (512 units,
    /// three pages) lost, 106.8-108.2 -> 114.9-117.3: its exps take 128 KB, one cube per SM
    /// where its staged pages let two share it, which the count keeps out; kept in place of the
    /// registers' page they took 84 registers a unit instead of 62, one cube per SM again, and
    /// lost as much. In the largest cube at four vectors and three pages, with the registers'
    /// page's exps in place, bf16 gained in both calls that timed it (medians 0.92-0.98 of
    /// those without: 256 x 131072 56.6-59.7 -> 53.1 and 56.9 us), f16, which runs those rows
    /// faster without, did not (1.02-1.04).
    ///
    /// The staged pages' exps alone, on the H200 (2026-11-29,
    /// docs/runs/2026-11-29-h200-status/call3/), the plans forced with and without, five rounds
    /// in one process, the order swapped every round, medians, without -> with: bf16 256 x
    /// 151936 (1024 units, seven vectors, two pages) 53.9 -> 52.6 us, 1024 x 65536 (pairs of 512
    /// units, three pages, whose every exp would take a cube per SM) 77.7 -> 74.7, 256 x 65536
    /// 23.9 -> 22.8, 334 x 50257 28.9 -> 25.6. f16 was level or lost at three of five shapes
    /// (256 x 65536 23.2 -> 24.4, 256 x 151936 56.8 -> 56.9, 334 x 50257 28.4 -> 28.5; 1024 x
    /// 65536 79.4 -> 75.9, 256 x 131072 44.6 -> 42.9), so its rows keep none there. At bf16 256 x
    /// 131072 (four vectors, three pages) the registers' page's exps in place took 44.4 us and
    /// the staged pages' alone 43.4: level, and in place stays.
    pub(super) fn keeps_16_bit_exps(
        &self,
        plan: &LaunchPlan,
        problem: &RowProblem,
    ) -> Option<RegistersPageExps> {
        if plan.strategy == Strategy::PlanePerRow {
            let kept = self.plane_kept_exps(
                plan.kind,
                plan.scores,
                problem,
                plan.vector_size,
                plan.loads_per_unit,
            );
            return kept.filter(|&placement| {
                placement != RegistersPageExps::Shared
                    || self.kept_exps_fit_in_shared(plan, problem)
            });
        }
        let whole_rows = plan.strategy == Strategy::CubePerRow && plan.chunks == 1;
        let masked = masked_16_bit_softmax_in_cube_keeps_exps(plan.kind, plan.scores, problem);
        let causal_f16 = causal_f16_softmax_in_cube_keeps_exps(plan.kind, plan.scores, problem)
            && plan.staged_pages == 0;
        let plain = plain_16_bit_softmax(plan.kind, plan.scores, problem);
        if !whole_rows || !(plain || masked || causal_f16) {
            return None;
        }
        let units = plan.units_per_cube as usize;
        let bf16 = problem.dtype == BF16;
        if plan.staged_pages == 0 {
            // The one page's exps in shared memory, or in place where a device's shared memory
            // cannot hold them.
            let doubled = plan.loads_per_unit == DOUBLED_LOADS && units <= DOUBLED_LOADS_MAX_UNITS;
            let small = units <= REGISTER_ROWS_KEPT_EXPS_MAX_UNITS;
            let in_registers = (bf16 && (masked || small)) || (causal_f16 && small);
            return (doubled || in_registers).then(|| self.registers_page_by_room(plan, problem));
        }
        // Where every page's exps would cost a cube per SM, or not fit at all, bf16 rows keep
        // the staged pages' alone.
        let staged_alone = bf16.then_some(RegistersPageExps::Recomputed);
        if !self.kept_exps_fit_in_shared(plan, problem) {
            let in_place = bf16
                && units == self.max_units
                && plan.loads_per_unit <= KEPT_IN_REGISTERS_MAX_LOADS;
            return if in_place {
                Some(RegistersPageExps::InPlace)
            } else {
                staged_alone
            };
        }
        let partials = self.partial_state_bytes(units);
        let per_sm = |bytes: usize| self.shared_memory / (bytes + partials);
        let exps_bytes = kept_exps_bytes(plan, problem);
        let staged_bytes = exps_bytes / (plan.staged_pages + 1) * plan.staged_pages;
        let staged = (self.max_units / units).max(1).min(per_sm(staged_bytes));
        if per_sm(exps_bytes) >= staged {
            Some(RegistersPageExps::Shared)
        } else {
            staged_alone
        }
    }

    /// The loads per unit ([`PLANE_KEPT_EXPS_BYTES_PER_UNIT`] a unit) at which the planner
    /// holds a plane-per-row softmax of `problem` to keep its exps, where the request leaves
    /// both the loads and the exps to the planner and [`Self::plane_kept_exps`] keeps them in
    /// place at those loads: `None` elsewhere (the plan then holds [`HELD_BYTES_PER_UNIT`] a
    /// unit).
    pub(super) fn plane_kept_exps_loads(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        scores: ScoreBlueprint,
        vector_size: usize,
    ) -> Option<usize> {
        let loads = PLANE_KEPT_EXPS_BYTES_PER_UNIT / (vector_size * problem.dtype.size());
        let chosen = request.kept_exps.is_none() && request.loads_per_unit.is_none();
        let in_place = self.plane_kept_exps(request.kind, scores, problem, vector_size, loads)
            == Some(RegistersPageExps::InPlace);
        (chosen && in_place).then_some(loads)
    }

    /// Where the planner keeps the exps of a plane-per-row `kind` of `problem` held at `loads`
    /// vectors of `vector_size` a unit (`None`: not kept). A plain (or only scaled) 16-bit
    /// softmax written as 16-bit keeps them by whether the row's vectors fill every slot of
    /// their segment of a plane (a power-of-two count of lanes no wider than the narrowest
    /// plane):
    /// - in place of the held scores ([`RegistersPageExps::InPlace`]) where they fill it (a
    ///   power-of-two count of vectors, at least `loads`: on 32-wide planes, 16-bit rows of 16
    ///   to 512 elements) at [`PLANE_KEPT_EXPS_BYTES_PER_UNIT`] a unit (rows that leave slots
    ///   empty lost at two loads, kept or not, see there); rows that fill it at four vectors
    ///   (1024) keep none;
    /// - in the cube's shared memory ([`RegistersPageExps::Shared`]) where they leave a slot
    ///   empty (on 32-wide planes, 16-bit rows of up to 128 vectors of 8 whose count is not a
    ///   power of two, or is one), at [`HELD_BYTES_PER_UNIT`] a unit.
    ///
    /// A softmax whose scores take a mask or a causal limit keeps them at any length, held at
    /// [`HELD_BYTES_PER_UNIT`] a unit as the planner holds it, where
    /// [`masked_16_bit_plane_exps`] says.
    ///
    /// In shared memory the exps take 16 KB a 256-unit cube, and the store reads them back
    /// instead of taking a second `exp`; each unit reads only its own slots, so no barrier is
    /// added. In place of the held scores instead, f16 rows lost (1.07-1.16 of not kept at rows
    /// of 320-1000). On the H200 (2026-12-03, docs/runs/2026-12-03-h200-plane-shared-exps/), the
    /// planner's plan forced each way, medians of five rounds, in shared memory over not kept:
    /// bf16 rows of 320, 384, 640, 768, 1000: 0.94, 0.95, 0.90, 0.99, 0.99; f16 0.90, 0.96, 0.92,
    /// 0.97, 0.98; rows of 1024, which fill their segment, 1.03 and 1.04 (39 registers a unit
    /// against 32: six cubes per SM instead of eight). The planner's lines before and after the
    /// rule in turn, three rounds, after over before, rows of 96-1000: bf16 0.89-1.01 (ten
    /// lines, one over 1: 192), f16 0.89-0.99, beside 0.97-1.01 at the unchanged rows of 512 and
    /// 1024.
    fn plane_kept_exps(
        &self,
        kind: SoftmaxKind,
        scores: ScoreBlueprint,
        problem: &RowProblem,
        vector_size: usize,
        loads: usize,
    ) -> Option<RegistersPageExps> {
        let vectors_per_row = problem.row_len.div_ceil(vector_size).max(1);
        let lanes = segment_lanes(vectors_per_row, loads);
        let held_bytes = loads * vector_size * problem.dtype.size();
        if lanes > self.plane_min {
            None
        } else if !plain_16_bit_softmax(kind, scores, problem) {
            masked_16_bit_plane_exps(kind, scores, problem)
                .filter(|_| held_bytes == HELD_BYTES_PER_UNIT)
        } else if lanes * loads == vectors_per_row {
            (held_bytes == PLANE_KEPT_EXPS_BYTES_PER_UNIT).then_some(RegistersPageExps::InPlace)
        } else {
            (held_bytes == HELD_BYTES_PER_UNIT).then_some(RegistersPageExps::Shared)
        }
    }

    /// Whether every page's exps of `plan` fit in its cube's shared memory beside its partial
    /// states.
    pub(super) fn kept_exps_fit_in_shared(&self, plan: &LaunchPlan, problem: &RowProblem) -> bool {
        let partials = self.partial_state_bytes(plan.units_per_cube as usize);
        kept_exps_bytes(plan, problem) + partials <= self.shared_memory
    }

    /// Where a cube's registers' page keeps its exps when no rule chooses: in shared memory
    /// where every page's fit there ([`Self::kept_exps_fit_in_shared`]), else in place. A request
    /// that keeps exps without a placement and the planner's rows held in registers alone both
    /// take it, so the planner never picks a placement [`Self::keeping_exps`] refuses.
    fn registers_page_by_room(&self, plan: &LaunchPlan, problem: &RowProblem) -> RegistersPageExps {
        if self.kept_exps_fit_in_shared(plan, problem) {
            RegistersPageExps::Shared
        } else {
            RegistersPageExps::InPlace
        }
    }

    /// `plan` with its `exp`s kept ([`LaunchPlan::kept_exps`]): only a plane-per-row or
    /// cube-per-row softmax of whole rows written no wider than read. The exps are kept in the
    /// input's type; a cube's staged pages' go to shared memory, and the registers' page's (a
    /// plane's only page) where `placement` says, or when `None` in place on a plane and, in a
    /// cube, to shared memory where every page's fit beside the partial states, else in place.
    /// A placement the plan cannot take is refused.
    pub(super) fn keeping_exps(
        &self,
        plan: LaunchPlan,
        problem: &RowProblem,
        placement: Option<RegistersPageExps>,
    ) -> Result<LaunchPlan, SoftmaxError> {
        let refuse = |expected: &str| SoftmaxError::BadShape {
            argument: "kept_exps",
            value: 1,
            expected: expected.to_string(),
        };
        let whole_rows = match plan.strategy {
            Strategy::PlanePerRow => true,
            Strategy::CubePerRow => plan.chunks == 1,
            Strategy::SplitRow => false,
        };
        if !whole_rows {
            return Err(refuse("a plane-per-row or cube-per-row plan of whole rows"));
        }
        if plan.kind != SoftmaxKind::Softmax {
            return Err(refuse("softmax (log-softmax stores without an exp)"));
        }
        if problem.output_dtype.size() > problem.dtype.size() {
            return Err(refuse(
                "an output no wider than the input (the exps are kept in the input's type)",
            ));
        }
        let refuse_placement = |expected: &str, got: RegistersPageExps| SoftmaxError::BadOption {
            argument: "registers_page_exps",
            expected: expected.to_string(),
            got: format!("{got:?}"),
        };
        let registers_page_exps = match (plan.strategy, placement) {
            (Strategy::PlanePerRow, None) => RegistersPageExps::InPlace,
            (_, None) => self.registers_page_by_room(&plan, problem),
            (_, Some(RegistersPageExps::Shared))
                if !self.kept_exps_fit_in_shared(&plan, problem) =>
            {
                return Err(refuse_placement(
                    "InPlace or Recomputed where every page's exps do not fit in shared memory",
                    RegistersPageExps::Shared,
                ));
            }
            (_, Some(RegistersPageExps::Recomputed)) if plan.staged_pages == 0 => {
                return Err(refuse_placement(
                    "Shared or InPlace without a staged page (nothing else would be kept)",
                    RegistersPageExps::Recomputed,
                ));
            }
            (_, Some(asked)) => asked,
        };
        Ok(LaunchPlan {
            kept_exps: Some(registers_page_exps),
            ..plan
        })
    }

    pub(super) fn plan(
        &self,
        kind: SoftmaxKind,
        scores: ScoreBlueprint,
        strategy: Strategy,
        vector_size: usize,
        shape: GridShape,
    ) -> LaunchPlan {
        let partial_slots = self.partial_slots(strategy, shape.units);
        LaunchPlan {
            kind,
            scores,
            strategy,
            merge: self.merge,
            vector_size,
            loads_per_unit: shape.loads,
            staged_pages: shape.staged_pages,
            lanes_per_row: shape.lanes_per_row,
            units_per_cube: shape.units as u32,
            cubes: shape.cubes.clamp(1, self.max_cubes) as u32,
            chunks: shape.chunks,
            partial_slots,
            kept_exps: None,
            pages_in_loops: false,
            every_slot_loaded: false,
            dy_read_again: false,
            tail_loads_ahead: false,
            plane_width: self.plane_width,
        }
    }
}

/// Whether a forward cube-per-row plan staging `staged_pages` pages of an input of
/// `element_size` bytes walks them in loops rather than unrolled
/// ([`RowBlueprint::pages_in_loops`]): as `requested`, or for 4-byte inputs when not; never
/// without a staged page (one kernel either way).
///
/// On the H100 (2026-11-28, docs/PERFORMANCE.md, "The staged pages' loops"), the f32 cube of
/// 1024 units, 7 vectors and 2 staged pages spilled 16 bytes a unit in loops instead of 72
/// unrolled. In the first A/B (two builds) it took 8-10% less time at 64 x 151936 and
/// 256 x 151936, six other f32 plans within 2%; in a later one (one binary, nine f32 plans,
/// three rounds) the two ways were within about 5% of each other on every plan. bf16
/// log-softmax at 64 x 151936 (exchanged chunks of 4 vectors and 2 pages) ran 11-12% slower in
/// loops in both runs that timed it, so 16-bit pages stay unrolled.
pub(super) fn pages_in_loops(
    staged_pages: usize,
    element_size: usize,
    requested: Option<bool>,
) -> bool {
    staged_pages > 0 && requested.unwrap_or(element_size == 4)
}

/// The widest vector (in elements) the device loads well that divides every row stride.
pub(super) fn vector_size(device: &DeviceProfile, element_size: usize, strides: &[usize]) -> usize {
    device
        .vector_sizes(element_size)
        .find(|&size| strides.iter().all(|stride| stride.is_multiple_of(size)))
        .unwrap_or(1)
}

/// Most vectors a cube-per-row unit holds when the planner chooses: up to
/// [`CUBE_PER_ROW_MAX_LOAD_FACTOR`] times the preferred loads, within
/// [`CUBE_PER_ROW_MAX_HELD_ELEMENTS`] and [`MAX_LOADS_PER_UNIT`]. Never fewer than the preferred
/// loads: those are [`HELD_BYTES_PER_UNIT`], at most 32 elements of 2 bytes or more.
pub(super) fn cube_per_row_max_loads(vector_size: usize, preferred_loads: usize) -> usize {
    (preferred_loads * CUBE_PER_ROW_MAX_LOAD_FACTOR)
        .min(CUBE_PER_ROW_MAX_HELD_ELEMENTS / vector_size)
        .min(MAX_LOADS_PER_UNIT)
}

/// Units of the plane segment that holds a row of `vectors_per_row` vectors at `loads` vectors a
/// unit: the fewest, a power of two (before [`Limits::plane_per_row`] caps it at the narrowest
/// plane).
pub(super) fn segment_lanes(vectors_per_row: usize, loads: usize) -> usize {
    vectors_per_row.div_ceil(loads.max(1)).next_power_of_two()
}

/// Whether the forward's kernels load every slot of a unit's held vectors for rows of `dtype`
/// ([`RowBlueprint::every_slot_loaded`]): for bf16. A slot loaded under a condition merges the
/// load into its old value, and for vectors of 16-bit elements ptxas merged them one element at a
/// time (a predicated `PRMT` per element, more to pack the pairs again before they are
/// widened). On the H200 (2026-11-29, docs/runs/2026-11-29-h200-every-slot/), the same plans
/// built both ways: the bf16 plane kernel of 32768 x 1024 issued 7.7% fewer instructions in 32
/// registers instead of 40 (eight 256-unit cubes per SM instead of six), the bf16 cube of 4096 x
/// 4096 in 61 registers instead of 72. The planner's lines of the two builds in turn, two rounds
/// each: 22 bf16 forward lines at 0.81-1.06 of the time before, median 0.975, 9 at 0.95 or
/// less (log-softmax 256 x 131072 0.83, softmax 4096 x 4096 0.92); then one build, both ways
/// forced: 14 lines at 0.87-1.03, median 0.98. f16 lost (softmax 4096 x 4096 1.19), so did the
/// bf16 backward's plane kernel (32768 x 256 1.32), and f32, which has no such merge, issued 3.7%
/// more instructions at 4096 x 4096 for no time gained. A boolean mask is then applied to every
/// slot too: against applying it under the condition, 0.85-0.99 of the time at 10 bf16 lines with
/// the sweep's mask, medians of four rounds (docs/runs/2026-11-29-h200-stagger/).
pub(super) fn loads_every_slot(dtype: StorageType) -> bool {
    dtype == BF16
}

/// Whether `problem` is a softmax (not log-softmax) of 16-bit rows written as 16-bit: the rows
/// whose exps the planner may keep, plain ([`plain_16_bit_softmax`]) or not
/// ([`masked_16_bit_plane_exps`]).
fn softmax_16_bit_in_and_out(kind: SoftmaxKind, problem: &RowProblem) -> bool {
    kind == SoftmaxKind::Softmax && problem.dtype.size() == 2 && problem.output_dtype.size() == 2
}

/// Whether `problem` is a softmax (not log-softmax) of 16-bit rows written as 16-bit with
/// nothing but a scale fused in: where the planner may keep its exps
/// (`Limits::keeps_16_bit_exps`).
pub(super) fn plain_16_bit_softmax(
    kind: SoftmaxKind,
    scores: ScoreBlueprint,
    problem: &RowProblem,
) -> bool {
    softmax_16_bit_in_and_out(kind, problem) && scores.mask == MaskKind::None && !scores.causal
}

/// Where a plane-per-row softmax of 16-bit rows written as 16-bit, whose scores take a mask or
/// a causal limit, keeps its exps ([`Limits::plane_kept_exps`]; `None`: not kept), at any row
/// length: bf16 rows under a causal limit alone in place of the held scores; bf16 rows with a
/// mask, and f16 rows under a causal limit or with an additive mask, in the cube's shared
/// memory; f16 rows with a boolean mask nowhere. Such a row takes its scores again at each use
/// (a mask read again or applied, a select), so keeping the exps leaves the store one multiply
/// where it took the scores a third time.
///
/// On the H200 (2026-12-03, docs/runs/2026-12-03-h200-masked-plane-exps/, attention scores
/// [B, 16, K, K] of about 2^25 elements, the sweep's padding masks and a causal limit of
/// offset 0, medians, over not kept):
/// - call 1, the plan forced each way, three or four rounds, in shared memory / in place, keys
///   of 384, 512, 640, 768, 1000, 1024: bf16 with a boolean mask 0.85/0.88, 0.86/0.87,
///   0.84/0.88, 0.87/0.91, 0.87/0.89, 0.87/0.86; with an additive one 0.94/0.93, 0.90/0.90,
///   0.86/0.87, 0.98/0.98, 0.88/0.89, 0.89/0.90; under a causal limit 0.99/0.93, 0.97/0.90,
///   0.87/0.90, 0.83/0.85, 0.89/0.87, 0.89/0.93; f16 under a causal limit 0.79/0.86,
///   0.75/0.84, 0.73/0.74, 0.71/0.77, 0.82/0.83, 0.77/0.82; with an additive mask 0.86/0.93,
///   0.90/0.89, 0.95/0.95, 1.02/1.00, 0.84/0.90, 0.86/0.90; with a boolean one 0.94-1.05 and
///   0.90-1.00, by no rule of length.
/// - call 2, the planner's lines of a first form of this rule (every such row in shared memory,
///   bf16 rows under a causal limit too) and of the one before it (exps kept in place where the
///   row fills its plane segment: bf16 rows, f16 under a causal limit alone; none elsewhere) in
///   turn, two or three rounds, after over before, keys of 96, 384, 512, 640, 768, 1000, 1024:
///   bf16 with a boolean mask 0.84, 0.87, 0.95, 0.84, 0.88, 0.89, 0.97; with an additive one
///   0.94, 0.92, 0.98, 0.89, 0.96, 0.92, 0.99; f16 with an additive mask 0.86, 0.85, 0.87, 0.87,
///   1.01, 0.97, 0.89; under a causal limit 0.92, 0.75, 0.92, 0.69, 0.72, 0.83, 0.94. bf16 rows
///   under a causal limit lost there where they fill their segment (512: 1.15, 1024: 1.05) and
///   gained little on short rows (96: 1.03, 384: 1.00), so they keep theirs in place at every
///   length, as call 1 timed them (0.85-0.93 of not kept).
///
/// Rows of 2048 keys and more are held by cubes, where this rule does not reach
/// ([`masked_16_bit_softmax_in_cube_keeps_exps`]): bf16 rows of 2048 in 64-unit cubes gained
/// with a mask (0.90-0.91) but not under a causal limit (0.99), and rows of 4096 and 8192 under a
/// causal limit lost by 10-12% keeping them (docs/runs/2026-11-29-h200-causal-skip/).
fn masked_16_bit_plane_exps(
    kind: SoftmaxKind,
    scores: ScoreBlueprint,
    problem: &RowProblem,
) -> Option<RegistersPageExps> {
    let bf16 = problem.dtype == BF16;
    let placement = match scores.mask {
        MaskKind::None if !scores.causal => None,
        MaskKind::None if bf16 => Some(RegistersPageExps::InPlace),
        MaskKind::Boolean if !bf16 => None,
        _ => Some(RegistersPageExps::Shared),
    };
    placement.filter(|_| softmax_16_bit_in_and_out(kind, problem))
}

/// Whether a cube-per-row softmax of 16-bit rows written as 16-bit, whose scores take a mask and
/// no causal limit, keeps its exps as a plain row would, staged pages included, and where it holds
/// the row whole in registers in a cube of any size (a plain row there only up to
/// [`REGISTER_ROWS_KEPT_EXPS_MAX_UNITS`] units): bf16 rows. The planner's plans forced with
/// their exps kept and not, the order swapped each round, medians, kept over not kept, the sweep's
/// padding masks, bf16 boolean / additive:
/// - On the H200 (2026-12-02, docs/runs/2026-12-02-h200-causal-backward/, call 4, four rounds),
///   rows of 2048, 4096 and 8192 keys in registers (64, 128 and 256 units, four vectors of 8 a
///   unit): 0.91, 0.88, 0.92 / 0.92, 0.95, 1.00.
/// - On the H200 (2026-12-03, docs/runs/2026-12-03-h200-masked-staged-exps/, call 1, four
///   rounds), rows of 12288, 16384 and 24576 keys in registers (512, 512 and 1024 units, three or
///   four vectors): 0.88, 1.03, 0.94 / 0.90, 0.94, 0.80 (the last kept at 81.9-109.9 us, against
///   114.2-121.2 not); with staged pages, each way the request offers, the plain rule's choice
///   first: 32768 keys (512 units, one page) every page's in shared memory 0.89 / 0.94, the
///   staged pages' alone 0.92 / 0.95; 65536 (512 units, three pages) the staged pages' alone
///   0.94 / 0.75, every page's 1.20 / 0.91; 131072 (1024 units, three pages) the registers'
///   page's in place 0.98 / 0.91, the staged pages' alone 0.97 / 0.95.
///
/// f16 rows keep none: in registers, 0.94, 1.00, 0.93 / 0.95, 0.99, 1.02 at 2048-8192 keys (but
/// 0.91-0.96 at 12288-24576, two rounds), and with staged pages 1.47, 1.03, 0.97 / 0.98, 1.02,
/// 0.93 at 32768-131072 (two rounds). Under a causal limit bf16 rows of 4096 and 8192 keys lost
/// keeping them (1.10-1.12, 2026-11-29, docs/runs/2026-11-29-h200-causal-skip/), so a limit
/// keeps none here, mask or not (f16 rows under a limit alone:
/// [`causal_f16_softmax_in_cube_keeps_exps`]).
fn masked_16_bit_softmax_in_cube_keeps_exps(
    kind: SoftmaxKind,
    scores: ScoreBlueprint,
    problem: &RowProblem,
) -> bool {
    let bf16 = problem.dtype == BF16;
    softmax_16_bit_in_and_out(kind, problem)
        && bf16
        && scores.mask != MaskKind::None
        && !scores.causal
}

/// Whether a cube-per-row softmax of f16 rows written as f16, under a causal limit and with no
/// mask, keeps its exps: only where it holds the row whole in registers, no page staged, in a cube
/// of at most [`REGISTER_ROWS_KEPT_EXPS_MAX_UNITS`] units, as a plain bf16 row does. The store of
/// such a row takes the scores and the `exp` again where the fold did; f16 rows gained by keeping
/// the exps where bf16 ones lost, probably because f16's `exp` costs more (its widening to f32 is a
/// conversion instruction, bf16's a shift; not read from the machine code). On the H200
/// (2026-12-03, docs/runs/2026-12-03-h200-masked-plane-exps/, call 4), attention scores of 2^26
/// elements under a causal limit of offset 0, the planner's plan (64, 128 and 256 units at four
/// vectors of 8 a unit) forced with its exps kept in shared memory and not, three rounds in swapped
/// order, medians, kept over not kept: 2048 keys 62.7 / 73.3 us (0.86), 4096 59.1 / 69.5 (0.85),
/// 8192 59.9 / 80.2 (0.75); bf16 in the same call 0.98, 1.16, 1.12. Larger cubes and staged pages
/// were not timed.
fn causal_f16_softmax_in_cube_keeps_exps(
    kind: SoftmaxKind,
    scores: ScoreBlueprint,
    problem: &RowProblem,
) -> bool {
    let f16 = problem.dtype == StorageType::Scalar(ElemType::Float(FloatKind::F16));
    softmax_16_bit_in_and_out(kind, problem)
        && f16
        && scores.mask == MaskKind::None
        && scores.causal
}

/// Shared-memory bytes of a cube-per-row `plan`'s kept exponentials (in the type of `problem`'s
/// input) where every page's go there, the registers' one included (its staged pages take all
/// but one page of them).
pub(super) fn kept_exps_bytes(plan: &LaunchPlan, problem: &RowProblem) -> usize {
    let vector_bytes = plan.vector_size * problem.dtype.size();
    (plan.staged_pages + 1) * plan.loads_per_unit * plan.units_per_cube as usize * vector_bytes
}

/// Vectors a unit holds per buffer when the planner chooses: [`HELD_BYTES_PER_UNIT`] of them.
pub(super) fn preferred_loads(vector_size: usize, element_size: usize) -> usize {
    (HELD_BYTES_PER_UNIT / (vector_size * element_size)).clamp(1, MAX_LOADS_PER_UNIT)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The limits the planner reads of an H100 or H200, so that the rules that need an SM count
    /// run on CI's CPU, whose device does not say it.
    fn hopper_limits() -> Limits {
        Limits::read(
            &DeviceProfile::HOPPER,
            &LaunchRequest::new(SoftmaxKind::Softmax),
        )
        .unwrap()
    }

    #[test]
    fn one_plane_width_is_compiled_in_on_the_plane_path_only() {
        let width = |device: &DeviceProfile, request: LaunchRequest| {
            Limits::read(device, &request).unwrap().plane_width
        };
        let softmax = LaunchRequest::new(SoftmaxKind::Softmax);
        assert_eq!(width(&DeviceProfile::HOPPER, softmax), 32);
        let at_run_time = LaunchRequest {
            plane_width_at_run_time: true,
            ..softmax
        };
        assert_eq!(width(&DeviceProfile::HOPPER, at_run_time), 0);
        let shared = LaunchRequest {
            merge: Some(MergePath::SharedMemory),
            ..softmax
        };
        assert_eq!(width(&DeviceProfile::HOPPER, shared), 0);
        // Planes of 16 to 64 units: the kernels read the width at run time.
        let mixed = DeviceProfile {
            plane_size_min: 16,
            plane_size_max: 64,
            ..DeviceProfile::HOPPER
        };
        assert_eq!(width(&mixed, softmax), 0);
    }

    /// A row held whole in registers at eight vectors a unit keeps its exps in shared memory
    /// where they fit there, and in place on a device whose shared memory cannot hold them: the
    /// planner's own choice is never one that `keeping_exps` refuses.
    #[test]
    fn kept_exps_of_a_row_in_registers_go_in_place_where_shared_memory_is_short() {
        let bf16 = BF16;
        let problem = RowProblem::contiguous(4096, 32_768, bf16);
        let request = LaunchRequest::new(SoftmaxKind::Softmax);
        let short = DeviceProfile {
            max_shared_memory_size: 48 << 10,
            ..DeviceProfile::HOPPER
        };
        // 512 units at eight vectors of 8: 64 KB of exps.
        for (device, placement) in [
            (DeviceProfile::HOPPER, RegistersPageExps::Shared),
            (short, RegistersPageExps::InPlace),
        ] {
            let plan = plan_launch_on(&device, &problem, &request).unwrap();
            let shape = (plan.units_per_cube, plan.loads_per_unit, plan.staged_pages);
            assert_eq!(shape, (512, 8, 0), "{plan}");
            assert_eq!(plan.kept_exps, Some(placement), "{plan}");
        }
    }

    #[test]
    fn hopper_loads_sixteen_bytes_a_vector() {
        let sizes = |element_size| {
            DeviceProfile::HOPPER
                .vector_sizes(element_size)
                .collect::<Vec<_>>()
        };
        assert_eq!(sizes(4), [4, 2, 1]);
        assert_eq!(sizes(2), [8, 4, 2, 1]);
        assert_eq!(vector_size(&DeviceProfile::HOPPER, 2, &[50_257]), 1);
        assert_eq!(vector_size(&DeviceProfile::HOPPER, 2, &[32_000, 4]), 4);
    }

    #[test]
    fn doubled_loads_take_plain_16_bit_rows_filling_whole_planes_given_enough_rows_per_sm() {
        let limits = hopper_limits();
        let bf16 = BF16;
        let f32 = StorageType::Scalar(ElemType::Float(FloatKind::F32));
        let softmax = LaunchRequest::new(SoftmaxKind::Softmax);
        let doubled = |problem: &RowProblem, request: &LaunchRequest| {
            let vector_size = 16 / problem.widest_element();
            let vectors_per_row = problem.row_len.div_ceil(vector_size);
            limits.doubled_loads_cube(request, problem, vector_size, vectors_per_row)
        };
        let plain = |rows, row_len| RowProblem::contiguous(rows, row_len, bf16);
        // Any row up to 32768 elements that fills seven eighths of the slots of the fewest whole
        // planes holding it at eight vectors of 8 a unit: multiples of 2048 fill them all, and
        // 32000 fills 4000 of 512 units' 4096 slots, 1904 238 of 256, 16385 (2049 vectors) 89%
        // of 288 units'.
        for (row_len, units) in [
            (2048, 32),
            (6144, 96),
            (12_288, 192),
            (32_768, 512),
            (32_000, 512),
            (1904, 32),
            (16_385, 288),
        ] {
            assert_eq!(
                doubled(&plain(8 * 132, row_len), &softmax),
                Some(units),
                "{row_len}"
            );
        }
        // Rows of 28673-32768 (cubes of 480 or 512 units) take it from five rows per SM.
        for (rows, row_len, units) in [
            (5 * 132, 32_768, 512),
            (5 * 132, 30_000, 480),
            (5 * 132, 28_673, 480),
        ] {
            assert_eq!(
                doubled(&plain(rows, row_len), &softmax),
                Some(units),
                "{rows}x{row_len}"
            );
        }
        // Fewer than eight rows per SM (five at those lengths), rows that fill less of their
        // planes (3072: 75% of 64 units, 5000: 81% of 96), rows past 512 units, and rows that
        // fill no unit keep the rules of their length.
        for (rows, row_len) in [
            (8 * 132 - 1, 8192),
            (8 * 132 - 1, 28_672),
            (5 * 132 - 1, 32_768),
            (4096, 3072),
            (4096, 5000),
            (4096, 34_816),
            (4096, 8),
        ] {
            assert_eq!(
                doubled(&plain(rows, row_len), &softmax),
                None,
                "{rows}x{row_len}"
            );
        }
        // So do fused scores, a row written as f32, f32 rows, and a request that fixes the
        // cube's shape.
        let scaled = RowProblem {
            fused: FusedScores {
                scale: Some(0.125),
                ..FusedScores::NONE
            },
            ..plain(4096, 8192)
        };
        let widened = RowProblem {
            output_dtype: f32,
            ..plain(4096, 8192)
        };
        let fixed = LaunchRequest {
            units_per_cube: Some(64),
            ..softmax
        };
        assert_eq!(doubled(&scaled, &softmax), None);
        assert_eq!(doubled(&widened, &softmax), None);
        assert_eq!(
            doubled(&RowProblem::contiguous(4096, 8192, f32), &softmax),
            None
        );
        assert_eq!(doubled(&plain(4096, 8192), &fixed), None);
        // A softmax of rows that would take two planes at eight loads keeps four; its
        // log-softmax, and the softmax of rows a plane holds, double them.
        let log_softmax = LaunchRequest::new(SoftmaxKind::LogSoftmax);
        for row_len in [3577, 3584, 4096] {
            assert_eq!(doubled(&plain(4096, row_len), &softmax), None, "{row_len}");
            assert_eq!(
                doubled(&plain(4096, row_len), &log_softmax),
                Some(64),
                "{row_len}"
            );
        }
        assert_eq!(doubled(&plain(4096, 3576), &log_softmax), None);
        assert_eq!(doubled(&plain(4096, 2048), &softmax), Some(32));
    }

    #[test]
    fn backward_doubles_loads_of_16_bit_rows_past_half_the_largest_cube() {
        let limits = hopper_limits();
        let (bf16, f16) = (BF16, StorageType::Scalar(ElemType::Float(FloatKind::F16)));
        let f32 = StorageType::Scalar(ElemType::Float(FloatKind::F32));
        let softmax = LaunchRequest::new(SoftmaxKind::Softmax);
        let log_softmax = LaunchRequest::new(SoftmaxKind::LogSoftmax);
        let doubled = |problem: &BackwardProblem, request: &LaunchRequest| {
            let vectors_per_row = problem.row_len.div_ceil(8);
            limits.backward_doubled_loads_cube(request, problem, 8, vectors_per_row, 4)
        };
        // Rows of 16385-32768 elements (past 512 units at four vectors of 8), filled to seven
        // eighths of their planes, with eight rows per SM or more, bf16 and f16.
        for (dtype, row_len, units) in [
            (bf16, 32_000, 512),
            (f16, 32_768, 512),
            (bf16, 20_000, 320),
            (f16, 16_385, 288),
        ] {
            let problem = BackwardProblem::contiguous(8 * 132, row_len, dtype);
            assert_eq!(doubled(&problem, &softmax), Some(units), "{row_len}");
            assert_eq!(doubled(&problem, &log_softmax), Some(units), "{row_len}");
        }
        // The softmax backward takes rows of 28673-32768 from five rows per SM, the log-softmax
        // backward from eight.
        for (rows, row_len, units) in [(5 * 132, 32_768, 512), (5 * 132, 30_000, 480)] {
            let problem = BackwardProblem::contiguous(rows, row_len, bf16);
            assert_eq!(doubled(&problem, &softmax), Some(units), "{rows}x{row_len}");
            assert_eq!(doubled(&problem, &log_softmax), None, "{rows}x{row_len}");
        }
        // From more rows than SMs, the softmax backward takes rows the largest cube would stage
        // (past 24576 elements); the log-softmax backward keeps the pairs. One row per SM or
        // fewer, or rows the largest cube holds in registers, keep the largest cube.
        for (rows, row_len, units) in [
            (133, 32_768, 512),
            (256, 32_000, 512),
            (396, 26_624, 416),
            (140, 24_584, 416),
        ] {
            for dtype in [bf16, f16] {
                let problem = BackwardProblem::contiguous(rows, row_len, dtype);
                assert_eq!(doubled(&problem, &softmax), Some(units), "{rows}x{row_len}");
                assert_eq!(doubled(&problem, &log_softmax), None, "{rows}x{row_len}");
            }
        }
        for (rows, row_len) in [(132, 32_768), (140, 24_576)] {
            let problem = BackwardProblem::contiguous(rows, row_len, f16);
            assert_eq!(doubled(&problem, &softmax), None, "{rows}x{row_len}");
        }
        // Rows that half the largest cube holds at four vectors keep those, and so do longer
        // rows, fewer rows, f32 rows, an f32 `dx` and a request that fixes the cube's shape.
        let widened = BackwardProblem {
            dx_dtype: f32,
            ..BackwardProblem::contiguous(4096, 32_000, bf16)
        };
        let fixed = LaunchRequest {
            staged_pages: Some(0),
            ..softmax
        };
        for (problem, request) in [
            (BackwardProblem::contiguous(4096, 16_384, bf16), softmax),
            (BackwardProblem::contiguous(4096, 32_776, bf16), softmax),
            (
                BackwardProblem::contiguous(5 * 132 - 1, 32_000, bf16),
                log_softmax,
            ),
            (
                BackwardProblem::contiguous(8 * 132 - 1, 20_000, bf16),
                softmax,
            ),
            (BackwardProblem::contiguous(4096, 32_000, f32), softmax),
            (widened, softmax),
            (BackwardProblem::contiguous(4096, 32_000, bf16), fixed),
        ] {
            assert_eq!(doubled(&problem, &request), None, "{problem:?} {request:?}");
        }
    }

    /// Every plan the planner makes for an H100 or H200 meets its kernel's contract
    /// ([`LaunchPlan::check_holds_rows`]), forward and backward, over row lengths from 1 to past
    /// 262144 (powers of two and their neighbours, odd lengths, the vocabularies), rows from 1 to
    /// 65536 (around the SM count's multiples, where the rules change), every dtype and kind, with
    /// and without fused options. CI's device runs its own plans; these are the ones only a GPU
    /// runs.
    #[test]
    fn every_hopper_plan_holds_its_rows() {
        let hopper_units = DeviceProfile::HOPPER.max_units_per_cube;
        let f32 = StorageType::Scalar(ElemType::Float(FloatKind::F32));
        let f16 = StorageType::Scalar(ElemType::Float(FloatKind::F16));
        let boolean = StorageType::Scalar(ElemType::UInt(cubecl::ir::UIntKind::U8));
        let mut row_lens = vec![
            1, 3, 7, 8, 33, 255, 2049, 8191, 12_288, 19_657, 24_576, 28_673,
        ];
        row_lens.extend([
            32_000, 32_001, 50_257, 86_017, 128_256, 131_073, 151_936, 172_033,
        ]);
        row_lens
            .extend((8..=18).flat_map(|power| [(1 << power) - 8, 1 << power, (1 << power) + 8]));
        let rows = [
            1, 2, 8, 33, 64, 66, 67, 128, 132, 133, 264, 334, 528, 683, 1056, 4096, 65_536,
        ];
        let mask = |kind, dtype| MaskLayout {
            kind,
            dtype,
            terms: [OffsetTerm::UNUSED; OFFSET_TERMS],
        };
        for dtype in [f32, f16, BF16] {
            for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
                for &rows in &rows {
                    let causal = CausalLimit {
                        queries: rows,
                        offset: 0,
                    };
                    // Plain; a scaled additive mask, held beside the row; a boolean mask with a
                    // causal limit, written as f32.
                    let options = [
                        (FusedScores::NONE, dtype),
                        (
                            FusedScores {
                                scale: Some(0.125),
                                mask: Some(mask(MaskKind::Additive, dtype)),
                                causal: None,
                            },
                            dtype,
                        ),
                        (
                            FusedScores {
                                scale: None,
                                mask: Some(mask(MaskKind::Boolean, boolean)),
                                causal: Some(causal),
                            },
                            f32,
                        ),
                    ];
                    for (fused, output_dtype) in options {
                        for &row_len in &row_lens {
                            let problem = RowProblem {
                                output_dtype,
                                fused,
                                ..RowProblem::contiguous(rows, row_len, dtype)
                            };
                            let request = LaunchRequest::new(kind);
                            let plan = plan_launch_on(&DeviceProfile::HOPPER, &problem, &request)
                                .unwrap_or_else(|error| panic!("{problem:?}: {error}"));
                            plan.check_holds_rows(hopper_units, row_len)
                                .unwrap_or_else(|error| panic!("{problem:?}, {plan}: {error}"));
                            let backward = BackwardProblem {
                                dx_dtype: dtype,
                                causal: fused.causal,
                                ..BackwardProblem::contiguous(rows, row_len, output_dtype)
                            };
                            let plan =
                                plan_backward_on(&DeviceProfile::HOPPER, &backward, &request)
                                    .unwrap_or_else(|error| panic!("{backward:?}: {error}"));
                            plan.check_holds_rows(hopper_units, row_len)
                                .unwrap_or_else(|error| panic!("{backward:?}, {plan}: {error}"));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn only_staged_pages_of_four_byte_inputs_run_in_loops_unless_asked() {
        assert!(pages_in_loops(2, 4, None));
        assert!(!pages_in_loops(2, 2, None));
        assert!(pages_in_loops(2, 2, Some(true)));
        assert!(!pages_in_loops(2, 4, Some(false)));
        // No staged page, no loop: one kernel whatever was asked.
        assert!(!pages_in_loops(0, 4, None));
        assert!(!pages_in_loops(0, 2, Some(true)));
    }
}
