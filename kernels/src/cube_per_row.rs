//! Strategy: one cube per row.
//!
//! The cube's units load and hold the whole row (consecutive units own consecutive vectors, so
//! loads coalesce), fold their vectors (tier 1), merge into the row's state (tiers 2 + 3, or tier 3
//! alone on the shared-memory path), then normalize from what they hold: each element is read
//! once and written once. Cubes step over rows with a stride of the cube count, so any number of
//! rows fits in a bounded grid.
//!
//! A row longer than the cube's registers hold is cut into pages of `CUBE_DIM * loads_per_unit`
//! vectors ([`staging`](crate::staging)): the first `staged_pages` pages are loaded through
//! registers into shared memory, the last page stays in registers. An H100 SM has 227 KB of
//! shared memory next to its 256 KB of registers, so this holds f32 rows of about 80K elements
//! and bf16 rows of about 130K in one cube, where split-row would read them twice.
//!
//! A row can also be cut into `chunks` chunks of `pages + 1` pages each, one cube per chunk
//! (`blueprint.exchanges`): each cube folds and merges its chunk as above, the cubes of a row
//! merge their chunk states through global memory ([`exchange`](crate::exchange)), and each
//! normalizes the chunk it still holds. Rows longer than one SM holds, and rows too few to fill
//! the SMs, are then still read once and written once. The cubes step over the chunks of all
//! rows as they step over rows, so a grid of one cube per SM takes any number of rows. Every
//! cube of a row merges the same published states in chunk order, so all of them normalize with
//! the same numbers.

use cubecl::prelude::*;

use crate::blueprint::{RegistersPageExps, RowBlueprint};
use crate::exchange::{
    ABSENT, MAX_EXCHANGE_CHUNKS, gather_row_states, gathered, gathered_all, gathered_state,
    merge_gathered, published_word, release_row_states,
};
use crate::held::{
    fold_owned, fold_owned_keeping_exps, load_scored_run, store_kept_exps, store_owned,
};
use crate::scores::{OuterOffsets, RowScores, ScoreArgs};
use crate::staging::{Page, RowPages, kept_exps_len, stage, staging_len, unstage};
use crate::tiers::{OnlineState, RowNormalizer, cube_merge, exp_intrinsics, merge_states};

