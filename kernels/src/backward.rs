//! The backward pass, one launch: `dx = y * (dy - sum(dy * y))` for softmax and
//! `dx = dy - exp(y) * sum(dy)` for log-softmax, from the forward's output `y` and the incoming
//! gradient `dy`.
//!
//! The row's reduction is a plain sum, carried through the same tiers as the forward's state
//! ([`OnlineState::of_sum`](crate::tiers::OnlineState::of_sum)), and the mapping of rows onto
//! units is the forward's: a plane segment per row for short rows, a cube per row otherwise. Each
//! unit holds its vectors of both `y` and `dy` in registers between the sum and the tail, so each
//! is read once and `dx` written once: 3 x M x N elements of traffic, where a composed backward
//! (a product, a sum, a subtraction, a product) walks memory several times. Log-softmax's sum
//! is `sum(dy)`, so where its cube-per-row kernel stages pages it stages only `dy`, and reads
//! each page of `y` once, after the row's `dy`, for the tail. Softmax may stage only `y` and
//! read each staged page of `dy` a second time for the tail ([`RowBlueprint::dy_read_again`]):
//! one more read of that part of `dy` (from L2 where it is still there), for half the shared
//! memory a page.
//!
//! Rows longer than one cube holds are cut into chunks as the forward's are: held by one cube
//! each, the cubes of a row exchanging their chunk sums through global memory
//! ([`exchange`](crate::exchange)), still 3 x M x N. Where the exchange cannot run (the device
//! does not say how many SMs it has), split-row takes them in two launches: the chunk sums, then
//! the tail, reading `y` and `dy` twice (5 x M x N elements of traffic).
//!
//! Under the forward's causal limit (`blueprint.scores.causal`) the outputs past it are constants
//! (0, or `-inf` for log-softmax): each run of a row is cut to the part the limit leaves
//! ([`RowLimit::allowed_part`]), whose `y` and `dy` alone are loaded and summed, and `dx` past it
//! is written as 0. Causal attention scores then move 2/3 of the plain backward's bytes.
//!
//! Every load here is made under its condition ([`load_owned()`]'s `every_slot` false): loading
//! every slot, as the forward does for bf16, slowed the backward's bf16 kernels (see
//! `RowBlueprint::every_slot_loaded`).

use cubecl::prelude::*;

use crate::blueprint::{RowBlueprint, SoftmaxKind};
use crate::cube_per_row::row_and_chunk;
use crate::exchange::{
    ABSENT, MAX_EXCHANGE_CHUNKS, ZERO_MAX_WORD, gather_row_states, gathered, gathered_all,
    gathered_state, merge_gathered, published_word, release_row_states,
};
use crate::held::{
    fold_gradient_owned, gradient_owned, load_owned, store_gradient_owned, store_gradient_values,
};
use crate::plane_per_row::PlaneSegments;
use crate::scores::{CausalArgs, OuterOffsets, RowLimit};
use crate::split_row::Chunk;
use crate::staging::{Page, RowPages, stage, staging_len, unstage};
use crate::tiers::{OnlineState, cube_merge, exp_intrinsics, merge_states, segment_merge};

