//! Strategy: one cube per row.
//!
//! The cube's units load and hold the whole row (consecutive units own consecutive vectors, so
//! loads coalesce), fold their vectors (tier 1), merge into the row's state (tiers 2 + 3, or tier 3
//! alone on the shared-memory path), then normalize from registers: each element is read once
//! and written once. Cubes step over rows with a stride of the cube count, so any number of rows
//! fits in a bounded grid.

use cubecl::prelude::*;

use crate::blueprint::RowBlueprint;
use crate::held::{fold_owned, load_owned, store_owned};
use crate::tiers::{RowNormalizer, cube_merge, exp_intrinsics};

/// Softmax or log-softmax of each row; arguments as for
/// [`softmax_plane_per_row`](crate::plane_per_row::softmax_plane_per_row).
///
/// `vectors_per_row` must be at most `CUBE_DIM * blueprint.loads_per_unit`. Guaranteed to write
/// every vector of every row `< rows` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_cube_per_row<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    output: &mut Array<Vector<F, N>>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    input_row_stride: usize,
    output_row_stride: usize,
    #[comptime] blueprint: RowBlueprint,
    #[define(F)] _dtype: StorageType,
) {
    let loads = blueprint.loads_per_unit;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut held = Array::<Vector<F, N>>::new(loads);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;

    let mut row = CUBE_POS;
    let mut round = 0;
    while row < rows {
        load_owned::<F, N>(
            input,
            row * input_row_stride,
            unit,
            units,
            vectors_per_row,
            &mut held,
            loads,
        );
        let state = fold_owned::<F, N>(&held, unit, units, vectors_per_row, tail_lanes, loads);
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
            row * output_row_stride,
            unit,
            units,
            vectors_per_row,
            &held,
            &normalizer,
            blueprint.kind,
            loads,
        );
        row += CUBE_COUNT;
        round = 1 - round;
    }
}
