//! The part of a row one unit owns, held in registers between the reduction and the normalization.
//!
//! A unit owns the vectors `first, first + step, first + 2 * step, ...` of a run of `end` vectors
//! (a row, or a chunk of one), at most `loads` of them (`loads` is comptime, so the loops unroll
//! and the held vectors live in registers). Consecutive units own consecutive vectors, so every
//! load and store of a plane is coalesced. All loads are issued before the first use, which keeps
//! `loads` 16-byte requests in flight per unit: that, not the arithmetic, sets the bandwidth.
//!
//! The caller guarantees `end <= first_unit_count * loads`: the units cover the whole run.

use cubecl::prelude::*;

use crate::blueprint::SoftmaxKind;
use crate::scores::{MaskKind, RowScores, ScoreBlueprint};
use crate::tiers::{
    OnlineState, RowNormalizer, gradient_tail, select_marked, vector_exp_sum, vector_gradient_sum,
    vector_max, vector_sum, widen,
};

/// Loads the unit's vectors of the run starting at `start` into `held`: those below `end`. With
/// `every_slot`, a slot at or past `end` is loaded too, from vector 0 of `input` (which must not
/// be empty), and holds a value of no meaning that every user of `held` skips; without, it keeps
/// what it held.
///
/// A slot loaded under a condition merges the load with its old value, and for a vector of
/// 16-bit elements ptxas merges one element at a time: a `PRMT` per element, and more to pack
/// the pairs again before they are widened. Loading every slot drops those, but an unconditional
/// load is not faster everywhere; the planner chooses (see `RowBlueprint::every_slot_loaded`).
#[cube]
pub fn load_owned<E: Numeric, N: Size>(
    input: &Array<Vector<E, N>>,
    start: usize,
    first: usize,
    step: usize,
    end: usize,
    held: &mut Array<Vector<E, N>>,
    #[comptime] loads: usize,
    #[comptime] every_slot: bool,
) {
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if comptime!(every_slot) {
            held[k] = input[select(index < end, start + index, 0)];
        } else {
            if index < end {
                held[k] = input[start + index];
            }
        }
    }
}

/// Loads what the unit needs of a run of `len` vectors of a row: its vectors of `input` from
/// `input_start` into `held`, with a boolean mask applied (`mask_out_at_load`), and, when the
/// blueprint holds an additive mask, the matching vectors of `mask` from the row's mask start
/// into `held_mask` (otherwise [`RowScores::of`] reads them at each use). `run_start` is the run's
/// first vector in its row; vectors past the causal limit are not loaded (see
/// [`RowLimit::vectors_to_read`](crate::scores::RowLimit::vectors_to_read)). `every_slot` as
/// for [`load_owned()`].
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn load_scored_run<F: Float, M: Numeric, N: Size>(
    input: &Array<Vector<F, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    input_start: usize,
    run_start: usize,
    first: usize,
    step: usize,
    len: usize,
    held: &mut Array<Vector<F, N>>,
    held_mask: &mut Array<Vector<M, N>>,
    #[comptime] blueprint: ScoreBlueprint,
    #[comptime] loads: usize,
    #[comptime] every_slot: bool,
) {
    let to_read = scores
        .limit
        .vectors_to_read::<N>(run_start, len, blueprint.causal);
    load_owned::<F, N>(
        input,
        input_start,
        first,
        step,
        to_read,
        held,
        loads,
        every_slot,
    );
    let mask_start = scores.mask_start + run_start;
    if comptime!(blueprint.mask == MaskKind::Boolean) {
        mask_out_at_load::<F, M, N>(
            mask, mask_start, scores, first, step, to_read, held, loads, every_slot,
        );
    } else if comptime!(blueprint.holds_mask()) {
        load_owned::<M, N>(
            mask, mask_start, first, step, to_read, held_mask, loads, every_slot,
        );
    }
}

