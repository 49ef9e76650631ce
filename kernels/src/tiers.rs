//! The three tiers of the online softmax reduction, and the pointwise tail that uses their result.
//!
//! Every strategy is assembled from these functions, so the numerics (and the edge semantics
//! documented in `docs/NUMERICS.md`) live in exactly one place:
//!
//! 1. [`vector_max()`] then [`vector_exp_sum()`]: one unit reduces the scores of the elements it
//!    holds (see [`scores`](crate::scores)) to an
//!    [`OnlineState`] (see `held::fold_owned`: the max of everything it holds first, so each
//!    element costs one `exp` and the sum is never rescaled).
//! 2. [`plane_merge()`]: the states of one plane are merged with plane (warp) operations;
//!    [`segment_merge()`] does the same for a segment of a plane that holds a short row.
//! 3. [`block_merge_planes()`] (one state per plane) or [`block_merge()`] (one state per unit,
//!    where planes are not available): the states go through shared memory and are merged there.
//!    [`cube_merge()`] picks the path.
//!
//! All arithmetic is in `f32`, whatever the storage type of the tensor.

use cubecl::ir::{ElemType, FloatKind, StorageType};
use cubecl::prelude::*;
use cubecl::{comptime_type, intrinsic};
use enumset::EnumSet;

use crate::blueprint::{MergePath, SoftmaxKind};

/// The fast-math flags every softmax kernel is compiled with.
///
/// In cubecl 0.10 these flags do one thing: on CUDA, `exp` and `ln` of `f32` compile to the
/// `__expf` / `__logf` intrinsics (one `ex2.approx` plus a multiply) instead of the accurate
/// library calls, which cost a dozen instructions per element and make bf16 rows compute-bound.
/// Their relative error (about 2 ulp plus 2^-21.4 |x|) is far inside the f32 tolerance. The flags
/// promise no NaN or infinity, but the intrinsics handle both as `expf` does (`exp(-inf) = 0`, NaN
/// stays NaN), and the edge-semantics tests run on the GPU to keep that true.
pub fn exp_intrinsics() -> EnumSet<FastMath> {
    FastMath::ReducedPrecision | FastMath::NotNaN | FastMath::NotInf
}

/// `values` as `f32`, exactly: the forward kernels widen their scores through this.
///
/// A bf16 is the upper half of the f32 of the same value, so it widens by moving its bits up 16
/// places, which is exact for every value (NaN, infinities and subnormals included), and that is
/// how this writes it. CUDA's own conversion (`float(__nv_bfloat16)`, an inline `cvt` in
/// `cuda_bf16.hpp`) gives the same values, but ptxas then holds more registers: on the H100 the
/// bf16 plane-per-row forward took 59 registers a unit with it and 40 with the shift, cube-per-row
/// cubes of 128-256 units 56-60 and 40, as many as in f16; the column kernel along a middle axis
/// ran 10-13% faster through Burn (docs/PERFORMANCE.md, "bf16 widened by a shift"). The backward
/// keeps CUDA's conversion: the shift cut its registers too (94 to 59), but the column backward
/// ran 3-4% slower with it, and the rows' backward no faster; read by words, the rows' backward
/// took 46-89 registers where it took 64-128, and was faster in 18 of 40 alternated pairs,
/// slower in 22 (docs/runs/2026-11-26-h100-backward-words/).
///
/// A vector of an even number of lanes is read as 32-bit words, two lanes each: the lower lane is
/// the word moved up 16 places, the upper one the word with its lower half cleared. Shifted one
/// 16-bit lane at a time, the 1024-unit cubes still spilled (524 bytes a unit at 7 loads) where
/// the same kernel in f16 did not; read by words, ptxas gave them what it gives f16 (20 bytes;
/// 50 registers instead of 64 at 4 loads), docs/runs/2026-11-26-h100-fat-units/widen/.
#[cube]
pub fn widen<E: Numeric, N: Size>(values: Vector<E, N>) -> Vector<f32, N> {
    let bf16 = stores_bf16::<E>();
    let paired = lanes_pair_into_words::<N>();
    if comptime!(bf16 && paired) {
        let words = Vector::<u32, WordLanes>::reinterpret(values);
        let mut widened = Vector::<f32, N>::new(0.0);
        #[unroll]
        for word in 0..WordLanes::value() {
            widened[2 * word] = f32::reinterpret(words[word] << 16u32);
            widened[2 * word + 1] = f32::reinterpret(words[word] & 0xffff_0000u32);
        }
        widened
    } else if comptime!(bf16) {
        let bits = Vector::<u32, N>::cast_from(Vector::<u16, N>::reinterpret(values));
        Vector::<f32, N>::reinterpret(bits << Vector::new(16u32))
    } else {
        Vector::<f32, N>::cast_from(values)
    }
}

