//! Strategy: the softmax axis is not the innermost; units own columns.
//!
//! A tensor seen as `[outer, len, inner]` with the softmax along `len` (the axes before it merged
//! into `outer`, those after it into a contiguous `inner`): element `(o, l, i)` of a column
//! `(o, i)` sits `len_stride` apart from `(o, l + 1, i)`. A cube is `column_units x segments`
//! units: the units along x own one vector of adjacent columns each (one vector along `inner`),
//! so the units of a plane read consecutive vectors of the same `(o, l)` row and every load is
//! coalesced, and no copy of the tensor with the axis moved last is made. The units along y split
//! each column's `len` elements between them, segment `s` taking `l = s, s + segments, ...`
//! (within its group's consecutive steps where a streamed column is cut into groups), so
//! a tensor with few columns still gives the device enough units (a column per unit ran 64 cubes
//! for [4, 16, 1024, 1024] along dim 2, fewer than an H100 has SMs).
//!
//! Two kernels share that mapping and differ in where a unit's part of its column waits between
//! the reduction and the normalization:
//! - [`softmax_columns_held()`] holds it in registers: one read and one write, for columns short
//!   enough that a few vectors per unit cover them once split into segments (the planner's
//!   choice up to a length set in `launch/columns.rs`). The segments first agree on the
//!   column's max, then sum `exp(x - max)` from the held values and agree on the sum: two
//!   barriers and no rescaling `exp` per segment. Each agreement is tiers 2 and 3 of the row
//!   kernels, lane by lane: shuffles between the segments of a plane, then one slot per plane in
//!   shared memory (or, without plane operations, one slot per segment). It can also write its
//!   output row-major with the softmax axis last, what a transposed view's caller sees as
//!   row-major, through a tile in shared memory or each unit storing its elements itself
//!   ([`ColumnWrite`]).
//! - [`softmax_columns()`] streams it: each unit folds its part online a block of loads at a time,
//!   the segments' states meet in shared memory (one barrier), then each unit reads its part
//!   again to normalize. Two reads and one write, for columns of any length; the permuted copy it
//!   replaces costs a read and a write before the row kernel's own two. It can write its output
//!   with the softmax axis last too, each block of loads through the tile, in one launch or in
//!   two.
//!
//! Both take the scale and a mask as the row kernels do ([`ColumnScoreArgs`]): a mask
//! broadcastable to the tensor is read in place whether its `inner` elements are contiguous or
//! one element stands for all of them (a padding mask `[B, N, 1]` against scores `[B, N, C]`
//! along `N`). The held kernel loads the mask with the input: a boolean mask is applied to the
//! held input at once, an additive one held beside it (the planner halves what a unit holds for
//! that); the streamed kernel reads it where its scores are used, from the cache. There is no
//! causal limit along a non-last axis.

use cubecl::prelude::*;

use crate::blueprint::{MergePath, SoftmaxKind};
use crate::scores::{MaskKind, OuterOffsets};
use crate::tiers::{exp_intrinsics, gradient_tail_lanes, widen};

/// Units per cube of the column strategy when the planner chooses, unless a held column needs
/// more segments: columns along x times segments of each column along y.
pub const COLUMN_CUBE_UNITS: usize = 256;

/// Softmax or log-softmax of the scores of `x` (`x * scale` and a mask, as `fused` and
/// [`ColumnScoreArgs`] say; `mask` is not read without one) along `len` of every column, each
/// unit holding its part of a column on chip between the reduction and the normalization, so
/// `x` is read once: its first `held` vectors in registers, the next `staged` (with an additive
/// mask's vectors) in its own slots of shared memory, so a unit can hold more of its column
/// than its registers would. With `kept_exps` (a softmax's only) each held vector is replaced by
/// its `exp(z - max)`, rounded to `F`, when the sum takes it, and the output is that times
/// `1 / sum`: one `exp` per element instead of two. For an f32 input the kept value is the one
/// the output would recompute, so the output is the same to the bit; a 16-bit one is rounded
/// twice (docs/NUMERICS.md).
///
/// The columns are where `layout` says ([`ColumnLayout`]; the input's outer indices found by
/// terms where `input_read` says). The cube is one-dimensional (plane
/// lanes follow `UNIT_POS` only there) and holds `CUBE_DIM / segments` columns, a power of two,
/// by `segments` segments, unit `u` taking segment `u / columns` of column `u % columns`;
/// `slots` must be at least its unit count, and `held + staged` at least
/// `len.div_ceil(segments)`, the longest part of a column a unit takes. On the plane path the
/// unit count must be a multiple of the plane size. `output_elements` must be `output`'s
/// buffer, seen element by element: an output with the axis last stored without a tile (or a
/// ragged tile's run ends, in [`softmax_columns()`]) is stored through it one element at a
/// time, the whole vectors through `output`.
///
/// Guaranteed to write every element of every column and nothing else, with the edge semantics
/// of [`softmax_columns()`].
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_columns_held<F: Float, G: Float, M: Numeric, N: Size, NM: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, NM>>,
    output: &mut Array<Vector<G, N>>,
    output_elements: &mut Array<G>,
    layout: ColumnLayout,
    segments: usize,
    score_args: ColumnScoreArgs,
    #[comptime] kind: SoftmaxKind,
    #[comptime] kept_exps: bool,
    #[comptime] fused: ColumnScoreBlueprint,
    #[comptime] held: usize,
    #[comptime] staged: usize,
    #[comptime] slots: usize,
    #[comptime] merge: MergePath,
    #[comptime] input_read: ColumnRead,
    #[comptime] write: ColumnWrite,
    #[define(F, G, M)] _dtypes: [StorageType; 3],
) {
    let kept_exps = comptime!(kept_exps && kind == SoftmaxKind::Softmax);
    let mut values = Array::<Vector<F, N>>::new(held);
    let mut held_marks = Array::<Vector<M, NM>>::new(held);
    let mut staging = Array::<Vector<F, N>>::new(comptime!(staged.max(1)));
    let mut staging_marks = Array::<Vector<M, NM>>::new(comptime!(staged.max(1)));
    // The staged vectors of unit `u` are its slots `k * slots + u`: no other unit reads them, so
    // no barrier guards them, and a plane's units touch consecutive vectors.
    let mut staged_values =
        SharedMemory::<Vector<F, N>>::new(comptime!(column_staging_len(staged, slots, true)));
    let mut staged_marks = SharedMemory::<Vector<M, NM>>::new(comptime!(column_staging_len(
        staged,
        slots,
        fused.mask == MaskKind::Additive
    )));
    let unit = UNIT_POS as usize;
    // Maxes and sums have slots of their own: a unit writes the sums while slower units may still
    // read the maxes, and the next block of columns writes the maxes only after the barrier that
    // every unit reaches once it has read them.
    let mut partial_max = SharedMemory::<Vector<f32, N>>::new(slots);
    let mut partial_sum = SharedMemory::<Vector<f32, N>>::new(slots);
    let mut tile = SharedMemory::<G>::new(write.tile_len);
    let column_units = CUBE_DIM as usize / segments;
    let lane = UNIT_POS as usize % column_units;
    let segment = UNIT_POS as usize / column_units;
    let steps = ColumnSteps::interleaved(segment, segments, layout.len);
    // Every unit of the cube steps through the same bases, so it reaches every barrier below.
    let mut base = CUBE_POS * column_units;
    while base < layout.columns {
        let part = layout.part(base + lane, &steps, input_read);
        let scores = score_args.column(base + lane, layout.inner_vectors, &steps, fused);
        // Every load first, the staged vectors' too, so they are all in flight at once.
        load_held::<F, M, N, NM>(
            input,
            mask,
            &part,
            &scores,
            0,
            &mut values,
            &mut held_marks,
            held,
            fused,
        );
        load_held::<F, M, N, NM>(
            input,
            mask,
            &part,
            &scores,
            held,
            &mut staging,
            &mut staging_marks,
            staged,
            fused,
        );
        #[unroll]
        for k in 0..staged {
            if held + k < part.len {
                let slot = k * slots + unit;
                let mut staged_value = staging[k];
                if comptime!(fused.mask == MaskKind::Boolean) {
                    staged_value =
                        scores.mask_out::<F, M, N, NM>(staged_value, staging_marks[k], fused);
                }
                staged_values[slot] = staged_value;
                if comptime!(fused.mask == MaskKind::Additive) {
                    staged_marks[slot] = staging_marks[k];
                }
            }
        }
        // A boolean mask is applied to the held input and dropped (as the row kernels do: held
        // beside a bf16 row it cost a third of the registers); an additive one stays held.
        if comptime!(fused.mask == MaskKind::Boolean) {
            #[unroll]
            for j in 0..held {
                if j < part.len {
                    values[j] = scores.mask_out::<F, M, N, NM>(values[j], held_marks[j], fused);
                }
            }
        }
        let mut max = Vector::<f32, N>::new(f32::min_value());
        #[unroll]
        for j in 0..held {
            if j < part.len {
                let z = scores.of_held::<F, M, N, NM>(values[j], held_marks[j], fused);
                max = lanewise_max::<N>(max, z);
            }
        }
        // The staged vectors are read in loops, not unrolled, so that ptxas has no reason to
        // load them all at once into registers.
        for k in 0..staged {
            if held + k < part.len {
                let z = scores.of_staged::<F, M, N, NM>(
                    &staged_values,
                    &staged_marks,
                    k * slots + unit,
                    fused,
                );
                max = lanewise_max::<N>(max, z);
            }
        }
        let column_max = reduce_segments::<N>(
            max,
            &mut partial_max,
            lane,
            segment,
            segments,
            SegmentReduction::Max,
            merge,
        );

        // With the column's max known, each unit's sum is already relative to it: the merge of
        // the sums is a plain addition.
        let mut sum = Vector::<f32, N>::new(0.0f32);
        #[unroll]
        for j in 0..held {
            if j < part.len {
                let z = scores.of_held::<F, M, N, NM>(values[j], held_marks[j], fused);
                let exps = Vector::exp(z - column_max);
                sum += exps;
                if comptime!(kept_exps) {
                    values[j] = Vector::cast_from(exps);
                }
            }
        }
        for k in 0..staged {
            if held + k < part.len {
                let slot = k * slots + unit;
                let z = scores.of_staged::<F, M, N, NM>(&staged_values, &staged_marks, slot, fused);
                let exps = Vector::exp(z - column_max);
                sum += exps;
                if comptime!(kept_exps) {
                    staged_values[slot] = Vector::cast_from(exps);
                }
            }
        }
        let column_sum = reduce_segments::<N>(
            sum,
            &mut partial_sum,
            lane,
            segment,
            segments,
            SegmentReduction::Sum,
            merge,
        );

        let normalizer = ColumnNormalizer::new(column_max, column_sum);
        if comptime!(!write.axis_last || write.tile_vectors == 0) {
            // Each unit stores its own vectors (`unit_store`).
            let first_row = (base + lane) * N::value();
            #[unroll]
            for j in 0..held {
                if j < part.len {
                    let y = normalizer.of_held::<F, G, M, NM>(
                        &scores,
                        values[j],
                        held_marks[j],
                        kind,
                        kept_exps,
                        fused,
                    );
                    let step = j * segments + segment;
                    unit_store::<G, N>(
                        output,
                        output_elements,
                        y,
                        &part,
                        j,
                        first_row,
                        step,
                        &layout,
                        write,
                    );
                }
            }
            for k in 0..staged {
                let j = held + k;
                if j < part.len {
                    let y = normalizer.of_staged::<F, G, M, NM>(
                        &scores,
                        &staged_values,
                        &staged_marks,
                        k * slots + unit,
                        kind,
                        kept_exps,
                        fused,
                    );
                    let step = j * segments + segment;
                    unit_store::<G, N>(
                        output,
                        output_elements,
                        y,
                        &part,
                        j,
                        first_row,
                        step,
                        &layout,
                        write,
                    );
                }
            }
        } else {
            // Axis last: `tile_vectors` of each unit's vectors at a time go through the tile,
            // the cube's columns then written as rows. The phases are unrolled so the held
            // vectors stay in registers; a phase past every column's end is skipped by all
            // units alike, so each reaches the same barriers (in `tile_store`).
            let phase = comptime!(write.tile_vectors);
            let tile_steps = phase * segments;
            #[unroll]
            for held_phase in 0..comptime!(held / phase) {
                let first = held_phase * phase;
                if first * segments < layout.len {
                    #[unroll]
                    for t in 0..phase {
                        let j = first + t;
                        if j < part.len {
                            let y = normalizer.of_held::<F, G, M, NM>(
                                &scores,
                                values[j],
                                held_marks[j],
                                kind,
                                kept_exps,
                                fused,
                            );
                            let step = t * segments + segment;
                            tile_put::<G, N>(&mut tile, y, step, lane, column_units);
                        }
                    }
                    tile_store::<G, N>(
                        output,
                        output_elements,
                        &tile,
                        base,
                        first * segments,
                        tile_steps,
                        layout.len,
                        column_units,
                        &layout,
                        phase,
                        write.ragged,
                    );
                }
            }
            #[unroll]
            for staged_phase in 0..comptime!(staged.div_ceil(phase)) {
                let first = staged_phase * phase;
                if (held + first) * segments < layout.len {
                    #[unroll]
                    for t in 0..phase {
                        let k = first + t;
                        if k < staged && held + k < part.len {
                            let y = normalizer.of_staged::<F, G, M, NM>(
                                &scores,
                                &staged_values,
                                &staged_marks,
                                k * slots + unit,
                                kind,
                                kept_exps,
                                fused,
                            );
                            let step = t * segments + segment;
                            tile_put::<G, N>(&mut tile, y, step, lane, column_units);
                        }
                    }
                    tile_store::<G, N>(
                        output,
                        output_elements,
                        &tile,
                        base,
                        (held + first) * segments,
                        tile_steps,
                        layout.len,
                        column_units,
                        &layout,
                        phase,
                        write.ragged,
                    );
                }
            }
        }
        base += CUBE_COUNT * column_units;
    }
}