/// Applies a boolean mask to the held vectors as it is read: an element the mask marks (nonzero)
/// is replaced by [`RowScores::masked_input`], the infinity that the scale turns into `-inf`, so
/// every later use of the held vector sees `z = -inf` there whatever `x` was, and the mask's
/// vectors are dead once applied. `every_slot` as for [`load_owned()`]: every slot is masked, a
/// slot at or past `end` by vector 0 of `mask` (its value has no meaning either way), so that no
/// slot is assigned under a condition.
///
/// Holding the mask instead kept it (and its comparisons) live next to the row: 96 registers for
/// the bf16 plane-per-row kernel against 59 without a mask, two cubes per SM instead of four
/// (docs/PERFORMANCE.md, "Registers, read from the generated code").
#[cube]
#[allow(clippy::too_many_arguments)]
fn mask_out_at_load<F: Float, M: Numeric, N: Size>(
    mask: &Array<Vector<M, N>>,
    mask_start: usize,
    scores: &RowScores,
    first: usize,
    step: usize,
    end: usize,
    held: &mut Array<Vector<F, N>>,
    #[comptime] loads: usize,
    #[comptime] every_slot: bool,
) {
    let masked_input = Vector::<F, N>::new(F::cast_from(scores.masked_input));
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if comptime!(every_slot) {
            let marks = mask[select(index < end, mask_start + index, 0)];
            held[k] = select_marked::<F, M, N>(marks, masked_input, held[k]);
        } else {
            if index < end {
                held[k] = select_marked::<F, M, N>(mask[mask_start + index], masked_input, held[k]);
            }
        }
    }
}

/// Vectors at the start of a run of `end` vectors whose every lane belongs to it: all of them
/// when the last one's `tail_lanes` fill it, else all but the last. A held vector below this
/// takes the unmasked path, so a plane whose row is a whole number of vectors never runs the
/// masked one: its last unit would otherwise run it alone while the others wait, every row.
#[cube]
fn whole_vectors<N: Size>(end: usize, tail_lanes: usize) -> usize {
    end - select(tail_lanes < N::value() && end > 0, 1, 0)
}

/// The max of the scores of the held vectors the unit owns (`f32::min_value()` when it owns
/// none); arguments as for [`fold_owned()`], with `end` and `tail_lanes` already cut to the run's
/// scored part ([`RowScores::scored_run`]).
#[cube]
#[allow(clippy::too_many_arguments)]
fn owned_max<F: Float, M: Numeric, N: Size>(
    held: &Array<Vector<F, N>>,
    held_mask: &Array<Vector<M, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    run_start: usize,
    first: usize,
    step: usize,
    end: usize,
    tail_lanes: usize,
    #[comptime] blueprint: ScoreBlueprint,
    #[comptime] loads: usize,
) -> f32 {
    let mut max = f32::min_value();
    let whole = whole_vectors::<N>(end, tail_lanes);
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        let vector = run_start + index;
        if index < whole {
            let z = scores.of::<F, M, N>(held[k], held_mask[k], mask, vector, blueprint);
            max = f32::max(max, vector_max::<N>(z, N::value(), false));
        } else if index + 1 == end {
            let z = scores.of::<F, M, N>(held[k], held_mask[k], mask, vector, blueprint);
            max = f32::max(max, vector_max::<N>(z, tail_lanes, true));
        }
    }
    max
}

