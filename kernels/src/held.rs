//! The part of a row one unit owns, held in registers between the reduction and the normalization.
//!
//! A unit owns the vectors `first, first + step, first + 2 * step, ...` of a run of `end` vectors
//! (a row, or a chunk of one), at most `loads` of them (`loads` is comptime, so the loops unroll and
//! the held vectors live in registers). Consecutive units own consecutive vectors, so every load
//! and store of a plane is coalesced. All loads are issued before the first use, which keeps
//! `loads` 16-byte requests in flight per unit: that, not the arithmetic, sets the bandwidth.
//!
//! The caller guarantees `end <= first_unit_count * loads`: the units cover the whole run.

use cubecl::prelude::*;

use crate::blueprint::SoftmaxKind;
use crate::tiers::{
    OnlineState, RowNormalizer, gradient_tail, vector_exp_sum, vector_gradient_sum, vector_max,
};

/// Loads the unit's vectors of the run starting at `start` into `held`.
#[cube]
pub fn load_owned<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    start: usize,
    first: usize,
    step: usize,
    end: usize,
    held: &mut Array<Vector<F, N>>,
    #[comptime] loads: usize,
) {
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < end {
            held[k] = input[start + index];
        }
    }
}

/// Tier 1 over the held vectors: the unit's state. Only the first `tail_lanes` lanes of vector
/// `end - 1` are folded (the rest is padding when the row length is not a multiple of the
/// vector width).
///
/// Because the vectors are already in registers, the unit takes their max first and then sums
/// `exp(x - max)` once per element: the running state of a streaming fold would instead rescale
/// its sum (one more `exp`) after every vector.
#[cube]
pub fn fold_owned<F: Float, N: Size>(
    held: &Array<Vector<F, N>>,
    first: usize,
    step: usize,
    end: usize,
    tail_lanes: usize,
    #[comptime] loads: usize,
) -> OnlineState {
    let mut max = f32::min_value();
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index + 1 < end {
            max = f32::max(max, vector_max::<F, N>(held[k], N::value(), false));
        } else if index + 1 == end {
            max = f32::max(max, vector_max::<F, N>(held[k], tail_lanes, true));
        }
    }
    let mut sum = 0.0f32;
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index + 1 < end {
            sum += vector_exp_sum::<F, N>(held[k], max, N::value(), false);
        } else if index + 1 == end {
            sum += vector_exp_sum::<F, N>(held[k], max, tail_lanes, true);
        }
    }
    OnlineState { max, sum }
}

/// Normalizes the held vectors and stores them into the run starting at `start` of `output`.
/// Padding lanes of the last vector are written too (with values of no meaning).
#[cube]
pub fn store_owned<F: Float, N: Size>(
    output: &mut Array<Vector<F, N>>,
    start: usize,
    first: usize,
    step: usize,
    end: usize,
    held: &Array<Vector<F, N>>,
    normalizer: &RowNormalizer,
    #[comptime] kind: SoftmaxKind,
    #[comptime] loads: usize,
) {
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < end {
            output[start + index] = normalizer.apply::<F, N>(held[k], kind);
        }
    }
}

/// Tier 1 of the backward pass over the held vectors of `y` and `dy`: the unit's part of the
/// row's sum (see [`vector_gradient_sum`]), as a state for the merges. Only the first
/// `tail_lanes` lanes of vector `end - 1` are summed.
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
) -> OnlineState {
    let mut sum = 0.0f32;
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index + 1 < end {
            sum += vector_gradient_sum::<F, N>(y[k], dy[k], N::value(), false, kind);
        } else if index + 1 == end {
            sum += vector_gradient_sum::<F, N>(y[k], dy[k], tail_lanes, true, kind);
        }
    }
    OnlineState::of_sum(sum)
}

/// Writes the backward pass's tail of the held vectors into the run starting at `start` of
/// `output`, given the row's merged sum. Padding lanes of the last vector are written too.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn store_gradient_owned<F: Float, N: Size>(
    output: &mut Array<Vector<F, N>>,
    start: usize,
    first: usize,
    step: usize,
    end: usize,
    y: &Array<Vector<F, N>>,
    dy: &Array<Vector<F, N>>,
    sum: f32,
    #[comptime] kind: SoftmaxKind,
    #[comptime] loads: usize,
) {
    #[unroll]
    for k in 0..loads {
        let index = first + k * step;
        if index < end {
            output[start + index] = gradient_tail::<F, N>(y[k], dy[k], sum, kind);
        }
    }
}