/// How [`softmax_columns_held()`] writes its output. Comptime.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ColumnWrite {
    /// `false`: where the layout's output strides say, each unit storing its own vectors (the
    /// columns' `inner` elements contiguous, as in the input), the output in the input's
    /// vectors. `true`: row-major with the softmax axis last (element `(o, l, i)` at
    /// `(o * inner + i) * len + l`, the output strides unused), through a tile or not as
    /// `tile_vectors` says.
    pub axis_last: bool,
    /// With `axis_last` only. 0: each unit stores each element of its vectors itself (the
    /// kernels' `output_elements`). More: this many vectors of each unit's part of its column
    /// at a time go through a tile in shared memory, so that the cube writes whole vectors
    /// along each row. Must divide the kernel's `held` (the streamed kernel's `loads`); the
    /// held kernel's tiles are not `ragged`: times its `segments` a multiple of the vector
    /// size, which must divide `len`.
    pub tile_vectors: usize,
    /// Elements of the tile: [`column_tile_len`] of the plan (1 without a tile).
    pub tile_len: usize,
    /// Through a tile only: the runs of a row the tile stores are not whole aligned vectors of
    /// the output (the vector size does not divide the length, or the runs), so each run's
    /// whole vectors are stored as vectors and the vectors at its ends that it covers in part
    /// element by element (`tile_store`). Without a tile, each unit stores each of its lanes
    /// alone, whatever this says.
    pub ragged: bool,
}

impl ColumnWrite {
    /// Each unit stores its own vectors where the output strides say.
    pub const STRIDED: Self = Self {
        axis_last: false,
        tile_vectors: 0,
        tile_len: 1,
        ragged: false,
    };
}

/// Elements of [`softmax_columns_held()`]'s tile for `tile_vectors` vectors of `vector_size`
/// lanes per unit of `units` in `segments` segments: `tile_vectors * segments` steps of each
/// of the cube's `units / segments * vector_size` columns, each step one element longer so that
/// the rows read at consecutive steps fall in different banks.
pub fn column_tile_len(
    tile_vectors: usize,
    units: usize,
    segments: usize,
    vector_size: usize,
) -> usize {
    tile_vectors * segments * (units / segments * vector_size + 1)
}

/// Stores `value`, the unit's vector `j` of its `part` of a column (at step `step` along `len`),
/// without a tile: where the output strides say, or, with the axis last, each lane `k` at step
/// `step` of output row `first_row + k`, one element per store (through `output_elements`, the
/// same buffer as `output` seen element by element). A plane's units of one column unit take
/// consecutive segments, so each such store fills a run of every row it touches, one element
/// per segment of the plane.
#[cube]
#[allow(clippy::too_many_arguments)]
fn unit_store<G: Float, N: Size>(
    output: &mut Array<Vector<G, N>>,
    output_elements: &mut Array<G>,
    value: Vector<G, N>,
    part: &ColumnPart,
    j: usize,
    first_row: usize,
    step: usize,
    layout: &ColumnLayout,
    #[comptime] write: ColumnWrite,
) {
    if comptime!(write.axis_last) {
        #[unroll]
        for k in 0..N::value() {
            output_elements[(first_row + k) * layout.len + step] = value[k];
        }
    } else {
        output[part.output_start + j * part.output_step] = value;
    }
}

/// Puts `value`, a unit's vector of column unit `column_unit` (of `column_units` in the cube)
/// at step `step` of the tile, in the tile: lane `k` at `step * pitch + k * column_units +
/// column_unit`, lane-major so that a plane's units, one per column unit, store consecutive
/// elements, with a pitch one element longer than the cube's columns so that the rows
/// [`tile_store()`] reads at consecutive steps fall in different banks.
#[cube]
fn tile_put<G: Float, N: Size>(
    tile: &mut SharedMemory<G>,
    value: Vector<G, N>,
    step: usize,
    column_unit: usize,
    column_units: usize,
) {
    let pitch = column_units * N::value() + 1;
    #[unroll]
    for k in 0..N::value() {
        tile[step * pitch + k * column_units + column_unit] = value[k];
    }
}