/// Softmax or log-softmax of the scores of each row; arguments as for
/// [`softmax_plane_per_row`](crate::plane_per_row::softmax_plane_per_row()).
///
/// `vectors_per_row` must be at most `chunks * CUBE_DIM * blueprint.loads_per_unit * (1 +
/// blueprint.staged_pages)`, and `CUBE_DIM` must be `blueprint.staging_units` when pages are
/// staged. `chunks` is 1 unless `blueprint.exchanges`; then it is at most
/// [`MAX_EXCHANGE_CHUNKS`] and at most `CUBE_DIM`, and `exchange` holds `rows *
/// row_words(chunks)` words ([`row_words`](crate::exchange::row_words())), every one
/// [`ABSENT`](crate::exchange::ABSENT), used by no launch running at the same time (otherwise
/// it is never touched). `wait_polls` bounds how long a cube waits for another chunk's state
/// before computing it itself (any value is correct). Guaranteed to write every vector of every
/// row `< rows` and nothing else, and to leave every word of `exchange` `ABSENT`.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_cube_per_row<F: Float, G: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    output: &mut Array<Vector<G, N>>,
    exchange: &mut Array<Atomic<u32>>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    input_rows: OuterOffsets,
    output_row_stride: usize,
    chunks: usize,
    wait_polls: u32,
    score_args: ScoreArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F, G, M)] _dtypes: [StorageType; 3],
) {
    let loads = blueprint.loads_per_unit;
    let fused = blueprint.scores;
    let pages = blueprint.staged_pages;
    let row_len = (vectors_per_row - 1) * N::value() + tail_lanes;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let with_mask = comptime!(fused.holds_mask());
    let kept_exps = comptime!(blueprint.kept_exps.is_some());
    let registers_page_in_place =
        comptime!(blueprint.kept_exps == Some(RegistersPageExps::InPlace));
    let registers_page_recomputed =
        comptime!(blueprint.kept_exps == Some(RegistersPageExps::Recomputed));
    // With kept exps: the pages whose exps the store reads, every one but a recomputed
    // registers' page (the chunk's last).
    let pages_with_kept_exps = comptime!(pages + usize::from(!registers_page_recomputed));
    let mut staged = SharedMemory::<Vector<F, N>>::new(comptime!(staging_len(blueprint)));
    // A held mask's vectors are staged with the row's; otherwise one unused slot.
    let mut staged_mask = SharedMemory::<Vector<M, N>>::new(comptime!(if with_mask {
        staging_len(blueprint)
    } else {
        1
    }));
    // The row's chunk states as published, two words per chunk, when chunks are exchanged.
    let mut row_states = SharedMemory::<u32>::new(comptime!(if blueprint.exchanges {
        2 * MAX_EXCHANGE_CHUNKS
    } else {
        1
    }));
    // With kept exponentials: each staged page's `exp` of every element, the registers' page's
    // too unless `blueprint.kept_exps` keeps them in `held` or not at all, and the unit's max of
    // each page they were taken against.
    let mut exps = SharedMemory::<Vector<F, N>>::new(comptime!(kept_exps_len(blueprint)));
    let mut page_max = Array::<f32>::new(comptime!(if kept_exps { pages + 1 } else { 1 }));
    let mut held = Array::<Vector<F, N>>::new(loads);
    let mut held_mask = Array::<Vector<M, N>>::new(loads);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    let row_pages = RowPages {
        page_vectors: units * loads,
        vectors_per_row,
        tail_lanes,
        lanes: N::value().runtime(),
    };

    let mut item = CUBE_POS;
    let mut round = 0;
    while item < rows * chunks {
        let (row, chunk) = row_and_chunk(item, chunks, blueprint.exchanges);
        let row_start = input_rows.row_start(row, blueprint.rows_by_terms);
        // The chunk's pages are pages `first_page..=first_page + pages` of the row.
        let first_page = chunk * (pages + 1);
        let scores = score_args.row(row, row_len, fused);
        let page = row_pages.page(first_page + pages);
        let mut chunk_state = OnlineState::identity();
        if comptime!(kept_exps) {
            #[unroll]
            for p in 0..pages + 1 {
                let page_state = if comptime!(p < pages_with_kept_exps) {
                    load_and_keep_exps::<F, M, N>(
                        input,
                        mask,
                        &scores,
                        row_start,
                        &row_pages.page(first_page + p),
                        &mut held,
                        &mut held_mask,
                        &mut exps,
                        p * loads,
                        comptime!(p == pages && registers_page_in_place),
                        blueprint,
                    )
                } else {
                    load_and_fold_page::<F, M, N>(
                        input,
                        mask,
                        &scores,
                        row_start,
                        &page,
                        &mut held,
                        &mut held_mask,
                        blueprint,
                    )
                };
                page_max[p] = page_state.max;
                // The first page's state is the chunk's so far: no merge with the identity.
                let merged = if comptime!(p == 0) {
                    page_state
                } else {
                    merge_states(chunk_state, page_state)
                };
                chunk_state.max = merged.max;
                chunk_state.sum = merged.sum;
            }
        } else {
            let loaded = load_chunk::<F, M, N>(
                input,
                mask,
                &scores,
                row_start,
                &row_pages,
                first_page,
                &mut held,
                &mut held_mask,
                &mut staged,
                &mut staged_mask,
                blueprint,
            );
            chunk_state.max = loaded.max;
            chunk_state.sum = loaded.sum;
        }
        let mut state = cube_merge(
            chunk_state,
            round,
            blueprint.merge,
            blueprint.partial_slots,
            blueprint.plane_width,
            &mut partial_max,
            &mut partial_sum,
        );
        round = 1 - round;
        let mut replaced = ABSENT.runtime();
        if comptime!(blueprint.exchanges) {
            // Tier 4: the row's chunk states, merged in chunk order.
            replaced = gather_row_states(
                exchange,
                &mut row_states,
                row,
                chunk,
                chunks,
                published_word(state.max),
                published_word(state.sum),
                wait_polls,
            );
            let mut merged = merge_gathered(&row_states, chunks);
            // Every unit read the same words, so the whole cube takes the same branch.
            if !gathered_all(&row_states, chunks) {
                merged.max = f32::min_value();
                merged.sum = 0.0f32;
                for c in 0..chunks {
                    let mut chunk_state = gathered_state(&row_states, c);
                    if !gathered(&row_states, c) {
                        // Computed as its owner computes it: the same pages, units and merges.
                        chunk_state.max = f32::min_value();
                        chunk_state.sum = 0.0f32;
                        #[unroll]
                        for p in 0..pages + 1 {
                            let page_state = load_and_fold_page::<F, M, N>(
                                input,
                                mask,
                                &scores,
                                row_start,
                                &row_pages.page(c * (pages + 1) + p),
                                &mut held,
                                &mut held_mask,
                                blueprint,
                            );
                            let next = merge_states(chunk_state, page_state);
                            chunk_state.max = next.max;
                            chunk_state.sum = next.sum;
                        }
                        let merged_chunk = cube_merge(
                            chunk_state,
                            round,
                            blueprint.merge,
                            blueprint.partial_slots,
                            blueprint.plane_width,
                            &mut partial_max,
                            &mut partial_sum,
                        );
                        chunk_state.max = merged_chunk.max;
                        chunk_state.sum = merged_chunk.sum;
                        round = 1 - round;
                    }
                    let next = merge_states(merged, chunk_state);
                    merged.max = next.max;
                    merged.sum = next.sum;
                }
                // The registers' page of this cube's own chunk was overwritten: load it again.
                load_and_fold_page::<F, M, N>(
                    input,
                    mask,
                    &scores,
                    row_start,
                    &page,
                    &mut held,
                    &mut held_mask,
                    blueprint,
                );
            }
            // No unit writes the row's states for the next item before every unit read them.
            sync_cube();
            state.max = merged.max;
            state.sum = merged.sum;
        }
        let normalizer = RowNormalizer::new(state);
        let masked = normalizer.masked::<G>(scores.neg_inf, blueprint.kind);
        if comptime!(kept_exps) {
            // No unit reads another's slots, so no barrier guards them.
            #[unroll]
            for p in 0..pages_with_kept_exps {
                let kept_page = row_pages.page(first_page + p);
                store_kept_exps::<F, G, N>(
                    output,
                    row * output_row_stride + kept_page.start,
                    &held,
                    &exps,
                    p * loads,
                    &scores,
                    kept_page.start,
                    unit,
                    units,
                    kept_page.len,
                    normalizer.kept_exp_factor(page_max[p]),
                    masked,
                    comptime!(p == pages && registers_page_in_place),
                    fused,
                    loads,
                );
            }
        }
        // The registers' page from its scores, unless its exps were kept.
        if comptime!(!kept_exps || registers_page_recomputed) {
            store_page::<F, G, M, N>(
                output,
                row * output_row_stride,
                &held,
                &held_mask,
                mask,
                &scores,
                &page,
                &normalizer,
                masked,
                blueprint,
            );
        }
        if comptime!(!kept_exps) {
            #[unroll(!blueprint.pages_in_loops)]
            for p in 0..pages {
                unstage::<F, N>(&staged, &mut held, p * loads, unit, units, loads);
                if comptime!(with_mask) {
                    unstage::<M, N>(&staged_mask, &mut held_mask, p * loads, unit, units, loads);
                }
                store_page::<F, G, M, N>(
                    output,
                    row * output_row_stride,
                    &held,
                    &held_mask,
                    mask,
                    &scores,
                    &row_pages.page(first_page + p),
                    &normalizer,
                    masked,
                    blueprint,
                );
            }
        }
        if comptime!(blueprint.exchanges) {
            release_row_states(exchange, row, chunks, replaced);
        }
        item += CUBE_COUNT;
    }
}