/// The backward of each row, rows owned by plane segments of `blueprint.lanes_per_row` units as
/// in [`softmax_plane_per_row`](crate::plane_per_row::softmax_plane_per_row()). Row `r` of `y`
/// and `dy` starts where [`OuterOffsets::row_start`] puts it, and of `dx` at vector
/// `r * dx_row_stride`; only `tail_lanes` lanes of a row's last vector belong to it. `y` and `dy`
/// are of the forward's output type `F`, `dx` of its input type `G`; `scale` is the forward's
/// (see [`gradient_tail`](crate::tiers::gradient_tail())). With `blueprint.scores.causal`, `causal`
/// is the forward's causal limit: past it neither `y` nor `dy` is read, and `dx` is 0
/// ([`RowLimit::allowed_part`]).
///
/// Guaranteed to write every vector of every row `< rows` of `dx` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_backward_plane_per_row<F: Float, G: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    dx: &mut Array<Vector<G, N>>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    y_rows: OuterOffsets,
    dy_rows: OuterOffsets,
    dx_row_stride: usize,
    scale: f32,
    causal: CausalArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F, G)] _dtypes: [StorageType; 2],
) {
    let loads = blueprint.loads_per_unit;
    let lanes = blueprint.lanes_per_row;
    let segments = PlaneSegments::new(lanes, blueprint.plane_width);
    let lane = segments.lane;
    let mut held_y = Array::<Vector<F, N>>::new(loads);
    let mut held_dy = Array::<Vector<F, N>>::new(loads);

    let mut plane_row = segments.first_plane_row;
    while plane_row < rows {
        let row = plane_row + segments.segment;
        let end = select(row < rows, vectors_per_row, 0);
        let by_terms = blueprint.rows_by_terms;
        let whole_row = Page {
            start: 0,
            len: end,
            tail_lanes,
        };
        let kept = causal
            .row_limit(row, blueprint.scores.causal)
            .allowed_part::<N>(whole_row, blueprint.scores.causal);
        load_owned::<F, N>(
            y,
            y_rows.row_start(row, by_terms),
            lane,
            lanes,
            kept.len,
            &mut held_y,
            loads,
            false,
        );
        load_owned::<F, N>(
            dy,
            dy_rows.row_start(row, by_terms),
            lane,
            lanes,
            kept.len,
            &mut held_dy,
            loads,
            false,
        );
        let state = fold_gradient_owned::<F, N>(
            &held_y,
            &held_dy,
            lane,
            lanes,
            kept.len,
            kept.tail_lanes,
            blueprint.kind,
            loads,
            comptime!(widens_by_words(blueprint)),
        );
        let sum = segment_merge(state, lanes).sum;
        store_gradient_owned::<F, G, N>(
            dx,
            row * dx_row_stride,
            lane,
            lanes,
            end,
            kept.len,
            kept.tail_lanes,
            &held_y,
            &held_dy,
            sum,
            scale,
            blueprint.kind,
            loads,
            comptime!(widens_by_words(blueprint)),
            blueprint.scores.causal,
        );
        plane_row += segments.plane_row_step;
    }
}

