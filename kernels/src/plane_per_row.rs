//! Strategy: one plane per row, several rows per cube.
//!
//! For rows short enough that one plane covers them in a few loads per unit, a whole cube per row
//! would leave most units idle and pay barriers for nothing. Here each plane owns a row: tier 1 then
//! tier 2, no shared memory and no barrier. The plane size is read at run time (`PLANE_DIM`), so the
//! same kernel is right for 32-wide warps and for the 8-wide planes of a CPU Vulkan driver.

use cubecl::prelude::*;

use crate::blueprint::SoftmaxKind;
use crate::tiers::{OnlineState, RowNormalizer, fold_vector, plane_merge};

/// Softmax or log-softmax of each row of a contiguous `[rows, vectors_per_row * N]` buffer.
///
/// The cube's unit count must be a multiple of the plane size, so that every plane is full.
/// Guaranteed to write every element of `output` that belongs to a row `< rows`, and no other.
#[cube(launch_unchecked, address_type = "dynamic")]
pub fn softmax_plane_per_row<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    output: &mut Array<Vector<F, N>>,
    rows: usize,
    vectors_per_row: usize,
    #[comptime] kind: SoftmaxKind,
    #[define(F)] _dtype: StorageType,
) {
    let plane_dim = PLANE_DIM as usize;
    let lane = UNIT_POS as usize % plane_dim;
    let planes_per_cube = CUBE_DIM as usize / plane_dim;

    // The row loop is uniform within a plane, as the plane operations inside it require.
    let mut row = CUBE_POS * planes_per_cube + UNIT_POS as usize / plane_dim;
    let row_step = CUBE_COUNT * planes_per_cube;
    while row < rows {
        let row_start = row * vectors_per_row;

        let mut state = OnlineState::identity();
        let mut index = lane;
        while index < vectors_per_row {
            fold_vector::<F, N>(&mut state, input[row_start + index]);
            index += plane_dim;
        }

        let normalizer = RowNormalizer::new(plane_merge(state));
        let mut index = lane;
        while index < vectors_per_row {
            let position = row_start + index;
            output[position] = normalizer.apply::<F, N>(input[position], kind);
            index += plane_dim;
        }

        row += row_step;
    }
}
