//! Strategy: one plane segment per row, several rows per plane and per cube.
//!
//! For rows short enough that a plane holds them in a few loads per unit, a whole cube per row
//! would leave most units idle and pay barriers for nothing. Here each row is owned by a segment
//! of `lanes_per_row` consecutive units of a plane (the whole plane for rows of 2 KB, fewer lanes
//! for shorter rows, so every unit still holds several 16-byte vectors in flight): load and hold,
//! tier 1, tier 2 over the segment, normalize from registers; no barrier, and no shared memory
//! unless exps are kept there.
//! With `RowBlueprint::kept_exps`, tier 1 leaves each held vector's exps in its registers (the
//! planner's choice for short 16-bit softmax rows that fill their segment at two vectors a unit),
//! or in the cube's shared memory ([`RegistersPageExps::Shared`]: its choice for those held at
//! four that leave a slot of their segment empty), and the store multiplies them by one factor,
//! instead of taking a second `exp` per element.
//! The segment width is comptime and divides every plane size the device may use, so the same
//! kernel is right for 32-wide warps and for the 8-wide planes of a CPU Vulkan driver.

use cubecl::prelude::*;

use crate::blueprint::{RegistersPageExps, RowBlueprint};
use crate::held::{
    fold_owned, fold_owned_keeping_exps, load_scored_run, store_kept_exps, store_owned,
};
use crate::scores::{OuterOffsets, ScoreArgs};
use crate::staging::kept_exps_len;
use crate::tiers::{RowNormalizer, exp_intrinsics, plane_dim, segment_merge};

/// Where a unit works when segments of `lanes` consecutive units of each plane own the rows: its
/// lane within its segment, its segment's offset from its plane's first row, and the plane's first
/// row and step. Loops run over the plane's row, so they stay uniform within a plane, as shuffles
/// require; a segment whose row (`plane_row + segment`) is past the end holds nothing and only
/// takes part in the shuffles.
#[derive(CubeType, Clone, Copy)]
pub struct PlaneSegments {
    pub lane: usize,
    pub segment: usize,
    pub first_plane_row: usize,
    pub plane_row_step: usize,
}

#[cube]
impl PlaneSegments {
    /// The segments of this unit's cube; `lanes` must be a power of two dividing the plane size.
    /// `plane_width` as for [`plane_dim()`].
    pub fn new(#[comptime] lanes: usize, #[comptime] plane_width: usize) -> PlaneSegments {
        let plane_dim = plane_dim(plane_width);
        let rows_per_cube = CUBE_DIM as usize / lanes;
        PlaneSegments {
            lane: UNIT_POS as usize % lanes,
            segment: (UNIT_POS as usize % plane_dim) / lanes,
            first_plane_row: CUBE_POS * rows_per_cube
                + (UNIT_POS as usize / plane_dim) * (plane_dim / lanes),
            plane_row_step: CUBE_COUNT * rows_per_cube,
        }
    }
}

/// Softmax or log-softmax of the scores (see [`scores`](crate::scores)) of each row of `rows`
/// rows of `vectors_per_row` vectors, row `r` starting at vector
/// `input_rows.row_start(r, blueprint.rows_by_terms)` of `input` (see
/// [`OuterOffsets::row_start`]) and `r * output_row_stride` of `output`; only `tail_lanes` lanes
/// of each row's last vector belong to the row. `mask` is read only when the blueprint has a mask
/// (any buffer stands in otherwise), at the row offsets `score_args` gives.
///
/// The cube's unit count must be a multiple of the plane size (and be `blueprint.staging_units`
/// where the exps are kept in shared memory), `blueprint.lanes_per_row` a power of two dividing
/// the plane size, and `vectors_per_row` at most `lanes_per_row * blueprint.loads_per_unit`.
/// Guaranteed to write every vector of every row `< rows` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_plane_per_row<F: Float, G: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    output: &mut Array<Vector<G, N>>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    input_rows: OuterOffsets,
    output_row_stride: usize,
    score_args: ScoreArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F, G, M)] _dtypes: [StorageType; 3],
) {
    let loads = blueprint.loads_per_unit;
    let lanes = blueprint.lanes_per_row;
    let fused = blueprint.scores;
    let row_len = (vectors_per_row - 1) * N::value() + tail_lanes;
    let segments = PlaneSegments::new(lanes, blueprint.plane_width);
    let lane = segments.lane;
    let mut held = Array::<Vector<F, N>>::new(loads);
    let mut held_mask = Array::<Vector<M, N>>::new(loads);
    // Kept exps go in place of the held scores, or to shared memory, where each unit reads back
    // only the slots it wrote, so no barrier is needed. A segment's slots are `loads` runs of
    // `lanes` vectors (`fold_owned_keeping_exps` writes slot `(first_slot + k) * lanes + lane`),
    // after those of the cube's segments before it.
    let in_registers = comptime!(blueprint.kept_exps == Some(RegistersPageExps::InPlace));
    let mut exps = SharedMemory::<Vector<F, N>>::new(comptime!(kept_exps_len(blueprint)));
    let first_exps_slot = (UNIT_POS as usize / lanes) * loads;

    let mut plane_row = segments.first_plane_row;
    while plane_row < rows {
        let row = plane_row + segments.segment;
        let end = select(row < rows, vectors_per_row, 0);
        let scores = score_args.row(row, row_len, fused);
        load_scored_run::<F, M, N>(
            input,
            mask,
            &scores,
            input_rows.row_start(row, blueprint.rows_by_terms),
            0,
            lane,
            lanes,
            end,
            &mut held,
            &mut held_mask,
            fused,
            loads,
            blueprint.every_slot_loaded,
        );
        if comptime!(blueprint.kept_exps.is_some()) {
            let state = fold_owned_keeping_exps::<F, M, N>(
                &mut held,
                &held_mask,
                mask,
                &scores,
                0,
                lane,
                lanes,
                end,
                tail_lanes,
                &mut exps,
                first_exps_slot,
                in_registers,
                fused,
                loads,
            );
            let normalizer = RowNormalizer::new(segment_merge(state, lanes));
            store_kept_exps::<F, G, N>(
                output,
                row * output_row_stride,
                &held,
                &exps,
                first_exps_slot,
                &scores,
                0,
                lane,
                lanes,
                end,
                normalizer.kept_exp_factor(state.max),
                normalizer.masked::<G>(scores.neg_inf, blueprint.kind),
                in_registers,
                fused,
                loads,
            );
        } else {
            let state = fold_owned::<F, M, N>(
                &held, &held_mask, mask, &scores, 0, lane, lanes, end, tail_lanes, fused, loads,
            );
            let normalizer = RowNormalizer::new(segment_merge(state, lanes));
            store_owned::<F, G, M, N>(
                output,
                row * output_row_stride,
                &held,
                &held_mask,
                mask,
                &scores,
                0,
                lane,
                lanes,
                end,
                &normalizer,
                normalizer.masked::<G>(scores.neg_inf, blueprint.kind),
                blueprint.kind,
                fused,
                loads,
            );
        }
        plane_row += segments.plane_row_step;
    }
}