/// Tier 1 over the unit's part of one chunk of a row (pages `first_page..=first_page +
/// staged_pages` of `row_pages`), through registers: each staged page is loaded, folded and
/// copied into the unit's slots of `staged` (and a held mask's into `staged_mask`) before the
/// next is loaded; the last page stays in `held`. Returns the unit's state of the chunk, its
/// pages merged in order.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_chunk<F: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    row_start: usize,
    row_pages: &RowPages,
    first_page: usize,
    held: &mut Array<Vector<F, N>>,
    held_mask: &mut Array<Vector<M, N>>,
    staged: &mut SharedMemory<Vector<F, N>>,
    staged_mask: &mut SharedMemory<Vector<M, N>>,
    #[comptime] blueprint: RowBlueprint,
) -> OnlineState {
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    let loads = blueprint.loads_per_unit;
    let pages = blueprint.staged_pages;
    let mut state = OnlineState::identity();
    #[unroll(!blueprint.pages_in_loops)]
    for p in 0..pages {
        let page_state = load_and_fold_page::<F, M, N>(
            input,
            mask,
            scores,
            row_start,
            &row_pages.page(first_page + p),
            held,
            held_mask,
            blueprint,
        );
        let merged = merge_states(state, page_state);
        state.max = merged.max;
        state.sum = merged.sum;
        stage::<F, N>(held, staged, p * loads, unit, units, loads);
        if comptime!(blueprint.scores.holds_mask()) {
            stage::<M, N>(held_mask, staged_mask, p * loads, unit, units, loads);
        }
    }
    let page_state = load_and_fold_page::<F, M, N>(
        input,
        mask,
        scores,
        row_start,
        &row_pages.page(first_page + pages),
        held,
        held_mask,
        blueprint,
    );
    // Without staged pages the registers' page is the whole chunk: no merge with the identity.
    if comptime!(pages == 0) {
        page_state
    } else {
        merge_states(state, page_state)
    }
}