/// Tier 1 over the held vectors: the unit's state of the scores (see [`RowScores::of`]: an
/// additive mask from `held_mask` or from `mask`) of the run's vectors it owns, the run starting
/// at vector `run_start` of its row. Only the first `tail_lanes` lanes of vector `end - 1` are
/// folded (the rest is padding when the row length is not a multiple of the vector width), and
/// no vector past the causal limit ([`RowScores::scored_run`]: its scores are all `-inf`).
///
/// Because the vectors are already in registers, the unit takes their max first and then sums
/// `exp(z - max)` once per element: the running state of a streaming fold would instead rescale
/// its sum (one more `exp`) after every vector. The scores are recomputed at each use rather
/// than held as `f32`: holding them doubled the registers of f32 rows held at 8 loads per unit
/// and of every bf16 row, and on the H100 cost up to 45% of the plain softmax's bandwidth
/// (docs/PERFORMANCE.md, "Fused options"). Each use computes them inside the branch that needs
/// them: a score computed where it dominates the later uses is one ptxas keeps instead of
/// recomputing, which widened every held bf16 row to f32 for the whole row's life (80 registers
/// against 59 for four vectors of 8; docs/PERFORMANCE.md, "Registers, read from the generated
/// code").
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn fold_owned<F: Float, M: Numeric, N: Size>(
    held: &Array<Vector<F, N>>,
    held_mask: &Array<Vector<M, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    run_start: usize,
    first: usize,
    step: usize,
    end: usize,
    tail_lanes: usize,
    #[comptime] blueprint: ScoreBlueprint,
    #[comptime] loads: usize,
) -> OnlineState {
    let (end, tail_lanes) = scores.scored_run::<N>(run_start, end, tail_lanes, blueprint);
    let max = owned_max::<F, M, N>(
        held, held_mask, mask, scores, run_start, first, step, end, tail_lanes, blueprint, loads,
    );
    let mut sum = 0.0f32;
    let whole = whole_vectors::<N>(end, tail_lanes);
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        let vector = run_start + index;
        if index < whole {
            let z = scores.of::<F, M, N>(held[k], held_mask[k], mask, vector, blueprint);
            sum += vector_exp_sum::<N>(z, max, N::value(), false);
        } else if index + 1 == end {
            let z = scores.of::<F, M, N>(held[k], held_mask[k], mask, vector, blueprint);
            sum += vector_exp_sum::<N>(z, max, tail_lanes, true);
        }
    }
    OnlineState { max, sum }
}

/// [`fold_owned()`] that also keeps what the softmax store needs: each owned vector's
/// `exp(z - max)`, against the unit's max of the run, rounded to the input's type `F`, so that
/// [`store_kept_exps()`] multiplies instead of computing a second `exp` per element (none past the
/// causal limit, whose outputs that store writes as [`RowNormalizer::masked`]). With
/// `in_registers` the `k`-th owned vector's exps replace it in `held` (its scores are not needed
/// again); otherwise they go to its slot of `exps`, `(first_slot + k) * step + first` (the layout
/// of [`stage`](crate::staging::stage())), and `held` is left as it was. Each `exp` is the one the
/// sum adds, computed once; the sum adds it in f32. Padding lanes of the last vector are kept too
/// (values of no meaning); the sum counts only its first `tail_lanes`.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn fold_owned_keeping_exps<F: Float, M: Numeric, N: Size>(
    held: &mut Array<Vector<F, N>>,
    held_mask: &Array<Vector<M, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    run_start: usize,
    first: usize,
    step: usize,
    end: usize,
    tail_lanes: usize,
    exps: &mut SharedMemory<Vector<F, N>>,
    first_slot: usize,
    #[comptime] in_registers: bool,
    #[comptime] blueprint: ScoreBlueprint,
    #[comptime] loads: usize,
) -> OnlineState {
    let (end, tail_lanes) = scores.scored_run::<N>(run_start, end, tail_lanes, blueprint);
    let max = owned_max::<F, M, N>(
        held, held_mask, mask, scores, run_start, first, step, end, tail_lanes, blueprint, loads,
    );
    let mut sum = 0.0f32;
    let whole = whole_vectors::<N>(end, tail_lanes);
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < end {
            let z = scores.of::<F, M, N>(held[k], held_mask[k], mask, run_start + index, blueprint);
            let exp = Vector::exp(z - Vector::new(max));
            if comptime!(in_registers) {
                held[k] = Vector::cast_from(exp);
            } else {
                exps[(first_slot + k) * step + first] = Vector::cast_from(exp);
            }
            if index < whole {
                sum += vector_sum::<N>(exp, N::value(), false);
            } else {
                sum += vector_sum::<N>(exp, tail_lanes, true);
            }
        }
    }
    OnlineState { max, sum }
}

