//! Host-side launch planning: from a problem (rows, row length, dtype) and the device's properties
//! to a strategy, a merge path, a vector width and a grid; then the launch itself.

use cubecl::features::Plane;
use cubecl::ir::{AddressType, ElemType, FloatKind, StorageType};
use cubecl::prelude::*;
use cubecl::server::Handle;

use crate::backward::{
    softmax_backward_cube_per_row, softmax_backward_plane_per_row, softmax_backward_split_sums,
    softmax_backward_split_tail, stages_y,
};
use crate::blueprint::{MergePath, RowBlueprint, SoftmaxKind, Strategy};
use crate::columns::{
    COLUMN_CUBE_UNITS, ColumnDyRead, ColumnLayoutLaunch, ColumnPass, ColumnRead,
    ColumnScoreArgsLaunch, ColumnScoreBlueprint, ColumnSourceLaunch, softmax_backward_columns,
    softmax_backward_columns_held, softmax_columns, softmax_columns_held,
};
use crate::cube_per_row::softmax_cube_per_row;
use crate::exchange::{MAX_EXCHANGE_CHUNKS, exchange_buffer, row_words};
use crate::plane_per_row::softmax_plane_per_row;
use crate::scores::{MaskKind, OFFSET_TERMS, OuterOffsetsLaunch, ScoreArgsLaunch, ScoreBlueprint};
use crate::split_row::{split_row_normalize, split_row_states};

/// Largest cube launched: 1024 units is CUDA's limit; runtimes with a lower one (WebGPU's default
/// is 256) are held to their own, read from the device.
const MAX_UNITS_PER_CUBE: u32 = 1024;

/// Cap on the grid size. Cubes step over their work, so the cap never leaves a row unprocessed;
/// 65535 is the largest one-dimensional grid every runtime accepts, and far more cubes than any
/// GPU runs at once.
const MAX_CUBES: usize = 65_535;

/// Bytes of the row each unit holds in registers when the planner chooses: four 16-byte vectors.
/// That is enough requests in flight to saturate HBM (an H100 needs about 2 MB in flight, 16 KB per
/// SM). Measured on an H100 (`cubemax-report sweep`, docs/PERFORMANCE.md): four loads per unit
/// matched or beat eight for f32 and beat it by 1.3-1.5x for bf16, whose eight-load cubes hold
/// twice the registers once widened to f32 and lose occupancy. Two loads of bf16 (16 elements, as
/// f32 holds) were tried as the default and lost once the widening stopped outliving its use
/// (`held::fold_owned`): 4096 x 4096 bf16 took 29.9 us at four loads of 128-unit cubes against
/// 34.0 at two of 256 (sweep of 2026-11-22, docs/PERFORMANCE.md, "Registers, read from the
/// generated code").
const HELD_BYTES_PER_UNIT: usize = 64;

/// A row that one cube of the largest size can only hold with up to this many times the preferred
/// load count still runs cube-per-row: on the H100, 8 loads of 1024 units (f32 rows of 32K) ran
/// as fast as split-row or faster (2440 vs 1720 GB/s at 4096 x 32001), 16 loads did not.
const CUBE_PER_ROW_MAX_LOAD_FACTOR: usize = 2;

/// ... and only while a unit then holds at most this many elements (8 vectors of 4 f32, 4 of 8
/// bf16): each is widened to f32 in registers. On the H100, bf16 rows of 50260 held at 8 vectors
/// of 8 per unit of 1024-unit cubes took 213 us for 256 rows, split-row 66 us
/// (docs/runs/2026-11-22-h100-long-rows/sweep-256x50260-bf16.log).
const CUBE_PER_ROW_MAX_HELD_ELEMENTS: usize = 32;

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
const WIDE_PAGE_LOADS: usize = 7;

/// Most pages of shared memory a cube-per-row unit stages (each one more unrolled load, fold and
/// store loop in the kernel).
const MAX_STAGED_PAGES: usize = 8;

/// Most pages the planner stages when fewer than half the SMs get a row. A cube then streams its
/// row alone on its SM, one page after another, and on the H100 more than one page lost to
/// split-row: bf16 64 x 131072 (3 pages) took 34.5 us at best against 28.0 split, 8 x 131072
/// 27.3 against 19.6, where one page won or tied (f32 64 x 65536: 23.8 us against 25.6 at
/// split-row's best, 1 x 65536 17.8 against 22.5, 8 x 50260 18.0 against 17.5). With 128 rows
/// on 132 SMs, 3 pages won (bf16 128 x 131072: 36.5 us against 44.9). `cubemax-report sweep`,
/// docs/runs/2026-11-23-h100-staged/.
const FEW_ROWS_MAX_STAGED_PAGES: usize = 1;

/// How the planner treats rows for at most a quarter of the SMs, where one cube per row leaves
/// most of the GPU idle.
#[derive(Clone, Copy)]
struct FewestRows {
    /// Most staged pages of a row held whole by one cube; a row needing more is cut into chunks
    /// that exchange their states.
    max_staged_pages: usize,
    /// Most chunks a row that the largest cube could have held whole is cut into (the exchange
    /// gives `sms / rows`; rows no cube holds keep that).
    most_chunks: usize,
}

/// The forward's [`FewestRows`]: no staged page, so a row that needs one is cut into chunks, a
/// cube each, rather than streamed by one cube, and at most 16 chunks to such a row.
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
const FORWARD_FEWEST_ROWS: FewestRows = FewestRows {
    max_staged_pages: 0,
    most_chunks: 16,
};

/// The backward's [`FewestRows`]: as with fewer than half the SMs, one staged page at most and as
/// many chunks as the exchange gives. Its rows of 50257-65536 elements need more than one page
/// for `y` and `dy`, so at 8-32 rows the planner cuts them into `sms / rows` chunks already. Two
/// sweeps there (`cubemax-report sweep --op softmax_backward`,
/// docs/runs/2026-11-25-h100-fewest-rows/) gave no other rule: one plan, bf16 16 x 50257 in 8
/// chunks of 256 units, took 9.0 / 11.6 us as the planner's and 4.7 / 8.2 us in the same sweeps.
const BACKWARD_FEWEST_ROWS: FewestRows = FewestRows {
    max_staged_pages: FEW_ROWS_MAX_STAGED_PAGES,
    most_chunks: MAX_EXCHANGE_CHUNKS,
};

/// Units of the largest cube two of which share an SM. A row that a cube of this size holds in
/// registers at up to the planner's most loads per unit gets this cube rather than a twice
/// larger one at the preferred loads: the other cube on the SM loads while this one merges. On
/// the H100, f32 1024 x 16384 took 52.3 us in 512-unit cubes at 8 loads against 57.7 in
/// 1024-unit cubes at 4 (`cubemax-report sweep`, docs/runs/2026-11-23-h100-staged/).
const HALF_SM_CUBE_UNITS: usize = 512;

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
const NARROW_PAGES_CUBE_UNITS: usize = 256;

/// Vectors per page of a [`NARROW_PAGES_CUBE_UNITS`] cube: two 16-byte vectors per unit.
const NARROW_PAGE_LOADS: usize = 2;

/// Most staged pages of a [`NARROW_PAGES_CUBE_UNITS`] cube: with the page in registers, rows of
/// up to 256 x 2 x 7 vectors (28672 16-bit elements). Seven pages, for bf16 rows of 32000-32768,
/// lost to the 512-unit plan the planner keeps there: on the H100, kernel alone, two rounds
/// (docs/runs/2026-11-26-h100-narrow-pages/seven.log), 4194 x 32000 took 212.1-219.3 us
/// against 195.3-206.8, 16384 x 32000 879.3-881.8 against 777.2-785.0, 1024 x 32768 60.8-60.9
/// against 54.0-57.6.
const NARROW_PAGES_MAX_STAGED: usize = 6;

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
const NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM: usize = 3;

/// Cubes of [`NARROW_PAGES_CUBE_UNITS`] units whose staging must fit together in one cube's
/// shared memory for a log-softmax row to take them ([`NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`]).
const NARROW_LOG_SOFTMAX_CUBES_PER_SM: usize = 4;

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
/// 42 (by up to 17%); bf16 softmax 16384 x 32000 771.2-784.0 -> 727.9-756.6 us.
const THIRD_SM_CUBE_UNITS: usize = 384;

/// Vectors a unit of a [`THIRD_SM_CUBE_UNITS`] cube holds in registers and in each staged page.
/// Four vectors and two pages fit three cubes per SM too (56 registers, one kernel spilling 16
/// bytes) and ran 4-9% slower at 4096 and 16384 rows of 32000-32768 (`sweep-round*.log` there).
const THIRD_SM_PAGE_LOADS: usize = 3;

/// Staged pages of a [`THIRD_SM_CUBE_UNITS`] cube: rows of 27649-36864 16-bit elements, of which
/// those up to 28672 stay in the narrow cube's pages of two ([`NARROW_PAGES_CUBE_UNITS`]). With
/// two pages, at 20480-24576 elements, it lost to the largest cube at three loads by 4-14%
/// ([`LARGEST_CUBE_THREE_LOADS`], `lengths/` there).
const THIRD_SM_STAGED_PAGES: usize = 3;

/// Cubes of [`THIRD_SM_CUBE_UNITS`] units whose staging must fit together in one cube's shared
/// memory for a row to take them.
const THIRD_SM_CUBES_PER_SM: usize = 3;

/// Fewest rows per SM from which [`THIRD_SM_CUBE_UNITS`] cubes take a row. Three cubes per SM
/// fill their rounds less evenly than two or four: 1024 rows on 132 SMs take three rounds of
/// 396 cubes, the last 59% full, where the pairs take four of 264 (88%) and four to an SM two of
/// 528 (94%). There the cube tied (bf16 softmax 1024 x 32768 57.1 / 52.8 us against 50.9 /
/// 54.6, log-softmax 51.1 / 51.4 against 51.5 / 52.5) and at 512 rows lost (log-softmax 26.6 /
/// 27.5 against 34.4 / 30.9); from 1500 rows on it won (above).
const THIRD_SM_MIN_ROWS_PER_SM: usize = 8;

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
const NARROW_PAGES_MIN_FILL_TENTHS: usize = 9;

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
const HALF_SM_THREE_LOADS: usize = 3;

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
const LARGEST_CUBE_THREE_LOADS: usize = 3;

/// Tenths of the slots of the [`LARGEST_CUBE_THREE_LOADS`] cube a row must fill to take it. At
/// 75% (18432 elements) it tied the narrow cube's softmax (bf16 7282 x 18432 197.5-205.5 us
/// against 204.3-204.8, f16 197.0-197.1 against 195.0-196.9) and at 69% (16896) it lost (f16
/// 7944 x 16896 205.2-212.2 against 196.6-198.8), in the runs cited there.
const LARGEST_CUBE_THREE_LOADS_MIN_FILL_TENTHS: usize = 8;

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
const HALF_SM_MAX_HELD_BYTES: usize = 256;

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
fn pairs_take_rows(rows: usize, streaming_multiprocessors: usize) -> bool {
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
const BACKWARD_LARGEST_CUBE_HELD_ELEMENTS: usize = 24;

/// Most elements of each of `y` and `dy` in one page of a backward unit of the largest cube
/// once its part is staged: bf16 units stage pages of 2 vectors, where they would hold 3 in
/// registers alone; f32 units keep pages of 4. On the H100, bf16 1024 x 65536 (`cubemax-report
/// sweep --op softmax_backward`, docs/runs/2026-11-23-h100-exchange-rows/backward/sweep.log),
/// 1024-unit cubes holding 2 vectors and 3 staged pages took 147.5 us against 172.1-176.8 for 3
/// vectors and 2 pages (a copy of the same bytes: 144.9 us).
const BACKWARD_PAGE_ELEMENTS: usize = 16;

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
const BACKWARD_PAIRED_CUBE_UNITS: usize = 256;

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
const BACKWARD_PAIRED_MAX_STAGED_PAGES: usize = 3;

/// Most vectors per unit of a bf16 row whose registers' page keeps its kept exps in place
/// (`Limits::keeps_16_bit_exps`, in the largest cube only). Each such exp, built by a
/// conversion, takes a register of its own where a loaded pair of 16-bit lanes shares one, and a
/// 1024-unit cube has 64 registers a unit: at 4 vectors ptxas gave it 64 and spilled 12 bytes.
/// H100, kernel alone, the same plans with and without
/// (docs/runs/2026-11-27-h100-kept-in-registers/): bf16 256 x 131072 at 4 vectors and three
/// pages 56.6-59.7 -> 50.6-58.2 us; 256 x 151936 at 7 vectors and two pages 67.0-68.0 ->
/// 140.7-149.1 us.
const KEPT_IN_REGISTERS_MAX_LOADS: usize = 4;

/// Bytes a plane-per-row unit holds of a 16-bit softmax row written as 16-bit, where the
/// planner keeps its exps in place of its scores (`Limits::plane_keeps_16_bit_exps`): half of
/// [`HELD_BYTES_PER_UNIT`], so twice the units share a row and each keeps two vectors of exps.
/// At four vectors the exps took 58 registers a unit against 40 (four 256-unit cubes per SM
/// instead of six) and lost 4-14% at most lengths; at two, 40 registers as without, and one
/// `exp` per element instead of two. H100, kernel alone, medians of the planner's plan before
/// (four vectors, no kept exps) and of this one, three rounds
/// (docs/runs/2026-11-27-h100-plane-kept-exps/third-call): bf16 65536 x 256 27.2 -> 25.6 us,
/// 32768 x 512 27.0 -> 25.0, 65536 x 64 13.2 -> 9.9; f16 27.4 -> 24.9, 26.2 -> 24.6, 11.6 ->
/// 9.6. Rows that leave slots of their segment empty at two vectors lost: 65536 x 160 and x
/// 192, 43690 x 384 by 3-15%.
const PLANE_KEPT_EXPS_BYTES_PER_UNIT: usize = 32;

/// Widest vector (in lanes) for which the kernels hold an additive mask beside the row rather
/// than read it again at each use (`ScoreBlueprint::mask_held`). H100, kernel alone, a mask of 4
/// rows broadcast over the rows (`cubemax-report sweep --mask additive --hold-mask true|false`,
/// docs/runs/2026-11-23-h100-masks/final/), held against read again: 65536 x 1024, the planner's
/// cube, f32 (4 lanes) 186.7 against 204.3 us, bf16 (8 lanes) 141.1 against 120.3 us (96
/// registers against 64); 1024 x 32768, best of the cubes swept, f32 107.8 against 123.6 us, bf16
/// 81.5 against 73.2 us.
const MASK_HELD_MAX_LANES: usize = 4;

/// How many times a cube that holds one chunk of a row polls each word of another chunk's state
/// before computing that state itself ([`exchange`](crate::exchange)). The planner launches
/// exchanging grids of at most one cube per SM, so on a GPU the states arrive within
/// microseconds; the bound matters on runtimes that run fewer cubes at a time (the CPU Vulkan
/// driver).
const EXCHANGE_WAIT_POLLS: u32 = 1 << 14;

/// Units per cube for split-row chunks and for plane-per-row's several rows per cube: several
/// cubes fit on an SM, so one cube's loads overlap another's merge.
const UNITS_PER_SHARED_CUBE: u32 = 256;

/// The rows of a softmax: `rows` rows of `row_len` elements of `dtype`, row `r` starting where
/// `input_rows` puts it in the input buffer and at element `r * output_row_stride` of the output
/// buffer.
///
/// A stride larger than the row length is a pitched layout (what CubeCL's CUDA allocator gives a
/// rank-2 tensor whose rows are not a multiple of 16 bytes): the gap lets every row start on a
/// vector boundary, and the kernels then use full-width loads with a predicated tail.
///
/// The output is stored as `output_dtype` (the input's dtype, or another float type), and
/// `fused` says what is applied to the scores before the softmax.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RowProblem {
    pub rows: usize,
    pub row_len: usize,
    pub dtype: StorageType,
    pub input_rows: RowStarts,
    pub output_row_stride: usize,
    pub output_dtype: StorageType,
    pub fused: FusedScores,
}

impl RowProblem {
    /// Rows stored back to back in both buffers, output of the input's dtype, nothing fused.
    pub fn contiguous(rows: usize, row_len: usize, dtype: StorageType) -> Self {
        Self::pitched(rows, row_len, dtype, row_len, row_len)
    }

    /// Rows `input_row_stride` and `output_row_stride` elements apart, output of the input's
    /// dtype, nothing fused.
    pub fn pitched(
        rows: usize,
        row_len: usize,
        dtype: StorageType,
        input_row_stride: usize,
        output_row_stride: usize,
    ) -> Self {
        Self {
            rows,
            row_len,
            dtype,
            input_rows: RowStarts::Strided(input_row_stride),
            output_row_stride,
            output_dtype: dtype,
            fused: FusedScores::NONE,
        }
    }

    /// Number of elements of the softmax (not counting the gaps of a pitched layout).
    pub fn len(&self) -> usize {
        self.rows * self.row_len
    }

