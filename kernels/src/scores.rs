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
//! row at half the registers of an `f32` copy. A boolean mask is applied to the held row as it is
//! read and then dropped. An additive mask is held beside the row where a vector has at most four
//! lanes (f32), and read again at each use of a score from the cache otherwise (the mask's rows
//! are shared by many rows, or were read moments before): on the H100, holding it made the bf16
//! kernel 17% slower (96 registers against 64), reading it again made the f32 kernel 9% slower
//! (docs/PERFORMANCE.md, "Masks: applied at load, or read again"). Keys past the causal limit
//! are not read at all.
//!
//! `-inf` comes in as a runtime argument ([`ScoreArgs::neg_inf`]): WGSL has no infinite
//! literal.

use cubecl::prelude::*;

use crate::staging::Page;
use crate::tiers::widen;

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
    /// With an additive mask: its vectors are loaded with the row's and held beside them (and
    /// staged with its pages), instead of read again at each use of a score. The planner holds
    /// it for vectors of at most four lanes; see the module documentation for why.
    pub mask_held: bool,
    /// With a mask: which operations each term of its row offsets needs
    /// ([`OuterOffsets::of_terms`]), so that a row's mask is found with only those.
    pub mask_terms: [TermOps; OFFSET_TERMS],
}

/// The operations one term `((r / div) % len) * stride` of an [`OuterOffsets`] needs, as its
/// values over the rows of a launch allow (comptime). Each division and remainder by a runtime
/// value is a full integer division, about 20 instructions on CUDA, taken once a row: the
/// boolean mask of a bf16 plane-per-row softmax at 32768 x 1024 spent about a tenth of its
/// instructions on its mask's three terms; with only the division its one term needs, it issued
/// 9% fewer (docs/PERFORMANCE.md, "... and a mask's row offset with only the operations it
/// needs").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TermOps {
    /// The term adds something: `len > 1` and `stride > 0`. An unused term costs nothing.
    pub used: bool,
    /// `div > 1`: the row is divided by `div`.
    pub divides: bool,
    /// Some row's quotient reaches `len`: the remainder by `len` is taken.
    pub wraps: bool,
}

impl TermOps {
    /// A term that adds nothing, for every row.
    pub const UNUSED: TermOps = TermOps {
        used: false,
        divides: false,
        wraps: false,
    };

    /// Every operation of the term, whatever its values: right for any term and any rows.
    pub const FULL: TermOps = TermOps {
        used: true,
        divides: true,
        wraps: true,
    };

    /// What term `(div, len, stride)` needs over rows `0..rows`.
    pub fn of(div: usize, len: usize, stride: usize, rows: usize) -> TermOps {
        let used = len > 1 && stride > 0;
        TermOps {
            used,
            divides: used && div > 1,
            wraps: used && rows.saturating_sub(1) / div.max(1) >= len,
        }
    }
}

impl ScoreBlueprint {
    /// Nothing fused: the plain softmax of `x`.
    pub const PLAIN: ScoreBlueprint = ScoreBlueprint {
        scaled: false,
        mask: MaskKind::None,
        causal: false,
        mask_held: false,
        mask_terms: [TermOps::UNUSED; OFFSET_TERMS],
    };

    /// Whether the kernels hold an additive mask's vectors (see [`ScoreBlueprint::mask_held`]).
    pub fn holds_mask(&self) -> bool {
        self.mask == MaskKind::Additive && self.mask_held
    }
}

/// Most terms of an outer offset (see [`OuterOffsets`]): enough for a rank-4 tensor's rows,
/// whose three outer axes step through memory in at most three runs, and for any broadcast of a
/// rank-4 mask, where runs of broadcast and non-broadcast axes alternate at most twice.
pub const OFFSET_TERMS: usize = 3;