/// The backward of each row, one cube per row (or per chunk of a row); arguments as for
/// [`softmax_backward_plane_per_row()`], and `exchange`, `chunks` and `wait_polls` as for the
/// forward's [`softmax_cube_per_row`](crate::cube_per_row::softmax_cube_per_row()). A row (or
/// chunk) longer than registers hold keeps its first pages of both `y` and `dy` in shared memory
/// ([`staging`](crate::staging)), still reading each once; log-softmax stages only `dy` and
/// loads `y` for the tail (`y_read_at_tail`): the registers' page before the merge, each staged
/// page just before its own stores. With `blueprint.dy_read_again` softmax stages only `y` and
/// loads each staged page's `dy` again just before that page's stores (`dy_read_again`). With
/// `blueprint.tail_loads_ahead` either load of a page goes out before the page before's stores
/// instead, that page's `dx` computed first into registers of its own (`tail_loads_ahead`).
/// `vectors_per_row` must be at most `chunks * CUBE_DIM * blueprint.loads_per_unit * (1 +
/// blueprint.staged_pages)`, and `CUBE_DIM` must be `blueprint.staging_units` when pages are
/// staged. `causal` as for
/// [`softmax_backward_plane_per_row()`]: each page's part past the limit is neither read nor
/// summed (a chunk wholly past it sums to 0 and still takes its part in the exchange).
///
/// Guaranteed to write every vector of every row `< rows` of `dx` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_backward_cube_per_row<F: Float, G: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    dx: &mut Array<Vector<G, N>>,
    exchange: &mut Array<Atomic<u32>>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    y_rows: OuterOffsets,
    dy_rows: OuterOffsets,
    dx_row_stride: usize,
    chunks: usize,
    wait_polls: u32,
    scale: f32,
    causal: CausalArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F, G)] _dtypes: [StorageType; 2],
) {
    let loads = blueprint.loads_per_unit;
    let pages = blueprint.staged_pages;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let y_at_tail = comptime!(y_read_at_tail(blueprint));
    let mut staged_y = SharedMemory::<Vector<F, N>>::new(comptime!(if y_at_tail {
        1
    } else {
        staging_len(blueprint)
    }));
    let dy_again = comptime!(dy_read_again(blueprint));
    let mut staged_dy = SharedMemory::<Vector<F, N>>::new(comptime!(if dy_again {
        1
    } else {
        staging_len(blueprint)
    }));
    // The row's chunk sums as published, two words per chunk, when chunks are exchanged.
    let mut row_states = SharedMemory::<u32>::new(comptime!(if blueprint.exchanges {
        2 * MAX_EXCHANGE_CHUNKS
    } else {
        1
    }));
    let mut held_y = Array::<Vector<F, N>>::new(loads);
    let mut held_dy = Array::<Vector<F, N>>::new(loads);
    // Where the tail's loads go out ahead, a page's `dx` is computed here first, so that the
    // next page's loads are issued before its stores.
    let tail_loads = comptime!(tail_loads_ahead(blueprint));
    let mut held_dx = Array::<Vector<G, N>>::new(comptime!(if tail_loads { loads } else { 1 }));
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
        // The chunk's pages are pages `first_page..=first_page + pages` of the row.
        let first_page = chunk * (pages + 1);
        let starts = (
            y_rows.row_start(row, blueprint.rows_by_terms),
            dy_rows.row_start(row, blueprint.rows_by_terms),
        );
        let (y_start, dy_start) = starts;
        let limit = causal.row_limit(row, blueprint.scores.causal);
        let page = row_pages.page(first_page + pages);
        let chunk_sum = load_gradient_chunk::<F, N>(
            y,
            dy,
            starts,
            &row_pages,
            &limit,
            first_page,
            &mut held_y,
            &mut held_dy,
            &mut staged_y,
            &mut staged_dy,
            blueprint,
        );
        if comptime!(y_at_tail) {
            // The registers' page of `y` is loaded now, in flight through the merge and the
            // exchange's wait; nothing writes `held_y` before the tail. NVIDIA H200, kernel
            // alone, the planner's log-softmax backward plans, against loading it at the tail,
            // two calls of three rounds (docs/runs/2026-11-29-h200-y-ahead/): rows cut into
            // exchanged chunks 0.93-1.05 of the time, 0.98 on average (10 of 14 faster); rows
            // held whole 0.97-1.05, 1.00 on average. Loading each staged page's `y` a page ahead
            // as well took more registers (spills, or one cube per SM where two fitted): it
            // tied or lost, by up to 39% (bf16 1024 x 32768).
            load_page::<F, N>(y, y_start, &page, &limit, &mut held_y, blueprint);
        }
        let mut sum = cube_merge(
            OnlineState::of_sum(chunk_sum),
            round,
            blueprint.merge,
            blueprint.partial_slots,
            blueprint.plane_width,
            &mut partial_max,
            &mut partial_sum,
        )
        .sum;
        round = 1 - round;
        let mut replaced = ABSENT.runtime();
        if comptime!(blueprint.exchanges) {
            // Tier 4: the row's chunk sums, added in chunk order.
            replaced = gather_row_states(
                exchange,
                &mut row_states,
                row,
                chunk,
                chunks,
                ZERO_MAX_WORD,
                published_word(sum),
                wait_polls,
            );
            let mut row_sum = merge_gathered(&row_states, chunks).sum;
            // Every unit read the same words, so the whole cube takes the same branch.
            if !gathered_all(&row_states, chunks) {
                let mut merged = OnlineState::identity();
                for c in 0..chunks {
                    let mut chunk_state = gathered_state(&row_states, c);
                    if !gathered(&row_states, c) {
                        // Computed as its owner computes it: the same pages, units and merges.
                        let mut chunk_sum = 0.0f32;
                        #[unroll]
                        for p in 0..pages + 1 {
                            chunk_sum += load_and_sum_page::<F, N>(
                                y,
                                dy,
                                y_start,
                                dy_start,
                                &row_pages.page(c * (pages + 1) + p),
                                &limit,
                                &mut held_y,
                                &mut held_dy,
                                blueprint,
                            );
                        }
                        let merged_chunk = cube_merge(
                            OnlineState::of_sum(chunk_sum),
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
                row_sum = merged.sum;
                // The registers' page of this cube's own chunk was overwritten (its `dy`, and its
                // `y` unless `y` is read at the tail): load it again.
                load_and_sum_page::<F, N>(
                    y,
                    dy,
                    y_start,
                    dy_start,
                    &page,
                    &limit,
                    &mut held_y,
                    &mut held_dy,
                    blueprint,
                );
            }
            // No unit writes the row's sums for the next item before every unit read them.
            sync_cube();
            sum = row_sum;
        }
        let dx_start = row * dx_row_stride;
        #[unroll]
        for q in 0..pages + 1 {
            let p = comptime!(tail_page(q, blueprint));
            let this_page = row_pages.page(first_page + p);
            if comptime!(q > 0) {
                // A staged page: the buffer read at the tail is loaded now, or was before the
                // page before's stores where its loads go out ahead; the others are unstaged.
                if comptime!(!tail_loads) {
                    load_tail_page::<F, N>(
                        y,
                        dy,
                        starts,
                        &this_page,
                        &limit,
                        &mut held_y,
                        &mut held_dy,
                        blueprint,
                    );
                }
                if comptime!(!y_at_tail) {
                    unstage::<F, N>(&staged_y, &mut held_y, p * loads, unit, units, loads);
                }
                if comptime!(!dy_again) {
                    unstage::<F, N>(&staged_dy, &mut held_dy, p * loads, unit, units, loads);
                }
            }
            if comptime!(tail_loads && q < pages) {
                let next_page = row_pages.page(first_page + comptime!(tail_page(q + 1, blueprint)));
                store_gradient_page_loading_next::<F, G, N>(
                    dx,
                    dx_start,
                    &this_page,
                    &next_page,
                    y,
                    dy,
                    starts,
                    &limit,
                    &mut held_y,
                    &mut held_dy,
                    &mut held_dx,
                    sum,
                    scale,
                    blueprint,
                );
            } else {
                store_gradient_page::<F, G, N>(
                    dx, dx_start, &this_page, &limit, &held_y, &held_dy, sum, scale, blueprint,
                );
            }
        }
        if comptime!(blueprint.exchanges) {
            release_row_states(exchange, row, chunks, replaced);
        }
        item += CUBE_COUNT;
    }
}

/// The unit's part of the sum of one chunk of a row (pages `first_page..=first_page +
/// staged_pages` of `row_pages`; `starts` are the row's first vectors in `y` and `dy`), through
/// registers: each staged page of both buffers is loaded, summed and copied into the unit's
/// slots (of the buffers the kernel stages) before the next is loaded; the last page stays in
/// `held_y` / `held_dy`. Pages are added in order, each only as far as `limit` leaves it.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_gradient_chunk<F: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    starts: (usize, usize),
    row_pages: &RowPages,
    limit: &RowLimit,
    first_page: usize,
    held_y: &mut Array<Vector<F, N>>,
    held_dy: &mut Array<Vector<F, N>>,
    staged_y: &mut SharedMemory<Vector<F, N>>,
    staged_dy: &mut SharedMemory<Vector<F, N>>,
    #[comptime] blueprint: RowBlueprint,
) -> f32 {
    let (unit, units) = (UNIT_POS as usize, CUBE_DIM as usize);
    let (y_start, dy_start) = starts;
    let loads = blueprint.loads_per_unit;
    let pages = blueprint.staged_pages;
    let mut sum = 0.0f32;
    #[unroll]
    for p in 0..pages {
        sum += load_and_sum_page::<F, N>(
            y,
            dy,
            y_start,
            dy_start,
            &row_pages.page(first_page + p),
            limit,
            held_y,
            held_dy,
            blueprint,
        );
        if comptime!(!y_read_at_tail(blueprint)) {
            stage::<F, N>(held_y, staged_y, p * loads, unit, units, loads);
        }
        if comptime!(!dy_read_again(blueprint)) {
            stage::<F, N>(held_dy, staged_dy, p * loads, unit, units, loads);
        }
    }
    sum + load_and_sum_page::<F, N>(
        y,
        dy,
        y_start,
        dy_start,
        &row_pages.page(first_page + pages),
        limit,
        held_y,
        held_dy,
        blueprint,
    )
}

/// Loads the unit's vectors of `page` of the rows of `y` and `dy` starting at `y_start` and
/// `dy_start` into `held_y` / `held_dy`, and returns their part of the row's sum: of the page's
/// part that `limit` leaves ([`RowLimit::allowed_part`]), its other vectors neither loaded nor
/// summed.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_and_sum_page<F: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    y_start: usize,
    dy_start: usize,
    page: &Page,
    limit: &RowLimit,
    held_y: &mut Array<Vector<F, N>>,
    held_dy: &mut Array<Vector<F, N>>,
    #[comptime] blueprint: RowBlueprint,
) -> f32 {
    let (unit, units) = (UNIT_POS as usize, CUBE_DIM as usize);
    if comptime!(!y_read_at_tail(blueprint)) {
        load_page::<F, N>(y, y_start, page, limit, held_y, blueprint);
    }
    load_page::<F, N>(dy, dy_start, page, limit, held_dy, blueprint);
    let kept = limit.allowed_part::<N>(*page, blueprint.scores.causal);
    fold_gradient_owned::<F, N>(
        held_y,
        held_dy,
        unit,
        units,
        kept.len,
        kept.tail_lanes,
        blueprint.kind,
        blueprint.loads_per_unit,
        comptime!(widens_by_words(blueprint)),
    )
    .sum
}