    /// Whether there is no element (nothing to launch).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The row strides that must be at least the row length: the output's, and the input's
    /// unless its rows are found by terms (rows that are only read may overlap there).
    fn strides(&self) -> Vec<(&'static str, usize)> {
        let mut strides = vec![("output_row_stride", self.output_row_stride)];
        if let RowStarts::Strided(stride) = self.input_rows {
            strides.push(("input_rows", stride));
        }
        strides
    }

    /// Element counts every vector must divide: the row strides (or the input's terms'
    /// strides), and with a mask its strides and the row length (the mask's rows are not
    /// padded).
    fn vector_divides(&self) -> Vec<usize> {
        let mut counts = self.input_rows.strides();
        counts.push(self.output_row_stride);
        if let Some(mask) = &self.fused.mask {
            counts.push(self.row_len);
            counts.extend(mask.terms.iter().map(|term| term.stride));
        }
        counts
    }

    /// The largest element of the buffers the kernel reads or writes: it sets the vector width.
    fn widest_element(&self) -> usize {
        let mask = self.fused.mask.map_or(0, |mask| mask.dtype.size());
        self.dtype.size().max(self.output_dtype.size()).max(mask)
    }
}

/// What is applied to the scores before the softmax (see [`scores`](crate::scores)): a scale, a
/// mask tensor, a causal limit. [`FusedScores::NONE`] is the plain softmax.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FusedScores {
    /// Multiplies `x` first; finite and nonzero.
    pub scale: Option<f32>,
    pub mask: Option<MaskLayout>,
    pub causal: Option<CausalLimit>,
}

impl FusedScores {
    /// Nothing fused.
    pub const NONE: FusedScores = FusedScores {
        scale: None,
        mask: None,
        causal: None,
    };

    /// The kernels' comptime options for vectors of `vector_size` lanes, an additive mask held
    /// as `hold_mask` says (the planner's choice when `None`).
    fn blueprint(&self, vector_size: usize, hold_mask: Option<bool>) -> ScoreBlueprint {
        let mask = self.mask.map_or(MaskKind::None, |mask| mask.kind);
        ScoreBlueprint {
            scaled: self.scale.is_some(),
            mask,
            causal: self.causal.is_some(),
            mask_held: mask == MaskKind::Additive
                && hold_mask.unwrap_or(vector_size <= MASK_HELD_MAX_LANES),
        }
    }
}

/// Where the mask of each row is: a contiguous run of `row_len` elements of `dtype` starting at
/// element `sum over terms of ((row / div) % len) * stride` of the mask buffer. Terms past
/// `terms_used` are ignored. A boolean mask is stored as an unsigned integer type, nonzero
/// meaning masked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaskLayout {
    pub kind: MaskKind,
    pub dtype: StorageType,
    pub terms: [OffsetTerm; OFFSET_TERMS],
}

/// One run of a row's outer axes that a mask does not broadcast: see [`MaskLayout`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OffsetTerm {
    pub div: usize,
    pub len: usize,
    pub stride: usize,
}

impl OffsetTerm {
    /// A term that adds nothing.
    pub const UNUSED: OffsetTerm = OffsetTerm {
        div: 1,
        len: 1,
        stride: 0,
    };
}

/// Where each run of a buffer that is only read starts, in elements: the rows of the row kernels'
/// input (the backward's `y` and `dy`), or the outer indices of the column kernels' input (see
/// [`ColumnProblem::input_outer`]; "row" below reads "outer index" there).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowStarts {
    /// Row `r` at `r * stride`: rows back to back (`stride` is the row length) or pitched.
    Strided(usize),
    /// Row `r` at `sum over terms of ((r / div) % len) * stride`: the rows of a view whose outer
    /// axes do not step evenly, such as a slice along an outer axis or an axis broadcast by
    /// `expand` (a term of stride 0 repeats rows). The kernels find each row with a few integer
    /// divisions, compiled in only for such views.
    Terms([OffsetTerm; OFFSET_TERMS]),
}

impl RowStarts {
    /// The element counts between rows that a vector width must divide.
    fn strides(&self) -> Vec<usize> {
        match self {
            RowStarts::Strided(stride) => vec![*stride],
            RowStarts::Terms(terms) => terms.iter().map(|term| term.stride).collect(),
        }
    }

    /// The start of the row furthest into the buffer, of `rows` rows.
    fn last_start(&self, rows: usize) -> usize {
        match self {
            RowStarts::Strided(stride) => (rows - 1) * stride,
            RowStarts::Terms(terms) => terms.iter().map(|term| (term.len - 1) * term.stride).sum(),
        }
    }

    /// Checks the terms' `div` and `len` (nonzero), naming `argument` at fault.
    fn check(&self, argument: &'static str) -> Result<(), SoftmaxError> {
        if let RowStarts::Terms(terms) = self
            && let Some(term) = terms.iter().find(|term| term.div == 0 || term.len == 0)
        {
            return Err(SoftmaxError::BadOption {
                argument,
                expected: "terms with nonzero div and len".into(),
                got: format!("{term:?}"),
            });
        }
        Ok(())
    }

    /// The kernels' offsets of these rows, `rows` of them, read in vectors of `vector` elements.
    fn offsets<R: Runtime>(&self, rows: usize, vector: usize) -> OuterOffsetsLaunch<R> {
        match self {
            RowStarts::Strided(stride) => outer_offsets(
                [
                    OffsetTerm {
                        div: 1,
                        len: rows.max(1),
                        stride: *stride,
                    },
                    OffsetTerm::UNUSED,
                    OffsetTerm::UNUSED,
                ],
                vector,
            ),
            RowStarts::Terms(terms) => outer_offsets(*terms, vector),
        }
    }

    /// Whether the kernels find these rows by their terms (see
    /// [`RowBlueprint::rows_by_terms`](crate::blueprint::RowBlueprint)).
    fn by_terms(&self) -> bool {
        matches!(self, RowStarts::Terms(_))
    }
}

/// An implicit causal mask: row `r` is query `r % queries`, whose keys `j <= query + offset`
/// are kept and the others masked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CausalLimit {
    pub queries: usize,
    pub offset: i64,
}

/// What the caller asks for. Every `None` lets the planner choose; a value forces the choice
/// (tests use this to run every path on every runtime, the bandwidth report's sweep to measure the
/// alternatives the planner rejects).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchRequest {
    pub kind: SoftmaxKind,
    pub strategy: Option<Strategy>,
    pub merge: Option<MergePath>,
    /// Units per cube: a power of two, a multiple of the plane size on the plane path; with
    /// cube-per-row forced, any multiple of the plane size there (any count on the shared-memory
    /// path).
    pub units_per_cube: Option<u32>,
    /// Vectors each unit holds in registers, at most 16.
    pub loads_per_unit: Option<usize>,
    /// Cube-per-row: pages of `loads_per_unit` vectors each unit keeps in shared memory besides
    /// its registers (0 for none). The planner stages pages only for rows longer than registers
    /// hold.
    pub staged_pages: Option<usize>,
    /// Cube-per-row: chunks each row is cut into, one cube per chunk, the cubes of a row merging
    /// their states through global memory (1: the whole row in one cube). The planner cuts only
    /// rows too long for one cube, or too few to give every SM a cube (see [`exchange_chunks`]).
    pub chunks_per_row: Option<usize>,
    /// Row strategies: at most this many cubes (at least 1), each stepping over the rows (or
    /// chunks of rows) with a stride of the cube count. The planner's own bound is 65535 cubes,
    /// and for exchanged chunks the grid [`exchange_cubes`] keeps resident. Tests use it to run
    /// every strategy's stride loop, and the exchange's fallback, on small problems.
    pub max_cubes: Option<u32>,
    /// With an additive mask: hold its vectors beside the row's (`true`) or read them again at
    /// each use (`false`); see [`MASK_HELD_MAX_LANES`] for the planner's choice.
    pub hold_mask: Option<bool>,
    /// Softmax of whole rows (cube-per-row or plane-per-row), written no wider than read: keep
    /// each element's `exp` from the fold, in the input's type, and store from it (`true`), or
    /// compute the `exp` again at the store (`false`). In a cube the exps go to shared memory,
    /// the registers' page's too where they fit beside the others' (otherwise it keeps them in
    /// its registers); on a plane they replace the held vectors. When `None`, the planner keeps
    /// them for 16-bit rows written as 16-bit where that costs no cube an SM held, and holds
    /// short such rows at two vectors a unit to keep them (see `Limits::keeps_16_bit_exps`).
    /// See [`RowBlueprint::kept_exps`].
    pub kept_exps: Option<bool>,
    /// Forward cube-per-row with staged pages: walk the staged pages in loops (`true`) or unroll
    /// them (`false`); see [`RowBlueprint::pages_in_loops`]. When `None`, the planner loops over
    /// the pages of 4-byte inputs only (see `pages_in_loops`).
    pub pages_in_loops: Option<bool>,
}

impl LaunchRequest {
    /// A request that lets the planner choose everything.
    pub fn new(kind: SoftmaxKind) -> Self {
        Self {
            kind,
            strategy: None,
            merge: None,
            units_per_cube: None,
            loads_per_unit: None,
            staged_pages: None,
            chunks_per_row: None,
            max_cubes: None,
            hold_mask: None,
            kept_exps: None,
            pages_in_loops: None,
        }
    }

    /// The same request with the strategy and merge path forced.
    pub fn forced(self, strategy: Strategy, merge: MergePath) -> Self {
        Self {
            strategy: Some(strategy),
            merge: Some(merge),
            ..self
        }
    }

    /// Whether the request fixes how a cube holds a row (its units, loads or staged pages), which
    /// none of the planner's cube rules then overrides.
    fn fixes_cube_shape(&self) -> bool {
        self.units_per_cube.is_some()
            || self.loads_per_unit.is_some()
            || self.staged_pages.is_some()
    }
}

/// Everything a launch needs, chosen by [`plan_launch`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchPlan {
    pub kind: SoftmaxKind,
    /// What the kernel fuses into the scores (compiled in).
    pub scores: ScoreBlueprint,
    pub strategy: Strategy,
    pub merge: MergePath,
    /// Elements per load and store; divides both row strides.
    pub vector_size: usize,
    /// Vectors each unit loads and holds in registers.
    pub loads_per_unit: usize,
    /// Cube-per-row: pages of `loads_per_unit` vectors each unit also keeps in shared memory.
    pub staged_pages: usize,
    /// Units sharing one row (plane-per-row; 0 for the other strategies).
    pub lanes_per_row: usize,
    pub units_per_cube: u32,
    pub cubes: u32,
    /// Chunks each row is cut into (1 unless split-row, or cube-per-row exchanging states).
    pub chunks: usize,
    /// Shared-memory slots for one round of partial states (0 for plane-per-row).
    pub partial_slots: usize,
    /// Cube-per-row or plane-per-row softmax: the fold's `exp`s are kept, in the input's type,
    /// for the store, in shared memory (the registers' page's in its registers where
    /// `kept_in_registers`, as on a plane).
    pub kept_exps: bool,
    /// With `kept_exps`: the registers' page keeps its exps in its registers rather than in
    /// shared memory (see [`RowBlueprint::kept_in_registers`]).
    pub kept_in_registers: bool,
    /// Forward cube-per-row: the staged pages are walked in loops, not unrolled (see
    /// [`RowBlueprint::pages_in_loops`]); false wherever no page is staged, and in the backward's
    /// plans, whose kernels unroll their pages.
    pub pages_in_loops: bool,
}

impl LaunchPlan {
    /// The plan's kernels, compiled for input rows found as `rows_by_terms` says.
    fn blueprint(&self, rows_by_terms: bool) -> RowBlueprint {
        RowBlueprint {
            kind: self.kind,
            scores: self.scores,
            merge: self.merge,
            loads_per_unit: self.loads_per_unit,
            lanes_per_row: self.lanes_per_row,
            partial_slots: self.partial_slots,
            staged_pages: self.staged_pages,
            staging_units: if self.staged_pages > 0 || (self.kept_exps && !self.kept_in_registers) {
                self.units_per_cube as usize
            } else {
                0
            },
            exchanges: self.exchanges(),
            kept_exps: self.kept_exps,
            kept_in_registers: self.kept_in_registers,
            pages_in_loops: self.pages_in_loops,
            rows_by_terms,
        }
    }

    /// Whether the cubes of a row exchange their chunk states.
    fn exchanges(&self) -> bool {
        self.strategy == Strategy::CubePerRow && self.chunks > 1
    }
}

impl core::fmt::Display for LaunchPlan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{} ({} merge), {} x vector {} per unit, {} cubes x {} units",
            self.strategy,
            self.merge,
            self.loads_per_unit,
            self.vector_size,
            self.cubes,
            self.units_per_cube
        )?;
        match self.strategy {
            Strategy::PlanePerRow => write!(f, ", {} units per row", self.lanes_per_row)?,
            Strategy::SplitRow => write!(f, ", {} chunks per row", self.chunks)?,
            Strategy::CubePerRow if self.staged_pages > 0 => write!(
                f,
                ", {} more pages of {} per unit in shared memory",
                self.staged_pages, self.loads_per_unit
            )?,
            Strategy::CubePerRow => {}
        }
        if self.strategy == Strategy::CubePerRow && self.chunks > 1 {
            write!(f, ", {} chunks per row exchanging states", self.chunks)?;
        }
        if self.pages_in_loops {
            write!(f, ", pages walked in loops")?;
        }
        if self.kept_in_registers && self.staged_pages == 0 {
            write!(f, ", exps kept in registers")?;
        } else if self.kept_in_registers {
            write!(f, ", exps kept in shared memory and registers")?;
        } else if self.kept_exps {
            write!(f, ", exps kept in shared memory")?;
        }
        Ok(())
    }
}

/// Why a softmax could not be planned or launched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoftmaxError {
    /// A dtype (the argument named) is not one of f32, f16, bf16.
    UnsupportedDtype(&'static str, StorageType),
    /// The runtime cannot store or compute this float type.
    DtypeUnavailable(&'static str, StorageType),
    /// A fused option out of its domain.
    BadOption {
        argument: &'static str,
        expected: String,
        got: String,
    },
    /// The plane-per-row strategy was asked for on the shared-memory merge path.
    PlanePerRowNeedsPlanes,
    /// The device reports no usable plane size.
    NoPlaneSize,
    /// A forced strategy cannot hold a row this long.
    RowTooLong {
        strategy: Strategy,
        row_len: usize,
        max_row_len: usize,
    },
    /// A row stride is shorter than the row.
    StrideTooShort {
        argument: &'static str,
        stride: usize,
        row_len: usize,
    },
    /// A forced cube size or load count the device or the strategy cannot take.
    BadShape {
        argument: &'static str,
        value: usize,
        expected: String,
    },
    /// A buffer does not start on a boundary of the plan's vectors.
    Misaligned {
        argument: &'static str,
        offset: u64,
        alignment: usize,
    },
    /// A buffer is smaller than the problem says.
    BufferTooSmall {
        argument: &'static str,
        bytes: u64,
        needed: u64,
    },
}

impl core::fmt::Display for SoftmaxError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SoftmaxError::UnsupportedDtype(argument, dtype) => {
                write!(f, "{argument}: expected f32, f16 or bf16, got {dtype:?}")
            }
            SoftmaxError::DtypeUnavailable(argument, dtype) => {
                write!(
                    f,
                    "{argument}: {dtype:?} is not supported by this runtime/device"
                )
            }
            SoftmaxError::BadOption {
                argument,
                expected,
                got,
            } => write!(f, "{argument}: expected {expected}, got {got}"),
            SoftmaxError::PlanePerRowNeedsPlanes => write!(
                f,
                "strategy: plane-per-row needs the plane merge path, got the shared-memory path"
            ),
            SoftmaxError::NoPlaneSize => write!(
                f,
                "merge: the plane path needs a plane size, and the device reports none"
            ),
            SoftmaxError::RowTooLong {
                strategy,
                row_len,
                max_row_len,
            } => write!(
                f,
                "strategy: {strategy} holds rows of at most {max_row_len} elements on this device, \
                 the row has {row_len}; leave the strategy to the planner"
            ),
            SoftmaxError::BadShape {
                argument,
                value,
                expected,
            } => write!(f, "{argument}: expected {expected}, got {value}"),
            SoftmaxError::StrideTooShort {
                argument,
                stride,
                row_len,
            } => write!(
                f,
                "{argument}: row stride {stride} is shorter than the row length {row_len}"
            ),
            SoftmaxError::Misaligned {
                argument,
                offset,
                alignment,
            } => write!(
                f,
                "{argument}: buffer offset {offset} bytes is not a multiple of the {alignment}-byte vectors"
            ),
            SoftmaxError::BufferTooSmall {
                argument,
                bytes,
                needed,
            } => write!(
                f,
                "{argument}: buffer holds {bytes} bytes, the problem needs {needed}"
            ),
        }
    }
}

impl std::error::Error for SoftmaxError {}

/// Whether the device advertises plane operations (the default merge path then uses them).
pub fn supports_planes<R: Runtime>(client: &ComputeClient<R>) -> bool {
    client.properties().features.plane.contains(Plane::Ops)
}