/// Writes the tile [`tile_put()`] filled, `run_steps` steps of the cube's columns from vector
/// column `base` on (`column_units` of them), to `output` row-major with the softmax axis last:
/// each column's steps `first_step..first_step + run_steps` of its row, one run, stored by
/// consecutive units in the output's aligned vectors. Where the runs may not be whole aligned
/// vectors (`ragged`: the vector size does not divide `len` or `run_steps`), the vectors a run
/// covers whole are stored as vectors and those at its ends that it covers in part element by
/// element, through `output_elements` (the same buffer as `output`, seen element by element),
/// so that no store writes an element of another run. Columns past the last and steps at or
/// past `end` are not written. A unit's stores go in batches (at most `tile_vectors`, the
/// tile's vectors per unit), each batch's tile reads before its stores. Every unit of the cube
/// must call it: it waits at a barrier for every unit's puts first, and at another for every
/// unit's reads of the tile before it returns, so the next puts may follow.
#[cube]
#[allow(clippy::too_many_arguments)]
fn tile_store<G: Float, N: Size>(
    output: &mut Array<Vector<G, N>>,
    output_elements: &mut Array<G>,
    tile: &SharedMemory<G>,
    base: usize,
    first_step: usize,
    run_steps: usize,
    end: usize,
    column_units: usize,
    layout: &ColumnLayout,
    #[comptime] tile_vectors: usize,
    #[comptime] ragged: bool,
) {
    let lanes = N::value();
    let pitch = column_units * lanes + 1;
    // The aligned vectors each run touches: a ragged run of `run_steps` elements may start
    // anywhere in a vector, so it touches up to one vector more than it fills.
    let mut row_vectors = run_steps / lanes;
    if comptime!(ragged) {
        row_vectors = (run_steps + 2 * lanes - 2) / lanes;
    }
    let first_row = base * lanes;
    let rows = column_units * lanes;
    let stores = rows * row_vectors;
    let run_end = end.min(first_step + run_steps);
    // A unit has about `tile_vectors` stores (`rows * row_vectors` over the cube's
    // `column_units * segments` units, `run_steps` being `tile_vectors * segments`), batched by
    // at most `TILE_STORE_BATCH`: a batch larger than a unit's stores only adds skipped ones.
    let batch = comptime!(TILE_STORE_BATCH.min(tile_vectors));
    sync_cube();
    let mut index = UNIT_POS as usize;
    while index < stores {
        // A batch of the unit's stores reads the tile first and stores after, so that its
        // reads are in flight together and not each waited for before its own store.
        let mut values = Array::<Vector<G, N>>::new(batch);
        #[unroll]
        for b in 0..batch {
            let at = index + b * CUBE_DIM as usize;
            // Row `row` of the cube is lane `row % lanes` of column unit `row / lanes`; the
            // tile has a slot for every row, past the last column too.
            let row = at / row_vectors;
            let column = (row % lanes) * column_units + row / lanes;
            let run_start = (first_row + row) * layout.len + first_step;
            let vector_start = (run_start / lanes + at % row_vectors) * lanes;
            if at < stores {
                let mut value = Vector::<G, N>::empty();
                #[unroll]
                for k in 0..lanes {
                    // A ragged run's end vectors read the tile's nearest slot of the run where
                    // they reach past it, a value that is not stored.
                    let mut element = vector_start + k;
                    if comptime!(ragged) {
                        element = element.max(run_start).min(run_start + run_steps - 1);
                    }
                    value[k] = tile[(element - run_start) * pitch + column];
                }
                values[b] = value;
            }
        }
        #[unroll]
        for b in 0..batch {
            let at = index + b * CUBE_DIM as usize;
            let row = at / row_vectors;
            let row_start = (first_row + row) * layout.len;
            let run_start = row_start + first_step;
            let stop = row_start + run_end;
            let vector_start = (run_start / lanes + at % row_vectors) * lanes;
            if at < stores && first_row + row < layout.columns * lanes {
                if vector_start >= run_start && vector_start + lanes <= stop {
                    output[vector_start / lanes] = values[b];
                } else if comptime!(ragged) {
                    let value = values[b];
                    #[unroll]
                    for k in 0..lanes {
                        let element = vector_start + k;
                        if element >= run_start && element < stop {
                            output_elements[element] = value[k];
                        }
                    }
                }
            }
        }
        index += batch * CUBE_DIM as usize;
    }
    sync_cube();
}

/// Most stores of a unit that [`tile_store()`] batches, each batch's tile reads going out before
/// its stores. On the H100 (2026-12-06, thirty-ninth session, kernel alone, `cubemax-report
/// columns --rounds 3`, docs/PERFORMANCE.md), batches of 4 against one store at a time ran bf16
/// [8, 8192, 4096] along 8192 through the planner's tile of 8 vectors 617-625 us against
/// 797-806, at 8191 steps (then stored element by element) 887-892 against 1009-1027, and f32
/// element by element 2-5% slower; where a unit has one store (a tile of 1 vector of bf16),
/// batches of 4 ran 1.4-3.1x slower, so a batch is never larger than the tile's vectors per
/// unit. With ragged runs stored in whole vectors (2026-12-06, fortieth session), batches of 4
/// against one store at a time ran [8, 8191, 4096] bf16 812 us against 844-847 and f32
/// 1391-1399 against 1572-1576; batches of 5 (the fraction of a store more that a ragged run's
/// end vector gives each unit then taking no pass of its own) ran bf16 1041-1044 us against
/// 804-816 for 4.
const TILE_STORE_BATCH: usize = 4;

/// The backward of [`softmax_columns_held()`]: from the forward's output `y` (laid out as the
/// forward's input) and its gradient `dy` (laid out as `y`, or where `dy_source` says when
/// `dy_read.apart`), `dx = scale * y * (dy - sum(dy * y))` for
/// softmax and `dx = scale * (dy - exp(y) * sum(dy))` for log-softmax along `len` of every
/// column, `scale` being the forward's (1 without one). Each unit holds its part of `y` and `dy`
/// on chip (`held` vectors of each in registers, the next `staged` in its slots of shared
/// memory), so each is read once and `dx` written once. Columns, cube, `held`, `staged` and
/// `slots` as in [`softmax_columns_held()`].
///
/// Guaranteed to write every element of every column of `dx` and nothing else, with the row
/// backward's semantics ([`gradient_tail`](crate::tiers::gradient_tail())): a log-softmax element
/// whose `y` is `-inf` gets a zero gradient.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_backward_columns_held<F: Float, G: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    dx: &mut Array<Vector<G, N>>,
    layout: ColumnLayout,
    dy_source: ColumnSource,
    segments: usize,
    scale: f32,
    #[comptime] kind: SoftmaxKind,
    #[comptime] held: usize,
    #[comptime] staged: usize,
    #[comptime] slots: usize,
    #[comptime] merge: MergePath,
    #[comptime] input_read: ColumnRead,
    #[comptime] dy_read: ColumnDyRead,
    #[define(F, G)] _dtypes: [StorageType; 2],
) {
    let mut y_held = Array::<Vector<F, N>>::new(held);
    let mut dy_held = Array::<Vector<F, N>>::new(held);
    let mut y_staging = Array::<Vector<F, N>>::new(comptime!(staged.max(1)));
    let mut dy_staging = Array::<Vector<F, N>>::new(comptime!(staged.max(1)));
    // Slots as the forward's: the unit's own, so no barrier guards them.
    let mut y_staged =
        SharedMemory::<Vector<F, N>>::new(comptime!(column_staging_len(staged, slots, true)));
    let mut dy_staged =
        SharedMemory::<Vector<F, N>>::new(comptime!(column_staging_len(staged, slots, true)));
    let unit = UNIT_POS as usize;
    let mut partial_sum = SharedMemory::<Vector<f32, N>>::new(slots);
    let column_units = CUBE_DIM as usize / segments;
    let lane = UNIT_POS as usize % column_units;
    let segment = UNIT_POS as usize / column_units;
    let steps = ColumnSteps::interleaved(segment, segments, layout.len);
    // Every unit of the cube steps through the same bases, so it reaches every barrier below.
    let mut base = CUBE_POS * column_units;
    while base < layout.columns {
        let part = layout.part(base + lane, &steps, input_read);
        let dy_part = layout.part_in(&part, &dy_source, base + lane, &steps, dy_read);
        #[unroll]
        for j in 0..held {
            if j < part.len {
                y_held[j] = y[part.input_start + j * part.input_step];
                dy_held[j] = dy[dy_part.input_start + j * dy_part.input_step];
            }
        }
        #[unroll]
        for k in 0..staged {
            let j = held + k;
            if j < part.len {
                y_staging[k] = y[part.input_start + j * part.input_step];
                dy_staging[k] = dy[dy_part.input_start + j * dy_part.input_step];
            }
        }
        #[unroll]
        for k in 0..staged {
            if held + k < part.len {
                y_staged[k * slots + unit] = y_staging[k];
                dy_staged[k * slots + unit] = dy_staging[k];
            }
        }
        let mut sum = Vector::<f32, N>::new(0.0f32);
        #[unroll]
        for j in 0..held {
            if j < part.len {
                sum += gradient_term::<F, N>(y_held[j], dy_held[j], kind);
            }
        }
        // Not unrolled, as the forward's staged passes.
        for k in 0..staged {
            if held + k < part.len {
                let slot = k * slots + unit;
                sum += gradient_term::<F, N>(y_staged[slot], dy_staged[slot], kind);
            }
        }
        let column_sum =
            column_gradient_sum::<N>(sum, &mut partial_sum, lane, segment, segments, merge);
        #[unroll]
        for j in 0..held {
            if j < part.len {
                dx[part.output_start + j * part.output_step] =
                    gradient_tail_lanes::<F, G, N>(y_held[j], dy_held[j], column_sum, scale, kind);
            }
        }
        for k in 0..staged {
            let j = held + k;
            if j < part.len {
                let slot = k * slots + unit;
                dx[part.output_start + j * part.output_step] = gradient_tail_lanes::<F, G, N>(
                    y_staged[slot],
                    dy_staged[slot],
                    column_sum,
                    scale,
                    kind,
                );
            }
        }
        base += CUBE_COUNT * column_units;
    }
}