/// Stores the softmax of a run from the exponentials [`fold_owned_keeping_exps()`] kept (as `F`,
/// widened exactly to f32; in `held` when `in_registers`, else in `exps` from `first_slot`), as
/// `G`, into the run starting at `start` of `output`: each kept vector times `factor`
/// ([`RowNormalizer::kept_exp_factor`] of the max they were taken against). The run starts at
/// vector `run_start` of its row; its vectors past the causal limit, which kept nothing, are
/// written as `masked` ([`RowNormalizer::masked`]). Padding lanes of the last vector are written
/// too (with values of no meaning).
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn store_kept_exps<F: Float, G: Float, N: Size>(
    output: &mut Array<Vector<G, N>>,
    start: usize,
    held: &Array<Vector<F, N>>,
    exps: &SharedMemory<Vector<F, N>>,
    first_slot: usize,
    scores: &RowScores,
    run_start: usize,
    first: usize,
    step: usize,
    end: usize,
    factor: f32,
    masked: G,
    #[comptime] in_registers: bool,
    #[comptime] blueprint: ScoreBlueprint,
    #[comptime] loads: usize,
) {
    let scored = scores
        .limit
        .vectors_to_read::<N>(run_start, end, blueprint.causal);
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < scored {
            let kept = if comptime!(in_registers) {
                held[k]
            } else {
                exps[(first_slot + k) * step + first]
            };
            output[start + index] = Vector::cast_from(widen::<F, N>(kept) * Vector::new(factor));
        }
        store_masked::<G, N>(output, start, index, scored, end, masked, blueprint.causal);
    }
}

/// Normalizes the scores of the held vectors and stores them, as `G`, into the run starting at
/// `start` of `output`; other arguments as for [`fold_owned()`], and the vectors past the causal
/// limit written as `masked` ([`RowNormalizer::masked`]) without their scores. Padding lanes of
/// the last vector are written too (with values of no meaning).
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn store_owned<F: Float, G: Float, M: Numeric, N: Size>(
    output: &mut Array<Vector<G, N>>,
    start: usize,
    held: &Array<Vector<F, N>>,
    held_mask: &Array<Vector<M, N>>,
    mask: &Array<Vector<M, N>>,
    scores: &RowScores,
    run_start: usize,
    first: usize,
    step: usize,
    end: usize,
    normalizer: &RowNormalizer,
    masked: G,
    #[comptime] kind: SoftmaxKind,
    #[comptime] blueprint: ScoreBlueprint,
    #[comptime] loads: usize,
) {
    let scored = scores
        .limit
        .vectors_to_read::<N>(run_start, end, blueprint.causal);
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < scored {
            let z = scores.of::<F, M, N>(held[k], held_mask[k], mask, run_start + index, blueprint);
            output[start + index] = normalizer.apply::<G, N>(z, kind);
        }
        store_masked::<G, N>(output, start, index, scored, end, masked, blueprint.causal);
    }
}

/// Writes `masked` to vector `index` of the run starting at `start` of `output` where it lies
/// past the run's `scored` vectors and before its `end`: a vector past the causal limit (the
/// forward's output there, or the backward's 0). Nothing without a causal limit (`causal`
/// false), where `scored` is `end`.
#[cube]
fn store_masked<G: Float, N: Size>(
    output: &mut Array<Vector<G, N>>,
    start: usize,
    index: usize,
    scored: usize,
    end: usize,
    masked: G,
    #[comptime] causal: bool,
) {
    if comptime!(causal) {
        let past_the_limit = index >= scored && index < end;
        if past_the_limit {
            output[start + index] = Vector::new(masked);
        }
    }
}

/// Tier 1 of the backward pass over the held vectors of `y` and `dy`: the unit's part of the
/// row's sum (see [`vector_gradient_sum()`], which takes `by_words`), as a state for the merges.
/// Only the first `tail_lanes` lanes of vector `end - 1` are summed.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn fold_gradient_owned<F: Float, N: Size>(
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    first: usize,
    step: usize,
    end: usize,
    tail_lanes: usize,
    #[comptime] kind: SoftmaxKind,
    #[comptime] loads: usize,
    #[comptime] by_words: bool,
) -> OnlineState {
    let mut sum = 0.0f32;
    let whole = whole_vectors::<N>(end, tail_lanes);
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < whole {
            sum += vector_gradient_sum::<F, N>(y[k], dy[k], N::value(), false, kind, by_words);
        } else if index + 1 == end {
            sum += vector_gradient_sum::<F, N>(y[k], dy[k], tail_lanes, true, kind, by_words);
        }
    }
    OnlineState::of_sum(sum)
}