/// Chooses how to run `problem` on `client`'s device.
///
/// Guaranteed to return a plan whose vector size divides both row strides, whose units hold every
/// vector of a row (or of a chunk) and whose cube count and size are within the device's limits,
/// or an error naming the argument at fault.
///
/// The choice, in order (each threshold is where the next strategy starts to win):
/// - plane-per-row when one plane holds the row in at most [`HELD_BYTES_PER_UNIT`] per unit (rows
///   up to 2 KB on 32-wide planes): no barrier, no shared memory, several rows per cube. On the
///   H100 a 4 KB f32 row already ran 1.5x faster as cube-per-row;
/// - cube-per-row when one cube of at most 1024 units holds the row at up to twice that budget:
///   one read, one write, one barrier (a row that 512 units hold at twice the budget gets those
///   rather than 1024 at the budget, see [`HALF_SM_CUBE_UNITS`], and so do rows up to 32768 f32
///   or 65536 16-bit elements with part of them staged in shared memory when there are enough
///   rows, see [`HALF_SM_MAX_HELD_BYTES`]; with more rows than SMs, 16-bit rows of 8K-28K elements
///   go to smaller cubes or fewer loads, see [`HALF_SM_THREE_LOADS`],
///   [`LARGEST_CUBE_THREE_LOADS`] and [`NARROW_PAGES_CUBE_UNITS`]; rows of 28K-36K, when they
///   are many, to cubes of 384 units three to an SM, see [`THIRD_SM_CUBE_UNITS`], and fewer of a
///   log-softmax's rows of 28K-32K to the 256-unit cube, see
///   [`NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`]);
/// - cube-per-row with pages staged in shared memory beyond (f32 rows up to 86016 elements,
///   bf16 up to 131072 on an H100, and up to 172032 in pages of [`WIDE_PAGE_LOADS`]): still one
///   read and one write, where split-row reads twice.
///   With rows for fewer than half the SMs, one staged page at most (see
///   [`FEW_ROWS_MAX_STAGED_PAGES`]), and none with at most 33 rows on an H100 (see
///   [`FORWARD_FEWEST_ROWS`]);
/// - beyond, where the row no longer fits in one SM's registers and shared memory (or would be
///   held at more than [`CUBE_PER_ROW_MAX_HELD_ELEMENTS`] per unit in registers), or where rows
///   needing staged pages are too few to give half the SMs a cube: each row is cut into chunks,
///   each held by one cube as cube-per-row holds a row, at most one cube per SM, the cubes of a
///   row exchanging their states through global memory (one read, one write; see
///   [`exchange`](crate::exchange), [`exchange_chunks`] and [`exchange_cubes`]);
/// - split-row where the device does not say how many SMs it has (the exchange needs the cubes
///   of a row resident at once) or a chunk no cube holds: it reads each row twice.
pub fn plan_launch<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &RowProblem,
    request: &LaunchRequest,
) -> Result<LaunchPlan, SoftmaxError> {
    check_problem(client, problem)?;
    let limits = Limits::read(client, request)?;
    let element_size = problem.dtype.size();
    let vector_size = vector_size(client, problem.widest_element(), &problem.vector_divides());
    let vectors_per_row = problem.row_len.div_ceil(vector_size).max(1);
    let preferred_loads = preferred_loads(vector_size, element_size);
    let scores = problem.fused.blueprint(vector_size, request.hold_mask);
    // A held mask is staged with the row; otherwise only the input is.
    let mask_size = match problem.fused.mask {
        Some(mask) if scores.holds_mask() => mask.dtype.size(),
        _ => 0,
    };
    let max_loads = cube_per_row_max_loads(vector_size, preferred_loads);
    let holding = Holding {
        max_loads,
        page_loads: max_loads,
        staged_slot_bytes: vector_size * (element_size + mask_size),
    };
    // How a whole row is held; the exchange's chunks keep `holding` (see WIDE_PAGE_LOADS).
    let row_holding = limits.with_wide_pages(vectors_per_row, holding);

    let (wide_cube, wide_holding) = limits.half_sm_cube(
        request,
        problem.rows,
        vectors_per_row,
        vectors_per_row * vector_size * problem.widest_element(),
        row_holding,
        preferred_loads,
    );
    let wide_units = wide_cube.map_or_else(
        || limits.fitted_cube_units(vectors_per_row, preferred_loads),
        |units| units as usize,
    );
    let (wide_loads, wide_pages) = wide_holding.split(vectors_per_row.div_ceil(wide_units));
    let narrow_cube = limits.narrow_pages_cube(
        request,
        problem.rows,
        vectors_per_row,
        problem.widest_element(),
        preferred_loads,
        holding,
    );
    let (half_sm_cube, cube_holding) = match narrow_cube {
        // See HALF_SM_THREE_LOADS: at most three loads in registers, so three are not rounded
        // up to four.
        Some(_)
            if wide_units == HALF_SM_CUBE_UNITS
                && wide_pages == 0
                && vectors_per_row.div_ceil(wide_units) == HALF_SM_THREE_LOADS =>
        {
            (wide_cube, wide_holding.in_pages_of(HALF_SM_THREE_LOADS))
        }
        // See LARGEST_CUBE_THREE_LOADS: the whole row in the registers of two cubes per SM.
        Some(_) if limits.largest_cube_holds_in_three_loads(vectors_per_row) => (
            Some(limits.max_units as u32),
            wide_holding.in_pages_of(LARGEST_CUBE_THREE_LOADS),
        ),
        Some(paged)
            if narrow_pages_win(
                problem,
                vectors_per_row,
                wide_units * wide_loads * (wide_pages + 1),
                wide_pages > 0,
            ) =>
        {
            (Some(NARROW_PAGES_CUBE_UNITS as u32), paged)
        }
        Some(_) => (wide_cube, wide_holding),
        // Rows past the narrow cube's pages of two: see THIRD_SM_CUBE_UNITS, then
        // NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM.
        None => {
            if let Some(paged) = limits.third_sm_cube(request, problem, vectors_per_row, holding) {
                (Some(THIRD_SM_CUBE_UNITS as u32), paged)
            } else if let Some(paged) = limits.narrow_log_softmax_cube(
                request,
                problem,
                vectors_per_row,
                preferred_loads,
                holding,
            ) {
                (Some(NARROW_PAGES_CUBE_UNITS as u32), paged)
            } else {
                (wide_cube, wide_holding)
            }
        }
    };
    let planned_strategy = request.strategy.unwrap_or_else(|| {
        limits.strategy_for(
            vectors_per_row,
            preferred_loads,
            problem.rows,
            row_holding,
            FORWARD_FEWEST_ROWS,
        )
    });
    if let Some(shape) = limits.exchanged_shape(
        request,
        problem.rows,
        problem.row_len,
        vector_size,
        preferred_loads,
        holding,
        planned_strategy,
        FORWARD_FEWEST_ROWS,
    ) {
        let plan = limits.plan(
            request.kind,
            scores,
            Strategy::CubePerRow,
            vector_size,
            shape?,
        );
        return limits.as_requested(plan, request, problem);
    }
    let strategy = planned_strategy;
    let too_long = |max_vectors: usize| SoftmaxError::RowTooLong {
        strategy,
        row_len: problem.row_len,
        max_row_len: max_vectors * vector_size,
    };
    let shape = match strategy {
        Strategy::PlanePerRow => limits
            .plane_per_row(
                request,
                problem.rows,
                vectors_per_row,
                limits
                    .plane_kept_exps_loads(request, problem, scores, vector_size)
                    .unwrap_or(preferred_loads),
            )
            .map_err(|holders| too_long(holders * MAX_LOADS_PER_UNIT)),
        Strategy::CubePerRow => limits.cube_per_row(
            &LaunchRequest {
                units_per_cube: request.units_per_cube.or(half_sm_cube),
                ..*request
            },
            problem.rows,
            vectors_per_row,
            preferred_loads,
            cube_holding,
            too_long,
        ),
        Strategy::SplitRow => {
            Ok(limits.split_row(request, problem.rows, vectors_per_row, preferred_loads))
        }
    }?;
    limits.as_requested(
        limits.plan(request.kind, scores, strategy, vector_size, shape),
        request,
        problem,
    )
}

/// Whether a row of `vectors_per_row` vectors of 16-bit elements runs faster in the
/// [`NARROW_PAGES_CUBE_UNITS`] cube than in the cube the planner would take otherwise, whose
/// units hold `wide_slots` vectors in all and stage pages where `wide_stages`: where that cube
/// leaves more than `10 - NARROW_PAGES_MIN_FILL_TENTHS` tenths of its slots empty, and, for a
/// bf16 input or output, wherever it stages (see [`NARROW_PAGES_MIN_FILL_TENTHS`]).
fn narrow_pages_win(
    problem: &RowProblem,
    vectors_per_row: usize,
    wide_slots: usize,
    wide_stages: bool,
) -> bool {
    let bf16 = StorageType::Scalar(ElemType::Float(FloatKind::BF16));
    (wide_stages && (problem.dtype == bf16 || problem.output_dtype == bf16))
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
    let rounds = |chunks: usize| (rows * chunks).div_ceil(exchange_cubes(rows, chunks, sms));
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

/// A scale, when there is one, must be finite and nonzero.
fn check_scale(scale: Option<f32>) -> Result<(), SoftmaxError> {
    match scale {
        Some(scale) if !scale.is_finite() || scale == 0.0 => Err(SoftmaxError::BadOption {
            argument: "scale",
            expected: "a finite, nonzero number".into(),
            got: format!("{scale}"),
        }),
        _ => Ok(()),
    }
}

/// Checks the dtypes, strides and fused options of `problem`.
fn check_problem<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &RowProblem,
) -> Result<(), SoftmaxError> {
    check_dtype(client, "dtype", problem.dtype)?;
    check_dtype(client, "output_dtype", problem.output_dtype)?;
    check_strides(problem.rows, problem.row_len, problem.strides())?;
    problem.input_rows.check("input_rows")?;
    let fused = &problem.fused;
    check_scale(fused.scale)?;
    if let Some(causal) = fused.causal
        && causal.queries == 0
    {
        return Err(SoftmaxError::BadOption {
            argument: "causal.queries",
            expected: "at least 1 query per block".into(),
            got: "0".into(),
        });
    }
    if let Some(mask) = fused.mask {
        check_mask_layout(client, mask.kind, mask.dtype, &mask.terms)?;
    }
    Ok(())
}

/// The error for a mask buffer given without a mask layout in the problem (`has_layout` false),
/// or missing where the problem has one.
fn mask_buffer_mismatch(has_layout: bool) -> SoftmaxError {
    SoftmaxError::BadOption {
        argument: "mask",
        expected: format!(
            "a mask buffer exactly when the problem has a mask layout ({})",
            if has_layout { "it has" } else { "it has none" }
        ),
        got: if has_layout { "none" } else { "a buffer" }.into(),
    }
}

/// Checks a mask's kind against its dtype (an additive mask of a float type, a boolean one of an
/// integer type) and its terms (nonzero `div` and `len`).
fn check_mask_layout<R: Runtime>(
    client: &ComputeClient<R>,
    kind: MaskKind,
    dtype: StorageType,
    terms: &[OffsetTerm],
) -> Result<(), SoftmaxError> {
    let supported = match kind {
        MaskKind::Additive => {
            matches!(dtype, StorageType::Scalar(ElemType::Float(_)))
        }
        MaskKind::Boolean => matches!(
            dtype,
            StorageType::Scalar(ElemType::UInt(_) | ElemType::Int(_))
        ),
        MaskKind::None => false,
    };
    if !supported || !client.properties().supports_type(dtype) {
        return Err(SoftmaxError::BadOption {
            argument: "mask.dtype",
            expected: "a float type for an additive mask, an integer type for a boolean one".into(),
            got: format!("{dtype:?} for a {kind:?} mask"),
        });
    }
    if let Some(term) = terms.iter().find(|term| term.div == 0 || term.len == 0) {
        return Err(SoftmaxError::BadOption {
            argument: "mask.terms",
            expected: "terms with nonzero div and len".into(),
            got: format!("{term:?}"),
        });
    }
    Ok(())
}

/// The device's limits and the request's merge path, read and checked before any strategy is
/// chosen.
struct Limits {
    merge: MergePath,
    /// The smallest plane the kernel may run with: a plane-per-row plan must cover the row even
    /// then.
    plane_min: usize,
    max_units: usize,
    /// Full planes only on the plane path: a multiple of the widest plane is a multiple of every
    /// plane size (plane sizes are powers of two).
    min_units: usize,
    /// Units of a cube that shares an SM with others (split-row chunks, plane-per-row).
    shared_cube_units: usize,
    /// Bytes of shared memory one cube may declare.
    shared_memory: usize,
    /// The device's SM count (0 when it does not say).
    streaming_multiprocessors: usize,
    /// Most cubes of a row strategy's grid: [`MAX_CUBES`] or the request's `max_cubes`.
    max_cubes: usize,
}

/// What a cube-per-row unit may hold, besides the row it is asked to.
#[derive(Clone, Copy)]
struct Holding {
    /// Most vectors a unit holds in registers when the planner chooses.
    max_loads: usize,
    /// Most vectors per page once a unit's part is staged (at most `max_loads`, but for pages of
    /// [`WIDE_PAGE_LOADS`]).
    page_loads: usize,
    /// Shared-memory bytes of one staged slot: a vector of each buffer the kernel stages (the
    /// forward's input and a held mask; the backward's `dy`, and `y` but for log-softmax).
    staged_slot_bytes: usize,
}

impl Holding {
    /// This holding with units that hold at most `loads` vectors in registers and stage pages of
    /// `loads` vectors.
    fn in_pages_of(self, loads: usize) -> Holding {
        Holding {
            max_loads: loads,
            page_loads: loads,
            ..self
        }
    }

