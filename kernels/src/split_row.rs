//! Strategy: a row split across several cubes ("reduce the reducers").
//!
//! A row longer than one cube can hold in registers (or one of so few rows that a cube per row
//! would leave most SMs idle) is cut into chunks of `CUBE_DIM * loads_per_unit` vectors, one cube
//! per chunk. The chunk states are merged with the same associative merge as every other tier.
//!
//! Two launches: [`split_row_states`] writes one `(max, sum)` state per chunk, then
//! [`split_row_normalize`] merges its row's states and normalizes its chunk. The chunk is read once
//! by each launch. CubeCL exposes no cluster barrier or distributed shared memory, and a global
//! spin-wait between cubes could deadlock on runtimes that do not keep every cube resident (the
//! CPU Vulkan driver runs them a few at a time), so the second read is the price of portability.
//! The second launch walks the chunks in the reverse order of the first, so it starts with the
//! chunks the first launch read last, which are the most likely to still be in L2.

use cubecl::prelude::*;

use crate::blueprint::RowBlueprint;
use crate::held::{fold_owned, load_owned, store_owned};
use crate::tiers::{OnlineState, RowNormalizer, cube_merge, exp_intrinsics, merge_states};

/// Pass 1: the state of every chunk of every row; chunk `c` of row `r` goes to
/// `states[2 * (r * chunks + c)]` (max) and the element after it (sum).
///
/// Row arguments as for [`softmax_plane_per_row`](crate::plane_per_row::softmax_plane_per_row);
/// `chunks * CUBE_DIM * blueprint.loads_per_unit` must be at least `vectors_per_row`.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn split_row_states<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    states: &mut Array<f32>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    input_row_stride: usize,
    chunks: usize,
    #[comptime] blueprint: RowBlueprint,
    #[define(F)] _dtype: StorageType,
) {
    let loads = blueprint.loads_per_unit;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut held = Array::<Vector<F, N>>::new(loads);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    let chunk_vectors = units * loads;
    let items = rows * chunks;

    let mut item = CUBE_POS;
    let mut round = 0;
    while item < items {
        let row = item / chunks;
        let chunk_start = (item % chunks) * chunk_vectors;
        let chunk_end = select(
            chunk_start + chunk_vectors < vectors_per_row,
            chunk_vectors,
            vectors_per_row - chunk_start,
        );
        // Only the row's last chunk ends with the row's (possibly padded) last vector.
        let chunk_tail = select(
            chunk_start + chunk_end == vectors_per_row,
            tail_lanes,
            N::value(),
        );
        let start = row * input_row_stride + chunk_start;
        load_owned::<F, N>(input, start, unit, units, chunk_end, &mut held, loads);
        let state = fold_owned::<F, N>(&held, unit, units, chunk_end, chunk_tail, loads);
        let state = cube_merge(
            state,
            round,
            blueprint.merge,
            blueprint.partial_slots,
            &mut partial_max,
            &mut partial_sum,
        );
        if unit == 0 {
            states[2 * item] = state.max;
            states[2 * item + 1] = state.sum;
        }
        item += CUBE_COUNT;
        round = 1 - round;
    }
}

/// Pass 2: merges each row's chunk states (written by [`split_row_states`] with the same
/// `chunks` and cube size) and writes the normalized chunk.
///
/// Guaranteed to write every vector of every row `< rows` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn split_row_normalize<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    output: &mut Array<Vector<F, N>>,
    states: &Array<f32>,
    rows: usize,
    vectors_per_row: usize,
    input_row_stride: usize,
    output_row_stride: usize,
    chunks: usize,
    #[comptime] blueprint: RowBlueprint,
    #[define(F)] _dtype: StorageType,
) {
    let loads = blueprint.loads_per_unit;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut held = Array::<Vector<F, N>>::new(loads);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    let chunk_vectors = units * loads;
    let items = rows * chunks;

    let mut step = CUBE_POS;
    let mut round = 0;
    while step < items {
        // Reverse order: see the module documentation.
        let item = items - 1 - step;
        let row = item / chunks;
        let chunk_start = (item % chunks) * chunk_vectors;
        let chunk_end = select(
            chunk_start + chunk_vectors < vectors_per_row,
            chunk_vectors,
            vectors_per_row - chunk_start,
        );
        // The loads are issued first so they are in flight while the states are merged.
        load_owned::<F, N>(
            input,
            row * input_row_stride + chunk_start,
            unit,
            units,
            chunk_end,
            &mut held,
            loads,
        );

        let mut state = OnlineState::identity();
        let mut chunk = unit;
        while chunk < chunks {
            let position = 2 * (row * chunks + chunk);
            let merged = merge_states(
                state,
                OnlineState {
                    max: states[position],
                    sum: states[position + 1],
                },
            );
            state.max = merged.max;
            state.sum = merged.sum;
            chunk += units;
        }
        let state = cube_merge(
            state,
            round,
            blueprint.merge,
            blueprint.partial_slots,
            &mut partial_max,
            &mut partial_sum,
        );
        let normalizer = RowNormalizer::new(state);
        store_owned::<F, N>(
            output,
            row * output_row_stride + chunk_start,
            unit,
            units,
            chunk_end,
            &held,
            &normalizer,
            blueprint.kind,
            loads,
        );
        step += CUBE_COUNT;
        round = 1 - round;
    }
}