/// Writes the backward pass's tail of the held vectors, times `scale` and stored as `G`, into
/// the run of `end` vectors starting at `start` of `output`, given the row's merged sum (see
/// [`gradient_tail()`], which takes `by_words`). Only the run's part that a causal limit leaves
/// (its first `kept` vectors, and `kept_lanes` lanes of the last of them,
/// [`RowLimit::allowed_part`](crate::scores::RowLimit::allowed_part)) is computed from `y` and
/// `dy`; the rest of the run is written as 0, its held vectors unread. Without a limit (`causal`
/// false) `kept` must be `end`. Padding lanes of the last vector are written too.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn store_gradient_owned<F: Float, G: Float, N: Size>(
    output: &mut Array<Vector<G, N>>,
    start: usize,
    first: usize,
    step: usize,
    end: usize,
    kept: usize,
    kept_lanes: usize,
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    sum: f32,
    scale: f32,
    #[comptime] kind: SoftmaxKind,
    #[comptime] loads: usize,
    #[comptime] by_words: bool,
    #[comptime] causal: bool,
) {
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < kept {
            let dx = gradient_tail::<F, G, N>(y[k], dy[k], sum, scale, kind, by_words);
            output[start + index] =
                lanes_past_limit_zeroed::<G, N>(dx, index, kept, kept_lanes, causal);
        }
        store_masked::<G, N>(output, start, index, kept, end, G::from_int(0), causal);
    }
}

/// [`store_gradient_owned()`] in two steps, so that a caller can issue loads between them: the
/// tail of the held vectors into `dx` (slot `k` from slot `k` of `y` and `dy`; a slot past
/// `kept` keeps what it held). [`store_gradient_values()`] then writes `dx` as
/// [`store_gradient_owned()`] would have written the tail. Arguments as for
/// [`store_gradient_owned()`].
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn gradient_owned<F: Float, G: Float, N: Size>(
    first: usize,
    step: usize,
    kept: usize,
    kept_lanes: usize,
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    sum: f32,
    scale: f32,
    dx: &mut Array<Vector<G, N>>,
    #[comptime] kind: SoftmaxKind,
    #[comptime] loads: usize,
    #[comptime] by_words: bool,
    #[comptime] causal: bool,
) {
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < kept {
            let tail = gradient_tail::<F, G, N>(y[k], dy[k], sum, scale, kind, by_words);
            dx[k] = lanes_past_limit_zeroed::<G, N>(tail, index, kept, kept_lanes, causal);
        }
    }
}

/// Writes the tail that [`gradient_owned()`] put in `dx` into the run of `end` vectors starting at
/// `start` of `output`: slot `k` at the unit's `k`-th vector below `kept`, and 0 at its vectors
/// from `kept` to `end` (none without a limit, where `kept` must be `end`).
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn store_gradient_values<G: Float, N: Size>(
    output: &mut Array<Vector<G, N>>,
    start: usize,
    first: usize,
    step: usize,
    end: usize,
    kept: usize,
    dx: &Array<Vector<G, N>>,
    #[comptime] loads: usize,
    #[comptime] causal: bool,
) {
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < kept {
            output[start + index] = dx[k];
        }
        store_masked::<G, N>(output, start, index, kept, end, G::from_int(0), causal);
    }
}

/// `dx`, the tail of the unit's vector `index` of a run, with its lanes from `kept_lanes` on set
/// to 0 where a causal limit falls inside it (it is the run's last kept vector, `kept - 1`);
/// unchanged otherwise, and always without a limit.
#[cube]
fn lanes_past_limit_zeroed<G: Float, N: Size>(
    dx: Vector<G, N>,
    index: usize,
    kept: usize,
    kept_lanes: usize,
    #[comptime] causal: bool,
) -> Vector<G, N> {
    let mut zeroed = dx;
    if comptime!(causal) {
        let zero = Vector::<G, N>::new(G::from_int(0));
        if index + 1 == kept && kept_lanes < N::value() {
            #[unroll]
            for lane in 0..N::value() {
                zeroed[lane] = select(lane < kept_lanes, dx[lane], zero[lane]);
            }
        }
    }
    zeroed
}
