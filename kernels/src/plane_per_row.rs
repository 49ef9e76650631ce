//! Strategy: one plane per row, several rows per cube.
//!
//! For rows short enough that one plane holds them in a few loads per unit, a whole cube per row
//! would leave most units idle and pay barriers for nothing. Here each plane owns a row: load and
//! hold, tier 1, tier 2, normalize from registers; no shared memory and no barrier. The plane size
//! is read at run time (`PLANE_DIM`), so the same kernel is right for 32-wide warps and for the
//! 8-wide planes of a CPU Vulkan driver.

use cubecl::prelude::*;

use crate::blueprint::RowBlueprint;
use crate::held::{fold_owned, load_owned, store_owned};
use crate::tiers::{RowNormalizer, exp_intrinsics, plane_merge};

/// Softmax or log-softmax of each row of `rows` rows of `vectors_per_row` vectors, row `r`
/// starting at vector `r * input_row_stride` of `input` and `r * output_row_stride` of `output`;
/// only `tail_lanes` lanes of each row's last vector belong to the row.
///
/// The cube's unit count must be a multiple of the plane size, and `vectors_per_row` at most
/// `PLANE_DIM * blueprint.loads_per_unit`. Guaranteed to write every vector of every row
/// `< rows` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_plane_per_row<F: Float, N: Size>(
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
    let plane_dim = PLANE_DIM as usize;
    let lane = UNIT_POS as usize % plane_dim;
    let planes_per_cube = CUBE_DIM as usize / plane_dim;
    let mut held = Array::<Vector<F, N>>::new(loads);

    // The row loop is uniform within a plane, as the plane operations inside it require.
    let mut row = CUBE_POS * planes_per_cube + UNIT_POS as usize / plane_dim;
    let row_step = CUBE_COUNT * planes_per_cube;
    while row < rows {
        let input_start = row * input_row_stride;
        load_owned::<F, N>(
            input,
            input_start,
            lane,
            plane_dim,
            vectors_per_row,
            &mut held,
            loads,
        );
        let state = fold_owned::<F, N>(&held, lane, plane_dim, vectors_per_row, tail_lanes, loads);
        let normalizer = RowNormalizer::new(plane_merge(state));
        store_owned::<F, N>(
            output,
            row * output_row_stride,
            lane,
            plane_dim,
            vectors_per_row,
            &held,
            &normalizer,
            blueprint.kind,
            loads,
        );
        row += row_step;
    }
}