/// The page of a chunk the tail writes `q`-th: the registers' page (the chunk's last, page
/// `staged_pages`) first, then the staged pages in order, but the last first where `dy` is read
/// again ([`dy_read_again`]), whose page read last is the likeliest still in L2.
fn tail_page(q: usize, blueprint: RowBlueprint) -> usize {
    let pages = blueprint.staged_pages;
    if q == 0 {
        pages
    } else if dy_read_again(blueprint) {
        pages - q
    } else {
        q - 1
    }
}

/// Loads the unit's vectors of `page` of the buffer the tail reads from global memory: `y` into
/// `held_y` where it is read at the tail ([`y_read_at_tail`]), `dy` into `held_dy` where it is
/// read again ([`dy_read_again`]). `starts` are the first vectors of the rows of `y` and `dy`.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_tail_page<F: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    starts: (usize, usize),
    page: &Page,
    limit: &RowLimit,
    held_y: &mut Array<Vector<F, N>>,
    held_dy: &mut Array<Vector<F, N>>,
    #[comptime] blueprint: RowBlueprint,
) {
    let (y_start, dy_start) = starts;
    if comptime!(y_read_at_tail(blueprint)) {
        load_page::<F, N>(y, y_start, page, limit, held_y, blueprint);
    }
    if comptime!(dy_read_again(blueprint)) {
        load_page::<F, N>(dy, dy_start, page, limit, held_dy, blueprint);
    }
}