/// `values` with every lane that `marks` marks (nonzero) replaced by the same lane of `masked`.
///
/// A bf16 vector of an even number of lanes is selected by 32-bit words: each word's two lanes
/// become a bit mask (`0xffff` per marked lane) and the word is taken bit by bit from `values` or
/// `masked`, so the lanes stay packed in pairs. Selected one 16-bit lane at a time, ptxas gave
/// every lane a register of its own: the bf16 plane kernel with a boolean mask took 58 registers
/// a unit against 32 without one, and issued 42% more instructions (Nsight Compute on the H200,
/// docs/runs/2026-11-29-h200-stagger/). Other types select lane by lane. bf16 only, as for
/// [`widen()`]: bf16 runs on CUDA alone, whose suite tests this path. Tried for f16 too, a kernel
/// holding the WGSL bitcast of an f16 vector into words wrote nothing on the CPU test device
/// (Mesa's software Vulkan), so f16 keeps the lane-by-lane select the CPU suite tests.
#[cube]
pub fn select_marked<F: Float, M: Numeric, N: Size>(
    marks: Vector<M, N>,
    masked: Vector<F, N>,
    values: Vector<F, N>,
) -> Vector<F, N> {
    // Compared as integers: converting each lane to f32 first took the conversion unit, which
    // the `exp`s of a bf16 row already keep busy.
    let marked = marks.not_equal(Vector::<M, N>::from_int(0));
    let bf16 = stores_bf16::<F>();
    let paired = lanes_pair_into_words::<N>();
    if comptime!(bf16 && paired) {
        let words = Vector::<u32, WordLanes>::reinterpret(values);
        let masked_words = Vector::<u32, WordLanes>::reinterpret(masked);
        let mut selected = words;
        #[unroll]
        for word in 0..WordLanes::value() {
            let lanes = select(marked[2 * word], 0x0000_ffffu32, 0u32)
                | select(marked[2 * word + 1], 0xffff_0000u32, 0u32);
            selected[word] = (words[word] & !lanes) | (masked_words[word] & lanes);
        }
        Vector::<F, N>::reinterpret(selected)
    } else {
        select_many(marked, masked, values)
    }
}

// The lanes of a vector of 16-bit lanes read as 32-bit words, half of its own: set by
// `lanes_pair_into_words`.
define_size!(WordLanes);

/// Whether `N` is even, so that [`widen()`] can read a vector of `N` 16-bit lanes as 32-bit words;
/// when it is, [`WordLanes`] is set to `N / 2` for the kernel being expanded.
// `N` is read by the expansion (`intrinsic!`), not by the uncalled Rust body clippy sees.
#[allow(clippy::extra_unused_type_parameters)]
#[cube]
fn lanes_pair_into_words<N: Size>() -> comptime_type!(bool) {
    intrinsic!(|scope| {
        let lanes = N::__expand_value(scope);
        let paired = lanes % 2 == 0;
        if paired {
            scope.register_size::<WordLanes>(lanes / 2);
        }
        paired
    })
}

/// Whether `E` is stored as bf16 (resolved when the kernel is expanded, for a defined type too).
// `E` is read by the expansion (`intrinsic!`), not by the uncalled Rust body clippy sees.
#[allow(clippy::extra_unused_type_parameters)]
#[cube]
fn stores_bf16<E: CubePrimitive>() -> comptime_type!(bool) {
    intrinsic!(|scope| {
        E::as_type(scope).storage_type() == StorageType::Scalar(ElemType::Float(FloatKind::BF16))
    })
}

