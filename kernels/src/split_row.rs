//! Strategy: a row split across several cubes ("reduce the reducers").
//!
//! A row longer than one cube can hold in registers is cut into chunks of
//! `CUBE_DIM * loads_per_unit` vectors, one cube per chunk. The chunk states are merged with the
//! same associative merge as every other tier.
//!
//! Two launches: [`split_row_states()`] writes one `(max, sum)` state per chunk, then
//! [`split_row_normalize()`] merges its row's states and normalizes its chunk. The chunk is read
//! once by each launch. CubeCL exposes no cluster barrier or distributed shared memory. A one-read
//! version that exchanged the chunk states through L2 in one launch (bounded polling, so it could
//! not deadlock where cubes run a few at a time) was measured on the H100 and was no faster: its
//! cubes idle while a row's slowest chunk publishes (docs/PERFORMANCE.md, "A one-read split row
//! through L2").
//! The second launch walks the chunks in the reverse order of the first, so it starts with the
//! chunks the first launch read last, which are the most likely to still be in L2.

use cubecl::prelude::*;

use crate::blueprint::RowBlueprint;
use crate::held::{fold_owned, load_scored_run, store_owned};
use crate::scores::{OuterOffsets, RowScores, ScoreArgs};
use crate::staging::Page;
use crate::tiers::{OnlineState, RowNormalizer, cube_merge, exp_intrinsics, merge_states};

/// Work item `item`: chunk `item % chunks` of row `item / chunks`, a page of the row (see
/// [`Page`]).
#[derive(CubeType, Clone, Copy)]
pub struct Chunk {
    pub row: usize,
    pub page: Page,
}

#[cube]
impl Chunk {
    /// The chunk of work item `item` when rows of `vectors_per_row` vectors of `lanes` lanes (the
    /// last holding `tail_lanes` of the row) are cut into `chunks` chunks of `chunk_vectors`.
    pub fn of_item(
        item: usize,
        chunks: usize,
        chunk_vectors: usize,
        vectors_per_row: usize,
        tail_lanes: usize,
        lanes: usize,
    ) -> Chunk {
        Chunk {
            row: item / chunks,
            page: Page::new(
                item % chunks,
                chunk_vectors,
                vectors_per_row,
                tail_lanes,
                lanes,
            ),
        }
    }
}

/// Loads the unit's vectors of `chunk` into `held` (and a held mask's into `held_mask`, see
/// [`load_scored_run()`]): what both passes read of a chunk.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn load_chunk<F: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    chunk: &Chunk,
    input_rows: &OuterOffsets,
    held: &mut Array<Vector<F, N>>,
    held_mask: &mut Array<Vector<M, N>>,
    #[comptime] blueprint: RowBlueprint,
) {
    load_scored_run::<F, M, N>(
        input,
        mask,
        scores,
        input_rows.row_start(chunk.row, blueprint.rows_by_terms) + chunk.page.start,
        chunk.page.start,
        UNIT_POS as usize,
        CUBE_DIM as usize,
        chunk.page.len,
        held,
        held_mask,
        blueprint.scores,
        blueprint.loads_per_unit,
        blueprint.every_slot_loaded,
    );
}

/// Pass 1: the state of every chunk of every row; chunk `c` of row `r` goes to
/// `states[2 * (r * chunks + c)]` (max) and the element after it (sum).
///
/// Row arguments as for [`softmax_plane_per_row`](crate::plane_per_row::softmax_plane_per_row());
/// `chunks * CUBE_DIM * blueprint.loads_per_unit` must be at least `vectors_per_row`.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn split_row_states<F: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    states: &mut Array<f32>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    input_rows: OuterOffsets,
    chunks: usize,
    score_args: ScoreArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F, M)] _dtypes: [StorageType; 2],
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
    let chunk_vectors = units * loads;
    let items = rows * chunks;

    let mut item = CUBE_POS;
    let mut round = 0;
    while item < items {
        let chunk = Chunk::of_item(
            item,
            chunks,
            chunk_vectors,
            vectors_per_row,
            tail_lanes,
            N::value(),
        );
        let scores = score_args.row(chunk.row, row_len, fused);
        load_chunk::<F, M, N>(
            input,
            mask,
            &scores,
            &chunk,
            &input_rows,
            &mut held,
            &mut held_mask,
            blueprint,
        );
        let state = fold_owned::<F, M, N>(
            &held,
            &held_mask,
            mask,
            &scores,
            chunk.page.start,
            unit,
            units,
            chunk.page.len,
            chunk.page.tail_lanes,
            fused,
            loads,
        );
        let state = cube_merge(
            state,
            round,
            blueprint.merge,
            blueprint.partial_slots,
            blueprint.plane_width,
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

/// Pass 2: merges each row's chunk states (written by [`split_row_states()`] with the same
/// `chunks` and cube size) and writes the normalized chunk.
///
/// Guaranteed to write every vector of every row `< rows` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn split_row_normalize<F: Float, G: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    output: &mut Array<Vector<G, N>>,
    states: &Array<f32>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    input_rows: OuterOffsets,
    output_row_stride: usize,
    chunks: usize,
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
    let chunk_vectors = units * loads;
    let items = rows * chunks;

    let mut step = CUBE_POS;
    let mut round = 0;
    while step < items {
        // Reverse order: see the module documentation.
        let chunk = Chunk::of_item(
            items - 1 - step,
            chunks,
            chunk_vectors,
            vectors_per_row,
            tail_lanes,
            N::value(),
        );
        // The loads are issued first so they are in flight while the states are merged.
        let scores = score_args.row(chunk.row, row_len, fused);
        load_chunk::<F, M, N>(
            input,
            mask,
            &scores,
            &chunk,
            &input_rows,
            &mut held,
            &mut held_mask,
            blueprint,
        );

        let mut state = OnlineState::identity();
        let mut state_index = unit;
        while state_index < chunks {
            let position = 2 * (chunk.row * chunks + state_index);
            let merged = merge_states(
                state,
                OnlineState {
                    max: states[position],
                    sum: states[position + 1],
                },
            );
            state.max = merged.max;
            state.sum = merged.sum;
            state_index += units;
        }
        let state = cube_merge(
            state,
            round,
            blueprint.merge,
            blueprint.partial_slots,
            blueprint.plane_width,
            &mut partial_max,
            &mut partial_sum,
        );
        let normalizer = RowNormalizer::new(state);
        store_owned::<F, G, M, N>(
            output,
            chunk.row * output_row_stride + chunk.page.start,
            &held,
            &held_mask,
            mask,
            &scores,
            chunk.page.start,
            unit,
            units,
            chunk.page.len,
            &normalizer,
            normalizer.masked::<G>(scores.neg_inf, blueprint.kind),
            blueprint.kind,
            fused,
            loads,
        );
        step += CUBE_COUNT;
        round = 1 - round;
    }
}