/// The backward [`softmax_backward_columns_held()`] computes, for columns too long to hold: each
/// unit streams its part of the columns twice, a block of `loads` vectors of each buffer in
/// flight at a time, once to sum (`dy * y`, or `dy` alone for log-softmax, whose first pass
/// reads no `y`) and once, after the segments agree on the sum, to write `dx`. `y` and `dy` are
/// read twice and `dx` written once: five passes over the tensor (four for log-softmax), where
/// moving the axis last copies both inputs before the row backward's three. Formula, `dy`'s
/// layout, columns, cube, `slots`, `merge` and the guarantee as in
/// [`softmax_backward_columns_held()`].
///
/// The grid's `y` cuts every column into `CUBE_COUNT_Y` groups of consecutive steps of
/// `segments` segments, as [`softmax_columns()`] does without a tile: with one group the launch
/// is [`ColumnPass::Whole`]; with more, a [`ColumnPass::States`] launch writes each group's sum
/// of each vector column to `sums` (`CUBE_COUNT_Y * layout.columns` vectors; unused by the whole
/// pass) and a [`ColumnPass::Normalize`] launch of the same grid adds them up and writes `dx`.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_backward_columns<F: Float, G: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    dx: &mut Array<Vector<G, N>>,
    sums: &mut Array<Vector<f32, N>>,
    layout: ColumnLayout,
    dy_source: ColumnSource,
    segments: usize,
    scale: f32,
    #[comptime] kind: SoftmaxKind,
    #[comptime] loads: usize,
    #[comptime] slots: usize,
    #[comptime] merge: MergePath,
    #[comptime] pass: ColumnPass,
    #[comptime] input_read: ColumnRead,
    #[comptime] dy_read: ColumnDyRead,
    #[define(F, G)] _dtypes: [StorageType; 2],
) {
    let mut y_block = Array::<Vector<F, N>>::new(loads);
    let mut dy_block = Array::<Vector<F, N>>::new(loads);
    let mut partial_sum = SharedMemory::<Vector<f32, N>>::new(slots);
    let column_units = CUBE_DIM as usize / segments;
    let lane = UNIT_POS as usize % column_units;
    let cube_segment = UNIT_POS as usize / column_units;
    let group = CUBE_POS_Y as usize;
    let steps = ColumnSteps::of_group(cube_segment, segments, layout.len, segments);
    // Every unit of the cube steps through the same bases, so it reaches every barrier below.
    let mut base = CUBE_POS_X as usize * column_units;
    while base < layout.columns {
        let part = layout.part(base + lane, &steps, input_read);
        let dy_part = layout.part_in(&part, &dy_source, base + lane, &steps, dy_read);
        // What this unit brings to the cube's sum: its part's terms, or in the normalize pass
        // its share of the groups' sums.
        let mut sum = Vector::<f32, N>::new(0.0f32);
        if comptime!(pass == ColumnPass::Normalize) {
            sum = add_group_sums::<N>(sums, base + lane, layout.columns, cube_segment, segments);
        } else {
            let mut first = 0;
            while first < part.len {
                load_block::<F, N>(dy, &dy_part, first, &mut dy_block, loads);
                match kind {
                    SoftmaxKind::Softmax => {
                        load_block::<F, N>(y, &part, first, &mut y_block, loads);
                    }
                    // Its term is `dy` alone: `gradient_term` does not read the `y` it is given.
                    SoftmaxKind::LogSoftmax => {}
                }
                #[unroll]
                for j in 0..loads {
                    if first + j < part.len {
                        sum += gradient_term::<F, N>(y_block[j], dy_block[j], kind);
                    }
                }
                first += loads;
            }
        }
        let column_sum =
            column_gradient_sum::<N>(sum, &mut partial_sum, lane, cube_segment, segments, merge);
        if comptime!(pass == ColumnPass::States) {
            if cube_segment == 0 && base + lane < layout.columns {
                sums[group * layout.columns + base + lane] = column_sum;
            }
        } else {
            // Last block first, as the forward's second read (`normalize_part`).
            let mut end = part.len.div_ceil(loads) * loads;
            while end > 0 {
                end -= loads;
                let first = end;
                load_block::<F, N>(y, &part, first, &mut y_block, loads);
                load_block::<F, N>(dy, &dy_part, first, &mut dy_block, loads);
                #[unroll]
                for j in 0..loads {
                    if first + j < part.len {
                        dx[part.output_start + (first + j) * part.output_step] =
                            gradient_tail_lanes::<F, G, N>(
                                y_block[j],
                                dy_block[j],
                                column_sum,
                                scale,
                                kind,
                            );
                    }
                }
            }
        }
        base += CUBE_COUNT_X as usize * column_units;
    }
}

/// The groups' sums of vector column `column` (of `columns`) in `sums`, as the backward's
/// [`ColumnPass::States`] launch wrote them, that fall to the units of segment `segment` of
/// `segments` in the cube: groups `segment`, `segment + segments`, ..., added up; the cube's
/// segment sum then adds the shares. A column past the last reads nothing.
#[cube]
fn add_group_sums<N: Size>(
    sums: &Array<Vector<f32, N>>,
    column: usize,
    columns: usize,
    segment: usize,
    segments: usize,
) -> Vector<f32, N> {
    let groups = select(column < columns, CUBE_COUNT_Y as usize, 0);
    let mut share = Vector::<f32, N>::new(0.0f32);
    let mut group = segment;
    while group < groups {
        share += sums[group * columns + column];
        group += segments;
    }
    share
}

/// Which of a streamed column's two reads a launch of [`softmax_columns()`] or
/// [`softmax_backward_columns()`] makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColumnPass {
    /// Both, the first merged by the cube, which holds every segment of its columns.
    Whole,
    /// The first: each cube merges its segments' states (the forward's max and sum, the
    /// backward's sum) and writes them out, as its group's state of each of its columns.
    States,
    /// The second: each cube merges every group's state of its columns (each unit reading its
    /// share of them), then every unit writes its part of the output.
    Normalize,
}