/// The running state of an online softmax over some subset of a row: the largest value seen and
/// the sum of `exp(x - max)` over the values seen.
///
/// Merging is associative and commutative, which is what lets the row be cut anywhere: per unit,
/// per plane, per cube, in any order.
#[derive(CubeType, Clone, Copy)]
pub struct OnlineState {
    /// Largest value folded so far; the lowest finite `f32` when nothing but `-inf` has been
    /// folded.
    pub max: f32,
    /// `sum(exp(x - max))` over the values folded so far; `0` when only `-inf` has been folded.
    pub sum: f32,
}

#[cube]
impl OnlineState {
    /// The state of an empty set: the identity of [`merge_states()`].
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

    /// A plain sum carried through the tiers, as the backward pass's reduction is: with its max
    /// pinned at 0, every merge rescales by `exp(0) = 1` (exactly, intrinsics included) and adds
    /// the sums, so the backward reuses the forward's merges unchanged.
    pub fn of_sum(sum: f32) -> OnlineState {
        OnlineState { max: 0.0f32, sum }
    }
}

/// Tier 1, first half: the largest of the scores' first `valid_lanes` lanes (all lanes unless
/// `masked`; the others are padding past the end of a row). The lowest finite `f32` when no lane
/// counts or all are `-inf`.
#[cube]
pub fn vector_max<N: Size>(
    scores: Vector<f32, N>,
    valid_lanes: usize,
    #[comptime] masked: bool,
) -> f32 {
    let mut max = f32::min_value();
    #[unroll]
    for k in 0..N::value() {
        if !masked || k < valid_lanes {
            max = f32::max(max, scores[k]);
        }
    }
    max
}

/// The sum of a vector's first `valid_lanes` lanes (all lanes unless `masked`): the kept exps'
/// share of a row's sum.
#[cube]
pub fn vector_sum<N: Size>(
    values: Vector<f32, N>,
    valid_lanes: usize,
    #[comptime] masked: bool,
) -> f32 {
    let mut sum = 0.0f32;
    #[unroll]
    for k in 0..N::value() {
        if !masked || k < valid_lanes {
            sum += values[k];
        }
    }
    sum
}

/// Tier 1, second half: `sum(exp(z - max))` over the scores' first `valid_lanes` lanes (all
/// lanes unless `masked`).
#[cube]
pub fn vector_exp_sum<N: Size>(
    scores: Vector<f32, N>,
    max: f32,
    valid_lanes: usize,
    #[comptime] masked: bool,
) -> f32 {
    let mut sum = 0.0f32;
    #[unroll]
    for k in 0..N::value() {
        if !masked || k < valid_lanes {
            sum += f32::exp(scores[k] - max);
        }
    }
    sum
}

/// Tier 1 of the backward pass: over the first `valid_lanes` lanes of one vector of the forward
/// output `y` and the matching vector of its gradient `dy` (all lanes unless `masked`), the sum
/// of `dy * y` for softmax, of `dy` for log-softmax. `by_words` as for [`widen_gradient()`].
#[cube]
pub fn vector_gradient_sum<F: Float, N: Size>(
    y: Vector<F, N>,
    dy: Vector<F, N>,
    valid_lanes: usize,
    #[comptime] masked: bool,
    #[comptime] kind: SoftmaxKind,
    #[comptime] by_words: bool,
) -> f32 {
    let dy = widen_gradient::<F, N>(dy, by_words);
    // Log-softmax's sum does not read `y` (whose vector a kernel may not have loaded yet).
    let y = match kind {
        SoftmaxKind::Softmax => widen_gradient::<F, N>(y, by_words),
        SoftmaxKind::LogSoftmax => Vector::new(1.0f32),
    };
    let mut sum = 0.0f32;
    #[unroll]
    for k in 0..N::value() {
        if !masked || k < valid_lanes {
            sum += match kind {
                SoftmaxKind::Softmax => dy[k] * y[k],
                SoftmaxKind::LogSoftmax => dy[k],
            };
        }
    }
    sum
}

