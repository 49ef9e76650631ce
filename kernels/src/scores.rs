//! What is fused into the scores before the reduction: a scale, a mask tensor, a causal limit.
//!
//! A kernel reads `x` and takes the softmax of the scores
//!
//! ```text
//! z = x * scale            (scale: a temperature, 1 when not asked for)
//!   + mask                 (an additive mask, broadcast over the rows)
//!   | -inf where mask      (or a boolean mask: true marks an element masked out)
//!   | -inf where j > i + offset   (a causal limit: key j of query i)
//! ```
//!
//! all in `f32` registers. The row stays held in its storage type and `z` is recomputed where it
//! is used (the max, the sum, the store): a multiply and a select per element, which keeps a bf16
//! row at half the registers of an `f32` copy. A mask is read once, in the same vectors as the
//! row; keys past the causal limit are not read at all.
//!
//! `-inf` comes in as a runtime argument ([`ScoreArgs::neg_inf`]): WGSL has no infinite
//! literal.

use cubecl::prelude::*;

/// Which mask tensor, if any, is read with the row (comptime).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MaskKind {
    /// No mask tensor.
    None,
    /// Added to the scaled scores.
    Additive,
    /// Nonzero (true) sets the score to `-inf`: the element is masked out.
    Boolean,
}

/// The comptime half of the fused options: which steps exist in the generated code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ScoreBlueprint {
    pub scaled: bool,
    pub mask: MaskKind,
    pub causal: bool,
}

impl ScoreBlueprint {
    /// Nothing fused: the plain softmax of `x`.
    pub const PLAIN: ScoreBlueprint = ScoreBlueprint {
        scaled: false,
        mask: MaskKind::None,
        causal: false,
    };
}

/// Most terms of a mask's row offset (see [`ScoreArgs`]): enough for any broadcast of a rank-4
/// mask, where runs of broadcast and non-broadcast axes alternate at most twice.
pub const MASK_TERMS: usize = 3;

/// The runtime half of the fused options.
///
/// The mask row of row `r` starts at vector `sum over t of ((r / mask_div_t) % mask_len_t) *
/// mask_stride_t` of the mask buffer: each term is a run of the row's outer axes that the mask
/// does not broadcast, and an unused term has `mask_len_t = 1`. The mask's row itself is
/// contiguous and as long as the softmax row.
///
/// The causal limit of row `r` is query `i = r % causal_queries`: its keys `j` with
/// `j + causal_sub <= i + causal_add - 1`, i.e. `j <= i + offset` with
/// `offset = causal_add - causal_sub - 1` split into two unsigned halves.
#[derive(CubeLaunch, CubeType, Clone, Copy)]
pub struct ScoreArgs {
    pub scale: f32,
    pub neg_inf: f32,
    pub causal_queries: usize,
    pub causal_add: usize,
    pub causal_sub: usize,
    pub mask_div_0: usize,
    pub mask_len_0: usize,
    pub mask_stride_0: usize,
    pub mask_div_1: usize,
    pub mask_len_1: usize,
    pub mask_stride_1: usize,
    pub mask_div_2: usize,
    pub mask_len_2: usize,
    pub mask_stride_2: usize,
}

/// The scores of one row: everything [`RowScores::of`] needs besides the vector itself.
#[derive(CubeType, Clone, Copy)]
pub struct RowScores {
    pub scale: f32,
    pub neg_inf: f32,
    /// Elements of the row that may be unmasked by the causal limit (the row length when there
    /// is none).
    pub allowed: usize,
    /// First vector of the row's mask.
    pub mask_start: usize,
}

#[cube]
impl ScoreArgs {
    /// The scores of row `row`, of `row_len` elements.
    pub fn row(
        &self,
        row: usize,
        row_len: usize,
        #[comptime] blueprint: ScoreBlueprint,
    ) -> RowScores {
        let mut allowed = row_len;
        if comptime!(blueprint.causal) {
            let limit = row % self.causal_queries + self.causal_add;
            let limit = select(limit > self.causal_sub, limit - self.causal_sub, 0);
            allowed = select(limit < row_len, limit, row_len);
        }
        let mut mask_start = 0;
        if comptime!(blueprint.mask != MaskKind::None) {
            mask_start = ((row / self.mask_div_0) % self.mask_len_0) * self.mask_stride_0
                + ((row / self.mask_div_1) % self.mask_len_1) * self.mask_stride_1
                + ((row / self.mask_div_2) % self.mask_len_2) * self.mask_stride_2;
        }
        RowScores {
            scale: self.scale,
            neg_inf: self.neg_inf,
            allowed,
            mask_start,
        }
    }
}

#[cube]
impl RowScores {
    /// Vectors of a run of `len` vectors starting at vector `start` of the row that hold an
    /// element the causal limit leaves unmasked (`len` without a causal limit): the rest need
    /// not be read.
    pub fn vectors_to_read<N: Size>(
        &self,
        start: usize,
        len: usize,
        #[comptime] blueprint: ScoreBlueprint,
    ) -> usize {
        let mut needed = len;
        if comptime!(blueprint.causal) {
            let row_vectors = self.allowed.div_ceil(N::value());
            needed = select(row_vectors > start, row_vectors - start, 0);
            needed = select(needed < len, needed, len);
        }
        needed
    }

    /// The scores `z` of one vector of `x` (see the module documentation): `vector` is its index
    /// in the row, `mask` the matching vector of the mask (ignored without one).
    pub fn of<F: Float, M: Numeric, N: Size>(
        &self,
        values: Vector<F, N>,
        mask: Vector<M, N>,
        vector: usize,
        #[comptime] blueprint: ScoreBlueprint,
    ) -> Vector<f32, N> {
        let mut scores = Vector::<f32, N>::cast_from(values);
        if comptime!(blueprint.scaled) {
            scores *= Vector::new(self.scale);
        }
        match blueprint.mask {
            MaskKind::Additive => {
                scores += Vector::<f32, N>::cast_from(mask);
            }
            MaskKind::Boolean => {
                let masked = Vector::<f32, N>::cast_from(mask).not_equal(Vector::new(0.0f32));
                scores = select_many(masked, Vector::new(self.neg_inf), scores);
            }
            MaskKind::None => {}
        }
        if comptime!(blueprint.causal) {
            let first = vector * N::value();
            #[unroll]
            for k in 0..N::value() {
                scores[k] = select(first + k < self.allowed, scores[k], self.neg_inf);
            }
        }
        scores
    }
}