/// Whether a cube-per-row backward under `blueprint` issues its tail's loads ahead
/// ([`RowBlueprint::tail_loads_ahead`]): where asked, and its tail reads a buffer from global
/// memory ([`tail_reads_a_buffer`]).
fn tail_loads_ahead(blueprint: RowBlueprint) -> bool {
    blueprint.tail_loads_ahead
        && tail_reads_a_buffer(
            blueprint.kind,
            blueprint.staged_pages,
            blueprint.dy_read_again,
        )
}

/// Whether the tail of a cube-per-row backward of `kind` with `staged_pages` reads a buffer from
/// global memory: `y` where it is read at the tail ([`y_read_at_tail`]), `dy` where it is read
/// again ([`dy_read_again`], asked by `dy_read_again`). The planner asks it before it lets a
/// plan's tail load ahead.
pub(crate) fn tail_reads_a_buffer(
    kind: SoftmaxKind,
    staged_pages: usize,
    dy_read_again: bool,
) -> bool {
    staged_pages > 0 && (kind == SoftmaxKind::LogSoftmax || dy_read_again)
}

/// Whether a cube-per-row backward under `blueprint` reads `y` for the tail, after the row's `dy`
/// (each staged page just before writing that page of `dx`), rather than with `dy` before the
/// sum: for log-softmax, whose sum is `sum(dy)`, where pages are staged, so that only `dy` is
/// staged. Where the row is in registers alone, loading `y` after the sum only delays the tail.
/// On the H100, kernel alone, the planner's plans before and after, alternated, three rounds
/// (docs/runs/2026-11-26-h100-backward-dy-only/pages-only/): bf16 1024 x 32768 76.5-78.9 us ->
/// 69.6-72.7, 1024 x 65536 154.5-157.7 -> 140.0-143.5, 64 x 151936 32.7-34.3 -> 29.1-31.7, f32
/// 256 x 131072 171.0-176.5 -> 149.5-151.9. A first build that read `y` at the tail in every plan
/// took bf16 4096 x 16384, whose row is in registers, from 140.9-142.9 to 152.3-153.7, hence
/// pages only.
fn y_read_at_tail(blueprint: RowBlueprint) -> bool {
    blueprint.kind == SoftmaxKind::LogSoftmax && blueprint.staged_pages > 0
}