/// The backward pass's pointwise tail, in `f32`, stored as `G`: given the row's reduced `sum`
/// (see [`vector_gradient_sum()`]), `dx = scale * y * (dy - sum)` for softmax and
/// `dx = scale * (dy - exp(y) * sum)` for log-softmax (whose `y` is the log-probability). The
/// `scale` is the forward's, applied to `x` before the softmax (1 without one).
///
/// A log-softmax element whose `y` is `-inf` (masked out, or `-inf` in the input) gets a zero
/// gradient: its output is `-inf` whatever a finite change of its input, and a fully masked row
/// gets zeros as the softmax's does (where `y` is 0). `-inf` is found as "below the lowest finite
/// `f32`", which needs no infinite literal.
#[cube]
pub fn gradient_tail<F: Float, G: Float, N: Size>(
    y: Vector<F, N>,
    dy: Vector<F, N>,
    sum: f32,
    scale: f32,
    #[comptime] kind: SoftmaxKind,
    #[comptime] by_words: bool,
) -> Vector<G, N> {
    widened_gradient_tail::<G, N>(
        widen_gradient::<F, N>(y, by_words),
        widen_gradient::<F, N>(dy, by_words),
        Vector::new(sum),
        scale,
        kind,
    )
}

/// A vector of the backward's `y` or `dy` widened to f32: with `by_words`, as the forward widens
/// its input ([`widen()`]: a bf16 vector read as 32-bit words), otherwise by CUDA's conversion.
/// The values are the same either way; what differs is the code ptxas is given, and which is
/// faster depends on the kernel (the row backward's `widens_by_words`).
#[cube]
pub fn widen_gradient<F: Float, N: Size>(
    values: Vector<F, N>,
    #[comptime] by_words: bool,
) -> Vector<f32, N> {
    if comptime!(by_words) {
        widen::<F, N>(values)
    } else {
        Vector::<f32, N>::cast_from(values)
    }
}

/// [`gradient_tail()`] with a reduced sum per lane, for kernels whose lanes belong to different
/// rows (the column strategy's, where each lane is a column).
#[cube]
pub fn gradient_tail_lanes<F: Float, G: Float, N: Size>(
    y: Vector<F, N>,
    dy: Vector<F, N>,
    sum: Vector<f32, N>,
    scale: f32,
    #[comptime] kind: SoftmaxKind,
) -> Vector<G, N> {
    widened_gradient_tail::<G, N>(
        widen_gradient::<F, N>(y, false),
        widen_gradient::<F, N>(dy, false),
        sum,
        scale,
        kind,
    )
}