/// Softmax or log-softmax of the scores of `x` (as in [`softmax_columns_held()`]) along `len` of
/// every column, each unit streaming its part of a column twice: once to reduce, once to
/// normalize.
///
/// Columns and cube as in [`softmax_columns_held()`], with `CUBE_DIM_Y == segments` and
/// `CUBE_DIM_X * segments ==` [`COLUMN_CUBE_UNITS`]; `loads` vectors are in flight per unit. The
/// grid's `y` cuts every column into `CUBE_COUNT_Y` groups of consecutive steps, cube `(x, y)`
/// taking group `y` in its `segments` segments: steps `y * span..(y + 1) * span`, `span` being
/// `len / CUBE_COUNT_Y` rounded up to whole phases of the tile (`tile_vectors * segments` steps;
/// `segments` without a tile). With one group the launch is [`ColumnPass::Whole`]; with more, a
/// [`ColumnPass::States`] launch and then a [`ColumnPass::Normalize`] launch of the same grid
/// share `states`, two vectors per group and vector column (`2 * CUBE_COUNT_Y *
/// layout.columns`; unused by the whole pass), so a few long columns still run on as many cubes
/// as the device has room for.
///
/// `write` is [`ColumnWrite::STRIDED`], or the output row-major with the softmax axis last
/// through a tile of [`ColumnWrite::tile_vectors`] vectors per unit at a time (a divisor of
/// `loads`), its runs stored in whole vectors, their ragged ends element by element through
/// `output_elements` (the same buffer as `output`) where [`ColumnWrite::ragged`] says; the
/// states pass writes no output and takes no tile.
///
/// Guaranteed to write every element of every column and nothing else (the normalize pass, or
/// the whole one); a column whose scores are all `-inf` (fully masked) gives zeros
/// (log-softmax: `-inf`), a NaN or `+inf` score in a column makes it NaN, as the row kernels
/// do; what a boolean mask marks is `-inf` whatever `x` holds there.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_columns<F: Float, G: Float, M: Numeric, N: Size, NM: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, NM>>,
    output: &mut Array<Vector<G, N>>,
    output_elements: &mut Array<G>,
    states: &mut Array<Vector<f32, N>>,
    layout: ColumnLayout,
    score_args: ColumnScoreArgs,
    #[comptime] kind: SoftmaxKind,
    #[comptime] fused: ColumnScoreBlueprint,
    #[comptime] loads: usize,
    #[comptime] segments: usize,
    #[comptime] pass: ColumnPass,
    #[comptime] input_read: ColumnRead,
    #[comptime] write: ColumnWrite,
    #[define(F, G, M)] _dtypes: [StorageType; 3],
) {
    let mut block = Array::<Vector<F, N>>::new(loads);
    let mut partial_max = SharedMemory::<Vector<f32, N>>::new(COLUMN_CUBE_UNITS);
    let mut partial_sum = SharedMemory::<Vector<f32, N>>::new(COLUMN_CUBE_UNITS);
    let mut tile = SharedMemory::<G>::new(write.tile_len);
    let column_units = CUBE_DIM_X as usize;
    let lane = UNIT_POS_X as usize;
    let slot = UNIT_POS_Y as usize * column_units + lane;
    let group = CUBE_POS_Y as usize;
    // A group's span is whole phases of the tile, so that its runs start where a vector may be
    // stored.
    let steps = ColumnSteps::of_group(
        UNIT_POS_Y as usize,
        segments,
        layout.len,
        comptime!(segments * write.tile_vectors.max(1)),
    );
    // The cube's columns start at `base`; every unit of the cube steps through the same bases,
    // so the barriers below are reached by all of them.
    let mut base = CUBE_POS_X as usize * column_units;
    while base < layout.columns {
        let part = layout.part(base + lane, &steps, input_read);
        let scores = score_args.column(base + lane, layout.inner_vectors, &steps, fused);
        // The state this unit brings to the cube's merge: its part's, or in the normalize pass
        // its share of the groups' states (each group's read by one unit, not by all of them).
        let mut own = ColumnState::<N>::empty();
        if comptime!(pass == ColumnPass::Normalize) {
            let shared =
                fold_group_states::<N>(states, base + lane, layout.columns, UNIT_POS_Y as usize);
            own.max = shared.max;
            own.sum = shared.sum;
        } else {
            let folded =
                fold_part::<F, M, N, NM>(input, mask, &part, &scores, &mut block, loads, fused);
            own.max = folded.max;
            own.sum = folded.sum;
        }
        let column = merge_cube_segments::<N>(
            own,
            &mut partial_max,
            &mut partial_sum,
            slot,
            lane,
            segments,
        );
        if comptime!(pass == ColumnPass::States) {
            if UNIT_POS_Y == 0 && base + lane < layout.columns {
                let state = 2 * (group * layout.columns + base + lane);
                states[state] = column.max;
                states[state + 1] = column.sum;
            }
        } else if comptime!(write.axis_last) {
            normalize_part_through_tile::<F, G, M, N, NM>(
                input,
                mask,
                output,
                output_elements,
                &mut tile,
                &part,
                &scores,
                &mut block,
                ColumnNormalizer::new(column.max, column.sum),
                base,
                &steps,
                &layout,
                loads,
                write.tile_vectors,
                write.ragged,
                segments,
                kind,
                fused,
            );
        } else {
            normalize_part::<F, G, M, N, NM>(
                input,
                mask,
                output,
                &part,
                &scores,
                &mut block,
                ColumnNormalizer::new(column.max, column.sum),
                loads,
                kind,
                fused,
            );
        }
        base += CUBE_COUNT_X as usize * column_units;
    }
}

/// The online fold of a unit's part of a column, `loads` vectors at a time, lane by lane (each
/// lane is its own column): the part's max and its sum of `exp(z - max)`.
#[cube]
#[allow(clippy::too_many_arguments)]
fn fold_part<F: Float, M: Numeric, N: Size, NM: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, NM>>,
    part: &ColumnPart,
    scores: &ColumnScores,
    block: &mut Array<Vector<F, N>>,
    #[comptime] loads: usize,
    #[comptime] fused: ColumnScoreBlueprint,
) -> ColumnState<N> {
    let mut max = Vector::<f32, N>::new(f32::min_value());
    let mut sum = Vector::<f32, N>::new(0.0f32);
    let mut first = 0;
    while first < part.len {
        load_block::<F, N>(input, part, first, block, loads);
        // The max over the block and the running max first, then the block's sum of
        // exponentials, then one merge: the loads' arithmetic is independent, and the serial
        // chain from one block to the next is one merge rather than one per element.
        let mut new_max = max;
        #[unroll]
        for j in 0..loads {
            if first + j < part.len {
                let z = scores.of::<F, M, N, NM>(block[j], mask, first + j, fused);
                new_max = lanewise_max::<N>(new_max, z);
            }
        }
        let mut block_sum = Vector::<f32, N>::new(0.0f32);
        #[unroll]
        for j in 0..loads {
            if first + j < part.len {
                let z = scores.of::<F, M, N, NM>(block[j], mask, first + j, fused);
                block_sum += Vector::exp(z - new_max);
            }
        }
        sum = sum * Vector::exp(max - new_max) + block_sum;
        max = new_max;
        first += loads;
    }
    ColumnState::<N> { max, sum }
}

/// The states of the `segments` segments of each column of the cube (this unit's is `own`)
/// merged through shared memory, lane by lane: the max of their maxes, then their sums rescaled
/// to it (the n-ary form of the online merge). The unit's slot is `slot`, its column's first
/// `lane`. Every unit of the cube must call it (it has two barriers; the second lets the next
/// call write the slots again). The loops are not unrolled: unrolled, every segment's slots were
/// loaded at once, and 16 segments of 8 lanes of bf16 columns held 255 registers and spilled.
#[cube]
#[allow(clippy::too_many_arguments)]
fn merge_cube_segments<N: Size>(
    own: ColumnState<N>,
    partial_max: &mut SharedMemory<Vector<f32, N>>,
    partial_sum: &mut SharedMemory<Vector<f32, N>>,
    slot: usize,
    lane: usize,
    segments: usize,
) -> ColumnState<N> {
    let column_units = CUBE_DIM_X as usize;
    partial_max[slot] = own.max;
    partial_sum[slot] = own.sum;
    sync_cube();
    let mut column_max = partial_max[lane];
    for other in 1..segments {
        column_max = lanewise_max::<N>(column_max, partial_max[other * column_units + lane]);
    }
    let mut column_sum = Vector::<f32, N>::new(0.0f32);
    for other in 0..segments {
        let other_slot = other * column_units + lane;
        column_sum += partial_sum[other_slot] * Vector::exp(partial_max[other_slot] - column_max);
    }
    sync_cube();
    ColumnState::<N> {
        max: column_max,
        sum: column_sum,
    }
}

/// The groups' states of vector column `column` (of `columns`) in `states`, as the
/// [`ColumnPass::States`] launch wrote them, that fall to the unit of segment `segment`: groups
/// `segment`, `segment + CUBE_DIM_Y`, ..., merged as [`merge_cube_segments()`] merges (the max of
/// their maxes, then their sums rescaled to it). [`merge_cube_segments()`] then merges the
/// segments' shares, so the cube reads each group's state once per column. A column past the
/// last reads nothing.
#[cube]
fn fold_group_states<N: Size>(
    states: &Array<Vector<f32, N>>,
    column: usize,
    columns: usize,
    segment: usize,
) -> ColumnState<N> {
    let groups = select(column < columns, CUBE_COUNT_Y as usize, 0);
    let step = CUBE_DIM_Y as usize;
    let mut share_max = Vector::<f32, N>::new(f32::min_value());
    let mut group = segment;
    while group < groups {
        share_max = lanewise_max::<N>(share_max, states[2 * (group * columns + column)]);
        group += step;
    }
    let mut share_sum = Vector::<f32, N>::new(0.0f32);
    group = segment;
    while group < groups {
        let state = 2 * (group * columns + column);
        share_sum += states[state + 1] * Vector::exp(states[state] - share_max);
        group += step;
    }
    ColumnState::<N> {
        max: share_max,
        sum: share_sum,
    }
}

/// The online state of a vector of columns, lane by lane: the max of the scores folded, and the
/// sum of their `exp(z - max)`.
#[derive(CubeType, Clone, Copy)]
struct ColumnState<N: Size> {
    max: Vector<f32, N>,
    sum: Vector<f32, N>,
}