/// Whether a cube-per-row softmax backward under `blueprint` stages only `y` and loads each
/// staged page's `dy` twice: for the row's sum, and again, the last page read first, for the tail
/// (see [`RowBlueprint::dy_read_again`]). A page then takes the shared memory of one buffer, as
/// log-softmax's does, and a row takes fewer chunks or cubes, for one more read of the staged
/// part of `dy` (from L2 where it is still there).
fn dy_read_again(blueprint: RowBlueprint) -> bool {
    blueprint.dy_read_again && blueprint.kind == SoftmaxKind::Softmax && blueprint.staged_pages > 0
}

/// Whether a row backward under `blueprint` widens bf16 `y` and `dy` by 32-bit words, as the
/// forward does ([`widen_gradient`](crate::tiers::widen_gradient())), rather than by CUDA's
/// conversion: where it stages no page. NVIDIA H200, kernel alone, the planner's plans, the
/// builds before and after in turn, two rounds (docs/runs/2026-11-29-h200-doubled-loads/,
/// medians, us): rows in registers, softmax / log-softmax backward, 32768 x 16384 859.2 / 968.2
/// -> 750.0 / 747.0, 32768 x 8192 398.0 / 423.6 -> 361.0 / 364.4, 8192 x 8192 103.5 / 108.1 ->
/// 96.2 / 96.5; but with three staged pages 1024 x 32768 55.5 / 56.2 -> 73.5 / 59.5. On the
/// H100 (2026-11-26) words everywhere had won and lost by turns.
fn widens_by_words(blueprint: RowBlueprint) -> bool {
    blueprint.staged_pages == 0
}

/// The buffers a cube-per-row backward of `kind` stages in shared memory, 1 or 2: log-softmax
/// stages only `dy` and reads each page of `y` for the tail ([`y_read_at_tail`]); softmax stages
/// both, or only `y` where it reads `dy` again (`dy_read_again`, see [`dy_read_again`]). The
/// planner sizes a staged page's shared memory by it.
pub(crate) fn staged_buffers(kind: SoftmaxKind, dy_read_again: bool) -> usize {
    if kind == SoftmaxKind::Softmax && !dy_read_again {
        2
    } else {
        1
    }
}

/// Loads the unit's vectors of `page` of the row of `buffer` starting at `row_start` into `held`:
/// those of the page's part that `limit` leaves.
#[cube]
fn load_page<F: Float, N: Size>(
    buffer: &Array<Vector<F, N>>,
    row_start: usize,
    page: &Page,
    limit: &RowLimit,
    held: &mut Array<Vector<F, N>>,
    #[comptime] blueprint: RowBlueprint,
) {
    let kept = limit.allowed_part::<N>(*page, blueprint.scores.causal);
    load_owned::<F, N>(
        buffer,
        row_start + page.start,
        UNIT_POS as usize,
        CUBE_DIM as usize,
        kept.len,
        held,
        blueprint.loads_per_unit,
        false,
    );
}