/// Where the run of outer index `r` (a row, or the outer index of a column) starts in a buffer:
/// at vector `sum over t of ((r / div_t) % len_t) * stride_t`. Each term is a run of outer axes
/// that step evenly through the buffer (axes the buffer broadcasts add none), and an unused term
/// has `len_t = 1`. Masks are found this way, and so are the input rows of a view whose outer
/// axes do not step evenly (see [`RowBlueprint::rows_by_terms`](crate::blueprint::RowBlueprint)).
#[derive(CubeLaunch, CubeType, Clone, Copy)]
pub struct OuterOffsets {
    pub div_0: usize,
    pub len_0: usize,
    pub stride_0: usize,
    pub div_1: usize,
    pub len_1: usize,
    pub stride_1: usize,
    pub div_2: usize,
    pub len_2: usize,
    pub stride_2: usize,
}

#[cube]
impl OuterOffsets {
    /// The first vector of outer index `index`: every term with its division and remainder.
    pub fn of(&self, index: usize) -> usize {
        self.of_terms(index, comptime!([TermOps::FULL; OFFSET_TERMS]))
    }

    /// [`OuterOffsets::of`] computed with only the operations `ops` says each term needs: the
    /// same offset wherever `ops` describes these terms over the launch's rows
    /// ([`TermOps::of`]).
    pub fn of_terms(&self, index: usize, #[comptime] ops: [TermOps; OFFSET_TERMS]) -> usize {
        term_offset(index, self.div_0, self.len_0, self.stride_0, ops[0])
            + term_offset(index, self.div_1, self.len_1, self.stride_1, ops[1])
            + term_offset(index, self.div_2, self.len_2, self.stride_2, ops[2])
    }

    /// The first vector of row `row`: [`OuterOffsets::of`] when `by_terms`, and otherwise
    /// `row * stride_0`, what the terms of evenly spaced rows come to without their divisions
    /// (the host then passes one term of `div_0 = 1` covering every row).
    pub fn row_start(&self, row: usize, #[comptime] by_terms: bool) -> usize {
        if comptime!(by_terms) {
            self.of(row)
        } else {
            row * self.stride_0
        }
    }
}

/// One term of [`OuterOffsets::of_terms`]: `((index / div) % len) * stride`, with only the
/// operations `ops` keeps.
#[cube]
fn term_offset(
    index: usize,
    div: usize,
    len: usize,
    stride: usize,
    #[comptime] ops: TermOps,
) -> usize {
    if comptime!(ops.used) {
        let quotient = if comptime!(ops.divides) {
            index / div
        } else {
            index
        };
        let wrapped = if comptime!(ops.wraps) {
            quotient % len
        } else {
            quotient
        };
        wrapped * stride
    } else {
        0usize.runtime()
    }
}

/// The runtime half of the fused options.
///
/// The mask row of row `r` starts at [`OuterOffsets::of`] `r`; the mask's row itself is
/// contiguous and as long as the softmax row.
#[derive(CubeLaunch, CubeType, Clone, Copy)]
pub struct ScoreArgs {
    pub scale: f32,
    pub neg_inf: f32,
    pub causal: CausalArgs,
    pub mask: OuterOffsets,
}

/// A causal limit at run time: row `r` is query `i = r % queries`, which keeps its keys `j`
/// with `j + sub <= i + add - 1`, i.e. `j <= i + offset` with `offset = add - sub - 1` split
/// into two unsigned halves. Read only where the blueprint says there is a limit.
#[derive(CubeLaunch, CubeType, Clone, Copy)]
pub struct CausalArgs {
    pub queries: usize,
    pub add: usize,
    pub sub: usize,
}

#[cube]
impl CausalArgs {
    /// The keys row `row` keeps under the limit, as a count from the row's start: guaranteed
    /// to be 0 for a row that keeps none, and not bounded by the row's length (a run cuts it,
    /// [`RowLimit::allowed_part`]).
    /// Without a limit (`causal` false) nothing is computed, and the limit returned is one that
    /// only methods told the same leave unused.
    pub fn row_limit(&self, row: usize, #[comptime] causal: bool) -> RowLimit {
        let mut allowed = 0usize.runtime();
        if comptime!(causal) {
            let limit = row % self.queries + self.add;
            allowed = select(limit > self.sub, limit - self.sub, 0);
        }
        RowLimit { allowed }
    }
}

