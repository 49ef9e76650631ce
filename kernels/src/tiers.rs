//! The three tiers of the online softmax reduction, and the pointwise tail that uses their result.
//!
//! Every strategy is assembled from these functions, so the numerics (and the edge semantics
//! documented in `docs/NUMERICS.md`) live in exactly one place:
//!
//! 1. [`fold_vector`]: one unit folds the elements it owns into a running [`OnlineState`].
//! 2. [`plane_merge`]: the states of one plane are merged with plane (warp) operations.
//! 3. [`block_merge`]: one state per participant goes to shared memory and is merged there.
//!
//! All arithmetic is in `f32`, whatever the storage type of the tensor.

use cubecl::prelude::*;

use crate::blueprint::SoftmaxKind;

/// The running state of an online softmax over some subset of a row: the largest value seen and
/// the sum of `exp(x - max)` over the values seen.
///
/// Merging is associative and commutative, which is what lets the row be cut anywhere: per unit,
/// per plane, per cube, in any order.
#[derive(CubeType, Clone, Copy)]
pub struct OnlineState {
    /// Largest value folded so far; the lowest finite `f32` when nothing but `-inf` has been folded.
    pub max: f32,
    /// `sum(exp(x - max))` over the values folded so far; `0` when only `-inf` has been folded.
    pub sum: f32,
}

#[cube]
impl OnlineState {
    /// The state of an empty set: the identity of [`merge_states`].
    ///
    /// Its max is the lowest finite `f32`, not `-inf`: the running max then stays finite even over
    /// a fully masked row, so `exp(x - max)` is `exp(-inf) = 0` for masked elements and never
    /// `exp(-inf - (-inf)) = NaN`. (It also keeps an infinite literal out of the generated code,
    /// which WGSL rejects.)
    pub fn identity() -> OnlineState {
        OnlineState {
            max: f32::min_value(),
            sum: 0.0f32,
        }
    }
}

/// Tier 1: folds one loaded vector into the unit's running state.
///
/// The vector's maximum is taken first so the old sum is rescaled once per vector rather than once
/// per element.
#[cube]
pub fn fold_vector<F: Float, N: Size>(state: &mut OnlineState, values: Vector<F, N>) {
    let values = Vector::<f32, N>::cast_from(values);
    let mut vector_max = values[0];
    #[unroll]
    for k in 1..N::value() {
        vector_max = f32::max(vector_max, values[k]);
    }
    let new_max = f32::max(state.max, vector_max);
    let mut sum = state.sum * f32::exp(state.max - new_max);
    #[unroll]
    for k in 0..N::value() {
        sum += f32::exp(values[k] - new_max);
    }
    state.max = new_max;
    state.sum = sum;
}

/// The associative merge of two states: `m = max(ma, mb)`, `d = da*exp(ma - m) + db*exp(mb - m)`.
#[cube]
pub fn merge_states(a: OnlineState, b: OnlineState) -> OnlineState {
    let max = f32::max(a.max, b.max);
    OnlineState {
        max,
        sum: a.sum * f32::exp(a.max - max) + b.sum * f32::exp(b.max - max),
    }
}

/// Tier 2: merges the states of all units of a plane; every unit of the plane gets the result.
///
/// This is [`merge_states`] applied across the plane, written in its n-ary form (one plane max,
/// then one plane sum of the rescaled sums) so it costs two plane operations whatever the plane
/// size, which is read from the hardware at run time and never assumed.
///
/// Every unit of the plane must call it (plane operations are collective).
#[cube]
pub fn plane_merge(state: OnlineState) -> OnlineState {
    let max = plane_max(state.max);
    let sum = plane_sum(state.sum * f32::exp(state.max - max));
    OnlineState { max, sum }
}

/// Tier 3: merges one state per participant through shared memory; every unit of the cube gets
/// the merged state.
///
/// Participant `slot` (when `is_writer`) stores its state, then a tree of [`merge_states`] folds
/// the `participants` slots into slot 0, one barrier per level. `participants` may be any count up
/// to the shared memory's length, not only a power of two. Every unit of the cube must call it
/// (it contains barriers); the trailing barrier makes the shared memory reusable for the next row.
#[cube]
pub fn block_merge(
    state: OnlineState,
    is_writer: bool,
    slot: usize,
    participants: usize,
    partial_max: &mut SharedMemory<f32>,
    partial_sum: &mut SharedMemory<f32>,
) -> OnlineState {
    if is_writer {
        partial_max[slot] = state.max;
        partial_sum[slot] = state.sum;
    }
    sync_cube();

    let unit = UNIT_POS as usize;
    let mut active = participants;
    while active > 1 {
        // Slots [half, active) are folded into [0, active - half); readers and writers never overlap.
        let half = active.div_ceil(2);
        if unit + half < active {
            let merged = merge_states(
                OnlineState {
                    max: partial_max[unit],
                    sum: partial_sum[unit],
                },
                OnlineState {
                    max: partial_max[unit + half],
                    sum: partial_sum[unit + half],
                },
            );
            partial_max[unit] = merged.max;
            partial_sum[unit] = merged.sum;
        }
        sync_cube();
        active = half;
    }

    let merged = OnlineState {
        max: partial_max[0],
        sum: partial_sum[0],
    };
    sync_cube();
    merged
}

/// What the pointwise tail needs from a row's final state.
///
/// Softmax is `exp(x - max) * scale`; log-softmax is `(x - max) - log_sum`, in that order: `x - max`
/// is exact for values near the max, where folding `max + ln(sum)` first would round to the `f32`
/// spacing of `max` (6e-5 at 1000). For a row of only `-inf` (`sum == 0`) the scale and `log_sum`
/// are `0`, so softmax gives zeros and log-softmax gives `-inf` rather than NaN. A NaN or `+inf` in the row makes `sum` NaN, and NaN
/// reaches every output of that row.
#[derive(CubeType, Clone, Copy)]
pub struct RowNormalizer {
    max: f32,
    scale: f32,
    log_sum: f32,
}

#[cube]
impl RowNormalizer {
    /// Builds the normalizer of a row from its fully merged state.
    pub fn new(state: OnlineState) -> RowNormalizer {
        let empty = state.sum == 0.0f32;
        RowNormalizer {
            max: state.max,
            scale: select(empty, 0.0f32, 1.0f32 / state.sum),
            log_sum: select(empty, 0.0f32, f32::ln(state.sum)),
        }
    }

    /// The pointwise tail: normalizes one loaded vector, computing in `f32` and storing as `F`.
    pub fn apply<F: Float, N: Size>(
        &self,
        values: Vector<F, N>,
        #[comptime] kind: SoftmaxKind,
    ) -> Vector<F, N> {
        let values = Vector::<f32, N>::cast_from(values);
        let result = match kind {
            SoftmaxKind::Softmax => {
                Vector::exp(values - Vector::new(self.max)) * Vector::new(self.scale)
            }
            SoftmaxKind::LogSoftmax => values - Vector::new(self.max) - Vector::new(self.log_sum),
        };
        Vector::cast_from(result)
    }
}
