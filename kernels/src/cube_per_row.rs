//! Strategy: one cube per row.
//!
//! The cube's units load and hold the whole row (consecutive units own consecutive vectors, so
//! loads coalesce), fold their vectors (tier 1), merge into the row's state (tiers 2 + 3, or tier 3
//! alone on the shared-memory path), then normalize from registers: each element is read once
//! and written once. Cubes step over rows with a stride of the cube count, so any number of rows
//! fits in a bounded grid.

use cubecl::prelude::*;

use crate::blueprint::RowBlueprint;
use crate::held::{fold_owned, load_scored_run, store_owned};
use crate::scores::ScoreArgs;
use crate::tiers::{RowNormalizer, cube_merge, exp_intrinsics};

/// Softmax or log-softmax of the scores of each row; arguments as for
/// [`softmax_plane_per_row`](crate::plane_per_row::softmax_plane_per_row).
///
/// `vectors_per_row` must be at most `CUBE_DIM * blueprint.loads_per_unit`. Guaranteed to write
/// every vector of every row `< rows` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_cube_per_row<F: Float, G: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    output: &mut Array<Vector<G, N>>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    input_row_stride: usize,
    output_row_stride: usize,
    score_args: ScoreArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F, G, M)] _dtypes: [StorageType; 3],
) {
    let loads = blueprint.loads_per_unit;
    let fused = blueprint.scores;
    let row_len = (vectors_per_row - 1) * N::value() + tail_lanes;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut held = Array::<Vector<F, N>>::new(loads);
    let mut held_mask = Array::<Vector<M, N>>::new(loads);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;

    let mut row = CUBE_POS;
    let mut round = 0;
    while row < rows {
        let scores = score_args.row(row, row_len, fused);
        load_scored_run::<F, M, N>(
            input,
            mask,
            &scores,
            row * input_row_stride,
            0,
            unit,
            units,
            vectors_per_row,
            &mut held,
            &mut held_mask,
            fused,
            loads,
        );
        let state = fold_owned::<F, M, N>(
            &held,
            &held_mask,
            &scores,
            0,
            unit,
            units,
            vectors_per_row,
            tail_lanes,
            fused,
            loads,
        );
        let state = cube_merge(
            state,
            round,
            blueprint.merge,
            blueprint.partial_slots,
            &mut partial_max,
            &mut partial_sum,
        );
        let normalizer = RowNormalizer::new(state);
        store_owned::<F, G, M, N>(
            output,
            row * output_row_stride,
            &held,
            &held_mask,
            &scores,
            0,
            unit,
            units,
            vectors_per_row,
            &normalizer,
            blueprint.kind,
            fused,
            loads,
        );
        row += CUBE_COUNT;
        round = 1 - round;
    }
}