/// The keys of one row that a causal limit leaves: those before element `allowed`. Every
/// method takes the blueprint's `causal` and, without a limit, leaves a run whole.
#[derive(CubeType, Clone, Copy)]
pub struct RowLimit {
    pub allowed: usize,
}

#[cube]
impl RowLimit {
    /// Vectors of a run of `len` vectors starting at vector `start` of the row that hold an
    /// element the limit leaves (`len` without a limit): the rest need not be read.
    pub fn vectors_to_read<N: Size>(
        &self,
        start: usize,
        len: usize,
        #[comptime] causal: bool,
    ) -> usize {
        let mut needed = len;
        if comptime!(causal) {
            let row_vectors = self.allowed.div_ceil(N::value());
            needed = select(row_vectors > start, row_vectors - start, 0);
            needed = select(needed < len, needed, len);
        }
        needed
    }

    /// The part of `run` (a run of the row) that the limit leaves, as a run: its vectors up to
    /// the last one holding a kept key, and in that one only the kept lanes (and no more than
    /// `run.tail_lanes` if it is the run's last). Guaranteed to be `run` itself without a limit
    /// and to have `len` 0 where the run keeps no key. The backward reads and sums this part
    /// alone: past the limit `y` is 0 (log-softmax: `-inf`) whatever `dy`, and so is `dx`.
    pub fn allowed_part<N: Size>(&self, run: Page, #[comptime] causal: bool) -> Page {
        let mut part = run;
        if comptime!(causal) {
            let lanes = N::value();
            let first = run.start * lanes;
            let whole = run.len * lanes;
            let kept = select(self.allowed > first, self.allowed - first, 0);
            let kept = select(kept < whole, kept, whole);
            part.len = kept.div_ceil(lanes);
            // Lanes kept of the part's last vector (every lane when it keeps none), and never
            // the padding past the run's own tail.
            let kept_lanes = kept + lanes - part.len * lanes;
            let ends_the_run = part.len == run.len && run.tail_lanes < kept_lanes;
            part.tail_lanes = select(ends_the_run, run.tail_lanes, kept_lanes);
        }
        part
    }
}

/// The scores of one row: everything [`RowScores::of`] needs besides the vector itself.
#[derive(CubeType, Clone, Copy)]
pub struct RowScores {
    pub scale: f32,
    pub neg_inf: f32,
    /// What a boolean mask puts in place of the input it marks: the infinity whose product with
    /// `scale` is `-inf` (`-inf` for a positive scale, `+inf` for a negative one).
    pub masked_input: f32,
    /// The keys the causal limit leaves, at most the row's length (all of them when there is no
    /// limit).
    pub limit: RowLimit,
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
            let limit = self.causal.row_limit(row, true).allowed;
            allowed = select(limit < row_len, limit, row_len);
        }
        let mut mask_start = 0;
        if comptime!(blueprint.mask != MaskKind::None) {
            mask_start = self.mask.of_terms(row, blueprint.mask_terms);
        }
        RowScores {
            scale: self.scale,
            neg_inf: self.neg_inf,
            masked_input: select(self.scale < 0.0, -self.neg_inf, self.neg_inf),
            limit: RowLimit { allowed },
            mask_start,
        }
    }
}

#[cube]
impl RowScores {
    /// The part of a run of `end` vectors from vector `start` of the row that a fold or a store
    /// computes, the last of which holds `tail_lanes` of the row's elements: its vectors up to
    /// the last one holding an element the causal limit leaves (every vector without a limit),
    /// and the lanes of the row in the last of those. Every score past them is `-inf`: they add
    /// nothing to the row's state, and each of their outputs is
    /// [`RowNormalizer::masked`](crate::tiers::RowNormalizer::masked), so no unit computes them
    /// one element at a time. A causal row of attention scores leaves half of its keys on
    /// average.
    pub fn scored_run<N: Size>(
        &self,
        start: usize,
        end: usize,
        tail_lanes: usize,
        #[comptime] blueprint: ScoreBlueprint,
    ) -> (usize, usize) {
        let scored = self
            .limit
            .vectors_to_read::<N>(start, end, blueprint.causal);
        (scored, select(scored == end, tail_lanes, N::value()))
    }