/// The row and the chunk of it that grid item `item` is, rows being cut into `chunks` chunks.
/// Without an exchange every row is one chunk (`chunks` is 1) and the item is the row: the
/// division, a runtime one, is left out.
#[cube]
pub(crate) fn row_and_chunk(
    item: usize,
    chunks: usize,
    #[comptime] exchanges: bool,
) -> (usize, usize) {
    if comptime!(exchanges) {
        (item / chunks, item % chunks)
    } else {
        (item, 0usize.runtime())
    }
}

/// Loads the unit's vectors of `page` of the row starting at `row_start` of `input` (and of a
/// held mask) into `held` / `held_mask`.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_page<F: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    row_start: usize,
    page: &Page,
    held: &mut Array<Vector<F, N>>,
    held_mask: &mut Array<Vector<M, N>>,
    #[comptime] blueprint: RowBlueprint,
) {
    load_scored_run::<F, M, N>(
        input,
        mask,
        scores,
        row_start + page.start,
        page.start,
        UNIT_POS as usize,
        CUBE_DIM as usize,
        page.len,
        held,
        held_mask,
        blueprint.scores,
        blueprint.loads_per_unit,
        blueprint.every_slot_loaded,
    );
}

/// Loads the unit's vectors of `page` of the row starting at `row_start` of `input` (and of a
/// held mask) into `held` / `held_mask`, and returns their state.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_and_fold_page<F: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    row_start: usize,
    page: &Page,
    held: &mut Array<Vector<F, N>>,
    held_mask: &mut Array<Vector<M, N>>,
    #[comptime] blueprint: RowBlueprint,
) -> OnlineState {
    load_page::<F, M, N>(
        input, mask, scores, row_start, page, held, held_mask, blueprint,
    );
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    fold_owned::<F, M, N>(
        held,
        held_mask,
        mask,
        scores,
        page.start,
        unit,
        units,
        page.len,
        page.tail_lanes,
        blueprint.scores,
        blueprint.loads_per_unit,
    )
}

/// Loads the unit's vectors of `page` as [`load_and_fold_page()`] does, and keeps their `exp`s in
/// `held` (`in_registers`) or in its slots of `exps` from slot `first_slot`
/// ([`fold_owned_keeping_exps()`]); returns their state.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_and_keep_exps<F: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    row_start: usize,
    page: &Page,
    held: &mut Array<Vector<F, N>>,
    held_mask: &mut Array<Vector<M, N>>,
    exps: &mut SharedMemory<Vector<F, N>>,
    first_slot: usize,
    #[comptime] in_registers: bool,
    #[comptime] blueprint: RowBlueprint,
) -> OnlineState {
    load_page::<F, M, N>(
        input, mask, scores, row_start, page, held, held_mask, blueprint,
    );
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    fold_owned_keeping_exps::<F, M, N>(
        held,
        held_mask,
        mask,
        scores,
        page.start,
        unit,
        units,
        page.len,
        page.tail_lanes,
        exps,
        first_slot,
        in_registers,
        blueprint.scores,
        blueprint.loads_per_unit,
    )
}

/// Normalizes and stores the unit's held vectors of `page` of the row starting at `row_start`
/// of `output` (those past the causal limit as `masked`, see [`store_owned()`]).
#[cube]
#[allow(clippy::too_many_arguments)]
fn store_page<F: Float, G: Float, M: Numeric, N: Size>(
    output: &mut Array<Vector<G, N>>,
    row_start: usize,
    held: &Array<Vector<F, N>>,
    held_mask: &Array<Vector<M, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    page: &Page,
    normalizer: &RowNormalizer,
    masked: G,
    #[comptime] blueprint: RowBlueprint,
) {
    store_owned::<F, G, M, N>(
        output,
        row_start + page.start,
        held,
        held_mask,
        mask,
        scores,
        page.start,
        UNIT_POS as usize,
        CUBE_DIM as usize,
        page.len,
        normalizer,
        masked,
        blueprint.kind,
        blueprint.scores,
        blueprint.loads_per_unit,
    );
}