/// [`gradient_tail_lanes()`] on `y` and `dy` already widened to `f32`.
#[cube]
fn widened_gradient_tail<G: Float, N: Size>(
    y: Vector<f32, N>,
    dy: Vector<f32, N>,
    sum: Vector<f32, N>,
    scale: f32,
    #[comptime] kind: SoftmaxKind,
) -> Vector<G, N> {
    let scale = Vector::<f32, N>::new(scale);
    let dx = match kind {
        SoftmaxKind::Softmax => y * (dy - sum) * scale,
        SoftmaxKind::LogSoftmax => {
            let masked_out = y.less_than(Vector::new(f32::min_value()));
            let dx = (dy - Vector::exp(y) * sum) * scale;
            select_many(masked_out, Vector::new(0.0f32), dx)
        }
    };
    Vector::cast_from(dx)
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
/// This is [`merge_states()`] applied across the plane, written in its n-ary form (one plane max,
/// then one plane sum of the rescaled sums). With `plane_width` the kernel is compiled for
/// planes of that width (see
/// [`RowBlueprint::plane_width`](crate::blueprint::RowBlueprint::plane_width)), and the two
/// reductions are [`segment_merge()`]'s unrolled butterflies over the whole plane.
/// With 0 the width is read from the hardware at run time: CubeCL 0.10 then writes each plane
/// reduction as a loop bounded by the width, which on CUDA cost a compare and a branch per
/// shuffle (docs/PERFORMANCE.md, "The plane's width compiled in").
///
/// Every unit of the plane must call it (plane operations are collective).
#[cube]
pub fn plane_merge(state: OnlineState, #[comptime] plane_width: usize) -> OnlineState {
    if comptime!(plane_width > 0) {
        segment_merge(state, plane_width)
    } else {
        let max = plane_max(state.max);
        let sum = plane_sum(state.sum * f32::exp(state.max - max));
        OnlineState { max, sum }
    }
}

/// The width of the planes a kernel runs on: `plane_width` where it is compiled for one width,
/// else the hardware's, read at run time. A constant width makes every division and remainder
/// by it a shift or a mask; the hardware's is a variable to CUDA C++ (`warpSize`), so each of
/// those is a full integer division.
#[cube]
pub fn plane_dim(#[comptime] plane_width: usize) -> usize {
    if comptime!(plane_width > 0) {
        plane_width.runtime()
    } else {
        PLANE_DIM as usize
    }
}

/// Tier 2 for a row held by a segment of `lanes` consecutive units of a plane: merges their
/// states with butterfly shuffles (`log2(lanes)` rounds for the max, as many for the sum); every
/// unit of the segment gets the segment's state, and no state crosses a segment's border.
///
/// `lanes` must be a power of two no larger than the smallest plane the kernel may run on, so
/// segments tile every plane whatever its size; with `lanes == 1` the state is returned as is.
/// Every unit of the plane must call it (shuffles are collective).
#[cube]
pub fn segment_merge(state: OnlineState, #[comptime] lanes: usize) -> OnlineState {
    let rounds = comptime!(lanes.trailing_zeros() as usize);
    let mut max = state.max;
    let mut distance = 1u32;
    #[unroll]
    for _ in 0..rounds {
        max = f32::max(max, plane_shuffle_xor(max, distance));
        distance *= 2;
    }
    let mut sum = state.sum * f32::exp(state.max - max);
    distance = 1u32;
    #[unroll]
    for _ in 0..rounds {
        sum += plane_shuffle_xor(sum, distance);
        distance *= 2;
    }
    OnlineState { max, sum }
}

/// Tier 3 on the shared-memory path: merges one state per unit through shared memory; every unit
/// of the cube gets the merged state.
///
/// Each unit stores its state in its own slot, then a tree of [`merge_states()`] folds the slots
/// into slot 0, one barrier per level; the unit count need not be a power of two. Every unit of
/// the cube must call it (it contains barriers); the trailing barrier makes the shared memory
/// reusable for the next row.
#[cube]
pub fn block_merge(
    state: OnlineState,
    partial_max: &mut SharedMemory<f32>,
    partial_sum: &mut SharedMemory<f32>,
) -> OnlineState {
    let unit = UNIT_POS as usize;
    partial_max[unit] = state.max;
    partial_sum[unit] = state.sum;
    sync_cube();

    let mut active = CUBE_DIM as usize;
    while active > 1 {
        // Slots [half, active) are folded into [0, active - half); readers and writers never
        // overlap.
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

/// Tier 3 on the plane path: one barrier per row. Each plane's first unit stores the plane's
/// merged state in slot `plane` of round `round`; after the barrier every plane folds all the
/// slots and merges them with tier 2, so every unit gets the cube's state without a second
/// barrier.
///
/// Rows alternate between two rounds of slots (`round` is 0 or 1): a plane that races ahead to the
/// next row writes the other round, and cannot reach this round again before every plane has
/// passed the next row's barrier, which is after they have read this one. The shared memory holds
/// `2 * slots` values. The cube's unit count must be a multiple of the plane size, and `slots`
/// at least its plane count.
///
/// With a compiled-in `plane_width`, the slots are folded by segments of the fewest lanes (a
/// power of two) that hold every slot in one step, at most a plane: every segment reads the same
/// slots, so [`segment_merge()`] over one segment gives every unit the cube's state, in
/// `log2(segment)` rounds rather than `log2(plane_width)` (3 rather than 5 for a 256-unit cube on
/// 32-wide planes). With 0 the lanes of the whole plane fold the slots, strided by the width.
#[cube]
// `is_multiple_of` has no `#[cube]` expansion; the modulo is what the kernel compiles.
#[allow(clippy::manual_is_multiple_of)]
pub fn block_merge_planes(
    plane_state: OnlineState,
    round: usize,
    #[comptime] slots: usize,
    #[comptime] plane_width: usize,
    partial_max: &mut SharedMemory<f32>,
    partial_sum: &mut SharedMemory<f32>,
) -> OnlineState {
    let plane_dim = plane_dim(plane_width);
    let unit = UNIT_POS as usize;
    let planes = CUBE_DIM as usize / plane_dim;
    let base = round * slots;
    if unit % plane_dim == 0 {
        partial_max[base + unit / plane_dim] = plane_state.max;
        partial_sum[base + unit / plane_dim] = plane_state.sum;
    }
    sync_cube();

    // Lanes that fold the slots together: a segment just wide enough, or the whole plane.
    let segment = comptime!(if plane_width > 0 {
        slots.next_power_of_two().min(plane_width)
    } else {
        0usize
    });
    let stride = if comptime!(plane_width > 0) {
        segment.runtime()
    } else {
        plane_dim
    };
    let mut state = OnlineState::identity();
    let mut slot = unit % stride;
    while slot < planes {
        let merged = merge_states(
            state,
            OnlineState {
                max: partial_max[base + slot],
                sum: partial_sum[base + slot],
            },
        );
        state.max = merged.max;
        state.sum = merged.sum;
        slot += stride;
    }
    if comptime!(plane_width > 0) {
        segment_merge(state, segment)
    } else {
        plane_merge(state, comptime!(0usize))
    }
}

/// Tiers 2 + 3 (or 3 alone on the shared-memory path): merges every unit's state into the
/// cube's; every unit gets the result. Every unit of the cube must call it.
///
/// The shared memory holds `2 * slots` values; `round` alternates between 0 and 1 from one call
/// to the next (see [`block_merge_planes()`]).
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn cube_merge(
    state: OnlineState,
    round: usize,
    #[comptime] merge: MergePath,
    #[comptime] slots: usize,
    #[comptime] plane_width: usize,
    partial_max: &mut SharedMemory<f32>,
    partial_sum: &mut SharedMemory<f32>,
) -> OnlineState {
    match merge {
        MergePath::Plane => block_merge_planes(
            plane_merge(state, plane_width),
            round,
            slots,
            plane_width,
            partial_max,
            partial_sum,
        ),
        MergePath::SharedMemory => block_merge(state, partial_max, partial_sum),
    }
}

/// What the pointwise tail needs from a row's final state.
///
/// Softmax is `exp(x - max) * scale`; log-softmax is `(x - max) - log_sum`, in that order:
/// `x - max` is exact for values near the max, where folding `max + ln(sum)` first would round to
/// the `f32` spacing of `max` (6e-5 at 1000). For a row of only `-inf` (`sum == 0`) the scale and
/// `log_sum` are `0`, so softmax gives zeros and log-softmax gives `-inf` rather than NaN. A NaN
/// or `+inf` in the row makes `sum` NaN, and NaN reaches every output of that row.
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

    /// The pointwise tail: normalizes one vector of scores, computing in `f32` and storing as
    /// `G`.
    pub fn apply<G: Float, N: Size>(
        &self,
        values: Vector<f32, N>,
        #[comptime] kind: SoftmaxKind,
    ) -> Vector<G, N> {
        let result = match kind {
            SoftmaxKind::Softmax => {
                Vector::exp(values - Vector::new(self.max)) * Vector::new(self.scale)
            }
            SoftmaxKind::LogSoftmax => values - Vector::new(self.max) - Vector::new(self.log_sum),
        };
        Vector::cast_from(result)
    }

    /// What [`RowNormalizer::apply`] gives a lane of score `neg_inf` (`-inf`), computed once: the
    /// output of every element past a causal limit (0 for softmax, `-inf` for log-softmax; NaN
    /// where the row's sum is NaN), which the stores write without computing them one by one.
    pub fn masked<G: Float>(&self, neg_inf: f32, #[comptime] kind: SoftmaxKind) -> G {
        let result = match kind {
            SoftmaxKind::Softmax => f32::exp(neg_inf - self.max) * self.scale,
            SoftmaxKind::LogSoftmax => neg_inf - self.max - self.log_sum,
        };
        G::cast_from(result)
    }

    /// What turns an exponential kept from the fold, `exp(z - local_max)` (a unit's part of a
    /// page, folded against that part's own max), into the softmax output:
    /// `exp(local_max - max) / sum`, so that the store multiplies once instead of computing a
    /// second `exp` per element. `0` for a row of only `-inf`, NaN where the row's sum is NaN, as
    /// [`RowNormalizer::apply`] gives.
    pub fn kept_exp_factor(&self, local_max: f32) -> f32 {
        f32::exp(local_max - self.max) * self.scale
    }
}
