//! The seeds' three softmax kernels, kept as benchmark baselines (not part of the library API).
//!
//! They differ in how many times they walk the row in device memory, and in nothing else that
//! matters: every one maps one cube to a row, loads scalars, accumulates in `f32` and merges
//! through shared memory. So the gap between them is what the pass count costs.
//!
//! | baseline | launches | traffic per element |
//! |---|---|---|
//! | `naive` | 3 | max: read x; exp: read x, write e; sum and divide: read e twice, write y |
//! | `two_pass` | 1 | online (max, sum) fold: read x; normalize: read x, write y |
//! | `one_pass` | 1 | read x once into registers, fold, normalize from registers, write y |
//!
//! `one_pass` holds the whole row on chip, so it only accepts rows of at most
//! [`ONE_PASS_MAX_ROW`] elements. Like the seeds, none of them guards a fully masked row (it
//! divides by a zero sum): they are measured on finite inputs only.

use cubecl::ir::StorageType;
use cubecl::prelude::*;
use cubecl::server::Handle;
use cubemax_kernels::tiers::{OnlineState, block_merge, merge_states};

/// Units per cube for every baseline: a common CUDA choice, and within WebGPU's limit.
const UNITS: usize = 256;

/// Elements each unit of `one_pass` may hold in registers; bounds the row `one_pass` accepts.
const ONE_PASS_MAX_ELEMENTS_PER_UNIT: usize = 64;

/// The longest row `one_pass` accepts.
pub const ONE_PASS_MAX_ROW: usize = UNITS * ONE_PASS_MAX_ELEMENTS_PER_UNIT;

/// The largest row count: one cube per row, in a one-dimensional grid every runtime accepts.
pub const MAX_ROWS: usize = 65_535;

/// Which seed kernel to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seed {
    Naive,
    TwoPass,
    OnePass,
}

impl Seed {
    pub const ALL: [Seed; 3] = [Seed::Naive, Seed::TwoPass, Seed::OnePass];

    /// The name used in reports: `seed-naive`, `seed-two-pass`, `seed-one-pass`.
    pub fn name(self) -> &'static str {
        match self {
            Seed::Naive => "seed-naive",
            Seed::TwoPass => "seed-two-pass",
            Seed::OnePass => "seed-one-pass",
        }
    }

    /// Whether this baseline can run a `rows x row_len` problem.
    pub fn accepts(self, rows: usize, row_len: usize) -> bool {
        (1..=MAX_ROWS).contains(&rows)
            && row_len >= 1
            && (self != Seed::OnePass || row_len <= ONE_PASS_MAX_ROW)
    }
}

/// Which reduction a shared-memory tree computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Reduction {
    Max,
    Sum,
}

/// Reduces one value per unit over the cube; every unit gets the result.
#[cube]
fn block_reduce(
    value: f32,
    scratch: &mut SharedMemory<f32>,
    #[comptime] reduction: Reduction,
) -> f32 {
    let unit = UNIT_POS as usize;
    scratch[unit] = value;
    sync_cube();
    let mut active = CUBE_DIM as usize;
    while active > 1 {
        let half = active / 2;
        if unit < half {
            scratch[unit] = match reduction {
                Reduction::Max => f32::max(scratch[unit], scratch[unit + half]),
                Reduction::Sum => scratch[unit] + scratch[unit + half],
            };
        }
        sync_cube();
        active = half;
    }
    let result = scratch[0];
    sync_cube();
    result
}

/// Naive, launch 1 of 3: the max of each row.
#[cube(launch_unchecked)]
fn naive_row_max<F: Float>(
    input: &Array<F>,
    row_max: &mut Array<f32>,
    row_len: usize,
    #[define(F)] _dtype: StorageType,
) {
    let mut scratch = SharedMemory::<f32>::new(UNITS);
    let start = CUBE_POS * row_len;
    let mut max = f32::min_value();
    let mut index = UNIT_POS as usize;
    while index < row_len {
        max = f32::max(max, f32::cast_from(input[start + index]));
        index += CUBE_DIM as usize;
    }
    let max = block_reduce(max, &mut scratch, Reduction::Max);
    if UNIT_POS == 0 {
        row_max[CUBE_POS] = max;
    }
}

/// Naive, launch 2 of 3: `e = exp(x - max)`, one unit per element.
#[cube(launch_unchecked)]
fn naive_exp<F: Float>(
    input: &Array<F>,
    row_max: &Array<f32>,
    exps: &mut Array<F>,
    row_len: usize,
    #[define(F)] _dtype: StorageType,
) {
    let start = CUBE_POS * row_len;
    let max = row_max[CUBE_POS];
    let mut index = UNIT_POS as usize;
    while index < row_len {
        exps[start + index] = F::cast_from(f32::exp(f32::cast_from(input[start + index]) - max));
        index += CUBE_DIM as usize;
    }
}

/// Naive, launch 3 of 3: sums each row of `e`, then divides it in place.
#[cube(launch_unchecked)]
fn naive_sum_and_divide<F: Float>(
    exps: &mut Array<F>,
    row_len: usize,
    #[define(F)] _dtype: StorageType,
) {
    let mut scratch = SharedMemory::<f32>::new(UNITS);
    let start = CUBE_POS * row_len;
    let mut sum = 0.0f32;
    let mut index = UNIT_POS as usize;
    while index < row_len {
        sum += f32::cast_from(exps[start + index]);
        index += CUBE_DIM as usize;
    }
    let scale = 1.0f32 / block_reduce(sum, &mut scratch, Reduction::Sum);
    let mut index = UNIT_POS as usize;
    while index < row_len {
        exps[start + index] = F::cast_from(f32::cast_from(exps[start + index]) * scale);
        index += CUBE_DIM as usize;
    }
}

