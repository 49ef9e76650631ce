//! Strategy: one cube per row.
//!
//! Every unit folds a strided share of the row (consecutive units read consecutive vectors, so
//! loads coalesce), the cube merges the partial states (tiers 2 + 3, or tier 3 alone on the
//! shared-memory path), then every unit writes its share of the normalized row. Cubes step over
//! rows with a stride of the cube count, so any number of rows fits in a bounded grid.
//!
//! The row is read twice (once to reduce, once to normalize); for rows that fit in L2 the second
//! read mostly hits the cache.

use cubecl::prelude::*;

use crate::blueprint::{CubePerRowBlueprint, MergePath};
use crate::tiers::{OnlineState, RowNormalizer, block_merge, fold_vector, plane_merge};

/// Softmax or log-softmax of each row of a contiguous `[rows, vectors_per_row * N]` buffer.
///
/// Guaranteed to write every element of `output` that belongs to a row `< rows`, and no other.
#[cube(launch_unchecked, address_type = "dynamic")]
pub fn softmax_cube_per_row<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    output: &mut Array<Vector<F, N>>,
    rows: usize,
    vectors_per_row: usize,
    #[comptime] blueprint: CubePerRowBlueprint,
    #[define(F)] _dtype: StorageType,
) {
    let mut partial_max = SharedMemory::<f32>::new(blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(blueprint.partial_slots);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;

    let mut row = CUBE_POS;
    while row < rows {
        let row_start = row * vectors_per_row;

        let mut state = OnlineState::identity();
        let mut index = unit;
        while index < vectors_per_row {
            fold_vector::<F, N>(&mut state, input[row_start + index]);
            index += units;
        }

        let state = match blueprint.merge {
            MergePath::Plane => {
                let plane_state = plane_merge(state);
                let plane_dim = PLANE_DIM as usize;
                block_merge(
                    plane_state,
                    unit % plane_dim == 0,
                    unit / plane_dim,
                    units.div_ceil(plane_dim),
                    &mut partial_max,
                    &mut partial_sum,
                )
            }
            MergePath::SharedMemory => {
                block_merge(state, true, unit, units, &mut partial_max, &mut partial_sum)
            }
        };

        let normalizer = RowNormalizer::new(state);
        let mut index = unit;
        while index < vectors_per_row {
            let position = row_start + index;
            output[position] = normalizer.apply::<F, N>(input[position], blueprint.kind);
            index += units;
        }

        row += CUBE_COUNT;
    }
}