/// Writes the backward's tail of the unit's held vectors of `page` into the row of `dx` starting
/// at `dx_start`, given the row's sum: 0 past the part `limit` leaves.
#[cube]
#[allow(clippy::too_many_arguments)]
fn store_gradient_page<F: Float, G: Float, N: Size>(
    dx: &mut Array<Vector<G, N>>,
    dx_start: usize,
    page: &Page,
    limit: &RowLimit,
    held_y: &Array<Vector<F, N>>,
    held_dy: &Array<Vector<F, N>>,
    sum: f32,
    scale: f32,
    #[comptime] blueprint: RowBlueprint,
) {
    let kept = limit.allowed_part::<N>(*page, blueprint.scores.causal);
    store_gradient_owned::<F, G, N>(
        dx,
        dx_start + page.start,
        UNIT_POS as usize,
        CUBE_DIM as usize,
        page.len,
        kept.len,
        kept.tail_lanes,
        held_y,
        held_dy,
        sum,
        scale,
        blueprint.kind,
        blueprint.loads_per_unit,
        comptime!(widens_by_words(blueprint)),
        blueprint.scores.causal,
    );
}

/// Writes the unit's part of `page` of the row of `dx` starting at `dx_start`, as
/// [`store_gradient_page()`] does, with the tail's loads of `next_page` ([`load_tail_page()`] into
/// `held_y` / `held_dy`) issued after the page's `dx` is computed (into `held_dx`) and before it
/// is stored, so that they are in flight during the stores. `y`, `dy` and `starts` as for
/// [`load_tail_page()`].
#[cube]
#[allow(clippy::too_many_arguments)]
fn store_gradient_page_loading_next<F: Float, G: Float, N: Size>(
    dx: &mut Array<Vector<G, N>>,
    dx_start: usize,
    page: &Page,
    next_page: &Page,
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    starts: (usize, usize),
    limit: &RowLimit,
    held_y: &mut Array<Vector<F, N>>,
    held_dy: &mut Array<Vector<F, N>>,
    held_dx: &mut Array<Vector<G, N>>,
    sum: f32,
    scale: f32,
    #[comptime] blueprint: RowBlueprint,
) {
    let kept = limit.allowed_part::<N>(*page, blueprint.scores.causal);
    let (unit, units) = (UNIT_POS as usize, CUBE_DIM as usize);
    gradient_owned::<F, G, N>(
        unit,
        units,
        kept.len,
        kept.tail_lanes,
        held_y,
        held_dy,
        sum,
        scale,
        held_dx,
        blueprint.kind,
        blueprint.loads_per_unit,
        comptime!(widens_by_words(blueprint)),
        blueprint.scores.causal,
    );
    load_tail_page::<F, N>(y, dy, starts, next_page, limit, held_y, held_dy, blueprint);
    store_gradient_values::<G, N>(
        dx,
        dx_start + page.start,
        unit,
        units,
        page.len,
        kept.len,
        held_dx,
        blueprint.loads_per_unit,
        blueprint.scores.causal,
    );
}