    /// The scores `z` of one vector of `x` (see the module documentation): `vector` is its index
    /// in the row. An additive mask's matching vector is `held_mask` when the blueprint holds the
    /// mask, and is read from `mask` here otherwise (not for keys past the causal limit); neither
    /// is used without an additive mask.
    pub fn of<F: Float, M: Numeric, N: Size>(
        &self,
        values: Vector<F, N>,
        held_mask: Vector<M, N>,
        mask: &Array<Vector<M, N>>,
        vector: usize,
        #[comptime] blueprint: ScoreBlueprint,
    ) -> Vector<f32, N> {
        let mut scores = widen::<F, N>(values);
        if comptime!(blueprint.scaled) {
            scores *= Vector::new(self.scale);
        }
        // A boolean mask was applied to the held input at load (`held::mask_out_at_load`): its
        // marked elements are already `-inf` here.
        if comptime!(blueprint.holds_mask()) {
            scores += widen::<M, N>(held_mask);
        } else if comptime!(blueprint.mask == MaskKind::Additive) {
            if comptime!(blueprint.causal) {
                if vector * N::value() < self.limit.allowed {
                    scores += widen::<M, N>(mask[self.mask_start + vector]);
                }
            } else {
                scores += widen::<M, N>(mask[self.mask_start + vector]);
            }
        }
        if comptime!(blueprint.causal) {
            // Only a vector the limit falls in (or one past it) has a lane to mask: the vectors
            // below it skip the selects, one a lane.
            let first = vector * N::value();
            if first + N::value() > self.limit.allowed {
                #[unroll]
                for k in 0..N::value() {
                    scores[k] = select(first + k < self.limit.allowed, scores[k], self.neg_inf);
                }
            }
        }
        scores
    }
}

#[cfg(test)]
mod tests {
    use super::TermOps;

    /// `((r / div) % len) * stride` over rows `0..rows`, term by term as the host would.
    fn naive(div: usize, len: usize, stride: usize, row: usize) -> usize {
        ((row / div) % len) * stride
    }

    /// What `OuterOffsets::of_terms` computes with `ops`, on the host.
    fn with_ops(ops: TermOps, div: usize, len: usize, stride: usize, row: usize) -> usize {
        if !ops.used {
            return 0;
        }
        let quotient = if ops.divides { row / div } else { row };
        let wrapped = if ops.wraps { quotient % len } else { quotient };
        wrapped * stride
    }

    #[test]
    fn term_ops_keep_every_operation_a_row_needs() {
        // [B, 1, 1, N] against [B, H, N, N] rows (B = 3, H = 2, N = 4), [1, 1, N, N], a middle
        // run, a broadcast term, and quotients that reach `len` exactly at the last row.
        let terms = [
            (8, 3, 4, 24),
            (1, 4, 4, 24),
            (4, 2, 16, 24),
            (1, 5, 0, 24),
            (1, 1, 7, 24),
            (4, 5, 1, 21),
            (4, 5, 1, 20),
            (1, 24, 2, 24),
            (1, 23, 2, 24),
        ];
        for (div, len, stride, rows) in terms {
            let ops = TermOps::of(div, len, stride, rows);
            for row in 0..rows {
                assert_eq!(
                    with_ops(ops, div, len, stride, row),
                    naive(div, len, stride, row),
                    "term ({div}, {len}, {stride}) over {rows} rows, row {row}: {ops:?}"
                );
            }
        }
        // Only what is needed: [B, 1, 1, N]'s term takes no remainder, [1, 1, N, N]'s divides
        // by nothing, a broadcast term is unused.
        assert!(!TermOps::of(8, 3, 4, 24).wraps);
        assert!(!TermOps::of(1, 4, 4, 24).divides);
        assert!(!TermOps::of(1, 5, 0, 24).used);
        assert!(!TermOps::of(4, 5, 1, 20).wraps);
        assert!(TermOps::of(4, 5, 1, 21).wraps);
    }
}