#[cube]
impl<N: Size> ColumnState<N> {
    /// The state of nothing folded (the identity of the merges).
    fn empty() -> ColumnState<N> {
        ColumnState::<N> {
            max: Vector::new(f32::min_value()),
            sum: Vector::new(0.0f32),
        }
    }
}

/// The second read of a unit's part of a column, `loads` vectors at a time, each normalized by
/// `normalizer` and written, last block first: the first read ended there, so those blocks are
/// the likeliest still in L2 (3-8% faster than in order on the H100, docs/PERFORMANCE.md, "The
/// second read in reverse").
#[cube]
#[allow(clippy::too_many_arguments)]
fn normalize_part<F: Float, G: Float, M: Numeric, N: Size, NM: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, NM>>,
    output: &mut Array<Vector<G, N>>,
    part: &ColumnPart,
    scores: &ColumnScores,
    block: &mut Array<Vector<F, N>>,
    normalizer: ColumnNormalizer<N>,
    #[comptime] loads: usize,
    #[comptime] kind: SoftmaxKind,
    #[comptime] fused: ColumnScoreBlueprint,
) {
    let mut end = part.len.div_ceil(loads) * loads;
    while end > 0 {
        end -= loads;
        let first = end;
        load_block::<F, N>(input, part, first, block, loads);
        #[unroll]
        for j in 0..loads {
            if first + j < part.len {
                let z = scores.of::<F, M, N, NM>(block[j], mask, first + j, fused);
                output[part.output_start + (first + j) * part.output_step] =
                    Vector::cast_from(normalizer.apply::<G>(z, kind));
            }
        }
    }
}

/// [`normalize_part()`] for an output row-major with the softmax axis last, through `tile`:
/// every unit of the cube steps through the blocks of the longest part of its group (a block of
/// `loads` vectors of each of the group's `segments` segments is `loads * segments` consecutive
/// steps along `len`, from where the group's steps start: `steps`, the unit's, less its
/// segment), puts `tile_vectors` of its normalized vectors at a time in the tile
/// ([`tile_put()`]), and the cube stores their steps of its columns, from vector column `base`
/// on, as one run of each of their rows ([`tile_store()`], which holds the barriers every unit
/// reaches). `tile_vectors` divides `loads`; `ragged` as [`ColumnWrite::ragged`] says, the ends
/// of ragged runs stored element by element through `output_elements`.
#[cube]
#[allow(clippy::too_many_arguments)]
fn normalize_part_through_tile<F: Float, G: Float, M: Numeric, N: Size, NM: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, NM>>,
    output: &mut Array<Vector<G, N>>,
    output_elements: &mut Array<G>,
    tile: &mut SharedMemory<G>,
    part: &ColumnPart,
    scores: &ColumnScores,
    block: &mut Array<Vector<F, N>>,
    normalizer: ColumnNormalizer<N>,
    base: usize,
    steps: &ColumnSteps,
    layout: &ColumnLayout,
    #[comptime] loads: usize,
    #[comptime] tile_vectors: usize,
    #[comptime] ragged: bool,
    #[comptime] segments: usize,
    #[comptime] kind: SoftmaxKind,
    #[comptime] fused: ColumnScoreBlueprint,
) {
    let column_units = CUBE_DIM_X as usize;
    let lane = UNIT_POS_X as usize;
    let segment = UNIT_POS_Y as usize;
    let group_first = steps.first - segment;
    // The first segment's part is the longest; every unit takes as many blocks, last block
    // first as `normalize_part` does.
    let longest = ColumnSteps {
        first: group_first,
        stride: segments,
        end: steps.end,
    };
    let mut end = longest.count().div_ceil(loads) * loads;
    while end > 0 {
        end -= loads;
        let first = end;
        load_block::<F, N>(input, part, first, block, loads);
        // `tile_vectors` of the block's vectors per phase.
        #[unroll]
        for phase in 0..comptime!(loads / tile_vectors) {
            #[unroll]
            for t in 0..tile_vectors {
                let j = phase * tile_vectors + t;
                if first + j < part.len {
                    let z = scores.of::<F, M, N, NM>(block[j], mask, first + j, fused);
                    let y = normalizer.apply::<G>(z, kind);
                    tile_put::<G, N>(tile, y, t * segments + segment, lane, column_units);
                }
            }
            tile_store::<G, N>(
                output,
                output_elements,
                tile,
                base,
                group_first + (first + phase * tile_vectors) * segments,
                comptime!(tile_vectors * segments),
                steps.end,
                column_units,
                layout,
                tile_vectors,
                ragged,
            );
        }
    }
}

/// How the segments' values of a column combine: the column's max, or its sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum SegmentReduction {
    Max,
    Sum,
}

/// Combines every segment's `value` of each column of the cube, lane by lane; every unit gets
/// its column's result. The unit is segment `segment` of `segments` of column `lane` (its
/// `UNIT_POS` is `segment * columns + lane`, with `columns = CUBE_DIM / segments`). Every unit of
/// the cube must call it (it contains a barrier), and calls that use the same `partials` must
/// have a barrier between them (the other reduction's does).
///
/// On the plane path, the segments of a column within a plane combine by butterfly shuffles (the
/// units of a column are `columns` apart in the plane, so the shuffle distances start there and
/// stop at the plane size, whatever it is), then one slot per plane and column goes through
/// shared memory. On the shared-memory path every segment has a slot. Either way each unit then
/// reads its column's slots in a loop that is not unrolled (see [`softmax_columns()`]).
#[cube]
// `is_multiple_of` has no `#[cube]` expansion; the modulo is what the kernel compiles.
#[allow(clippy::manual_is_multiple_of)]
fn reduce_segments<N: Size>(
    value: Vector<f32, N>,
    partials: &mut SharedMemory<Vector<f32, N>>,
    lane: usize,
    segment: usize,
    segments: usize,
    #[comptime] reduction: SegmentReduction,
    #[comptime] merge: MergePath,
) -> Vector<f32, N> {
    let column_units = CUBE_DIM as usize / segments;
    // Segments whose values share a slot: those of one plane on the plane path.
    let mut per_slot = 1usize;
    let mut reduced = value;
    match merge {
        MergePath::Plane => {
            let plane_dim = PLANE_DIM as usize;
            let mut distance = column_units;
            while distance < plane_dim {
                let other = plane_shuffle_xor(reduced, distance as u32);
                reduced = combine::<N>(reduced, other, reduction);
                distance *= 2;
                per_slot *= 2;
            }
        }
        MergePath::SharedMemory => {}
    }
    if segment % per_slot == 0 {
        partials[(segment / per_slot) * column_units + lane] = reduced;
    }
    sync_cube();
    let slots = segments / per_slot;
    let mut total = partials[lane];
    for other in 1..slots {
        total = combine::<N>(total, partials[other * column_units + lane], reduction);
    }
    total
}

/// The backward's sum of each column: every segment's `sum` combined by [`reduce_segments()`], then
/// a barrier, since the next block of columns writes the same `partials` only after every unit
/// has read this block's. Every unit of the cube must call it.
#[cube]
fn column_gradient_sum<N: Size>(
    sum: Vector<f32, N>,
    partials: &mut SharedMemory<Vector<f32, N>>,
    lane: usize,
    segment: usize,
    segments: usize,
    #[comptime] merge: MergePath,
) -> Vector<f32, N> {
    let total = reduce_segments::<N>(
        sum,
        partials,
        lane,
        segment,
        segments,
        SegmentReduction::Sum,
        merge,
    );
    sync_cube();
    total
}

/// A vector's term of the backward's sum: `dy * y` for softmax, `dy` for log-softmax.
#[cube]
fn gradient_term<F: Float, N: Size>(
    y: Vector<F, N>,
    dy: Vector<F, N>,
    #[comptime] kind: SoftmaxKind,
) -> Vector<f32, N> {
    let dy = Vector::<f32, N>::cast_from(dy);
    match kind {
        SoftmaxKind::Softmax => dy * Vector::<f32, N>::cast_from(y),
        SoftmaxKind::LogSoftmax => dy,
    }
}

/// One step of a [`SegmentReduction`], lane by lane.
#[cube]
fn combine<N: Size>(
    a: Vector<f32, N>,
    b: Vector<f32, N>,
    #[comptime] reduction: SegmentReduction,
) -> Vector<f32, N> {
    match reduction {
        SegmentReduction::Max => lanewise_max::<N>(a, b),
        SegmentReduction::Sum => a + b,
    }
}

/// A unit's part of a column: its elements at the steps along `len` of a [`ColumnSteps`], and
/// where they are in each buffer (in vectors).
#[derive(CubeType, Clone, Copy)]
struct ColumnPart {
    /// Elements in the part: none for a unit past the last column, or steps that start at or
    /// past their end (a segment past the column's end, or its group's).
    len: usize,
    input_start: usize,
    input_step: usize,
    output_start: usize,
    output_step: usize,
}