/// Split-row backward, pass 1: every chunk's part of its row's sum (see
/// [`vector_gradient_sum`](crate::tiers::vector_gradient_sum())), chunk `c` of row `r` into
/// `sums[r * chunks + c]`. Chunks are cut as the forward's
/// ([`Chunk`]); `chunks * CUBE_DIM * blueprint.loads_per_unit` must be at least
/// `vectors_per_row`. Other arguments (and `causal`) as for [`softmax_backward_plane_per_row()`].
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_backward_split_sums<F: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    sums: &mut Array<f32>,
    rows: usize,
    vectors_per_row: usize,
    tail_lanes: usize,
    y_rows: OuterOffsets,
    dy_rows: OuterOffsets,
    chunks: usize,
    causal: CausalArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F)] _dtype: StorageType,
) {
    let loads = blueprint.loads_per_unit;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut held_y = Array::<Vector<F, N>>::new(loads);
    let mut held_dy = Array::<Vector<F, N>>::new(loads);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    let items = rows * chunks;

    let mut item = CUBE_POS;
    let mut round = 0;
    while item < items {
        let chunk = Chunk::of_item(
            item,
            chunks,
            units * loads,
            vectors_per_row,
            tail_lanes,
            N::value(),
        );
        let sum = load_and_sum_page::<F, N>(
            y,
            dy,
            y_rows.row_start(chunk.row, blueprint.rows_by_terms),
            dy_rows.row_start(chunk.row, blueprint.rows_by_terms),
            &chunk.page,
            &causal.row_limit(chunk.row, blueprint.scores.causal),
            &mut held_y,
            &mut held_dy,
            blueprint,
        );
        let sum = cube_merge(
            OnlineState::of_sum(sum),
            round,
            blueprint.merge,
            blueprint.partial_slots,
            blueprint.plane_width,
            &mut partial_max,
            &mut partial_sum,
        )
        .sum;
        if unit == 0 {
            sums[item] = sum;
        }
        item += CUBE_COUNT;
        round = 1 - round;
    }
}

/// Split-row backward, pass 2: adds each row's chunk sums (written by
/// [`softmax_backward_split_sums()`] with the same `chunks` and cube size) and writes the chunk's
/// `dx`, walking the chunks in the reverse order of pass 1 as the forward's second pass does.
/// Other arguments (and `causal`) as for [`softmax_backward_plane_per_row()`].
///
/// Guaranteed to write every vector of every row `< rows` of `dx` and nothing else.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_backward_split_tail<F: Float, G: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    dx: &mut Array<Vector<G, N>>,
    sums: &Array<f32>,
    rows: usize,
    vectors_per_row: usize,
    y_rows: OuterOffsets,
    dy_rows: OuterOffsets,
    dx_row_stride: usize,
    chunks: usize,
    scale: f32,
    causal: CausalArgs,
    #[comptime] blueprint: RowBlueprint,
    #[define(F, G)] _dtypes: [StorageType; 2],
) {
    let loads = blueprint.loads_per_unit;
    let mut partial_max = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut partial_sum = SharedMemory::<f32>::new(2 * blueprint.partial_slots);
    let mut held_y = Array::<Vector<F, N>>::new(loads);
    let mut held_dy = Array::<Vector<F, N>>::new(loads);
    let unit = UNIT_POS as usize;
    let units = CUBE_DIM as usize;
    let items = rows * chunks;

    let mut step = CUBE_POS;
    let mut round = 0;
    while step < items {
        // Every lane counts as the row's here: the tail stores padding lanes too.
        let chunk = Chunk::of_item(
            items - 1 - step,
            chunks,
            units * loads,
            vectors_per_row,
            N::value(),
            N::value(),
        );
        // The loads are issued first so they are in flight while the sums are added.
        let limit = causal.row_limit(chunk.row, blueprint.scores.causal);
        let y_start = y_rows.row_start(chunk.row, blueprint.rows_by_terms);
        let dy_start = dy_rows.row_start(chunk.row, blueprint.rows_by_terms);
        load_page::<F, N>(y, y_start, &chunk.page, &limit, &mut held_y, blueprint);
        load_page::<F, N>(dy, dy_start, &chunk.page, &limit, &mut held_dy, blueprint);
        let mut sum = 0.0f32;
        let mut index = unit;
        while index < chunks {
            sum += sums[chunk.row * chunks + index];
            index += units;
        }
        let sum = cube_merge(
            OnlineState::of_sum(sum),
            round,
            blueprint.merge,
            blueprint.partial_slots,
            blueprint.plane_width,
            &mut partial_max,
            &mut partial_sum,
        )
        .sum;
        store_gradient_page::<F, G, N>(
            dx,
            chunk.row * dx_row_stride,
            &chunk.page,
            &limit,
            &held_y,
            &held_dy,
            sum,
            scale,
            blueprint,
        );
        step += CUBE_COUNT;
        round = 1 - round;
    }
}