    /// How a unit that owns `per_unit` vectors of a row holds them when the planner chooses:
    /// `(loads, staged pages)`, all in registers while they fit there (rounded up to a power of
    /// two within `max_loads`, so that rows of similar lengths share a kernel), and otherwise the
    /// fewest pages of at most `page_loads` (the registers holding the last one).
    fn split(&self, per_unit: usize) -> (usize, usize) {
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
struct GridShape {
    units: usize,
    loads: usize,
    staged_pages: usize,
    lanes_per_row: usize,
    cubes: usize,
    chunks: usize,
}

impl Limits {
    fn read<R: Runtime>(
        client: &ComputeClient<R>,
        request: &LaunchRequest,
    ) -> Result<Limits, SoftmaxError> {
        let hardware = &client.properties().hardware;
        let merge = request.merge.unwrap_or(if supports_planes(client) {
            MergePath::Plane
        } else {
            MergePath::SharedMemory
        });
        // A forced plane path on a device that does not advertise planes still needs to know how
        // wide planes can be; a device that reports nothing cannot run it.
        if merge == MergePath::Plane
            && (hardware.plane_size_min == 0 || hardware.plane_size_max == 0)
        {
            return Err(SoftmaxError::NoPlaneSize);
        }
        if request.strategy == Some(Strategy::PlanePerRow) && merge == MergePath::SharedMemory {
            return Err(SoftmaxError::PlanePerRowNeedsPlanes);
        }
        let max_units = MAX_UNITS_PER_CUBE.min(hardware.max_units_per_cube) as usize;
        let min_units = match merge {
            MergePath::Plane => hardware.plane_size_max as usize,
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
        Ok(Limits {
            merge,
            plane_min: hardware.plane_size_min as usize,
            max_units,
            min_units,
            shared_cube_units: shared_cube_units - shared_cube_units % min_units,
            shared_memory: hardware.max_shared_memory_size,
            streaming_multiprocessors: hardware.num_streaming_multiprocessors.unwrap_or(0) as usize,
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
    fn plane_per_row(
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
    fn cube_per_row(
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
    fn fitted_cube_units(&self, vectors_per_row: usize, preferred_loads: usize) -> usize {
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
    fn half_sm_cube(
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
        if vectors_per_row <= units * holding.max_loads {
            return (Some(units as u32), holding);
        }
        match self.paged_two_per_sm(units, rows, vectors_per_row, preferred_loads, holding) {
            Some((paged, _)) if row_bytes <= units * HALF_SM_MAX_HELD_BYTES => {
                (Some(units as u32), paged)
            }
            _ => (None, holding),
        }
    }

    /// How a [`NARROW_PAGES_CUBE_UNITS`] cube holds a row of 16-bit elements: in pages of
    /// [`NARROW_PAGE_LOADS`], at most [`NARROW_PAGES_MAX_STAGED`] staged, their staging fitting in
    /// shared memory. `None` where the planner does not choose it: the request fixes the cube's
    /// shape, an element is wider than 16 bits, there are no more rows than SMs, or a cube of
    /// this size holds the row in registers at the preferred loads.
    fn narrow_pages_cube(
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

    /// How a [`NARROW_PAGES_CUBE_UNITS`] cube holds a plain log-softmax row of 16-bit elements
    /// in pages of `preferred_loads`, at least one staged, with [`NARROW_LOG_SOFTMAX_CUBES_PER_SM`]
    /// such cubes' staging fitting in shared memory. `None` where the planner does not choose it
    /// (see [`NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`]): another kind, fused scores, a request that
    /// fixes the cube's shape, an element wider than 16 bits, fewer rows than that many per SM
    /// (or a device that does not say its SM count), or a row held in registers or needing more
    /// pages than fit.
    fn narrow_log_softmax_cube(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        vectors_per_row: usize,
        preferred_loads: usize,
        holding: Holding,
    ) -> Option<Holding> {
        if request.kind != SoftmaxKind::LogSoftmax {
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
    fn third_sm_cube(
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
    fn plain_16_bit_paged(
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

    /// Whether the largest cube, of [`MAX_UNITS_PER_CUBE`] units, holds a row of
    /// `vectors_per_row` vectors at [`LARGEST_CUBE_THREE_LOADS`] loads a unit and not fewer,
    /// filling at least [`LARGEST_CUBE_THREE_LOADS_MIN_FILL_TENTHS`] of its slots.
    fn largest_cube_holds_in_three_loads(&self, vectors_per_row: usize) -> bool {
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
    fn paired_backward_cube(
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

    /// How the units of a cube of `units` hold a row of `vectors_per_row` vectors in pages of
    /// `preferred_loads` when two such cubes share an SM, and how many pages they stage: `Some`
    /// where the device says its SM count, there are more rows than SMs ([`pairs_take_rows`]),
    /// and the cube's staging fits twice in shared memory.
    fn paged_two_per_sm(
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
    fn paged_per_sm(
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
    fn split_row(
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

    /// The grid of a cube-per-row launch whose rows are cut into chunks that exchange their
    /// states ([`exchange`](crate::exchange)), where the request asks for chunks or the planner
    /// cuts rows that `planned` would read twice: `None` to plan whole rows, `Some(Err(..))` for
    /// asked chunks that cannot run. `holding` is how a row would be held whole.
    #[allow(clippy::too_many_arguments)]
    fn exchanged_shape(
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
        let paged = Holding {
            max_loads: preferred_loads.min(holding.max_loads),
            page_loads: preferred_loads.min(holding.page_loads),
            ..holding
        };
        let chunk_shape = |chunks: usize| {
            let shape = |holding: Holding| {
                self.cube_per_row(
                    request,
                    rows,
                    vectors_per_row.div_ceil(chunks),
                    preferred_loads,
                    holding,
                    |max_vectors| SoftmaxError::RowTooLong {
                        strategy: Strategy::CubePerRow,
                        row_len,
                        max_row_len: max_vectors * vector_size * chunks,
                    },
                )
            };
            shape(paged).or_else(|_| shape(holding))
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
                // A row cut only because it is one of the fewest is cut into fewer chunks.
                let chunks = if self.largest_cube_holds(vectors_per_row, holding) {
                    chunks.min(fewest_rows.most_chunks).max(fewest)
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
                        cubes: exchange_cubes(rows, chunks, self.streaming_multiprocessors),
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

    /// Whether `pages` staged pages of `loads` vectors per unit, with the merge's partial slots,
    /// fit in a cube of `units`'s shared memory (always, without pages).
    fn staging_fits(&self, units: usize, loads: usize, pages: usize, holding: Holding) -> bool {
        self.staging_bytes(units, loads, pages, holding) <= self.shared_memory
    }

    /// Shared-memory bytes of a cube of `units` that stages `pages` pages of `loads` vectors per
    /// unit, the merge's partial slots included (0 without pages).
    fn staging_bytes(&self, units: usize, loads: usize, pages: usize, holding: Holding) -> usize {
        if pages == 0 {
            return 0;
        }
        pages * loads * units * holding.staged_slot_bytes + self.partial_state_bytes(units)
    }

    /// Shared-memory bytes of a cube-per-row cube of `units` for its merge's partial states: two
    /// arrays of two rounds of f32 slots each, rounded to the 16-byte vector alignment.
    fn partial_state_bytes(&self, units: usize) -> usize {
        2 * (2 * self.partial_slots(Strategy::CubePerRow, units) * 4).next_multiple_of(16)
    }

    /// The planner's strategy for `rows` rows of `vectors_per_row` vectors: plane-per-row when a
    /// plane holds the row at the preferred loads, cube-per-row when a unit of the largest cube
    /// holds its part as `holding` says (in registers and staged pages; with rows for fewer than
    /// half the SMs, in at most [`FEW_ROWS_MAX_STAGED_PAGES`] staged pages, and for at most a
    /// quarter of them, in at most `fewest`'s), split-row otherwise.
    fn strategy_for(
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
    fn with_wide_pages(&self, vectors_per_row: usize, holding: Holding) -> Holding {
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
    fn largest_cube_holds(&self, vectors_per_row: usize, holding: Holding) -> bool {
        vectors_per_row.div_ceil(self.max_units) <= self.held_per_unit(self.max_units, holding)
    }

    /// The most vectors a unit of a cube of `units` holds as the planner splits them.
    fn held_per_unit(&self, units: usize, holding: Holding) -> usize {
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
    fn partial_slots(&self, strategy: Strategy, units: usize) -> usize {
        match (strategy, self.merge) {
            (Strategy::PlanePerRow, _) => 0,
            (_, MergePath::Plane) => units.div_ceil(self.plane_min),
            (_, MergePath::SharedMemory) => units,
        }
    }

    /// `plan` with the exponentials kept ([`Self::keeping_exps`]) where `request` asks for it,
    /// or, where it leaves that to the planner, where [`Self::keeps_16_bit_exps`] chooses it;
    /// its staged pages walked in loops as `request` asks, or as [`pages_in_loops`] chooses.
    fn as_requested(
        &self,
        plan: LaunchPlan,
        request: &LaunchRequest,
        problem: &RowProblem,
    ) -> Result<LaunchPlan, SoftmaxError> {
        let plan = match request.kept_exps {
            Some(true) => self.keeping_exps(plan, problem)?,
            Some(false) => plan,
            // The rule's own test first, so that most plans never build a refusal.
            None if self.keeps_16_bit_exps(&plan, problem) => {
                self.keeping_exps(plan, problem).unwrap_or(plan)
            }
            None => plan,
        };
        Ok(LaunchPlan {
            pages_in_loops: pages_in_loops(
                plan.staged_pages,
                problem.dtype.size(),
                request.pages_in_loops,
            ),
            ..plan
        })
    }

    /// The planner's choice of kept exponentials ([`RowBlueprint::kept_exps`]) where
    /// [`Self::keeping_exps`] allows them (a softmax of whole rows): a plain (or only scaled)
    /// softmax of 16-bit rows written as 16-bit, on a plane segment holding
    /// [`PLANE_KEPT_EXPS_BYTES_PER_UNIT`] a unit whose every slot the row fills (see
    /// [`Self::plane_keeps_16_bit_exps`]), or in a cube that stages pages, where
    /// the exps cost no cube an SM held. That is where every page's exps fit in shared memory
    /// as many cubes per SM as its staged pages did (counted by shared memory, and by units with
    /// an SM taken to hold the registers of `max_units` units, the largest cube's: the 16-bit
    /// paged kernels take 48-64 registers a unit, so on the H100 that is two 512-unit cubes, four
    /// of 256), and, for bf16 rows where they do not fit, in the largest cube, which has an SM
    /// to itself, holding at most [`KEPT_IN_REGISTERS_MAX_LOADS`] vectors per unit: its
    /// registers' page then keeps its exps in place ([`RowBlueprint::kept_in_registers`]). The
    /// store multiplies instead of taking a second `exp` per element.
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
    fn keeps_16_bit_exps(&self, plan: &LaunchPlan, problem: &RowProblem) -> bool {
        if plan.strategy == Strategy::PlanePerRow {
            return self.plane_keeps_16_bit_exps(
                plan.kind,
                plan.scores,
                problem,
                plan.vector_size,
                plan.loads_per_unit,
            );
        }
        if !(plain_16_bit_softmax(plan.kind, plan.scores, problem) && plan.staged_pages > 0) {
            return false;
        }
        let units = plan.units_per_cube as usize;
        if !self.kept_exps_fit_in_shared(plan, problem) {
            let bf16 = StorageType::Scalar(ElemType::Float(FloatKind::BF16));
            return problem.dtype == bf16
                && units == self.max_units
                && plan.loads_per_unit <= KEPT_IN_REGISTERS_MAX_LOADS;
        }
        let partials = self.partial_state_bytes(units);
        let per_sm = |bytes: usize| self.shared_memory / (bytes + partials);
        let exps_bytes = kept_exps_bytes(plan, problem);
        let staged_bytes = exps_bytes / (plan.staged_pages + 1) * plan.staged_pages;
        let staged = (self.max_units / units).max(1).min(per_sm(staged_bytes));
        per_sm(exps_bytes) >= staged
    }

    /// The loads per unit ([`PLANE_KEPT_EXPS_BYTES_PER_UNIT`] a unit) at which the planner
    /// holds a plane-per-row softmax of `problem` to keep its exps, where the request leaves
    /// both the loads and the exps to the planner and [`Self::plane_keeps_16_bit_exps`] keeps
    /// them at those loads: `None` elsewhere (the plan then holds [`HELD_BYTES_PER_UNIT`] a
    /// unit).
    fn plane_kept_exps_loads(
        &self,
        request: &LaunchRequest,
        problem: &RowProblem,
        scores: ScoreBlueprint,
        vector_size: usize,
    ) -> Option<usize> {
        let loads = PLANE_KEPT_EXPS_BYTES_PER_UNIT / (vector_size * problem.dtype.size());
        let chosen = request.kept_exps.is_none() && request.loads_per_unit.is_none();
        (chosen && self.plane_keeps_16_bit_exps(request.kind, scores, problem, vector_size, loads))
            .then_some(loads)
    }

    /// Whether the planner keeps the exps of a plane-per-row `kind` of `problem` held at `loads`
    /// vectors of `vector_size` a unit: a plain (or only scaled) 16-bit softmax written as
    /// 16-bit, held at [`PLANE_KEPT_EXPS_BYTES_PER_UNIT`] a unit, whose vectors fill every slot
    /// of their segment of a plane (a power-of-two count of vectors: 16-bit rows of 16 to 512
    /// elements on 32-wide planes). Rows that leave slots empty lost at two loads, kept or not
    /// (see [`PLANE_KEPT_EXPS_BYTES_PER_UNIT`]).
    fn plane_keeps_16_bit_exps(
        &self,
        kind: SoftmaxKind,
        scores: ScoreBlueprint,
        problem: &RowProblem,
        vector_size: usize,
        loads: usize,
    ) -> bool {
        let vectors_per_row = problem.row_len.div_ceil(vector_size).max(1);
        let lanes = segment_lanes(vectors_per_row, loads);
        plain_16_bit_softmax(kind, scores, problem)
            && loads * vector_size * problem.dtype.size() == PLANE_KEPT_EXPS_BYTES_PER_UNIT
            && lanes <= self.plane_min
            && lanes * loads == vectors_per_row
    }

    /// Whether every page's exps of `plan` fit in its cube's shared memory beside its partial
    /// states.
    fn kept_exps_fit_in_shared(&self, plan: &LaunchPlan, problem: &RowProblem) -> bool {
        let partials = self.partial_state_bytes(plan.units_per_cube as usize);
        kept_exps_bytes(plan, problem) + partials <= self.shared_memory
    }

    /// `plan` with its `exp`s kept ([`LaunchPlan::kept_exps`]): only a plane-per-row or
    /// cube-per-row softmax of whole rows written no wider than read. On a plane the exps (in
    /// the input's type) replace the held vectors; in a cube they go to shared memory, every
    /// page's where they fit beside the partial states, else the staged pages' (the bytes the
    /// staged input took) with the registers' page keeping its own in place.
    fn keeping_exps(
        &self,
        plan: LaunchPlan,
        problem: &RowProblem,
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
        Ok(LaunchPlan {
            kept_exps: true,
            kept_in_registers: plan.strategy == Strategy::PlanePerRow
                || !self.kept_exps_fit_in_shared(&plan, problem),
            ..plan
        })
    }

    fn plan(
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
            kept_exps: false,
            kept_in_registers: false,
            pages_in_loops: false,
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
fn pages_in_loops(staged_pages: usize, element_size: usize, requested: Option<bool>) -> bool {
    staged_pages > 0 && requested.unwrap_or(element_size == 4)
}

/// The widest vector (in elements) the device loads well that divides every row stride.
fn vector_size<R: Runtime>(
    client: &ComputeClient<R>,
    element_size: usize,
    strides: &[usize],
) -> usize {
    client
        .io_optimized_vector_sizes(element_size)
        .find(|&size| strides.iter().all(|stride| stride.is_multiple_of(size)))
        .unwrap_or(1)
}

/// Most vectors a cube-per-row unit holds when the planner chooses: up to
/// [`CUBE_PER_ROW_MAX_LOAD_FACTOR`] times the preferred loads, within
/// [`CUBE_PER_ROW_MAX_HELD_ELEMENTS`] and [`MAX_LOADS_PER_UNIT`]. Never fewer than the preferred
/// loads: those are [`HELD_BYTES_PER_UNIT`], at most 32 elements of 2 bytes or more.
fn cube_per_row_max_loads(vector_size: usize, preferred_loads: usize) -> usize {
    (preferred_loads * CUBE_PER_ROW_MAX_LOAD_FACTOR)
        .min(CUBE_PER_ROW_MAX_HELD_ELEMENTS / vector_size)
        .min(MAX_LOADS_PER_UNIT)
}

/// Units of the plane segment that holds a row of `vectors_per_row` vectors at `loads` vectors a
/// unit: the fewest, a power of two (before [`Limits::plane_per_row`] caps it at the narrowest
/// plane).
fn segment_lanes(vectors_per_row: usize, loads: usize) -> usize {
    vectors_per_row.div_ceil(loads.max(1)).next_power_of_two()
}

/// Whether `problem` is a softmax (not log-softmax) of 16-bit rows written as 16-bit with
/// nothing but a scale fused in: where the planner may keep its exps
/// (`Limits::keeps_16_bit_exps`).
fn plain_16_bit_softmax(kind: SoftmaxKind, scores: ScoreBlueprint, problem: &RowProblem) -> bool {
    kind == SoftmaxKind::Softmax
        && scores.mask == MaskKind::None
        && !scores.causal
        && problem.dtype.size() == 2
        && problem.output_dtype.size() == 2
}

/// Shared-memory bytes of a cube-per-row `plan`'s kept exponentials (in the type of `problem`'s
/// input) where every page's go there, the registers' one included (its staged pages take all
/// but one page of them).
fn kept_exps_bytes(plan: &LaunchPlan, problem: &RowProblem) -> usize {
    let vector_bytes = plan.vector_size * problem.dtype.size();
    (plan.staged_pages + 1) * plan.loads_per_unit * plan.units_per_cube as usize * vector_bytes
}

/// Vectors a unit holds per buffer when the planner chooses: [`HELD_BYTES_PER_UNIT`] of them.
fn preferred_loads(vector_size: usize, element_size: usize) -> usize {
    (HELD_BYTES_PER_UNIT / (vector_size * element_size)).clamp(1, MAX_LOADS_PER_UNIT)
}

/// Every row stride must be at least the row length (rows may not overlap); one row has no stride.
fn check_strides(
    rows: usize,
    row_len: usize,
    strides: impl IntoIterator<Item = (&'static str, usize)>,
) -> Result<(), SoftmaxError> {
    if rows <= 1 {
        return Ok(());
    }
    for (argument, stride) in strides {
        if stride < row_len {
            return Err(SoftmaxError::StrideTooShort {
                argument,
                stride,
                row_len,
            });
        }
    }
    Ok(())
}

fn check_dtype<R: Runtime>(
    client: &ComputeClient<R>,
    argument: &'static str,
    dtype: StorageType,
) -> Result<(), SoftmaxError> {
    match dtype {
        StorageType::Scalar(ElemType::Float(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16)) => {
        }
        other => return Err(SoftmaxError::UnsupportedDtype(argument, other)),
    }
    if !client.properties().supports_type(dtype) {
        return Err(SoftmaxError::DtypeUnavailable(argument, dtype));
    }
    Ok(())
}

/// The rows of one buffer as a launch indexes them: `rows` rows of `row_len` elements of `dtype`
/// read in vectors of `vector` elements.
struct RowsLayout {
    rows: usize,
    element_size: usize,
    vector: usize,
    vectors_per_row: usize,
}

impl RowsLayout {
    fn new(rows: usize, row_len: usize, dtype: StorageType, vector: usize) -> Self {
        Self {
            rows,
            element_size: dtype.size(),
            vector,
            vectors_per_row: row_len.div_ceil(vector),
        }
    }

    /// Checks that `handle` holds every row at `row_stride` elements apart, starting on a vector
    /// boundary; returns the elements a kernel may index.
    ///
    /// Panics if the plan's vector does not divide `row_stride` (a plan made for another problem).
    fn check(
        &self,
        argument: &'static str,
        handle: &Handle,
        row_stride: usize,
    ) -> Result<usize, SoftmaxError> {
        self.check_starts(argument, handle, &RowStarts::Strided(row_stride))
    }

    /// Checks that `handle` holds every row where `starts` puts it, each starting on a vector
    /// boundary; returns the elements a kernel may index.
    ///
    /// Panics if the plan's vector does not divide a stride of `starts` (a plan made for another
    /// problem).
    fn check_starts(
        &self,
        argument: &'static str,
        handle: &Handle,
        starts: &RowStarts,
    ) -> Result<usize, SoftmaxError> {
        for stride in starts.strides() {
            assert!(
                stride.is_multiple_of(self.vector),
                "plan: vector size {} does not divide the {argument} row stride {stride}",
                self.vector
            );
        }
        let len = starts.last_start(self.rows) + self.vectors_per_row * self.vector;
        check_buffer(argument, handle, len, self.element_size, self.vector)?;
        Ok(len)
    }
}

/// Checks that `handle` holds `elements` elements of `element_size` bytes and starts on a
/// boundary of `vector` of them; what every launch asks of each buffer it indexes.
fn check_buffer(
    argument: &'static str,
    handle: &Handle,
    elements: usize,
    element_size: usize,
    vector: usize,
) -> Result<(), SoftmaxError> {
    let needed = (elements * element_size) as u64;
    let bytes = handle.size_in_used();
    if bytes < needed {
        return Err(SoftmaxError::BufferTooSmall {
            argument,
            bytes,
            needed,
        });
    }
    let alignment = vector * element_size;
    let offset = handle.offset_start.unwrap_or(0);
    if !offset.is_multiple_of(alignment as u64) {
        return Err(SoftmaxError::Misaligned {
            argument,
            offset,
            alignment,
        });
    }
    Ok(())
}

/// Launches the planned softmax from `input` into `output`, laid out as `problem` says, with
/// nothing fused that needs a mask buffer: [`launch_fused_softmax`] without a mask.
pub fn launch_softmax<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    output: Handle,
    problem: &RowProblem,
    plan: &LaunchPlan,
) -> Result<(), SoftmaxError> {
    launch_fused_softmax(client, input, None, output, problem, plan)
}

/// Launches the planned softmax of the scores of `input` (see [`FusedScores`]) into `output`,
/// laid out as `problem` says; `mask` is the mask buffer `problem.fused.mask` describes.
///
/// Guaranteed not to launch anything that could read or write outside the buffers: their sizes
/// and alignment are checked against the problem and the plan first. An empty problem launches
/// nothing. The gap of a pitched output row may be written up to the next vector boundary (with
/// values of no meaning); nothing beyond it is.
///
/// Panics if `plan` was made for a problem with other fused options.
pub fn launch_fused_softmax<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    mask: Option<Handle>,
    output: Handle,
    problem: &RowProblem,
    plan: &LaunchPlan,
) -> Result<(), SoftmaxError> {
    check_problem(client, problem)?;
    let options = problem
        .fused
        .blueprint(plan.vector_size, Some(plan.scores.mask_held));
    assert_eq!(
        plan.scores, options,
        "plan: made for other fused options than the problem's"
    );
    if problem.is_empty() {
        return Ok(());
    }
    let vector = plan.vector_size;
    let rows = |dtype| RowsLayout::new(problem.rows, problem.row_len, dtype, vector);
    let input_len = rows(problem.dtype).check_starts("input", &input, &problem.input_rows)?;
    let output_len =
        rows(problem.output_dtype).check("output", &output, problem.output_row_stride)?;
    let (mask, mask_len, mask_dtype) = match (problem.fused.mask, mask) {
        (Some(layout), Some(mask)) => {
            let len = check_mask(&layout, &mask, problem.row_len, vector)?;
            (mask, len, layout.dtype)
        }
        (None, None) => (input.clone(), input_len, problem.dtype),
        (layout, _) => return Err(mask_buffer_mismatch(layout.is_some())),
    };
    let vectors_per_row = problem.row_len.div_ceil(vector);
    let tail_lanes = problem.row_len - (vectors_per_row - 1) * vector;
    let input_rows = || problem.input_rows.offsets(problem.rows, vector);
    let output_stride = problem.output_row_stride / vector;
    let address_type = AddressType::from_len(input_len.max(output_len).max(mask_len));
    let cube_count = CubeCount::new_1d(plan.cubes);
    let cube_dim = CubeDim::new_1d(plan.units_per_cube);
    let blueprint = plan.blueprint(problem.input_rows.by_terms());
    let score_args = || score_args(&problem.fused, problem.row_len, vector);
    let dtypes = [problem.dtype, problem.output_dtype, mask_dtype];
    // SAFETY: every buffer holds the rows it is indexed with (checked above), and the kernels
    // only index rows `< problem.rows`, each `vectors_per_row` vectors from its row start (the
    // mask's row start from its layout's terms, checked with it).
    unsafe {
        let output = ArrayArg::from_raw_parts(output, output_len);
        let mask_arg = |mask| ArrayArg::from_raw_parts(mask, mask_len);
        match plan.strategy {
            Strategy::PlanePerRow => softmax_plane_per_row::launch_unchecked::<R>(
                client,
                cube_count,
                cube_dim,
                address_type,
                vector,
                ArrayArg::from_raw_parts(input, input_len),
                mask_arg(mask),
                output,
                problem.rows,
                vectors_per_row,
                tail_lanes,
                input_rows(),
                output_stride,
                score_args(),
                blueprint,
                dtypes,
            ),
            Strategy::CubePerRow => {
                let (exchange, exchange_len) = exchange_words(client, problem.rows, plan, &input);
                softmax_cube_per_row::launch_unchecked::<R>(
                    client,
                    cube_count,
                    cube_dim,
                    address_type,
                    vector,
                    ArrayArg::from_raw_parts(input, input_len),
                    mask_arg(mask),
                    output,
                    ArrayArg::from_raw_parts(exchange, exchange_len),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    input_rows(),
                    output_stride,
                    plan.chunks,
                    EXCHANGE_WAIT_POLLS,
                    score_args(),
                    blueprint,
                    dtypes,
                )
            }
            Strategy::SplitRow => {
                let state_count = 2 * problem.rows * plan.chunks;
                let states = client.empty(state_count * core::mem::size_of::<f32>());
                split_row_states::launch_unchecked::<R>(
                    client,
                    cube_count.clone(),
                    cube_dim,
                    address_type,
                    vector,
                    ArrayArg::from_raw_parts(input.clone(), input_len),
                    mask_arg(mask.clone()),
                    ArrayArg::from_raw_parts(states.clone(), state_count),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    input_rows(),
                    plan.chunks,
                    score_args(),
                    blueprint,
                    [problem.dtype, mask_dtype],
                );
                split_row_normalize::launch_unchecked::<R>(
                    client,
                    cube_count,
                    cube_dim,
                    address_type,
                    vector,
                    ArrayArg::from_raw_parts(input, input_len),
                    mask_arg(mask),
                    output,
                    ArrayArg::from_raw_parts(states, state_count),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    input_rows(),
                    output_stride,
                    plan.chunks,
                    score_args(),
                    blueprint,
                    dtypes,
                )
            }
        }
    }
    Ok(())
}

/// The kernels' runtime half of `fused`, for rows of `row_len` elements read in vectors of
/// `vector` elements.
fn score_args<R: Runtime>(
    fused: &FusedScores,
    row_len: usize,
    vector: usize,
) -> ScoreArgsLaunch<R> {
    // Keys `j < query + offset + 1` are kept; that bound is split into an added and a
    // subtracted unsigned part. Clamping it to [-queries, row_len] changes no row's limit.
    let (queries, add, sub) = fused.causal.map_or((1, 0, 0), |causal| {
        let bound = causal
            .offset
            .saturating_add(1)
            .clamp(-(causal.queries as i64), row_len as i64);
        (
            causal.queries,
            bound.max(0) as usize,
            bound.min(0).unsigned_abs() as usize,
        )
    });
    ScoreArgsLaunch::new(
        fused.scale.unwrap_or(1.0),
        f32::NEG_INFINITY,
        queries,
        add,
        sub,
        outer_offsets(
            fused
                .mask
                .map_or([OffsetTerm::UNUSED; OFFSET_TERMS], |mask| mask.terms),
            vector,
        ),
    )
}

/// The kernels' [`OuterOffsets`] of `terms` (in elements), for a buffer read in vectors of
/// `vector` elements.
fn outer_offsets<R: Runtime>(
    terms: [OffsetTerm; OFFSET_TERMS],
    vector: usize,
) -> OuterOffsetsLaunch<R> {
    let [t0, t1, t2] = terms;
    OuterOffsetsLaunch::new(
        t0.div,
        t0.len,
        t0.stride / vector,
        t1.div,
        t1.len,
        t1.stride / vector,
        t2.div,
        t2.len,
        t2.stride / vector,
    )
}

/// Checks that `mask` holds every row `layout` addresses, starting on a vector boundary; returns
/// the elements a kernel may index.
fn check_mask(
    layout: &MaskLayout,
    mask: &Handle,
    row_len: usize,
    vector: usize,
) -> Result<usize, SoftmaxError> {
    let last_row: usize = layout
        .terms
        .iter()
        .map(|term| (term.len - 1) * term.stride)
        .sum();
    let len = last_row + row_len.div_ceil(vector) * vector;
    check_buffer("mask", mask, len, layout.dtype.size(), vector)?;
    Ok(len)
}

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
/// cube-per-row, each unit holding [`HELD_BYTES_PER_UNIT`] of `y` and as much of `dy` in
/// registers and further pages of both in shared memory (on an H100, f32 rows up to 36864
/// elements and bf16 up to 65536; log-softmax, which stages only `dy`, f32 rows up to 65536 and
/// bf16 up to 131072). Longer rows are cut into chunks as the forward's are
/// ([`plan_launch`]): one cube per chunk, the cubes of a row exchanging their chunk sums, where
/// the device says its SM count; split-row, reading `y` and `dy` twice, elsewhere.
///
/// Guaranteed to return a plan whose units hold every vector of a row (or of a chunk), or an
/// error naming the argument at fault.
pub fn plan_backward<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &BackwardProblem,
    request: &LaunchRequest,
) -> Result<LaunchPlan, SoftmaxError> {
    check_backward(client, problem)?;
    let limits = Limits::read(client, request)?;
    let element_size = problem.dtype.size();
    let widest = element_size.max(problem.dx_dtype.size());
    let vector_size = vector_size(client, widest, &problem.vector_divides());
    let vectors_per_row = problem.row_len.div_ceil(vector_size).max(1);
    let preferred_loads = preferred_loads(vector_size, element_size);
    // Two buffers are held, so the planner keeps each to the preferred loads in registers: a
    // cube-per-row unit then holds as many registers as the forward's at twice those loads, its
    // largest. Rows that need the largest cube hold fewer (see
    // [`BACKWARD_LARGEST_CUBE_HELD_ELEMENTS`]). Pages of both buffers beyond that are staged, as
    // the forward's are.
    let largest_cube = vectors_per_row > (limits.max_units / 2) * preferred_loads;
    let (max_loads, page_loads) = if largest_cube {
        let max_loads =
            preferred_loads.min((BACKWARD_LARGEST_CUBE_HELD_ELEMENTS / vector_size).max(1));
        let page_loads = max_loads.min((BACKWARD_PAGE_ELEMENTS / vector_size).max(1));
        (max_loads, page_loads)
    } else {
        (preferred_loads, preferred_loads)
    };
    // Log-softmax stages only `dy` (its kernel reads `y` at the tail), so its pages take half the
    // shared memory: the largest cube holds rows twice as long, and longer rows take fewer
    // chunks; the pairs of smaller cubes stay at `BACKWARD_PAIRED_MAX_STAGED_PAGES`.
    let staged_buffers = if stages_y(request.kind) { 2 } else { 1 };
    let holding = Holding {
        max_loads,
        page_loads,
        staged_slot_bytes: staged_buffers * vector_size * element_size,
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
        return Ok(limits.plan(
            request.kind,
            ScoreBlueprint::PLAIN,
            Strategy::CubePerRow,
            vector_size,
            shape?,
        ));
    }
    let (paired_cube, holding) = limits.paired_backward_cube(
        request,
        problem.rows,
        vectors_per_row,
        preferred_loads,
        holding,
    );
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
    Ok(limits.plan(
        request.kind,
        ScoreBlueprint::PLAIN,
        strategy,
        vector_size,
        shape,
    ))
}

fn check_backward<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &BackwardProblem,
) -> Result<(), SoftmaxError> {
    check_dtype(client, "dtype", problem.dtype)?;
    check_dtype(client, "dx_dtype", problem.dx_dtype)?;
    check_strides(problem.rows, problem.row_len, problem.strides())?;
    problem.y_rows.check("y_rows")?;
    problem.dy_rows.check("dy_rows")?;
    check_scale(Some(problem.scale))?;
    Ok(())
}

/// The exchange a cube-per-row launch of `rows` rows under `plan` passes its kernel, and its
/// length in words: a kept buffer of [`row_words`] words per row, every one
/// [`ABSENT`](crate::exchange::ABSENT) (see [`exchange_buffer`]), when chunks are exchanged;
/// otherwise `stand_in` (the kernel never touches it then).
fn exchange_words<R: Runtime>(
    client: &ComputeClient<R>,
    rows: usize,
    plan: &LaunchPlan,
    stand_in: &Handle,
) -> (Handle, usize) {
    if !plan.exchanges() {
        return (stand_in.clone(), 1);
    }
    let words = rows * row_words(plan.chunks);
    (exchange_buffer(client, words), words)
}

/// Launches the planned backward: `dx` from `y` and `dy`, laid out as `problem` says.
///
/// Guaranteed not to launch anything that could read or write outside the buffers (their sizes
/// and alignment are checked first); an empty problem launches nothing.
pub fn launch_softmax_backward<R: Runtime>(
    client: &ComputeClient<R>,
    y: Handle,
    dy: Handle,
    dx: Handle,
    problem: &BackwardProblem,
    plan: &LaunchPlan,
) -> Result<(), SoftmaxError> {
    check_backward(client, problem)?;
    if problem.rows * problem.row_len == 0 {
        return Ok(());
    }
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
                    blueprint,
                    [problem.dtype, problem.dx_dtype],
                )
            }
        }
    }
    Ok(())
}

/// A softmax along an axis that is not the innermost, of a tensor seen as `[outer, len, inner]`:
/// element `(o, l, i)` at `o * outer_stride + l * len_stride + i` of each buffer (`inner`
/// contiguous). Read in place by the column strategy ([`columns`](crate::columns)).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ColumnProblem {
    pub outer: usize,
    pub len: usize,
    pub inner: usize,
    pub dtype: StorageType,
    pub output_dtype: StorageType,
    /// Where each outer index `o` starts in the input: `o * stride`, or by terms where the axes
    /// before the softmax axis do not step as one index (a slice along one of them, an axis
    /// broadcast by `expand`).
    pub input_outer: RowStarts,
    /// Where the input's inner elements are from the start of their outer index, by terms over
    /// the inner element index (as [`ColumnStrides::inner`]), where the axes after the softmax
    /// axis are not contiguous among themselves (a slice along the last axis with more than one
    /// axis after the softmax axis); `None` where they are: element `i` at `i`.
    pub input_inner: Option<[OffsetTerm; OFFSET_TERMS]>,
    pub input_len_stride: usize,
    pub output_outer_stride: usize,
    pub output_len_stride: usize,
    /// Multiplies `x` first; finite and nonzero.
    pub scale: Option<f32>,
    /// A mask read with the input (the forward only).
    pub mask: Option<ColumnMaskLayout>,
    /// Where the backward's `dy` is when it is not laid out as its `y` (the input's fields):
    /// `None` for where `y` is. The backward only.
    pub dy_layout: Option<ColumnStrides>,
}

/// Where a buffer of a [`ColumnProblem`] other than its input is laid out: the start of each
/// outer index and the elements between those of a column, as the input's `input_outer` and
/// `input_len_stride`; its `inner` elements are contiguous, as every buffer's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnStrides {
    pub outer: RowStarts,
    /// Terms locating inner element `i` from the start of its outer index, where the axes
    /// after the softmax axis are not contiguous among themselves: `sum over t of ((i / div_t)
    /// % len_t) * stride_t` elements, runs of those axes that step evenly merged into one term
    /// (unused terms [`OffsetTerm::UNUSED`]). Vectors wider than one element are read only where
    /// the term of `div` 1, the innermost axis, is unit-strided and the vector divides its `len`
    /// and the other terms' `div` and `stride`, so that a vector never straddles two runs.
    /// `None` where those axes are contiguous: element `i` at `i`.
    pub inner: Option<[OffsetTerm; OFFSET_TERMS]>,
    pub len_stride: usize,
}

/// Element counts every vector of a buffer whose inner elements `terms` find must divide (see
/// [`ColumnStrides::inner`]): 1, which allows only one-element vectors, where its innermost axis
/// is not unit-strided.
fn inner_vector_divides(terms: &[OffsetTerm; OFFSET_TERMS]) -> Vec<usize> {
    let used = terms.iter().filter(|term| term.len > 1);
    let mut divides = vec![1];
    for term in used {
        match (term.div, term.stride) {
            (1, 1) => divides[0] = term.len,
            (1, _) => return vec![1],
            (div, stride) => divides.extend([div, stride]),
        }
    }
    divides
}

/// The kernels' offsets of inner vectors of `vector` elements from `terms` over inner elements
/// (see [`ColumnStrides::inner`]): the innermost axis steps one vector at a time over its
/// `len / vector` vectors, the others step in blocks of `div / vector` vectors.
fn inner_offsets<R: Runtime>(
    terms: [OffsetTerm; OFFSET_TERMS],
    vector: usize,
) -> OuterOffsetsLaunch<R> {
    let in_vectors = terms.map(|term| match term {
        OffsetTerm { len: 1, .. } => OffsetTerm::UNUSED,
        OffsetTerm {
            div: 1,
            len,
            stride,
        } => OffsetTerm {
            div: 1,
            len: len / vector,
            // `outer_offsets` divides every stride by the vector: this one is in vectors.
            stride: stride * vector,
        },
        OffsetTerm { div, len, stride } => OffsetTerm {
            div: div / vector,
            len,
            stride,
        },
    });
    outer_offsets(in_vectors, vector)
}

/// The inner terms of a [`ColumnLayout`](crate::columns::ColumnLayout) or
/// [`ColumnSource`](crate::columns::ColumnSource): `terms` in vectors, or none read.
fn inner_offsets_or_unused<R: Runtime>(
    terms: Option<[OffsetTerm; OFFSET_TERMS]>,
    vector: usize,
) -> OuterOffsetsLaunch<R> {
    inner_offsets(terms.unwrap_or([OffsetTerm::UNUSED; OFFSET_TERMS]), vector)
}

impl ColumnStrides {
    /// Which of these offsets the kernels find by terms.
    fn read(&self) -> ColumnRead {
        ColumnRead {
            outer_by_terms: self.outer.by_terms(),
            inner_by_terms: self.inner.is_some(),
        }
    }

    /// Element counts every vector must divide.
    fn vector_divides(&self) -> Vec<usize> {
        let mut divides = self.outer.strides();
        divides.push(self.len_stride);
        if let Some(inner) = &self.inner {
            divides.extend(inner_vector_divides(inner));
        }
        divides
    }

    /// Elements a buffer laid out so spans for `outer` indices of `len` elements of `inner`:
    /// one past the furthest element its strides or terms can address.
    fn buffer_len(&self, outer: usize, len: usize, inner: usize) -> usize {
        let last_inner = match &self.inner {
            Some(terms) => terms.iter().map(|term| (term.len - 1) * term.stride).sum(),
            None => inner - 1,
        };
        self.outer.last_start(outer) + (len - 1) * self.len_stride + last_inner + 1
    }

    /// Checks the terms (nonzero `div` and `len`) and that columns laid out at one stride do
    /// not overlap, naming `argument` (with `.outer`, `.inner` or `.len_stride`) at fault.
    fn check(
        &self,
        arguments: [&'static str; 3],
        outer: usize,
        len: usize,
        inner: usize,
    ) -> Result<(), SoftmaxError> {
        let [outer_argument, inner_argument, len_argument] = arguments;
        self.outer.check(outer_argument)?;
        if let Some(terms) = self.inner {
            RowStarts::Terms(terms).check(inner_argument)?;
            // Inner elements found by terms are only read, and columns may overlap.
            return Ok(());
        }
        let mut strides = vec![(len_argument, self.len_stride, inner, len)];
        if let RowStarts::Strided(stride) = self.outer {
            strides.push((outer_argument, stride, len * self.len_stride, outer));
        }
        for (argument, stride, covers, indices) in strides {
            if indices > 1 && stride < covers {
                return Err(SoftmaxError::StrideTooShort {
                    argument,
                    stride,
                    row_len: covers,
                });
            }
        }
        Ok(())
    }
}

/// Where the mask of a [`ColumnProblem`] is, in elements of the mask buffer: element `(o, l, i)`
/// at `sum over terms of ((o / div) % len) * stride + l * len_stride + i` (without the `+ i` when
/// `broadcast_inner`: one element for every `i`). Terms are runs of the outer axes the mask does
/// not broadcast, as [`MaskLayout`]'s are of a row's; unused ones are [`OffsetTerm::UNUSED`]. A
/// boolean mask is stored as an unsigned integer type, nonzero meaning masked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnMaskLayout {
    pub kind: MaskKind,
    pub dtype: StorageType,
    pub terms: [OffsetTerm; OFFSET_TERMS],
    /// 0 where the mask is broadcast along the softmax axis.
    pub len_stride: usize,
    pub broadcast_inner: bool,
}

impl ColumnMaskLayout {
    /// Mask elements a kernel may read: one past the last one the layout addresses.
    fn elements(&self, len: usize, inner: usize) -> usize {
        let last_outer: usize = self
            .terms
            .iter()
            .map(|term| (term.len - 1) * term.stride)
            .sum();
        let inner = if self.broadcast_inner { 1 } else { inner };
        last_outer + (len - 1) * self.len_stride + inner
    }

    /// Element strides the mask's vectors must divide (none where it is read an element at a
    /// time).
    fn strides(&self) -> Vec<usize> {
        if self.broadcast_inner {
            return Vec::new();
        }
        let mut strides: Vec<usize> = self.terms.iter().map(|term| term.stride).collect();
        strides.push(self.len_stride);
        strides
    }
}

impl ColumnProblem {
    /// `[outer, len, inner]` stored contiguously in both buffers, output of the input's dtype.
    pub fn contiguous(outer: usize, len: usize, inner: usize, dtype: StorageType) -> Self {
        Self {
            outer,
            len,
            inner,
            dtype,
            output_dtype: dtype,
            input_outer: RowStarts::Strided(len * inner),
            input_inner: None,
            input_len_stride: inner,
            output_outer_stride: len * inner,
            output_len_stride: inner,
            scale: None,
            mask: None,
            dy_layout: None,
        }
    }

    /// Where the input is, as [`ColumnStrides`].
    fn input(&self) -> ColumnStrides {
        ColumnStrides {
            outer: self.input_outer,
            inner: self.input_inner,
            len_stride: self.input_len_stride,
        }
    }

    /// Where the backward's `dy` is: its own layout, or the input's.
    fn dy(&self) -> ColumnStrides {
        self.dy_layout.unwrap_or(self.input())
    }

    /// Element counts every vector must divide.
    fn strides(&self) -> Vec<usize> {
        let mut strides = self.input().vector_divides();
        strides.extend([self.output_outer_stride, self.output_len_stride]);
        if let Some(dy) = self.dy_layout {
            strides.extend(dy.vector_divides());
        }
        strides
    }
}

/// Units the column strategy aims to run, splitting columns into segments until it does: half of
/// what an H100 holds at once (132 SMs x 2048 units). On the H100, [4, 16, 1024, 1024] along
/// dim 2 ran at 0.46x (f32) and 0.18x (bf16) of a same-bytes copy with a unit per column (16384
/// and 8192 units), 0.61x and 0.48x with this rule (8 and 16 segments), and 0.58x and 0.33x with
/// twice the units and up to 32 segments (docs/PERFORMANCE.md, "A non-last axis").
const COLUMN_TARGET_UNITS: usize = 1 << 17;

/// Most segments [`column_segments`] splits a column into: each adds a slot to the merge every
/// unit reads, and at 16 a cube still spans 16 vectors (256 bytes) of each row it reads; 32
/// segments (8 vectors) lost on the H100 (above).
const COLUMN_MAX_SEGMENTS: usize = 16;

/// Segments the column strategy splits each column into, for `columns` vector columns of `len`
/// elements: guaranteed to be a power of two, the fewest that reach [`COLUMN_TARGET_UNITS`]
/// units, at most [`COLUMN_MAX_SEGMENTS`] and at most `len` (a segment with no element would
/// only idle).
pub fn column_segments(columns: usize, len: usize) -> usize {
    let wanted = COLUMN_TARGET_UNITS
        .div_ceil(columns.max(1))
        .next_power_of_two();
    // The largest power of two not above `len`.
    let at_most = COLUMN_MAX_SEGMENTS.min(1 << len.max(1).ilog2());
    wanted.min(at_most)
}

/// Units a streamed column strategy runs at least, in more segments than [`column_segments`]
/// gives where the columns are few: 128 cubes of 256 units, about one per SM of an H100. Long
/// columns streamed in 16 segments ran 8 to 16 cubes there; on the H100, kernel alone
/// (`cubemax-report columns --segments`, docs/PERFORMANCE.md, "Views, and long columns in the
/// backward"), f32 [1, 32768, 1024] took 826.2 us in 16 segments (16 cubes) and 195.6 us in
/// 128, [2, 16384, 1024] 435.9 us and 178.3 us in 64, bf16 [2, 16384, 1024] 500.1 and 115.5 in
/// 128. Over the 14 forward and backward cases of that sweep the planner streams, this rule is
/// 48 us slower in all than the best segments of each, and aiming at twice the units 140 us.
const COLUMN_STREAMED_MIN_UNITS: usize = 1 << 15;

/// Most segments a streamed column is split into to reach [`COLUMN_STREAMED_MIN_UNITS`]: two
/// units of columns per cube. With one (256 segments), f32 [1, 32768, 1024] took 561.4 us
/// against 195.6 us in 128 segments (same run).
const COLUMN_STREAMED_MAX_SEGMENTS: usize = 128;

/// Segments a streamed column is split into (see [`column_segments`]): those, or more where they
/// give fewer than [`COLUMN_STREAMED_MIN_UNITS`] units, at most
/// [`COLUMN_STREAMED_MAX_SEGMENTS`]; guaranteed to be a power of two and at most `len`.
pub fn streamed_column_segments(columns: usize, len: usize) -> usize {
    let at_least = COLUMN_STREAMED_MIN_UNITS
        .div_ceil(columns.max(1))
        .next_power_of_two()
        .min(COLUMN_STREAMED_MAX_SEGMENTS);
    column_segments(columns, len)
        .max(at_least)
        .min(1 << len.max(1).ilog2())
}

/// Bytes of its column each unit of the column strategy has in flight when it streams: 8 loads
/// of 16-byte vectors, whatever the dtype. With 8 f32 loads the H100 ran a [4, 16, 1024, 1024]
/// softmax along dim 2 at 0.40x of a copy (docs/PERFORMANCE.md). 2-byte types had 16 loads (the
/// same bytes per vector lane) until 2026-11-23: 8 took bf16 from 202-204 us to 193 us there, 4
/// gave 199 us (docs/runs/2026-11-23-h100-columns-loads/).
const COLUMN_BYTES_IN_FLIGHT_PER_UNIT: usize = 128;

/// Elements of its column a unit holds when the planner holds columns: 16 vectors of f32 or 8
/// of bf16. On the H100 (`cubemax-report columns`, docs/PERFORMANCE.md, "A non-last axis held
/// in registers"), fewer per unit meant more segments to merge and lost: f32 [64, 1024, 1024]
/// along 1024 took 245 us at 16 vectors, 284 at 8 and 718 at 4 (256-unit cubes); bf16 173 us
/// at 8 vectors, 352 at 4. More (16 vectors of bf16) held 170 registers and lost too.
const COLUMN_HELD_ELEMENTS: usize = 64;

/// Elements of its column a unit of a 2-byte input holds in registers, and in shared memory
/// after them, when registers alone would cut its column into more than two parts: 4 and 12
/// vectors of bf16, the 256 bytes per unit of f32's 16 vectors. In registers only, bf16 units
/// take about as many registers per element as f32 ones (128 for 8 vectors of 8, 110 for 16 of
/// 4), so they hold half the bytes. On the H100, kernel alone (`cubemax-report columns`,
/// docs/runs/2026-11-24-h100-staged-columns/final/): bf16 [64, 1024, 1024] along 1024 took
/// 122.0 us staged against 128.8 us in registers, [32, 2048, 512] 77.3 against 94.4,
/// [16, 4096, 256] 47.2 against 71.0, [8, 21, 262144] 81.4 against 91.9, and under an additive
/// mask [1024, 1024] (2 + 6 vectors) 188.7 against 246.5.
const COLUMN_STAGED_HELD_ELEMENTS: usize = 32;
const COLUMN_STAGED_ELEMENTS: usize = 96;

/// Vectors a unit holds, whatever the budget above, of a column that the budget would split
/// into more segments than [`COLUMN_HELD_MAX_UNITS`] units hold: bf16 [16, 4096, 256] along the
/// 4096 took 109.0 us held at 16 vectors of 8 in 512-unit cubes, 177.8 us streamed (H100,
/// docs/runs/2026-11-23-h100-held-columns/plane-merge/columns.log). It lets bf16 columns of up
/// to 4096 elements be held, as f32 ones are.
const COLUMN_LONG_HELD_VECTORS: usize = 16;

/// Fewest vector columns a cube of held columns spans: a plane's loads then cover at least 2
/// consecutive 16-byte vectors of every row they touch, a full 32-byte sector.
const COLUMN_HELD_MIN_COLUMN_UNITS: usize = 2;

/// Vector columns a cube of held columns spans, where a cube of at most
/// [`COLUMN_HELD_MAX_UNITS`] does so, when its units hold two buffers' vectors: `y` and `dy` in
/// the backward, or an f32 input and its additive mask. On the H100 at [64, 1024, 1024] along
/// 1024 (128 segments; kernel alone, docs/PERFORMANCE.md, "Wider cubes for held columns"),
/// 512-unit cubes of 4 columns against 256-unit ones of 2: the f32 backward 281.8 against 319.7
/// us, the bf16 backward 163.3 against 174.6, f32 under an additive mask 263.3 against 279.3;
/// bf16 under an additive mask lost (202.7 against 186.6 us), so it keeps 2.
const COLUMN_HELD_PAIR_COLUMN_UNITS: usize = 4;

/// Largest cube the planner holds columns in: a unit of a 1024-unit cube has at most 64
/// registers, and a held column spilled there (f32 [16, 4096, 256] at 16 vectors per unit: 143
/// us in 1024-unit cubes, 124 us in 512-unit ones; on the H100, same run as above). Columns
/// that need more segments are streamed.
const COLUMN_HELD_MAX_UNITS: usize = 512;

/// What a caller may force of the column strategy; the planner chooses the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnRequest {
    pub kind: SoftmaxKind,
    /// Hold each unit's part of its column in registers (`true`: one read of `x`) or stream it
    /// twice (`false`). The planner holds every column a cube can hold with
    /// [`COLUMN_HELD_ELEMENTS`] per unit.
    pub held: Option<bool>,
    /// Held columns: most vectors a unit holds in registers, a power of two up to 16.
    pub held_vectors: Option<usize>,
    /// Held columns: most vectors a unit holds in shared memory after those, up to 16 (of each
    /// of `y` and `dy` in the backward).
    pub staged_vectors: Option<usize>,
    /// Held columns: how the segments of a column merge (plane operations where the runtime
    /// advertises them, when the planner chooses). Streamed columns merge through shared memory.
    pub merge: Option<MergePath>,
    /// Units per cube: a power of two, at least the segments of a held column, 256 when
    /// streamed.
    pub units_per_cube: Option<u32>,
    /// Streamed columns: segments each column is split into, a power of two up to 256 (the
    /// planner's is [`column_segments`]). Asking for it streams the columns; with `held:
    /// Some(true)` it is an error.
    pub segments: Option<usize>,
    /// Streamed columns: groups of `segments` segments each column is cut into, one cube per
    /// group and block of columns, in two launches (the groups' states, then the output) where
    /// more than one; at most [`MAX_COLUMN_LEN_GROUPS`]. The planner's is
    /// [`streamed_column_split`]'s (with the request's `segments`, [`column_len_groups`]'s). Held
    /// columns take 1.
    pub len_groups: Option<usize>,
    /// At most this many cubes (at least 1), each stepping over blocks of columns. The planner's
    /// bound is 65535; tests use it to run the stride loop on small problems.
    pub max_cubes: Option<u32>,
}

impl ColumnRequest {
    /// A request that lets the planner choose everything.
    pub fn new(kind: SoftmaxKind) -> Self {
        Self {
            kind,
            held: None,
            held_vectors: None,
            staged_vectors: None,
            merge: None,
            units_per_cube: None,
            segments: None,
            len_groups: None,
            max_cubes: None,
        }
    }
}

/// Everything a launch of the column strategy needs, chosen by [`plan_columns`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnPlan {
    pub kind: SoftmaxKind,
    /// Lanes of a vector: adjacent columns each unit owns.
    pub vector_size: usize,
    /// Units along each column (a power of two), each taking every `segments`-th element.
    pub segments: usize,
    pub units_per_cube: u32,
    /// Vectors each unit holds in registers, with `staged_vectors` enough for its whole part of
    /// a column; 0 when the column is streamed twice.
    pub held_vectors: usize,
    /// Vectors each unit holds in shared memory after its `held_vectors`.
    pub staged_vectors: usize,
    /// Streamed columns: vectors each unit has in flight (0 when held).
    pub loads_per_unit: usize,
    /// How the segments of a column merge (always through shared memory when streamed).
    pub merge: MergePath,
    /// Cubes along the columns, each stepping over blocks of them.
    pub cubes: u32,
    /// Streamed columns: groups of `segments` the columns are cut into along `len`, each its own
    /// `cubes` (1: one launch; more: two, see [`softmax_columns`] and
    /// [`softmax_backward_columns`]). 1 when held.
    pub len_groups: usize,
}

impl core::fmt::Display for ColumnPlan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.held_vectors > 0 {
            write!(
                f,
                "columns held, {} x vector {} per unit",
                self.held_vectors, self.vector_size
            )?;
            if self.staged_vectors > 0 {
                write!(f, " + {} staged", self.staged_vectors)?;
            }
        } else {
            write!(
                f,
                "columns streamed twice, {} x vector {} in flight per unit",
                self.loads_per_unit, self.vector_size
            )?;
        }
        write!(f, ", {} segments ({} merge), ", self.segments, self.merge)?;
        if self.len_groups > 1 {
            write!(
                f,
                "{} groups of them in two launches, {} x {} cubes",
                self.len_groups, self.cubes, self.len_groups
            )?;
        } else {
            write!(f, "{} cubes", self.cubes)?;
        }
        write!(f, " x {} units", self.units_per_cube)
    }
}

/// Plans the column strategy for `problem` on `client`'s device, as `request` forces or as the
/// planner chooses: columns are held when a cube of at most [`COLUMN_HELD_MAX_UNITS`] (and the
/// device's largest size) can split them into parts of at most [`COLUMN_HELD_ELEMENTS`] (or
/// [`COLUMN_LONG_HELD_VECTORS`] vectors for longer ones; half of each under an additive mask
/// whose vectors the units hold too), with [`COLUMN_HELD_MIN_COLUMN_UNITS`] columns per cube
/// ([`COLUMN_HELD_PAIR_COLUMN_UNITS`] for an f32 input held beside its mask, where the cube
/// allows), and streamed twice otherwise. A 2-byte input's columns longer than two units' parts of that
/// budget (without a boolean mask) are held as [`COLUMN_STAGED_HELD_ELEMENTS`] in registers
/// and [`COLUMN_STAGED_ELEMENTS`] in shared memory per unit instead (halved too under an
/// additive mask), where shared memory allows.
///
/// Guaranteed to return a plan whose cubes hold every segment of a column (one cube, unless
/// streamed in `len_groups > 1` groups) and, when held, whose units hold their whole part of
/// it; a forced choice that cannot is an error naming it.
pub fn plan_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<ColumnPlan, SoftmaxError> {
    // A unit holds an additive mask's vectors beside the input's: half the elements of each, as
    // the backward holds `y` and `dy`. (A bf16 input with a bf16 mask fits the full budget in
    // registers, but holding it all ran no faster on the H100: docs/PERFORMANCE.md, "Masks along
    // a non-last axis, in place".)
    let holds_mask_vectors = problem
        .mask
        .is_some_and(|mask| mask.kind == MaskKind::Additive && !mask.broadcast_inner);
    let share = if holds_mask_vectors { 2 } else { 1 };
    // A boolean mask is left out: staged, bf16 [4, 16, 1024, 1024] along dim 2 under a mask
    // [4, 1, 1024, 1] took 195.1 us against 142.2 us in registers (docs/PERFORMANCE.md,
    // "Columns staged in shared memory").
    let boolean_mask = problem
        .mask
        .is_some_and(|mask| mask.kind == MaskKind::Boolean);
    let column_units = if holds_mask_vectors && problem.dtype.size() == 4 {
        COLUMN_HELD_PAIR_COLUMN_UNITS
    } else {
        COLUMN_HELD_MIN_COLUMN_UNITS
    };
    let plan = plan_held_columns(
        client,
        problem,
        request,
        share,
        1,
        !boolean_mask,
        column_units,
    )?;
    grouped_streamed_plan(plan, problem, request)
}

/// `plan` as it goes out of [`plan_columns`] and [`plan_backward_columns`]: a held plan as it
/// is (a request for more than one group of segments is an error naming `len_groups`); a
/// streamed one in the segments and groups `request` forces, or those of
/// [`streamed_column_split`] (with the request's segments, [`column_len_groups`]'s groups).
fn grouped_streamed_plan(
    plan: ColumnPlan,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<ColumnPlan, SoftmaxError> {
    if plan.held_vectors > 0 {
        return match request.len_groups {
            None | Some(1) => Ok(plan),
            Some(groups) => Err(SoftmaxError::BadShape {
                argument: "len_groups",
                value: groups,
                expected: "1 for held columns (they are read once, by one cube)".into(),
            }),
        };
    }
    if let Some(groups) = request.len_groups
        && !(1..=MAX_COLUMN_LEN_GROUPS).contains(&groups)
    {
        return Err(SoftmaxError::BadShape {
            argument: "len_groups",
            value: groups,
            expected: format!("a count in [1, {MAX_COLUMN_LEN_GROUPS}]"),
        });
    }
    let columns = problem.outer * (problem.inner / plan.vector_size);
    let len = problem.len.max(1);
    let (segments, len_groups) = match (request.segments, request.len_groups) {
        (Some(segments), groups) => (
            segments,
            groups.unwrap_or_else(|| {
                column_len_groups(streamed_cubes(columns, segments), segments, len)
            }),
        ),
        (None, Some(1)) => (plan.segments, 1),
        (None, groups) => {
            let (segments, planned) = streamed_column_split(columns, len);
            (segments, groups.unwrap_or(planned))
        }
    };
    Ok(ColumnPlan {
        segments,
        len_groups,
        cubes: column_cubes(columns, COLUMN_CUBE_UNITS, segments, request),
        ..plan
    })
}

/// Most groups of segments [`softmax_columns`] may cut a streamed column into.
pub const MAX_COLUMN_LEN_GROUPS: usize = 64;

/// Units the streamed column forward aims at, in groups of segments along the columns where
/// blocks of columns alone give fewer (see [`streamed_column_split`]): 256 cubes of 256 units,
/// about two per SM of an H100. On the H100, kernel alone (`cubemax-report columns --segments
/// --groups`, docs/PERFORMANCE.md, "Few long columns in groups of segments"), over 16 to 128
/// segments and 1 to 32 groups at f32 and bf16 [1, 32768, 1024], [2, 16384, 1024],
/// [4, 8192, 1024] and [1, 65536, 256], this rule's choice was the fastest in 7 of the 8
/// cases and within 0.2% of it in the other; twice its groups was 0.1-19% slower in the 6 that
/// allow twice.
const COLUMN_GROUPED_TARGET_UNITS: usize = 1 << 16;

/// Cubes of [`COLUMN_CUBE_UNITS`] units that `columns` vector columns in `segments` segments
/// each fill (before the grid's bound).
fn streamed_cubes(columns: usize, segments: usize) -> usize {
    columns.div_ceil(COLUMN_CUBE_UNITS / segments)
}

/// Cubes of `units` units, `segments` segments per column, that `columns` vector columns fill,
/// at most [`MAX_CUBES`] or the request's `max_cubes`.
fn column_cubes(columns: usize, units: usize, segments: usize, request: &ColumnRequest) -> u32 {
    let max_cubes = request
        .max_cubes
        .map_or(MAX_CUBES, |cubes| (cubes as usize).clamp(1, MAX_CUBES));
    columns.div_ceil(units / segments).clamp(1, max_cubes) as u32
}

/// How the planner streams `columns` vector columns of `len` elements forward: `(segments,
/// groups)`, each column cut into `groups` groups of `segments` segments, each group read by
/// its own cube. The segments of [`streamed_column_segments`] in one group where their cubes
/// run [`COLUMN_GROUPED_TARGET_UNITS`] units; otherwise at most [`COLUMN_MAX_SEGMENTS`]
/// segments, so that a cube reads 16 vectors of each row it touches, in the groups of
/// [`column_len_groups`]. Guaranteed: `segments` a power of two, `groups` in
/// `1..=`[`MAX_COLUMN_LEN_GROUPS`].
pub fn streamed_column_split(columns: usize, len: usize) -> (usize, usize) {
    let segments = streamed_column_segments(columns, len);
    if streamed_cubes(columns, segments) * COLUMN_CUBE_UNITS >= COLUMN_GROUPED_TARGET_UNITS {
        return (segments, 1);
    }
    let segments = segments.min(COLUMN_MAX_SEGMENTS);
    let groups = column_len_groups(streamed_cubes(columns, segments), segments, len);
    (segments, groups)
}

/// Groups of `segments` segments that columns of `len` elements are cut into when their blocks
/// give `cubes` cubes: the fewest (a power of two) that run [`COLUMN_GROUPED_TARGET_UNITS`]
/// units, at most [`MAX_COLUMN_LEN_GROUPS`], and no more than leave every segment an element.
/// Guaranteed to be at least 1.
pub fn column_len_groups(cubes: usize, segments: usize, len: usize) -> usize {
    let wanted = COLUMN_GROUPED_TARGET_UNITS
        .div_ceil(cubes.max(1) * COLUMN_CUBE_UNITS)
        .next_power_of_two();
    let fill = (len / segments.max(1)).max(1);
    wanted.min(MAX_COLUMN_LEN_GROUPS).min(1 << fill.ilog2())
}

/// [`plan_columns_holding`] with the planner's budgets for units that hold the vectors of
/// `share` buffers (the input and an additive mask, `y` and `dy`, or the input alone) at
/// 1 / `share` of [`COLUMN_HELD_ELEMENTS`] each, in cubes of `column_units` columns where
/// [`COLUMN_HELD_MAX_UNITS`] allow. A 2-byte input's long columns are staged as
/// [`plan_columns`] says where `may_stage` (the input's vectors, `staged_buffers` of them per
/// element, and an additive mask's), and as `request` says where it says.
fn plan_held_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
    share: usize,
    staged_buffers: usize,
    may_stage: bool,
    column_units: usize,
) -> Result<ColumnPlan, SoftmaxError> {
    let holding = |held_elements, staged| {
        plan_columns_holding(
            client,
            problem,
            request,
            held_elements,
            COLUMN_LONG_HELD_VECTORS / share,
            staged,
            staged_buffers,
            column_units,
        )
    };
    if let Some(staged) = request.staged_vectors {
        return holding(COLUMN_HELD_ELEMENTS / share, staged);
    }
    let vector_size = column_vector_size(client, problem);
    let register_vectors = (COLUMN_HELD_ELEMENTS / share / vector_size).max(1);
    if may_stage && problem.dtype.size() == 2 && problem.len > 2 * register_vectors {
        let staged = (COLUMN_STAGED_ELEMENTS / share / vector_size).clamp(1, MAX_LOADS_PER_UNIT);
        let staged_plan = holding(COLUMN_STAGED_HELD_ELEMENTS / share, staged);
        // Where shared memory cannot take the staged vectors, registers alone may still hold.
        if staged_plan.as_ref().is_ok_and(|plan| plan.held_vectors > 0) {
            return staged_plan;
        }
    }
    holding(COLUMN_HELD_ELEMENTS / share, 0)
}

/// Plans the backward of the column strategy for `problem` (`y` and `dy` laid out as its input,
/// `dx` as its output) as [`plan_columns`] plans the forward, with half the forward's elements
/// per unit, since a unit holds both `y` and `dy`, and a 2-byte input's columns longer than 8
/// vectors staged as the forward's beside an additive mask (2 + 6 vectors of each): columns of up
/// to 2048 elements, in cubes of [`COLUMN_HELD_PAIR_COLUMN_UNITS`] columns where they allow.
/// Longer ones are streamed twice ([`softmax_backward_columns`]) with
/// [`COLUMN_BYTES_IN_FLIGHT_PER_UNIT`] in flight per unit over both buffers, in the forward's
/// segments and groups of segments ([`streamed_column_split`]). On the H100 (kernel
/// alone, `cubemax-report columns --op softmax_backward`, docs/PERFORMANCE.md, "Views, and long
/// columns in the backward"), columns of 4096 held in 1024-unit cubes took 307.1 us (f32
/// [8, 4096, 1024]) and 586.2 us (bf16) against 236.7 and 187.4 us streamed.
///
/// Guaranteed to return a plan whose cubes hold every segment of a column (one cube, unless
/// streamed in `len_groups > 1` groups) and, when held, whose units hold their whole part of
/// it; a forced choice that cannot is an error naming it.
pub fn plan_backward_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<ColumnPlan, SoftmaxError> {
    let plan = plan_held_columns(
        client,
        problem,
        request,
        2,
        2,
        true,
        COLUMN_HELD_PAIR_COLUMN_UNITS,
    )?;
    let plan = if plan.held_vectors > 0 {
        plan
    } else {
        ColumnPlan {
            loads_per_unit: (plan.loads_per_unit / 2).max(1),
            ..plan
        }
    };
    grouped_streamed_plan(plan, problem, request)
}

/// [`plan_columns`] with the held budget as arguments: `held_elements` per unit in registers,
/// or `long_held_vectors` vectors for a column that budget would split over more than
/// [`COLUMN_HELD_MAX_UNITS`] units, and `staged` vectors more of each of `staged_buffers`
/// buffers in shared memory; a cube spans `column_units` columns where that keeps it within
/// [`COLUMN_HELD_MAX_UNITS`], [`COLUMN_HELD_MIN_COLUMN_UNITS`] otherwise.
#[allow(clippy::too_many_arguments)]
fn plan_columns_holding<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
    held_elements: usize,
    long_held_vectors: usize,
    staged: usize,
    staged_buffers: usize,
    column_units: usize,
) -> Result<ColumnPlan, SoftmaxError> {
    let hardware = &client.properties().hardware;
    let max_units = MAX_UNITS_PER_CUBE.min(hardware.max_units_per_cube) as usize;
    let vector_size = column_vector_size(client, problem);
    let columns = problem.outer * (problem.inner / vector_size);
    let len = problem.len.max(1);
    let fewest_segments = column_segments(columns, len);
    let cubes = |units: usize, segments: usize| column_cubes(columns, units, segments, request);
    if let Some(held_vectors) = request.held_vectors
        && !(held_vectors.is_power_of_two() && held_vectors <= MAX_LOADS_PER_UNIT)
    {
        return Err(SoftmaxError::BadShape {
            argument: "held_vectors",
            value: held_vectors,
            expected: format!("a power of two up to {MAX_LOADS_PER_UNIT}"),
        });
    }
    if staged > MAX_LOADS_PER_UNIT {
        return Err(SoftmaxError::BadShape {
            argument: "staged_vectors",
            value: staged,
            expected: format!("at most {MAX_LOADS_PER_UNIT}"),
        });
    }
    if let Some(segments) = request.segments
        && !(segments.is_power_of_two() && segments <= COLUMN_CUBE_UNITS)
    {
        return Err(SoftmaxError::BadShape {
            argument: "segments",
            value: segments,
            expected: format!("a power of two up to {COLUMN_CUBE_UNITS}"),
        });
    }
    if request.segments.is_some() && request.held == Some(true) {
        return Err(SoftmaxError::BadShape {
            argument: "segments",
            value: request.segments.unwrap_or_default(),
            expected: "none for held columns: their length sets their segments".into(),
        });
    }
    if let Some(units) = request.units_per_cube
        && !(units.is_power_of_two() && (units as usize) <= max_units)
    {
        return Err(SoftmaxError::BadShape {
            argument: "units_per_cube",
            value: units as usize,
            expected: format!("a power of two up to {max_units}"),
        });
    }

    let merge = request.merge.unwrap_or(if supports_planes(client) {
        MergePath::Plane
    } else {
        MergePath::SharedMemory
    });
    // A plane's shuffles stay within the plane only where the plane size is known, and every
    // plane of the cube is whole where the cube has at least the largest plane's units.
    let plane_units = match merge {
        MergePath::Plane if hardware.plane_size_min == 0 || hardware.plane_size_max == 0 => {
            return Err(SoftmaxError::NoPlaneSize);
        }
        MergePath::Plane => hardware.plane_size_max as usize,
        MergePath::SharedMemory => 1,
    };
    let max_held_units = match request.held {
        Some(true) => max_units,
        _ => max_units.min(COLUMN_HELD_MAX_UNITS),
    };
    let segments_holding =
        |vectors: usize| fewest_segments.max(len.div_ceil(vectors).next_power_of_two());
    let units_holding = |vectors: usize| {
        request.units_per_cube.map_or_else(
            || {
                let segments = segments_holding(vectors);
                let wide = COLUMN_CUBE_UNITS.max(segments * column_units);
                if wide <= max_units.min(COLUMN_HELD_MAX_UNITS) {
                    wide
                } else {
                    COLUMN_CUBE_UNITS.max(segments * COLUMN_HELD_MIN_COLUMN_UNITS)
                }
            },
            |units| units as usize,
        )
    };
    let held_vectors = request.held_vectors.unwrap_or_else(|| {
        let budget = (held_elements / vector_size).clamp(1, MAX_LOADS_PER_UNIT);
        if units_holding(budget + staged) <= max_held_units {
            budget
        } else {
            long_held_vectors.max(budget)
        }
    });
    let held_segments = segments_holding(held_vectors + staged);
    let held_units = units_holding(held_vectors + staged);
    // Both partial arrays hold one f32 vector per unit, and each staged vector of the input
    // comes with an additive mask's.
    let staged_mask_bytes = problem.mask.map_or(0, |mask| match mask.kind {
        MaskKind::Additive if mask.broadcast_inner => mask.dtype.size(),
        MaskKind::Additive => vector_size * mask.dtype.size(),
        _ => 0,
    });
    let staged_bytes =
        staged * (staged_buffers * vector_size * problem.dtype.size() + staged_mask_bytes);
    let held_shared_bytes = held_units * (2 * vector_size * 4 + staged_bytes);
    let can_hold = held_segments <= held_units
        && held_units >= plane_units
        && held_units <= max_held_units
        && held_shared_bytes <= hardware.max_shared_memory_size;
    match request.held {
        Some(true) | None if can_hold && request.segments.is_none() => {
            let part = len.div_ceil(held_segments);
            let held_vectors = part.next_power_of_two().min(held_vectors);
            Ok(ColumnPlan {
                kind: request.kind,
                vector_size,
                segments: held_segments,
                units_per_cube: held_units as u32,
                held_vectors,
                staged_vectors: staged.min(part.saturating_sub(held_vectors)),
                loads_per_unit: 0,
                merge,
                cubes: cubes(held_units, held_segments),
                len_groups: 1,
            })
        }
        Some(true) => Err(SoftmaxError::BadShape {
            argument: "held",
            value: problem.len,
            expected: format!(
                "a column that {held_units} units of at most {} vectors each hold \
                 ({} segments, {COLUMN_HELD_MIN_COLUMN_UNITS} or more columns per cube, \
                 {plane_units} to {max_units} units and {} bytes of shared memory at most)",
                held_vectors + staged,
                held_segments,
                hardware.max_shared_memory_size
            ),
        }),
        _ => {
            if let Some(units) = request.units_per_cube
                && units as usize != COLUMN_CUBE_UNITS
            {
                return Err(SoftmaxError::BadShape {
                    argument: "units_per_cube",
                    value: units as usize,
                    expected: format!("{COLUMN_CUBE_UNITS} for streamed columns"),
                });
            }
            let segments = request
                .segments
                .unwrap_or_else(|| streamed_column_segments(columns, len));
            Ok(ColumnPlan {
                kind: request.kind,
                vector_size,
                segments,
                units_per_cube: COLUMN_CUBE_UNITS as u32,
                held_vectors: 0,
                staged_vectors: 0,
                loads_per_unit: (COLUMN_BYTES_IN_FLIGHT_PER_UNIT
                    / (vector_size * problem.dtype.size()))
                .max(1),
                merge: MergePath::SharedMemory,
                cubes: cubes(COLUMN_CUBE_UNITS, segments),
                len_groups: 1,
            })
        }
    }
}

/// The widest vector the device loads well that divides `inner` and every stride of `problem`,
/// in the wider of its two dtypes.
fn column_vector_size<R: Runtime>(client: &ComputeClient<R>, problem: &ColumnProblem) -> usize {
    let mut widest = problem.dtype.size().max(problem.output_dtype.size());
    let mut divides = problem.strides();
    divides.push(problem.inner);
    // A mask read in vectors of the input's width must be as aligned as the input.
    if let Some(mask) = problem.mask
        && !mask.broadcast_inner
    {
        widest = widest.max(mask.dtype.size());
        divides.extend(mask.strides());
    }
    vector_size(client, widest, &divides)
}

/// Launches the softmax of `problem` along its `len` axis from `input` into `output`, with units
/// owning columns (see [`columns`](crate::columns)), as [`plan_columns`] plans it for `request`,
/// with nothing fused that needs a mask buffer: [`launch_fused_softmax_columns`] without a mask.
pub fn launch_softmax_columns<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    output: Handle,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<(), SoftmaxError> {
    launch_fused_softmax_columns(client, input, None, output, problem, request)
}

/// Launches the softmax of the scores of `problem` (its scale and mask) along its `len` axis from
/// `input` into `output`, with units owning columns (see [`columns`](crate::columns)), as
/// [`plan_columns`] plans it for `request`; `mask` is the buffer `problem.mask` describes.
///
/// Guaranteed not to launch anything that could read or write outside the buffers: the strides
/// must keep columns from overlapping (`len_stride >= inner`, `outer_stride >= len * len_stride`
/// when there is more than one of each) and the buffers must hold every element, or an error
/// names the argument at fault. An empty problem launches nothing.
pub fn launch_fused_softmax_columns<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    mask: Option<Handle>,
    output: Handle,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<(), SoftmaxError> {
    if problem.mask.is_some() != mask.is_some() {
        return Err(mask_buffer_mismatch(problem.mask.is_some()));
    }
    if let Some(dy_layout) = problem.dy_layout {
        return Err(SoftmaxError::BadOption {
            argument: "dy_layout",
            expected: "none: the forward reads no gradient".into(),
            got: format!("{dy_layout:?}"),
        });
    }
    let Some([input_len, output_len, _]) = check_columns(client, problem)? else {
        return Ok(());
    };
    let (input, output) = (("input", input), ("output", output));
    let plan = plan_columns(client, problem, request)?;
    let [input, output] = column_buffers(problem, &plan, [input, output], [input_len, output_len])?;
    let vector = plan.vector_size;
    // The mask in the vectors the kernel reads it in (one element each where it is broadcast
    // along `inner`), or, without one, the input standing in for it, never read.
    let (mask, mask_len, mask_vector, mask_dtype) = match (problem.mask, mask) {
        (Some(layout), Some(mask)) => {
            check_mask_layout(client, layout.kind, layout.dtype, &layout.terms)?;
            let mask_vector = if layout.broadcast_inner { 1 } else { vector };
            let len = layout.elements(problem.len, problem.inner);
            check_buffer("mask", &mask, len, layout.dtype.size(), mask_vector)?;
            (mask, len / mask_vector, mask_vector, layout.dtype)
        }
        _ => (input.clone(), input_len / vector, vector, problem.dtype),
    };
    let units = plan.units_per_cube as usize;
    let address = AddressType::from_len(input_len.max(output_len).max(mask_len * mask_vector));
    let dtypes = [problem.dtype, problem.output_dtype, mask_dtype];
    let (fused, score_args) = column_scores::<R>(problem, mask_vector);
    // SAFETY: the buffers hold every element the strides and the mask layout address (checked
    // above), and the kernels only index columns `< columns`, `len` elements each; the states
    // hold two vectors for each group of every column.
    unsafe {
        if plan.held_vectors > 0 {
            let input = ArrayArg::from_raw_parts(input, input_len);
            let mask = ArrayArg::from_raw_parts(mask, mask_len);
            let output = ArrayArg::from_raw_parts(output, output_len);
            softmax_columns_held::launch_unchecked::<R>(
                client,
                CubeCount::new_1d(plan.cubes),
                CubeDim::new_1d(units as u32),
                address,
                vector,
                mask_vector,
                input,
                mask,
                output,
                column_layout(problem, vector),
                plan.segments,
                score_args,
                plan.kind,
                fused,
                plan.held_vectors,
                plan.staged_vectors,
                units,
                plan.merge,
                problem.input().read(),
                dtypes,
            );
        } else {
            // The forward's state is two vectors, its max and its sum.
            let (states, states_len) = grouped_states(client, &plan, problem, &output, 2);
            for &pass in column_passes(&plan) {
                softmax_columns::launch_unchecked::<R>(
                    client,
                    CubeCount::new_2d(plan.cubes, plan.len_groups as u32),
                    CubeDim::new_2d((units / plan.segments) as u32, plan.segments as u32),
                    address,
                    vector,
                    mask_vector,
                    ArrayArg::from_raw_parts(input.clone(), input_len),
                    ArrayArg::from_raw_parts(mask.clone(), mask_len),
                    ArrayArg::from_raw_parts(output.clone(), output_len),
                    ArrayArg::from_raw_parts(states.clone(), states_len),
                    column_layout(problem, vector),
                    column_scores::<R>(problem, mask_vector).1,
                    plan.kind,
                    fused,
                    plan.loads_per_unit,
                    plan.segments,
                    pass,
                    problem.input().read(),
                    dtypes,
                );
            }
        }
    }
    Ok(())
}

/// Where `problem`'s columns are, in vectors of `vector` elements.
fn column_layout<R: Runtime>(problem: &ColumnProblem, vector: usize) -> ColumnLayoutLaunch<R> {
    ColumnLayoutLaunch::new(
        problem.outer * (problem.inner / vector),
        problem.inner / vector,
        problem.len,
        problem.input_outer.offsets(problem.outer, vector),
        inner_offsets_or_unused(problem.input_inner, vector),
        problem.input_len_stride / vector,
        problem.output_outer_stride / vector,
        problem.output_len_stride / vector,
    )
}

/// The column kernels' comptime and runtime halves of `problem`'s scale and mask, the mask read
/// in vectors of `mask_vector` elements.
fn column_scores<R: Runtime>(
    problem: &ColumnProblem,
    mask_vector: usize,
) -> (ColumnScoreBlueprint, ColumnScoreArgsLaunch<R>) {
    let fused = ColumnScoreBlueprint {
        scaled: problem.scale.is_some(),
        mask: problem.mask.map_or(MaskKind::None, |mask| mask.kind),
        mask_broadcast_inner: problem.mask.is_some_and(|mask| mask.broadcast_inner),
    };
    let len_stride = problem.mask.map_or(0, |mask| mask.len_stride);
    let args = ColumnScoreArgsLaunch::new(
        problem.scale.unwrap_or(1.0),
        f32::NEG_INFINITY,
        len_stride / mask_vector,
        outer_offsets(
            problem
                .mask
                .map_or([OffsetTerm::UNUSED; OFFSET_TERMS], |mask| mask.terms),
            mask_vector,
        ),
    );
    (fused, args)
}

/// Launches the backward of the column strategy ([`softmax_backward_columns_held`], or
/// [`softmax_backward_columns`] for columns too long to hold) from the forward's output `y` and
/// its gradient `dy` (in `problem`'s `dtype`: `y` laid out as its input, `dy` as its
/// `dy_layout` says, as `y` without one), into `dx`, laid out as its output (in its
/// `output_dtype`), as [`plan_backward_columns`] plans it for `request`; `problem.scale` is the
/// forward's, `request.kind` the forward's function.
///
/// Guaranteed not to launch anything that could read or write outside the buffers, under the
/// conditions of [`launch_softmax_columns`]. An empty problem launches nothing.
pub fn launch_softmax_backward_columns<R: Runtime>(
    client: &ComputeClient<R>,
    y: Handle,
    dy: Handle,
    dx: Handle,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<(), SoftmaxError> {
    if let Some(mask) = problem.mask {
        return Err(SoftmaxError::BadOption {
            argument: "mask",
            expected: "none: the backward reads only y and dy (a masked-out y is 0)".into(),
            got: format!("a {:?} mask", mask.kind),
        });
    }
    let Some([input_len, output_len, dy_len]) = check_columns(client, problem)? else {
        return Ok(());
    };
    let plan = plan_backward_columns(client, problem, request)?;
    let [y, dy, dx] = column_buffers(
        problem,
        &plan,
        [("y", y), ("dy", dy), ("dx", dx)],
        [input_len, dy_len, output_len],
    )?;
    let vector = plan.vector_size;
    let units = plan.units_per_cube as usize;
    let address = AddressType::from_len(input_len.max(output_len).max(dy_len));
    let layout = column_layout(problem, vector);
    // `dy` where `y` is stands in for its own layout when it has none; the kernels then read
    // no field of it.
    let dy_strides = problem.dy();
    let dy_source = || {
        ColumnSourceLaunch::new(
            dy_strides.outer.offsets(problem.outer, vector),
            inner_offsets_or_unused(dy_strides.inner, vector),
            dy_strides.len_stride / vector,
        )
    };
    let dy_read = ColumnDyRead {
        apart: problem.dy_layout.is_some(),
        read: dy_strides.read(),
    };
    let scale = problem.scale.unwrap_or(1.0);
    let dtypes = [problem.dtype, problem.output_dtype];
    // SAFETY: the three buffers hold every element the strides address (checked above), and
    // the kernels only index columns `< columns`, `len` elements each; the sums hold a vector
    // for each group of every column.
    unsafe {
        let dim = CubeDim::new_1d(units as u32);
        if plan.held_vectors > 0 {
            softmax_backward_columns_held::launch_unchecked::<R>(
                client,
                CubeCount::new_1d(plan.cubes),
                dim,
                address,
                vector,
                ArrayArg::from_raw_parts(y, input_len),
                ArrayArg::from_raw_parts(dy, dy_len),
                ArrayArg::from_raw_parts(dx, output_len),
                layout,
                dy_source(),
                plan.segments,
                scale,
                plan.kind,
                plan.held_vectors,
                plan.staged_vectors,
                units,
                plan.merge,
                problem.input().read(),
                dy_read,
                dtypes,
            );
        } else {
            let (sums, sums_len) = grouped_states(client, &plan, problem, &dx, 1);
            for &pass in column_passes(&plan) {
                softmax_backward_columns::launch_unchecked::<R>(
                    client,
                    CubeCount::new_2d(plan.cubes, plan.len_groups as u32),
                    dim,
                    address,
                    vector,
                    ArrayArg::from_raw_parts(y.clone(), input_len),
                    ArrayArg::from_raw_parts(dy.clone(), dy_len),
                    ArrayArg::from_raw_parts(dx.clone(), output_len),
                    ArrayArg::from_raw_parts(sums.clone(), sums_len),
                    column_layout(problem, vector),
                    dy_source(),
                    plan.segments,
                    scale,
                    plan.kind,
                    plan.loads_per_unit,
                    units,
                    plan.merge,
                    pass,
                    problem.input().read(),
                    dy_read,
                    dtypes,
                );
            }
        }
    }
    Ok(())
}

/// The launches a streamed column plan makes: one whole pass, or with groups of segments the
/// states pass and then the normalize pass ([`ColumnPass`]).
fn column_passes(plan: &ColumnPlan) -> &'static [ColumnPass] {
    if plan.len_groups > 1 {
        &[ColumnPass::States, ColumnPass::Normalize]
    } else {
        &[ColumnPass::Whole]
    }
}

/// The buffer the groups of a streamed column plan share between its two launches, and its
/// length in vectors: `per_group` f32 vectors for each group and vector column of `problem`.
/// A one-launch plan reads none: `unused` (the output) stands in, one vector long.
fn grouped_states<R: Runtime>(
    client: &ComputeClient<R>,
    plan: &ColumnPlan,
    problem: &ColumnProblem,
    unused: &Handle,
    per_group: usize,
) -> (Handle, usize) {
    if plan.len_groups > 1 {
        let columns = problem.outer * (problem.inner / plan.vector_size);
        let len = per_group * plan.len_groups * columns;
        let bytes = len * plan.vector_size * core::mem::size_of::<f32>();
        (client.empty(bytes), len)
    } else {
        (unused.clone(), 1)
    }
}

/// Checks `problem`'s dtypes, scale and strides; returns the elements its input, output and
/// `dy` buffers span (`dy` as the input without a layout of its own), or `None` for an empty
/// problem.
fn check_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
) -> Result<Option<[usize; 3]>, SoftmaxError> {
    check_dtype(client, "dtype", problem.dtype)?;
    check_dtype(client, "output_dtype", problem.output_dtype)?;
    check_scale(problem.scale)?;
    let (outer, len, inner) = (problem.outer, problem.len, problem.inner);
    // A stride only matters, and must step over a whole column block, where there is more than
    // one index along its axis. Offsets found by terms are only read, and may overlap.
    problem.input().check(
        ["input_outer", "input_inner", "input_len_stride"],
        outer,
        len,
        inner,
    )?;
    if let Some(dy) = problem.dy_layout {
        dy.check(
            ["dy_layout.outer", "dy_layout.inner", "dy_layout.len_stride"],
            outer,
            len,
            inner,
        )?;
    }
    let output = ColumnStrides {
        outer: RowStarts::Strided(problem.output_outer_stride),
        inner: None,
        len_stride: problem.output_len_stride,
    };
    output.check(
        ["output_outer_stride", "output_inner", "output_len_stride"],
        outer,
        len,
        inner,
    )?;
    if outer * len * inner == 0 {
        return Ok(None);
    }
    Ok(Some([
        problem.input().buffer_len(outer, len, inner),
        output.buffer_len(outer, len, inner),
        problem.dy().buffer_len(outer, len, inner),
    ]))
}

/// Checks that each named buffer holds its `lens` elements (the input's dtype for all but the
/// last, the output's for the last) and starts on a boundary of the plan's vectors; returns the
/// handles.
fn column_buffers<const B: usize>(
    problem: &ColumnProblem,
    plan: &ColumnPlan,
    buffers: [(&'static str, Handle); B],
    lens: [usize; B],
) -> Result<[Handle; B], SoftmaxError> {
    for (index, ((argument, handle), len)) in buffers.iter().zip(lens).enumerate() {
        let dtype = if index + 1 == B {
            problem.output_dtype
        } else {
            problem.dtype
        };
        check_buffer(argument, handle, len, dtype.size(), plan.vector_size)?;
    }
    Ok(buffers.map(|(_, handle)| handle))
}

#[cfg(test)]
mod tests {
    use super::*;

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