/// The steps along `len` a unit's part of a column takes: `first`, `first + stride`, ... below
/// `end`.
#[derive(CubeType, Clone, Copy)]
struct ColumnSteps {
    first: usize,
    stride: usize,
    end: usize,
}

#[cube]
impl ColumnSteps {
    /// Segment `segment` of `segments` of a whole column of `len` steps: `l = segment, segment +
    /// segments, ...`, so the units of the segments read consecutive steps at once.
    fn interleaved(segment: usize, segments: usize, len: usize) -> ColumnSteps {
        ColumnSteps {
            first: segment,
            stride: segments,
            end: len,
        }
    }

    /// Segment `segment` of `segments` of the cube's group of a column of `len` steps, the grid's
    /// `y` cutting it into `CUBE_COUNT_Y` groups: group `y` takes the consecutive steps `y *
    /// span..(y + 1) * span` (below `len`), `span` being `len / CUBE_COUNT_Y` rounded up to a
    /// multiple of `granule`, and its segments interleave over them as
    /// [`ColumnSteps::interleaved()`]'s do over a whole column. Consecutive spans, and not
    /// segments interleaved over the whole column, so that a group's output written with the
    /// softmax axis last is runs of consecutive steps as long as a whole column's (in one group,
    /// the same steps as [`ColumnSteps::interleaved()`]).
    fn of_group(segment: usize, segments: usize, len: usize, granule: usize) -> ColumnSteps {
        let span = len.div_ceil(CUBE_COUNT_Y as usize).div_ceil(granule) * granule;
        let group_first = CUBE_POS_Y as usize * span;
        ColumnSteps {
            first: group_first + segment,
            stride: segments,
            end: len.min(group_first + span),
        }
    }

    /// Elements at these steps.
    fn count(&self) -> usize {
        (self.end.max(self.first) - self.first).div_ceil(self.stride)
    }
}

/// Where the columns are: `columns = outer * inner_vectors` vector columns of `len` elements,
/// column `c` starting at vector `o + i` of each buffer, where `o` is where outer index
/// `c / inner_vectors` starts (`input_outer.row_start` in the input, see
/// [`OuterOffsets::row_start`]; `output_outer_stride` times it in the output) and `i` where
/// inner vector `c % inner_vectors` is from there (itself, or in the input `input_inner.of` it
/// where its inner axes are found by terms: [`ColumnRead`]), its elements `len_stride` vectors
/// apart (with that buffer's strides, in vectors).
#[derive(CubeLaunch, CubeType, Clone, Copy)]
pub struct ColumnLayout {
    pub columns: usize,
    pub inner_vectors: usize,
    pub len: usize,
    pub input_outer: OuterOffsets,
    pub input_inner: OuterOffsets,
    pub input_len_stride: usize,
    pub output_outer_stride: usize,
    pub output_len_stride: usize,
}

/// Where a second input of the backward column kernels is when it is not laid out as the first
/// (`dy` beside `y`, as [`ColumnDyRead`] says): the start of each outer index (see
/// [`OuterOffsets::row_start`]) and the vectors between the elements of a column, as
/// [`ColumnLayout`]'s input fields; its `inner` vectors are contiguous as in every buffer.
#[derive(CubeLaunch, CubeType, Clone, Copy)]
pub struct ColumnSource {
    pub outer: OuterOffsets,
    pub inner: OuterOffsets,
    pub len_stride: usize,
}

/// How the backward column kernels find `dy`: where `y` is (`apart` false), or by its own
/// [`ColumnSource`], read as `read` says. Comptime, so a `dy` laid out as `y` costs no
/// arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ColumnDyRead {
    pub apart: bool,
    pub read: ColumnRead,
}

/// Which of a buffer's column offsets the column kernels find by terms ([`OuterOffsets`])
/// rather than by one stride: its outer indices (a slice along an outer axis, an axis
/// broadcast by `expand`), its inner vectors (a slice along the last axis when more than one
/// axis follows the softmax axis), or both. Comptime, so a buffer that needs no terms runs
/// without their divisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ColumnRead {
    pub outer_by_terms: bool,
    pub inner_by_terms: bool,
}

#[cube]
impl ColumnLayout {
    /// `part` (of `column`, at `steps`) with its input fields moved to where `source` has them
    /// when `read.apart`; `part` itself otherwise.
    fn part_in(
        &self,
        part: &ColumnPart,
        source: &ColumnSource,
        column: usize,
        steps: &ColumnSteps,
        #[comptime] read: ColumnDyRead,
    ) -> ColumnPart {
        let mut moved = *part;
        if comptime!(read.apart) {
            moved.input_start = source
                .outer
                .row_start(column / self.inner_vectors, read.read.outer_by_terms)
                + inner_start(&source.inner, column % self.inner_vectors, read.read)
                + steps.first * source.len_stride;
            moved.input_step = source.len_stride * steps.stride;
        }
        moved
    }

    /// The part of vector column `column` at `steps`, the input's offsets found as `read` says.
    fn part(&self, column: usize, steps: &ColumnSteps, #[comptime] read: ColumnRead) -> ColumnPart {
        let outer = column / self.inner_vectors;
        let inner = column % self.inner_vectors;
        ColumnPart {
            len: select(column < self.columns, steps.count(), 0),
            input_start: self.input_outer.row_start(outer, read.outer_by_terms)
                + inner_start(&self.input_inner, inner, read)
                + steps.first * self.input_len_stride,
            input_step: self.input_len_stride * steps.stride,
            output_start: outer * self.output_outer_stride
                + inner
                + steps.first * self.output_len_stride,
            output_step: self.output_len_stride * steps.stride,
        }
    }
}

/// Where inner vector `inner` of an outer index is from that index's start: `offsets.of(inner)`
/// where `read` finds the inner axes by terms, `inner` itself where they are contiguous.
#[cube]
fn inner_start(offsets: &OuterOffsets, inner: usize, #[comptime] read: ColumnRead) -> usize {
    if comptime!(read.inner_by_terms) {
        offsets.of(inner)
    } else {
        inner
    }
}

/// The pointwise tail of a vector of columns, from their merged max and sum, lane by lane as
/// [`RowNormalizer`](crate::tiers::RowNormalizer) does for a row: a column whose sum is 0 (only
/// `-inf`) gives zeros (log-softmax: `-inf`), not NaN.
#[derive(CubeType, Clone, Copy)]
struct ColumnNormalizer<N: Size> {
    max: Vector<f32, N>,
    inverse: Vector<f32, N>,
    log_sum: Vector<f32, N>,
}

#[cube]
impl<N: Size> ColumnNormalizer<N> {
    fn new(max: Vector<f32, N>, sum: Vector<f32, N>) -> ColumnNormalizer<N> {
        let empty = sum.equal(Vector::new(0.0f32));
        let zeros = Vector::<f32, N>::new(0.0f32);
        ColumnNormalizer::<N> {
            max,
            inverse: select_many(empty, zeros, Vector::new(1.0f32) / sum),
            log_sum: select_many(empty, zeros, Vector::ln(sum)),
        }
    }

    /// One vector of scores normalized, computed in `f32` and stored as `G`.
    fn apply<G: Float>(&self, z: Vector<f32, N>, #[comptime] kind: SoftmaxKind) -> Vector<G, N> {
        let y = match kind {
            SoftmaxKind::Softmax => Vector::exp(z - self.max) * self.inverse,
            SoftmaxKind::LogSoftmax => z - self.max - self.log_sum,
        };
        Vector::cast_from(y)
    }

    /// The output of a vector [`softmax_columns_held()`] holds in registers, `values` with its
    /// mask vector `marks`: from its scores, or, with `kept_exps`, from the exps kept in its
    /// place.
    #[allow(clippy::too_many_arguments)]
    fn of_held<F: Float, G: Float, M: Numeric, NM: Size>(
        &self,
        scores: &ColumnScores,
        values: Vector<F, N>,
        marks: Vector<M, NM>,
        #[comptime] kind: SoftmaxKind,
        #[comptime] kept_exps: bool,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> Vector<G, N> {
        if comptime!(kept_exps) {
            Vector::cast_from(widen::<F, N>(values) * self.inverse)
        } else {
            self.apply::<G>(scores.of_held::<F, M, N, NM>(values, marks, fused), kind)
        }
    }

    /// [`ColumnNormalizer::of_held`] for the vector in slot `slot` of the staged `values` (its
    /// additive mask's in the same slot of `marks`).
    #[allow(clippy::too_many_arguments)]
    fn of_staged<F: Float, G: Float, M: Numeric, NM: Size>(
        &self,
        scores: &ColumnScores,
        values: &SharedMemory<Vector<F, N>>,
        marks: &SharedMemory<Vector<M, NM>>,
        slot: usize,
        #[comptime] kind: SoftmaxKind,
        #[comptime] kept_exps: bool,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> Vector<G, N> {
        if comptime!(kept_exps) {
            Vector::cast_from(widen::<F, N>(values[slot]) * self.inverse)
        } else {
            self.apply::<G>(
                scores.of_staged::<F, M, N, NM>(values, marks, slot, fused),
                kind,
            )
        }
    }
}