/// Folds one scalar into an online state.
#[cube]
fn fold_scalar(state: &mut OnlineState, value: f32) {
    let merged = merge_states(
        *state,
        OnlineState {
            max: value,
            sum: 1.0f32,
        },
    );
    state.max = merged.max;
    state.sum = merged.sum;
}

/// Two-pass: an online (max, sum) fold over the row, then a second read to normalize.
#[cube(launch_unchecked)]
fn two_pass<F: Float>(
    input: &Array<F>,
    output: &mut Array<F>,
    row_len: usize,
    #[define(F)] _dtype: StorageType,
) {
    let mut partial_max = SharedMemory::<f32>::new(UNITS);
    let mut partial_sum = SharedMemory::<f32>::new(UNITS);
    let start = CUBE_POS * row_len;
    let mut state = OnlineState::identity();
    let mut index = UNIT_POS as usize;
    while index < row_len {
        fold_scalar(&mut state, f32::cast_from(input[start + index]));
        index += CUBE_DIM as usize;
    }
    let state = block_merge(state, &mut partial_max, &mut partial_sum);
    let scale = 1.0f32 / state.sum;
    let mut index = UNIT_POS as usize;
    while index < row_len {
        let y = f32::exp(f32::cast_from(input[start + index]) - state.max) * scale;
        output[start + index] = F::cast_from(y);
        index += CUBE_DIM as usize;
    }
}

/// One-pass: each unit loads its `elements_per_unit` elements of the row into registers once,
/// folds them, and normalizes them from registers after the merge.
#[cube(launch_unchecked)]
fn one_pass<F: Float>(
    input: &Array<F>,
    output: &mut Array<F>,
    row_len: usize,
    #[comptime] elements_per_unit: usize,
    #[define(F)] _dtype: StorageType,
) {
    let mut partial_max = SharedMemory::<f32>::new(UNITS);
    let mut partial_sum = SharedMemory::<f32>::new(UNITS);
    let mut held = Array::<f32>::new(elements_per_unit);
    let start = CUBE_POS * row_len;
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    let mut state = OnlineState::identity();
    #[unroll]
    for k in 0..elements_per_unit {
        let index = k * units + unit;
        // Positions past the row hold -inf's stand-in and fold to nothing.
        let mut value = f32::min_value();
        if index < row_len {
            value = f32::cast_from(input[start + index]);
            fold_scalar(&mut state, value);
        }
        held[k] = value;
    }
    let state = block_merge(state, &mut partial_max, &mut partial_sum);
    let scale = 1.0f32 / state.sum;
    #[unroll]
    for k in 0..elements_per_unit {
        let index = k * units + unit;
        if index < row_len {
            output[start + index] = F::cast_from(f32::exp(held[k] - state.max) * scale);
        }
    }
}

/// Runs seed `seed`'s softmax over `rows` rows of `row_len` elements of `dtype`, from `input` into
/// `output` (contiguous buffers of `rows * row_len` elements; `naive` also writes its exponentials
/// there and rescales them in place). `row_max` is scratch for `naive`: at least `rows` f32 values.
///
/// Panics when the baseline does not accept the problem (see [`Seed::accepts`]) or a buffer is too
/// small: these are benchmark baselines, and a bad call is a bug in the benchmark.
#[allow(clippy::too_many_arguments)]
pub fn launch_seed<R: Runtime>(
    client: &ComputeClient<R>,
    seed: Seed,
    input: &Handle,
    output: &Handle,
    row_max: &Handle,
    rows: usize,
    row_len: usize,
    dtype: StorageType,
) {
    assert!(
        seed.accepts(rows, row_len),
        "{}: cannot run {rows} x {row_len}",
        seed.name()
    );
    let len = rows * row_len;
    let bytes = (len * dtype.size()) as u64;
    assert!(
        input.size_in_used() >= bytes && output.size_in_used() >= bytes,
        "buffers too small"
    );
    assert!(
        row_max.size_in_used() >= (rows * 4) as u64,
        "row_max too small"
    );
    let cubes = CubeCount::new_1d(rows as u32);
    // Short rows get fewer units (a power of two, as the tree reductions need), never idle ones.
    let units = CubeDim::new_1d(row_len.next_power_of_two().clamp(1, UNITS) as u32);
    // SAFETY: every kernel indexes rows `< rows` of `row_len` elements, which the buffers hold.
    unsafe {
        let array = |handle: &Handle, len: usize| ArrayArg::from_raw_parts(handle.clone(), len);
        match seed {
            Seed::Naive => {
                naive_row_max::launch_unchecked::<R>(
                    client,
                    cubes.clone(),
                    units,
                    array(input, len),
                    array(row_max, rows),
                    row_len,
                    dtype,
                );
                naive_exp::launch_unchecked::<R>(
                    client,
                    cubes.clone(),
                    units,
                    array(input, len),
                    array(row_max, rows),
                    array(output, len),
                    row_len,
                    dtype,
                );
                naive_sum_and_divide::launch_unchecked::<R>(
                    client,
                    cubes,
                    units,
                    array(output, len),
                    row_len,
                    dtype,
                );
            }
            Seed::TwoPass => two_pass::launch_unchecked::<R>(
                client,
                cubes,
                units,
                array(input, len),
                array(output, len),
                row_len,
                dtype,
            ),
            Seed::OnePass => {
                let units_count = row_len.next_power_of_two().clamp(1, UNITS);
                one_pass::launch_unchecked::<R>(
                    client,
                    cubes,
                    CubeDim::new_1d(units_count as u32),
                    array(input, len),
                    array(output, len),
                    row_len,
                    row_len.div_ceil(units_count),
                    dtype,
                )
            }
        }
    }
}