/// The lane-wise maximum of two vectors of scores.
#[cube]
fn lanewise_max<N: Size>(a: Vector<f32, N>, b: Vector<f32, N>) -> Vector<f32, N> {
    let mut max = a;
    #[unroll]
    for k in 0..N::value() {
        max[k] = f32::max(a[k], b[k]);
    }
    max
}

/// Vectors of one shared array holding `staged` vectors for each of `slots` units, where
/// `used`; 1 otherwise, since a kernel cannot declare an empty shared array.
pub fn column_staging_len(staged: usize, slots: usize, used: bool) -> usize {
    if used && staged > 0 {
        staged * slots
    } else {
        1
    }
}

/// Loads elements `first..first + count` of a unit's part of a column (those in it) into
/// `values`, and their mask vectors into `marks` where `fused` has a mask.
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_held<F: Float, M: Numeric, N: Size, NM: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, NM>>,
    part: &ColumnPart,
    scores: &ColumnScores,
    first: usize,
    values: &mut Array<Vector<F, N>>,
    marks: &mut Array<Vector<M, NM>>,
    #[comptime] count: usize,
    #[comptime] fused: ColumnScoreBlueprint,
) {
    #[unroll]
    for k in 0..count {
        let j = first + k;
        if j < part.len {
            values[k] = input[part.input_start + j * part.input_step];
            if comptime!(fused.mask != MaskKind::None) {
                marks[k] = mask[scores.mask_start + j * scores.mask_step];
            }
        }
    }
}

/// Loads elements `first..first + loads` of a unit's part of a column (those in it) into
/// `block`. A unit streams its part of a column, so it issues `loads` loads before using any: one
/// at a time it would wait out a memory latency per element.
#[cube]
fn load_block<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    part: &ColumnPart,
    first: usize,
    block: &mut Array<Vector<F, N>>,
    #[comptime] loads: usize,
) {
    #[unroll]
    for j in 0..loads {
        if first + j < part.len {
            block[j] = input[part.input_start + (first + j) * part.input_step];
        }
    }
}

/// The comptime half of what is fused into a column's scores: which steps exist in the
/// generated code (see [`ColumnScoreArgs`] for the runtime half).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ColumnScoreBlueprint {
    /// `x` is multiplied by the scale.
    pub scaled: bool,
    pub mask: MaskKind,
    /// The mask has one element for all `inner` positions of an `(o, l)` (it is broadcast along
    /// every axis after the softmax axis), read as one-element vectors and spread over the
    /// lanes; otherwise its `inner` elements are contiguous, read as vectors of the input's width.
    pub mask_broadcast_inner: bool,
}

/// The runtime half of what is fused into a column's scores: `z = x * scale`, plus an additive
/// mask or `-inf` where a boolean mask is nonzero, as the row kernels do
/// ([`scores`](crate::scores)).
///
/// Element `l` of column `(o, i)` (`i` counted in vectors) has its mask at vector
/// `mask.of(o) + l * mask_len_stride + i` of the mask buffer ([`OuterOffsets::of`]; without the
/// `+ i` where the mask is broadcast along `inner`).
#[derive(CubeLaunch, CubeType, Clone, Copy)]
pub struct ColumnScoreArgs {
    pub scale: f32,
    /// `-inf`, which WGSL cannot write as a literal.
    pub neg_inf: f32,
    pub mask_len_stride: usize,
    pub mask: OuterOffsets,
}

/// The scores of a unit's part of a column: the scale, and where the part's mask is.
#[derive(CubeType, Clone, Copy)]
struct ColumnScores {
    scale: f32,
    neg_inf: f32,
    /// Mask vector of the part's first element.
    mask_start: usize,
    /// Mask vectors from one element of the part to the next.
    mask_step: usize,
}

#[cube]
impl ColumnScoreArgs {
    /// The scores of vector column `column` (laid out as [`softmax_columns_held()`] says) at
    /// `steps`.
    fn column(
        &self,
        column: usize,
        inner_vectors: usize,
        steps: &ColumnSteps,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> ColumnScores {
        let mut mask_start = 0;
        if comptime!(fused.mask != MaskKind::None) {
            let outer = column / inner_vectors;
            mask_start = self.mask.of(outer) + steps.first * self.mask_len_stride;
            if comptime!(!fused.mask_broadcast_inner) {
                mask_start += column % inner_vectors;
            }
        }
        ColumnScores {
            scale: self.scale,
            neg_inf: self.neg_inf,
            mask_start,
            mask_step: self.mask_len_stride * steps.stride,
        }
    }
}

#[cube]
impl ColumnScores {
    /// The scores `z` of `values`, the vector at index `index` of the unit's part, in `f32`, its
    /// mask read here (from the cache: a streamed part is read twice).
    fn of<F: Float, M: Numeric, N: Size, NM: Size>(
        &self,
        values: Vector<F, N>,
        mask: &Array<Vector<M, NM>>,
        index: usize,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> Vector<f32, N> {
        let mut marks = Vector::<M, NM>::new(M::from_int(0));
        if comptime!(fused.mask != MaskKind::None) {
            marks = mask[self.mask_start + index * self.mask_step];
        }
        self.with_marks::<F, M, N, NM>(values, marks, fused)
    }

    /// The scores `z` of held `values` whose mask vector is `marks`, in `f32`: a boolean mask
    /// was applied at load ([`ColumnScores::mask_out`]), so only an additive one is used here.
    fn of_held<F: Float, M: Numeric, N: Size, NM: Size>(
        &self,
        values: Vector<F, N>,
        marks: Vector<M, NM>,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> Vector<f32, N> {
        let additive_only = comptime!(ColumnScoreBlueprint {
            mask: if fused.mask == MaskKind::Additive {
                MaskKind::Additive
            } else {
                MaskKind::None
            },
            ..fused
        });
        self.with_marks::<F, M, N, NM>(values, marks, additive_only)
    }

    /// The scores `z` of the staged vector in slot `slot` of `values`, in `f32`, as
    /// [`ColumnScores::of_held`] gives them; an additive mask's vector is in the same slot of
    /// `marks`, which is not read without one.
    fn of_staged<F: Float, M: Numeric, N: Size, NM: Size>(
        &self,
        values: &SharedMemory<Vector<F, N>>,
        marks: &SharedMemory<Vector<M, NM>>,
        slot: usize,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> Vector<f32, N> {
        let mut staged_marks = Vector::<M, NM>::new(M::from_int(0));
        if comptime!(fused.mask == MaskKind::Additive) {
            staged_marks = marks[slot];
        }
        self.of_held::<F, M, N, NM>(values[slot], staged_marks, fused)
    }

    /// `values` with every element a boolean mask's `marks` mark replaced by the infinity that the
    /// scale turns into `-inf`, so every later use sees `z = -inf` there whatever `x` held.
    fn mask_out<F: Float, M: Numeric, N: Size, NM: Size>(
        &self,
        values: Vector<F, N>,
        marks: Vector<M, NM>,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> Vector<F, N> {
        let masked_input = F::cast_from(select(self.scale < 0.0, -self.neg_inf, self.neg_inf));
        let mut out = values;
        #[unroll]
        for k in 0..N::value() {
            let mark = lane_mark::<M, NM>(marks, k, fused);
            out[k] = select(mark != M::from_int(0), masked_input, values[k]);
        }
        out
    }

    /// The scores of `values` with the mask vector `marks` applied as `fused` says.
    fn with_marks<F: Float, M: Numeric, N: Size, NM: Size>(
        &self,
        values: Vector<F, N>,
        marks: Vector<M, NM>,
        #[comptime] fused: ColumnScoreBlueprint,
    ) -> Vector<f32, N> {
        let mut z = widen::<F, N>(values);
        if comptime!(fused.scaled) {
            z *= Vector::new(self.scale);
        }
        if comptime!(fused.mask != MaskKind::None) {
            #[unroll]
            for k in 0..N::value() {
                let mark = lane_mark::<M, NM>(marks, k, fused);
                if comptime!(fused.mask == MaskKind::Additive) {
                    z[k] += f32::cast_from(mark);
                } else {
                    z[k] = select(mark != M::from_int(0), self.neg_inf, z[k]);
                }
            }
        }
        z
    }
}

/// The mask element of lane `k` in a mask vector: the vector's one element where the mask is
/// broadcast along `inner`, its lane `k` otherwise.
#[cube]
fn lane_mark<M: Numeric, NM: Size>(
    marks: Vector<M, NM>,
    #[comptime] k: usize,
    #[comptime] fused: ColumnScoreBlueprint,
) -> M {
    if comptime!(fused.mask_broadcast_inner) {
        marks[0]
    } else {
        marks[k]
    }
}
