//! Softmax along an axis that is not the innermost, read in place: planning ([`plan_columns`])
//! and launching, forward and backward.

use cubecl::ir::AddressType;
use cubecl::server::Handle;

use crate::columns::{
    COLUMN_CUBE_UNITS, ColumnDyRead, ColumnLayoutLaunch, ColumnPass, ColumnRead,
    ColumnScoreArgsLaunch, ColumnScoreBlueprint, ColumnSourceLaunch, ColumnWrite, column_tile_len,
    softmax_backward_columns, softmax_backward_columns_held, softmax_columns, softmax_columns_held,
};

use super::*;

/// A softmax along an axis that is not the innermost, of a tensor seen as `[outer, len, inner]`:
/// element `(o, l, i)` at `o * outer_stride + l * len_stride + i` of each buffer (`inner`
/// contiguous). Read in place by the column strategy ([`columns`](crate::columns)).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ColumnProblem {
    pub outer: usize,
    pub len: usize,
    pub inner: usize,
    pub dtype: StorageType,
    pub output_dtype: StorageType,
    /// Where each outer index `o` starts in the input: `o * stride`, or by terms where the axes
    /// before the softmax axis do not step as one index (a slice along one of them, an axis
    /// broadcast by `expand`).
    pub input_outer: RowStarts,
    /// Where the input's inner elements are from the start of their outer index, by terms over
    /// the inner element index (as [`ColumnStrides::inner`]), where the axes after the softmax
    /// axis are not contiguous among themselves (a slice along the last axis with more than one
    /// axis after the softmax axis); `None` where they are: element `i` at `i`.
    pub input_inner: Option<[OffsetTerm; OFFSET_TERMS]>,
    pub input_len_stride: usize,
    pub output_outer_stride: usize,
    pub output_len_stride: usize,
    /// The forward's output row-major with the softmax axis last (`[outer, inner, len]`: element
    /// `(o, l, i)` at `(o * inner + i) * len + l`) instead of where `output_outer_stride` and
    /// `output_len_stride` say (then unused): what a transposed view's caller sees as
    /// row-major. The forward writes it so ([`ColumnPlan::write`]) wherever a tile of one
    /// vector per unit fits in shared memory beside a streamed plan's partial states (an error
    /// naming this field otherwise); the backward refuses it by name.
    pub output_axis_last: bool,
    /// Multiplies `x` first; finite and nonzero.
    pub scale: Option<f32>,
    /// A mask read with the input (the forward only).
    pub mask: Option<ColumnMaskLayout>,
    /// Where the backward's `dy` is when it is not laid out as its `y` (the input's fields):
    /// `None` for where `y` is. The backward only.
    pub dy_layout: Option<ColumnStrides>,
}

/// Where a buffer of a [`ColumnProblem`] other than its input is laid out: the start of each
/// outer index and the elements between those of a column, as the input's `input_outer` and
/// `input_len_stride`; its `inner` elements are contiguous, as every buffer's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnStrides {
    pub outer: RowStarts,
    /// Terms locating inner element `i` from the start of its outer index, where the axes
    /// after the softmax axis are not contiguous among themselves: `sum over t of ((i / div_t)
    /// % len_t) * stride_t` elements, runs of those axes that step evenly merged into one term
    /// (unused terms [`OffsetTerm::UNUSED`]). Vectors wider than one element are read only where
    /// the term of `div` 1, the innermost axis, is unit-strided and the vector divides its `len`
    /// and the other terms' `div` and `stride`, so that a vector never straddles two runs.
    /// `None` where those axes are contiguous: element `i` at `i`.
    pub inner: Option<[OffsetTerm; OFFSET_TERMS]>,
    pub len_stride: usize,
}

/// Element counts every vector of a buffer whose inner elements `terms` find must divide (see
/// [`ColumnStrides::inner`]): 1, which allows only one-element vectors, where its innermost axis
/// is not unit-strided.
pub(super) fn inner_vector_divides(terms: &[OffsetTerm; OFFSET_TERMS]) -> Vec<usize> {
    let used = terms.iter().filter(|term| term.len > 1);
    let mut divides = vec![1];
    for term in used {
        match (term.div, term.stride) {
            (1, 1) => divides[0] = term.len,
            (1, _) => return vec![1],
            (div, stride) => divides.extend([div, stride]),
        }
    }
    divides
}

/// The kernels' offsets of inner vectors of `vector` elements from `terms` over inner elements
/// (see [`ColumnStrides::inner`]): the innermost axis steps one vector at a time over its
/// `len / vector` vectors, the others step in blocks of `div / vector` vectors.
pub(super) fn inner_offsets<R: Runtime>(
    terms: [OffsetTerm; OFFSET_TERMS],
    vector: usize,
) -> OuterOffsetsLaunch<R> {
    let in_vectors = terms.map(|term| match term {
        OffsetTerm { len: 1, .. } => OffsetTerm::UNUSED,
        OffsetTerm {
            div: 1,
            len,
            stride,
        } => OffsetTerm {
            div: 1,
            len: len / vector,
            // `outer_offsets` divides every stride by the vector: this one is in vectors.
            stride: stride * vector,
        },
        OffsetTerm { div, len, stride } => OffsetTerm {
            div: div / vector,
            len,
            stride,
        },
    });
    outer_offsets(in_vectors, vector)
}

/// The inner terms of a [`ColumnLayout`](crate::columns::ColumnLayout) or
/// [`ColumnSource`](crate::columns::ColumnSource): `terms` in vectors, or none read.
pub(super) fn inner_offsets_or_unused<R: Runtime>(
    terms: Option<[OffsetTerm; OFFSET_TERMS]>,
    vector: usize,
) -> OuterOffsetsLaunch<R> {
    inner_offsets(terms.unwrap_or([OffsetTerm::UNUSED; OFFSET_TERMS]), vector)
}

impl ColumnStrides {
    /// Which of these offsets the kernels find by terms.
    fn read(&self) -> ColumnRead {
        ColumnRead {
            outer_by_terms: self.outer.by_terms(),
            inner_by_terms: self.inner.is_some(),
        }
    }

    /// Element counts every vector must divide.
    fn vector_divides(&self) -> Vec<usize> {
        let mut divides = self.outer.strides();
        divides.push(self.len_stride);
        if let Some(inner) = &self.inner {
            divides.extend(inner_vector_divides(inner));
        }
        divides
    }

    /// Elements a buffer laid out so spans for `outer` indices of `len` elements of `inner`:
    /// one past the furthest element its strides or terms can address.
    fn buffer_len(&self, outer: usize, len: usize, inner: usize) -> usize {
        let last_inner = match &self.inner {
            Some(terms) => terms.iter().map(|term| (term.len - 1) * term.stride).sum(),
            None => inner - 1,
        };
        self.outer.last_start(outer) + (len - 1) * self.len_stride + last_inner + 1
    }

    /// Checks the terms (nonzero `div` and `len`) and that columns laid out at one stride do
    /// not overlap, naming `argument` (with `.outer`, `.inner` or `.len_stride`) at fault.
    fn check(
        &self,
        arguments: [&'static str; 3],
        outer: usize,
        len: usize,
        inner: usize,
    ) -> Result<(), SoftmaxError> {
        let [outer_argument, inner_argument, len_argument] = arguments;
        self.outer.check(outer_argument)?;
        if let Some(terms) = self.inner {
            RowStarts::Terms(terms).check(inner_argument)?;
            // Inner elements found by terms are only read, and columns may overlap.
            return Ok(());
        }
        let mut strides = vec![(len_argument, self.len_stride, inner, len)];
        if let RowStarts::Strided(stride) = self.outer {
            strides.push((outer_argument, stride, len * self.len_stride, outer));
        }
        for (argument, stride, covers, indices) in strides {
            if indices > 1 && stride < covers {
                return Err(SoftmaxError::StrideTooShort {
                    argument,
                    stride,
                    row_len: covers,
                });
            }
        }
        Ok(())
    }
}

/// Where the mask of a [`ColumnProblem`] is, in elements of the mask buffer: element `(o, l, i)`
/// at `sum over terms of ((o / div) % len) * stride + l * len_stride + i` (without the `+ i` when
/// `broadcast_inner`: one element for every `i`). Terms are runs of the outer axes the mask does
/// not broadcast, as [`MaskLayout`]'s are of a row's; unused ones are [`OffsetTerm::UNUSED`]. A
/// boolean mask is stored as an unsigned integer type, nonzero meaning masked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnMaskLayout {
    pub kind: MaskKind,
    pub dtype: StorageType,
    pub terms: [OffsetTerm; OFFSET_TERMS],
    /// 0 where the mask is broadcast along the softmax axis.
    pub len_stride: usize,
    pub broadcast_inner: bool,
}

impl ColumnMaskLayout {
    /// Mask elements a kernel may read: one past the last one the layout addresses.
    fn elements(&self, len: usize, inner: usize) -> usize {
        let last_outer: usize = self
            .terms
            .iter()
            .map(|term| (term.len - 1) * term.stride)
            .sum();
        let inner = if self.broadcast_inner { 1 } else { inner };
        last_outer + (len - 1) * self.len_stride + inner
    }

    /// Element strides the mask's vectors must divide (none where it is read an element at a
    /// time).
    fn strides(&self) -> Vec<usize> {
        if self.broadcast_inner {
            return Vec::new();
        }
        let mut strides: Vec<usize> = self.terms.iter().map(|term| term.stride).collect();
        strides.push(self.len_stride);
        strides
    }
}

impl ColumnProblem {
    /// `[outer, len, inner]` stored contiguously in both buffers, output of the input's dtype.
    pub fn contiguous(outer: usize, len: usize, inner: usize, dtype: StorageType) -> Self {
        Self {
            outer,
            len,
            inner,
            dtype,
            output_dtype: dtype,
            input_outer: RowStarts::Strided(len * inner),
            input_inner: None,
            input_len_stride: inner,
            output_outer_stride: len * inner,
            output_len_stride: inner,
            output_axis_last: false,
            scale: None,
            mask: None,
            dy_layout: None,
        }
    }

    /// Where the input is, as [`ColumnStrides`].
    fn input(&self) -> ColumnStrides {
        ColumnStrides {
            outer: self.input_outer,
            inner: self.input_inner,
            len_stride: self.input_len_stride,
        }
    }

    /// Where the backward's `dy` is: its own layout, or the input's.
    fn dy(&self) -> ColumnStrides {
        self.dy_layout.unwrap_or(self.input())
    }

    /// Element counts every vector must divide.
    fn strides(&self) -> Vec<usize> {
        let mut strides = self.input().vector_divides();
        // An output with the axis last is stored in vectors only where they divide `len`
        // (through a tile, [`held_column_write`], [`streamed_axis_last_plan`]), and element by
        // element otherwise.
        if !self.output_axis_last {
            strides.extend([self.output_outer_stride, self.output_len_stride]);
        }
        if let Some(dy) = self.dy_layout {
            strides.extend(dy.vector_divides());
        }
        strides
    }
}

/// Units the column strategy aims to run, splitting columns into segments until it does: half of
/// what an H100 holds at once (132 SMs x 2048 units). On the H100, [4, 16, 1024, 1024] along
/// dim 2 ran at 0.46x (f32) and 0.18x (bf16) of a same-bytes copy with a unit per column (16384
/// and 8192 units), 0.61x and 0.48x with this rule (8 and 16 segments), and 0.58x and 0.33x with
/// twice the units and up to 32 segments (docs/PERFORMANCE.md, "A non-last axis").
pub(super) const COLUMN_TARGET_UNITS: usize = 1 << 17;

/// Most segments [`column_segments`] splits a column into: each adds a slot to the merge every
/// unit reads, and at 16 a cube still spans 16 vectors (256 bytes) of each row it reads; 32
/// segments (8 vectors) lost on the H100 (above).
pub(super) const COLUMN_MAX_SEGMENTS: usize = 16;

/// Segments the column strategy splits each column into, for `columns` vector columns of `len`
/// elements: guaranteed to be a power of two, the fewest that reach `COLUMN_TARGET_UNITS`
/// units, at most `COLUMN_MAX_SEGMENTS` and at most `len` (a segment with no element would
/// only idle).
pub fn column_segments(columns: usize, len: usize) -> usize {
    let wanted = COLUMN_TARGET_UNITS
        .div_ceil(columns.max(1))
        .next_power_of_two();
    // The largest power of two not above `len`.
    let at_most = COLUMN_MAX_SEGMENTS.min(1 << len.max(1).ilog2());
    wanted.min(at_most)
}

/// Units a streamed column strategy runs at least, in more segments than [`column_segments`]
/// gives where the columns are few: 128 cubes of 256 units, about one per SM of an H100. Long
/// columns streamed in 16 segments ran 8 to 16 cubes there; on the H100, kernel alone
/// (`cubemax-report columns --segments`, docs/PERFORMANCE.md, "Views, and long columns in the
/// backward"), f32 [1, 32768, 1024] took 826.2 us in 16 segments (16 cubes) and 195.6 us in
/// 128, [2, 16384, 1024] 435.9 us and 178.3 us in 64, bf16 [2, 16384, 1024] 500.1 and 115.5 in
/// 128. Over the 14 forward and backward cases of that sweep the planner streams, this rule is
/// 48 us slower in all than the best segments of each, and aiming at twice the units 140 us.
pub(super) const COLUMN_STREAMED_MIN_UNITS: usize = 1 << 15;

/// Most segments a streamed column is split into to reach [`COLUMN_STREAMED_MIN_UNITS`]: two
/// units of columns per cube. With one (256 segments), f32 [1, 32768, 1024] took 561.4 us
/// against 195.6 us in 128 segments (same run).
pub(super) const COLUMN_STREAMED_MAX_SEGMENTS: usize = 128;

/// Segments a streamed column is split into (see [`column_segments`]): those, or more where they
/// give fewer than `COLUMN_STREAMED_MIN_UNITS` units, at most
/// `COLUMN_STREAMED_MAX_SEGMENTS`; guaranteed to be a power of two and at most `len`.
pub fn streamed_column_segments(columns: usize, len: usize) -> usize {
    let at_least = COLUMN_STREAMED_MIN_UNITS
        .div_ceil(columns.max(1))
        .next_power_of_two()
        .min(COLUMN_STREAMED_MAX_SEGMENTS);
    column_segments(columns, len)
        .max(at_least)
        .min(1 << len.max(1).ilog2())
}

/// Bytes of its column each unit of the column strategy has in flight when it streams: 8 loads
/// of 16-byte vectors, whatever the dtype. With 8 f32 loads the H100 ran a [4, 16, 1024, 1024]
/// softmax along dim 2 at 0.40x of a copy (docs/PERFORMANCE.md). 2-byte types had 16 loads (the
/// same bytes per vector lane) until 2026-11-23: 8 took bf16 from 202-204 us to 193 us there, 4
/// gave 199 us (docs/runs/2026-11-23-h100-columns-loads/).
pub(super) const COLUMN_BYTES_IN_FLIGHT_PER_UNIT: usize = 128;

/// Elements of its column a unit holds when the planner holds columns: 16 vectors of f32 or 8
/// of bf16. On the H100 (`cubemax-report columns`, docs/PERFORMANCE.md, "A non-last axis held
/// in registers"), fewer per unit meant more segments to merge and lost: f32 [64, 1024, 1024]
/// along 1024 took 245 us at 16 vectors, 284 at 8 and 718 at 4 (256-unit cubes); bf16 173 us
/// at 8 vectors, 352 at 4. More (16 vectors of bf16) held 170 registers and lost too.
pub(super) const COLUMN_HELD_ELEMENTS: usize = 64;

/// Elements of its column a unit of a 2-byte input holds in registers, and in shared memory
/// after them, when registers alone would cut its column into more than two parts: 4 and 12
/// vectors of bf16, the 256 bytes per unit of f32's 16 vectors. In registers only, bf16 units
/// take about as many registers per element as f32 ones (128 for 8 vectors of 8, 110 for 16 of
/// 4), so they hold half the bytes. On the H100, kernel alone (`cubemax-report columns`,
/// docs/runs/2026-11-24-h100-staged-columns/final/): bf16 [64, 1024, 1024] along 1024 took
/// 122.0 us staged against 128.8 us in registers, [32, 2048, 512] 77.3 against 94.4,
/// [16, 4096, 256] 47.2 against 71.0, [8, 21, 262144] 81.4 against 91.9, and under an additive
/// mask [1024, 1024] (2 + 6 vectors) 188.7 against 246.5.
pub(super) const COLUMN_STAGED_HELD_ELEMENTS: usize = 32;
pub(super) const COLUMN_STAGED_ELEMENTS: usize = 96;

/// Vectors a unit holds, whatever the budget above, of a column that the budget would split
/// into more segments than [`COLUMN_HELD_MAX_UNITS`] units hold: bf16 [16, 4096, 256] along the
/// 4096 took 109.0 us held at 16 vectors of 8 in 512-unit cubes, 177.8 us streamed (H100,
/// docs/runs/2026-11-23-h100-held-columns/plane-merge/columns.log). It lets bf16 columns of up
/// to 4096 elements be held, as f32 ones are.
pub(super) const COLUMN_LONG_HELD_VECTORS: usize = 16;

/// Fewest vector columns a cube of held columns spans: a plane's loads then cover at least 2
/// consecutive 16-byte vectors of every row they touch, a full 32-byte sector.
pub(super) const COLUMN_HELD_MIN_COLUMN_UNITS: usize = 2;

/// Vector columns a cube of held columns spans, where a cube of at most
/// [`COLUMN_HELD_MAX_UNITS`] does so, when its units hold two buffers' vectors: `y` and `dy` in
/// the backward, or an f32 input and its additive mask. On the H100 at [64, 1024, 1024] along
/// 1024 (128 segments; kernel alone, docs/PERFORMANCE.md, "Wider cubes for held columns"),
/// 512-unit cubes of 4 columns against 256-unit ones of 2: the f32 backward 281.8 against 319.7
/// us, the bf16 backward 163.3 against 174.6, f32 under an additive mask 263.3 against 279.3;
/// bf16 under an additive mask lost (202.7 against 186.6 us), so it keeps 2.
pub(super) const COLUMN_HELD_PAIR_COLUMN_UNITS: usize = 4;

/// Largest cube the planner holds columns in: a unit of a 1024-unit cube has at most 64
/// registers, and a held column spilled there (f32 [16, 4096, 256] at 16 vectors per unit: 143
/// us in 1024-unit cubes, 124 us in 512-unit ones; on the H100, same run as above). Columns
/// that need more segments are streamed.
pub(super) const COLUMN_HELD_MAX_UNITS: usize = 512;

/// What a caller may force of the column strategy; the planner chooses the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnRequest {
    pub kind: SoftmaxKind,
    /// Hold each unit's part of its column in registers (`true`: one read of `x`) or stream it
    /// twice (`false`). The planner holds every column a cube can hold with
    /// `COLUMN_HELD_ELEMENTS` per unit.
    pub held: Option<bool>,
    /// Held columns: most vectors a unit holds in registers, a power of two up to 16.
    pub held_vectors: Option<usize>,
    /// Held columns: most vectors a unit holds in shared memory after those, up to 16 (of each
    /// of `y` and `dy` in the backward).
    pub staged_vectors: Option<usize>,
    /// Held columns: how the segments of a column merge (plane operations where the runtime
    /// advertises them, when the planner chooses). Streamed columns merge through shared memory.
    pub merge: Option<MergePath>,
    /// Units per cube: a power of two, at least the segments of a held column, 256 when
    /// streamed.
    pub units_per_cube: Option<u32>,
    /// Streamed columns: segments each column is split into, a power of two up to 256 (the
    /// planner's is [`column_segments`]). Asking for it streams the columns; with `held:
    /// Some(true)` it is an error.
    pub segments: Option<usize>,
    /// Streamed columns: groups of `segments` segments each column is cut into, one cube per
    /// group and block of columns, in two launches (the groups' states, then the output) where
    /// more than one; at most [`MAX_COLUMN_LEN_GROUPS`]. The planner's is
    /// [`streamed_column_split`]'s (with the request's `segments`, [`column_len_groups`]'s). Held
    /// columns take 1.
    pub len_groups: Option<usize>,
    /// At most this many cubes (at least 1), each stepping over blocks of columns. The planner's
    /// bound is 65535; tests use it to run the stride loop on small problems.
    pub max_cubes: Option<u32>,
    /// Columns whose output has the softmax axis last: vectors of each unit's part that go
    /// through the cube's tile at a time, or, held, 0 for no tile, each unit storing its
    /// elements itself ([`ColumnWrite`]); streamed, a divisor of their loads per unit.
    pub tile_vectors: Option<usize>,
    /// Held softmax columns: keep each element's `exp` from the sum to the store instead of
    /// computing it again ([`ColumnPlan::kept_exps`]; the planner keeps them for an f32 input).
    /// Asking for it with log-softmax, streamed columns, a 16-bit input written as f32 or the
    /// backward is an error naming it.
    pub kept_exps: Option<bool>,
}

impl ColumnRequest {
    /// A request that lets the planner choose everything.
    pub fn new(kind: SoftmaxKind) -> Self {
        Self {
            kind,
            held: None,
            held_vectors: None,
            staged_vectors: None,
            merge: None,
            units_per_cube: None,
            segments: None,
            len_groups: None,
            max_cubes: None,
            tile_vectors: None,
            kept_exps: None,
        }
    }
}

/// Everything a launch of the column strategy needs, chosen by [`plan_columns`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnPlan {
    pub kind: SoftmaxKind,
    /// Lanes of a vector: adjacent columns each unit owns.
    pub vector_size: usize,
    /// Units along each column (a power of two), each taking every `segments`-th element.
    pub segments: usize,
    pub units_per_cube: u32,
    /// Vectors each unit holds in registers, with `staged_vectors` enough for its whole part of
    /// a column; 0 when the column is streamed twice.
    pub held_vectors: usize,
    /// Vectors each unit holds in shared memory after its `held_vectors`.
    pub staged_vectors: usize,
    /// How the held kernel writes the output: [`ColumnWrite::STRIDED`] unless the problem's
    /// output has the softmax axis last ([`ColumnProblem::output_axis_last`]), then through a
    /// tile or element by element ([`ColumnWrite::tile_vectors`]). Streamed plans: `STRIDED`,
    /// or, with the axis last, through a tile of a divisor of their `loads_per_unit`, its runs
    /// stored in vectors, ragged or not ([`ColumnWrite::ragged`]).
    pub write: ColumnWrite,
    /// Streamed columns: vectors each unit has in flight (0 when held).
    pub loads_per_unit: usize,
    /// How the segments of a column merge (always through shared memory when streamed).
    pub merge: MergePath,
    /// Cubes along the columns, each stepping over blocks of them.
    pub cubes: u32,
    /// Streamed columns: groups of `segments` the columns are cut into along `len`, each its own
    /// `cubes` (1: one launch; more: two, see [`softmax_columns()`] and
    /// [`softmax_backward_columns()`]). 1 when held.
    pub len_groups: usize,
    /// Held softmax columns only: each held vector is replaced by its exps, rounded to the
    /// input's type, which the store multiplies by `1 / sum` (see [`softmax_columns_held()`]).
    pub kept_exps: bool,
}

impl core::fmt::Display for ColumnPlan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.held_vectors > 0 {
            write!(
                f,
                "columns held, {} x vector {} per unit",
                self.held_vectors, self.vector_size
            )?;
            if self.staged_vectors > 0 {
                write!(f, " + {} staged", self.staged_vectors)?;
            }
            if self.kept_exps {
                write!(f, ", exps kept")?;
            }
            match self.write {
                ColumnWrite {
                    axis_last: false, ..
                } => {}
                ColumnWrite {
                    tile_vectors: 0, ..
                } => write!(f, ", axis last element by element")?,
                ColumnWrite { tile_vectors, .. } => {
                    write!(f, ", axis last through a tile of {tile_vectors} per unit")?
                }
            }
        } else {
            write!(
                f,
                "columns streamed twice, {} x vector {} in flight per unit",
                self.loads_per_unit, self.vector_size
            )?;
            if self.write.axis_last {
                let tile_vectors = self.write.tile_vectors;
                write!(f, ", axis last through a tile of {tile_vectors} per unit")?;
                if self.write.ragged {
                    write!(f, ", ragged run ends element by element")?;
                }
            }
        }
        write!(f, ", {} segments ({} merge), ", self.segments, self.merge)?;
        if self.len_groups > 1 {
            write!(
                f,
                "{} groups of them in two launches, {} x {} cubes",
                self.len_groups, self.cubes, self.len_groups
            )?;
        } else {
            write!(f, "{} cubes", self.cubes)?;
        }
        write!(f, " x {} units", self.units_per_cube)
    }
}

/// Plans the column strategy for `problem` on `client`'s device, as `request` forces or as the
/// planner chooses: columns are held when a cube of at most `COLUMN_HELD_MAX_UNITS` (and the
/// device's largest size) can split them into parts of at most `COLUMN_HELD_ELEMENTS` (or
/// `COLUMN_LONG_HELD_VECTORS` vectors for longer ones; half of each under an additive mask
/// whose vectors the units hold too), with `COLUMN_HELD_MIN_COLUMN_UNITS` columns per cube
/// (`COLUMN_HELD_PAIR_COLUMN_UNITS` for an f32 input held beside its mask, where the cube
/// allows), and streamed twice otherwise. A 2-byte input's columns longer than two units' parts
/// of that budget (without a boolean mask) are held as `COLUMN_STAGED_HELD_ELEMENTS` in
/// registers and `COLUMN_STAGED_ELEMENTS` in shared memory per unit instead (halved too under an
/// additive mask), where shared memory allows.
///
/// Guaranteed to return a plan whose cubes hold every segment of a column (one cube, unless
/// streamed in `len_groups > 1` groups) and, when held, whose units hold their whole part of
/// it; a forced choice that cannot is an error naming it.
pub fn plan_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<ColumnPlan, SoftmaxError> {
    // A unit holds an additive mask's vectors beside the input's: half the elements of each, as
    // the backward holds `y` and `dy`. (A bf16 input with a bf16 mask fits the full budget in
    // registers, but holding it all ran no faster on the H100: docs/PERFORMANCE.md, "Masks along
    // a non-last axis, in place".)
    let holds_mask_vectors = problem
        .mask
        .is_some_and(|mask| mask.kind == MaskKind::Additive && !mask.broadcast_inner);
    let share = if holds_mask_vectors { 2 } else { 1 };
    // A boolean mask is left out: staged, bf16 [4, 16, 1024, 1024] along dim 2 under a mask
    // [4, 1, 1024, 1] took 195.1 us against 142.2 us in registers (docs/PERFORMANCE.md,
    // "Columns staged in shared memory").
    let boolean_mask = problem
        .mask
        .is_some_and(|mask| mask.kind == MaskKind::Boolean);
    // An output with the axis last keeps the fewest columns per cube, so that a plane's
    // segments cover whole sectors of its rows: f32 [64, 1024, 1024] along 1024 under an
    // additive mask [L, I], element by element, took 247.2 us in 256-unit cubes of 2 columns
    // and 285.2 us in 512-unit ones of 4 on the H100 (kernel alone, `cubemax-report columns
    // --tile`), where laid out as the input it took 273.3 and 261.7 us.
    let column_units =
        if holds_mask_vectors && problem.dtype.size() == 4 && !problem.output_axis_last {
            COLUMN_HELD_PAIR_COLUMN_UNITS
        } else {
            COLUMN_HELD_MIN_COLUMN_UNITS
        };
    let plan = plan_held_columns(
        client,
        problem,
        request,
        share,
        1,
        !boolean_mask,
        column_units,
    )?;
    let plan = grouped_streamed_plan(plan, problem, request)?;
    let plan = if problem.output_axis_last && plan.held_vectors == 0 {
        streamed_axis_last_plan(client, problem, request, plan)?
    } else {
        plan
    };
    let kept_exps = kept_column_exps(problem, request, &plan)?;
    Ok(ColumnPlan { kept_exps, ..plan })
}

/// Bytes of each output row that one phase of a streamed column plan's tile covers, as the
/// planner chooses its vectors per unit (`tile_vectors * segments` steps). On the H100, kernel
/// alone, laid out as [8, 8192, 4096] along 8192 in one group of 16 segments (2026-12-05,
/// thirty-seventh session, `cubemax-report columns --tile 1 --tile 2 --tile 4 --tile 8 --rounds
/// 3`, docs/PERFORMANCE.md), f32 ran 1149.6, 1148.0, 1117.8 and 1256.2 us through tiles of 1,
/// 2, 4 and 8 vectors (256 bytes at 4), bf16 747.2, 765.4, 782.0 and 646.2 us (256 bytes at 8);
/// in two launches, where each run was then the group's segments whatever the tile (before
/// groups took spans of consecutive steps), the tiles were within 2% of each other for f32 and
/// 6% for bf16, the best one differing by shape. The same kernels built at bd1d54e (2026-12-06,
/// thirty-ninth session) ran bf16 [8, 8192, 4096] 797-806 us through a tile of 8 and 637 through
/// 1: the driver's assembler gave the first 80 registers where b99df0f's had 121, and its
/// memory waits grew. With tile stores batched (`TILE_STORE_BATCH`) the tile of 8 ran 617-625 us
/// and 1 627-638; in two launches, [4, 32768, 2048] bf16 593-597 and 620-621 us.
pub(super) const COLUMN_STREAMED_TILE_RUN_BYTES: usize = 256;

/// The streamed `plan` writing `problem`'s output with the softmax axis last through a tile
/// ([`softmax_columns()`]) of `request.tile_vectors` vectors per unit at a time (a power of two
/// that divides the plan's loads and whose tile fits in shared memory beside the cube's partial
/// states), or, as the planner chooses, of the fewest such vectors whose phase covers
/// [`COLUMN_STREAMED_TILE_RUN_BYTES`] of each row, or, where that many do not fit, of the most
/// that do. The tile's runs (`tile_vectors * segments` steps, in one group of segments or more)
/// are stored in whole aligned vectors, and where the vector size does not divide `len` or the
/// runs, their ragged ends element by element ([`ColumnWrite::ragged`]). An error naming
/// `tile_vectors` for a tile the plan cannot take, or `output_axis_last` where no tile fits: the
/// caller then has the columns written as the input is laid out and moves them itself.
fn streamed_axis_last_plan<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
    plan: ColumnPlan,
) -> Result<ColumnPlan, SoftmaxError> {
    let vector = plan.vector_size;
    let loads = plan.loads_per_unit;
    let units = plan.units_per_cube as usize;
    // The forward's two partial arrays of f32 vectors, one slot per unit.
    let partials = 2 * COLUMN_CUBE_UNITS * vector * 4;
    let max_shared = client.properties().hardware.max_shared_memory_size;
    let tile_len = |tile_vectors| column_tile_len(tile_vectors, units, plan.segments, vector);
    let takes = |tile_vectors: usize| {
        tile_vectors > 0
            && tile_vectors.is_power_of_two()
            && loads.is_multiple_of(tile_vectors)
            && tile_len(tile_vectors) * problem.output_dtype.size() + partials <= max_shared
    };
    let tile_vectors = match request.tile_vectors {
        Some(tile_vectors) if !takes(tile_vectors) => {
            return Err(SoftmaxError::BadShape {
                argument: "tile_vectors",
                value: tile_vectors,
                expected: format!(
                    "for columns streamed {loads} vectors at a time: a power of two that \
                     divides {loads}, whose tile fits in {max_shared} bytes of shared memory"
                ),
            });
        }
        Some(tile_vectors) => Some(tile_vectors),
        None => {
            // Each vector per unit adds `segments` steps to a phase's run of each row.
            let vector_step_bytes = plan.segments * problem.output_dtype.size();
            let wanted = COLUMN_STREAMED_TILE_RUN_BYTES
                .div_ceil(vector_step_bytes)
                .next_power_of_two()
                .min(loads);
            (0..=wanted.ilog2())
                .rev()
                .map(|power| 1 << power)
                .find(|&tile_vectors| takes(tile_vectors))
        }
    };
    let Some(tile_vectors) = tile_vectors else {
        return Err(SoftmaxError::BadOption {
            argument: "output_axis_last",
            expected: format!(
                "false where no tile of a vector per unit fits in {max_shared} bytes of shared \
                 memory"
            ),
            got: format!("true, with the plan {plan}"),
        });
    };
    // A group's steps are consecutive, so a phase's steps are one run of each row.
    let run_steps = tile_vectors * plan.segments;
    Ok(ColumnPlan {
        write: ColumnWrite {
            axis_last: true,
            tile_vectors,
            tile_len: tile_len(tile_vectors),
            ragged: !(problem.len.is_multiple_of(vector) && run_steps.is_multiple_of(vector)),
        },
        ..plan
    })
}

/// Whether the forward `plan` of `problem` keeps its exps ([`ColumnPlan::kept_exps`]): where it
/// may, a held softmax written no wider than it is read (the exps are kept in the input's
/// type), as `request.kept_exps` says, or, where the request leaves it, for an f32 input. There
/// the output is the same to the bit either way, with one `exp` per element fewer and nothing
/// more held: on the H100 the planner's f32 plans ran 0.4-4% faster with them on five shapes
/// laid out as the input and 5% with the axis last, 2% slower under an additive mask (kernel alone,
/// `cubemax-report columns --kept-exps true --kept-exps false --rounds 3`, 2026-12-05,
/// docs/PERFORMANCE.md). A 16-bit input's output would be rounded twice (docs/NUMERICS.md), and
/// was slower there on every shape (bf16: the planner's plans 4-65%), so the planner leaves it
/// to the request. Asking for kept exps where the plan may not keep them is an error naming
/// `kept_exps`.
fn kept_column_exps(
    problem: &ColumnProblem,
    request: &ColumnRequest,
    plan: &ColumnPlan,
) -> Result<bool, SoftmaxError> {
    let refusal = if plan.kind != SoftmaxKind::Softmax {
        Some("log-softmax stores no exp")
    } else if plan.held_vectors == 0 {
        Some("streamed columns read the input again instead")
    } else if problem.output_dtype.size() > problem.dtype.size() {
        Some("the exps are kept in the input's type, narrower than the output")
    } else {
        None
    };
    match (request.kept_exps, refusal) {
        (Some(true), Some(reason)) => Err(SoftmaxError::BadOption {
            argument: "kept_exps",
            expected: format!("false or none: {reason}"),
            got: format!("true, with the plan {plan}"),
        }),
        (kept, refusal) => Ok(refusal.is_none() && kept.unwrap_or(problem.dtype.size() == 4)),
    }
}

/// `plan` as it goes out of [`plan_columns`] and [`plan_backward_columns`]: a held plan as it
/// is (a request for more than one group of segments is an error naming `len_groups`); a
/// streamed one in the segments and groups `request` forces, or those of
/// [`streamed_column_split`] (with the request's segments, [`column_len_groups`]'s groups).
pub(super) fn grouped_streamed_plan(
    plan: ColumnPlan,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<ColumnPlan, SoftmaxError> {
    if plan.held_vectors > 0 {
        return match request.len_groups {
            None | Some(1) => Ok(plan),
            Some(groups) => Err(SoftmaxError::BadShape {
                argument: "len_groups",
                value: groups,
                expected: "1 for held columns (they are read once, by one cube)".into(),
            }),
        };
    }
    if let Some(groups) = request.len_groups
        && !(1..=MAX_COLUMN_LEN_GROUPS).contains(&groups)
    {
        return Err(SoftmaxError::BadShape {
            argument: "len_groups",
            value: groups,
            expected: format!("a count in [1, {MAX_COLUMN_LEN_GROUPS}]"),
        });
    }
    let columns = problem.outer * (problem.inner / plan.vector_size);
    let len = problem.len.max(1);
    let (segments, len_groups) = match (request.segments, request.len_groups) {
        (Some(segments), groups) => (
            segments,
            groups.unwrap_or_else(|| {
                column_len_groups(streamed_cubes(columns, segments), segments, len)
            }),
        ),
        (None, Some(1)) => (plan.segments, 1),
        (None, groups) => {
            let (segments, planned) = streamed_column_split(columns, len);
            (segments, groups.unwrap_or(planned))
        }
    };
    Ok(ColumnPlan {
        segments,
        len_groups,
        cubes: column_cubes(columns, COLUMN_CUBE_UNITS, segments, request),
        ..plan
    })
}

/// Most groups of segments [`softmax_columns()`] may cut a streamed column into.
pub const MAX_COLUMN_LEN_GROUPS: usize = 64;

/// Units the streamed column forward aims at, in groups of segments along the columns where
/// blocks of columns alone give fewer (see [`streamed_column_split`]): 256 cubes of 256 units,
/// about two per SM of an H100. On the H100, kernel alone (`cubemax-report columns --segments
/// --groups`, docs/PERFORMANCE.md, "Few long columns in groups of segments"), over 16 to 128
/// segments and 1 to 32 groups at f32 and bf16 [1, 32768, 1024], [2, 16384, 1024],
/// [4, 8192, 1024] and [1, 65536, 256], this rule's choice was the fastest in 7 of the 8
/// cases and within 0.2% of it in the other; twice its groups was 0.1-19% slower in the 6 that
/// allow twice.
pub(super) const COLUMN_GROUPED_TARGET_UNITS: usize = 1 << 16;

/// Cubes of [`COLUMN_CUBE_UNITS`] units that `columns` vector columns in `segments` segments
/// each fill (before the grid's bound).
pub(super) fn streamed_cubes(columns: usize, segments: usize) -> usize {
    columns.div_ceil(COLUMN_CUBE_UNITS / segments)
}

/// Cubes of `units` units, `segments` segments per column, that `columns` vector columns fill,
/// at most [`MAX_CUBES`] or the request's `max_cubes`.
pub(super) fn column_cubes(
    columns: usize,
    units: usize,
    segments: usize,
    request: &ColumnRequest,
) -> u32 {
    let max_cubes = request
        .max_cubes
        .map_or(MAX_CUBES, |cubes| (cubes as usize).clamp(1, MAX_CUBES));
    columns.div_ceil(units / segments).clamp(1, max_cubes) as u32
}

/// How the planner streams `columns` vector columns of `len` elements forward: `(segments,
/// groups)`, each column cut into `groups` groups of `segments` segments, each group read by
/// its own cube. The segments of [`streamed_column_segments`] in one group where their cubes
/// run `COLUMN_GROUPED_TARGET_UNITS` units; otherwise at most `COLUMN_MAX_SEGMENTS`
/// segments, so that a cube reads 16 vectors of each row it touches, in the groups of
/// [`column_len_groups`]. Guaranteed: `segments` a power of two, `groups` in
/// `1..=`[`MAX_COLUMN_LEN_GROUPS`].
pub fn streamed_column_split(columns: usize, len: usize) -> (usize, usize) {
    let segments = streamed_column_segments(columns, len);
    if streamed_cubes(columns, segments) * COLUMN_CUBE_UNITS >= COLUMN_GROUPED_TARGET_UNITS {
        return (segments, 1);
    }
    let segments = segments.min(COLUMN_MAX_SEGMENTS);
    let groups = column_len_groups(streamed_cubes(columns, segments), segments, len);
    (segments, groups)
}

/// Groups of `segments` segments that columns of `len` elements are cut into when their blocks
/// give `cubes` cubes: the fewest (a power of two) that run `COLUMN_GROUPED_TARGET_UNITS`
/// units, at most [`MAX_COLUMN_LEN_GROUPS`], and no more than leave every segment an element.
/// Guaranteed to be at least 1.
pub fn column_len_groups(cubes: usize, segments: usize, len: usize) -> usize {
    let wanted = COLUMN_GROUPED_TARGET_UNITS
        .div_ceil(cubes.max(1) * COLUMN_CUBE_UNITS)
        .next_power_of_two();
    let fill = (len / segments.max(1)).max(1);
    wanted.min(MAX_COLUMN_LEN_GROUPS).min(1 << fill.ilog2())
}

/// [`plan_columns_holding`] with the planner's budgets for units that hold the vectors of
/// `share` buffers (the input and an additive mask, `y` and `dy`, or the input alone) at
/// 1 / `share` of [`COLUMN_HELD_ELEMENTS`] each, in cubes of `column_units` columns where
/// [`COLUMN_HELD_MAX_UNITS`] allow. A 2-byte input's long columns are staged as
/// [`plan_columns`] says where `may_stage` (the input's vectors, `staged_buffers` of them per
/// element, and an additive mask's), and as `request` says where it says.
pub(super) fn plan_held_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
    share: usize,
    staged_buffers: usize,
    may_stage: bool,
    column_units: usize,
) -> Result<ColumnPlan, SoftmaxError> {
    let holding = |held_elements, staged| {
        plan_columns_holding(
            client,
            problem,
            request,
            held_elements,
            COLUMN_LONG_HELD_VECTORS / share,
            staged,
            staged_buffers,
            column_units,
        )
    };
    if let Some(staged) = request.staged_vectors {
        return holding(COLUMN_HELD_ELEMENTS / share, staged);
    }
    let vector_size = column_vector_size(client, problem);
    let register_vectors = (COLUMN_HELD_ELEMENTS / share / vector_size).max(1);
    if may_stage && problem.dtype.size() == 2 && problem.len > 2 * register_vectors {
        let staged = (COLUMN_STAGED_ELEMENTS / share / vector_size).clamp(1, MAX_LOADS_PER_UNIT);
        let staged_plan = holding(COLUMN_STAGED_HELD_ELEMENTS / share, staged);
        // An output with the axis last that the staged plan would not store in whole sectors
        // element by element (its planes' segments too few), no mask held beside the input, is
        // held in registers alone where they can: more segments and fewer columns per cube, and
        // no staged phases through a tile. On the H100 (kernel alone, `cubemax-report
        // columns`), bf16 [64, 1024, 1024] along 1024 took 163.7 us staged (4 + 12 vectors, 64
        // segments of 4 columns, through a tile of 1) and 127.3-131.3 us in registers (8
        // vectors, 128 segments of 2 columns, element by element); [512, 128, 1024] 154.1 us
        // staged and 138.0 in registers, [1024, 64, 1024] 166.3 and 138.3 (both through tiles
        // of 4); [64, 1023, 1024], which no tile takes, 206.2 us staged and 135.8-137.8 in
        // registers (element by element both). At [32, 2048, 1024], whose staged plan stores
        // whole sectors, the registers' plan (256 segments in 512-unit cubes) took 182.4 us and
        // the staged one 137.0.
        let staged_falls_short = staged_plan.as_ref().is_ok_and(|plan| {
            plan.write.axis_last
                && !stores_whole_sectors(
                    problem,
                    plan.segments,
                    plan.units_per_cube as usize,
                    plane_size(client),
                )
        });
        if staged_falls_short && share == 1 {
            let register_plan = holding(COLUMN_HELD_ELEMENTS, 0);
            if register_plan
                .as_ref()
                .is_ok_and(|plan| plan.held_vectors > 0)
            {
                return register_plan;
            }
        }
        // Where shared memory cannot take the staged vectors, registers alone may still hold.
        if staged_plan.as_ref().is_ok_and(|plan| plan.held_vectors > 0) {
            return staged_plan;
        }
    }
    holding(COLUMN_HELD_ELEMENTS / share, 0)
}

/// Plans the backward of the column strategy for `problem` (`y` and `dy` laid out as its input,
/// `dx` as its output) as [`plan_columns`] plans the forward, with half the forward's elements
/// per unit, since a unit holds both `y` and `dy`, and a 2-byte input's columns longer than 8
/// vectors staged as the forward's beside an additive mask (2 + 6 vectors of each): columns of up
/// to 2048 elements, in cubes of `COLUMN_HELD_PAIR_COLUMN_UNITS` columns where they allow.
/// Longer ones are streamed twice ([`softmax_backward_columns()`]) with
/// `COLUMN_BYTES_IN_FLIGHT_PER_UNIT` in flight per unit over both buffers, in the forward's
/// segments and groups of segments ([`streamed_column_split`]). On the H100 (kernel
/// alone, `cubemax-report columns --op softmax_backward`, docs/PERFORMANCE.md, "Views, and long
/// columns in the backward"), columns of 4096 held in 1024-unit cubes took 307.1 us (f32
/// [8, 4096, 1024]) and 586.2 us (bf16) against 236.7 and 187.4 us streamed.
///
/// Guaranteed to return a plan whose cubes hold every segment of a column (one cube, unless
/// streamed in `len_groups > 1` groups) and, when held, whose units hold their whole part of
/// it; a forced choice that cannot is an error naming it.
pub fn plan_backward_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<ColumnPlan, SoftmaxError> {
    if problem.output_axis_last {
        return Err(SoftmaxError::BadOption {
            argument: "output_axis_last",
            expected: "false: the backward writes `dx` laid out as the forward's input".into(),
            got: "true".into(),
        });
    }
    if request.kept_exps == Some(true) {
        return Err(SoftmaxError::BadOption {
            argument: "kept_exps",
            expected: "false or none: the backward keeps no exps".into(),
            got: "true".into(),
        });
    }
    let plan = plan_held_columns(
        client,
        problem,
        request,
        2,
        2,
        true,
        COLUMN_HELD_PAIR_COLUMN_UNITS,
    )?;
    let plan = if plan.held_vectors > 0 {
        plan
    } else {
        ColumnPlan {
            loads_per_unit: (plan.loads_per_unit / 2).max(1),
            ..plan
        }
    };
    grouped_streamed_plan(plan, problem, request)
}

/// [`plan_columns`] with the held budget as arguments: `held_elements` per unit in registers,
/// or `long_held_vectors` vectors for a column that budget would split over more than
/// [`COLUMN_HELD_MAX_UNITS`] units, and `staged` vectors more of each of `staged_buffers`
/// buffers in shared memory; a cube spans `column_units` columns where that keeps it within
/// [`COLUMN_HELD_MAX_UNITS`], [`COLUMN_HELD_MIN_COLUMN_UNITS`] otherwise.
#[allow(clippy::too_many_arguments)]
pub(super) fn plan_columns_holding<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
    request: &ColumnRequest,
    held_elements: usize,
    long_held_vectors: usize,
    staged: usize,
    staged_buffers: usize,
    column_units: usize,
) -> Result<ColumnPlan, SoftmaxError> {
    let hardware = &client.properties().hardware;
    let max_units = MAX_UNITS_PER_CUBE.min(hardware.max_units_per_cube) as usize;
    let vector_size = column_vector_size(client, problem);
    let columns = problem.outer * (problem.inner / vector_size);
    let len = problem.len.max(1);
    let fewest_segments = column_segments(columns, len);
    let cubes = |units: usize, segments: usize| column_cubes(columns, units, segments, request);
    if let Some(held_vectors) = request.held_vectors
        && !(held_vectors.is_power_of_two() && held_vectors <= MAX_LOADS_PER_UNIT)
    {
        return Err(SoftmaxError::BadShape {
            argument: "held_vectors",
            value: held_vectors,
            expected: format!("a power of two up to {MAX_LOADS_PER_UNIT}"),
        });
    }
    if staged > MAX_LOADS_PER_UNIT {
        return Err(SoftmaxError::BadShape {
            argument: "staged_vectors",
            value: staged,
            expected: format!("at most {MAX_LOADS_PER_UNIT}"),
        });
    }
    if let Some(segments) = request.segments
        && !(segments.is_power_of_two() && segments <= COLUMN_CUBE_UNITS)
    {
        return Err(SoftmaxError::BadShape {
            argument: "segments",
            value: segments,
            expected: format!("a power of two up to {COLUMN_CUBE_UNITS}"),
        });
    }
    if request.segments.is_some() && request.held == Some(true) {
        return Err(SoftmaxError::BadShape {
            argument: "segments",
            value: request.segments.unwrap_or_default(),
            expected: "none for held columns: their length sets their segments".into(),
        });
    }
    if let Some(units) = request.units_per_cube
        && !(units.is_power_of_two() && (units as usize) <= max_units)
    {
        return Err(SoftmaxError::BadShape {
            argument: "units_per_cube",
            value: units as usize,
            expected: format!("a power of two up to {max_units}"),
        });
    }

    let merge = request.merge.unwrap_or(if supports_planes(client) {
        MergePath::Plane
    } else {
        MergePath::SharedMemory
    });
    // A plane's shuffles stay within the plane only where the plane size is known, and every
    // plane of the cube is whole where the cube has at least the largest plane's units.
    let plane_units = match merge {
        MergePath::Plane if hardware.plane_size_min == 0 || hardware.plane_size_max == 0 => {
            return Err(SoftmaxError::NoPlaneSize);
        }
        MergePath::Plane => hardware.plane_size_max as usize,
        MergePath::SharedMemory => 1,
    };
    let max_held_units = match request.held {
        Some(true) => max_units,
        _ => max_units.min(COLUMN_HELD_MAX_UNITS),
    };
    let segments_holding =
        |vectors: usize| fewest_segments.max(len.div_ceil(vectors).next_power_of_two());
    let units_holding = |vectors: usize| {
        request.units_per_cube.map_or_else(
            || {
                let segments = segments_holding(vectors);
                let wide = COLUMN_CUBE_UNITS.max(segments * column_units);
                if wide <= max_units.min(COLUMN_HELD_MAX_UNITS) {
                    wide
                } else {
                    COLUMN_CUBE_UNITS.max(segments * COLUMN_HELD_MIN_COLUMN_UNITS)
                }
            },
            |units| units as usize,
        )
    };
    let held_vectors = request.held_vectors.unwrap_or_else(|| {
        let budget = (held_elements / vector_size).clamp(1, MAX_LOADS_PER_UNIT);
        if units_holding(budget + staged) <= max_held_units {
            budget
        } else {
            long_held_vectors.max(budget)
        }
    });
    let held_segments = segments_holding(held_vectors + staged);
    let held_units = units_holding(held_vectors + staged);
    // Both partial arrays hold one f32 vector per unit, and each staged vector of the input
    // comes with an additive mask's.
    let staged_mask_bytes = problem.mask.map_or(0, |mask| match mask.kind {
        MaskKind::Additive if mask.broadcast_inner => mask.dtype.size(),
        MaskKind::Additive => vector_size * mask.dtype.size(),
        _ => 0,
    });
    let staged_bytes =
        staged * (staged_buffers * vector_size * problem.dtype.size() + staged_mask_bytes);
    let write = |held_vectors| {
        held_column_write(
            problem,
            request,
            held_vectors,
            held_segments,
            held_units,
            vector_size,
            plane_size(client),
        )
    };
    // The tile of an output written with the axis last, at the most vectors per unit it can
    // take (the plan's own may hold fewer).
    let tile_bytes = match write(held_vectors)? {
        ColumnWrite {
            tile_vectors: 0, ..
        } => 0,
        tile => tile.tile_len * problem.output_dtype.size(),
    };
    let held_shared_bytes = held_units * (2 * vector_size * 4 + staged_bytes) + tile_bytes;
    let can_hold = held_segments <= held_units
        && held_units >= plane_units
        && held_units <= max_held_units
        && held_shared_bytes <= hardware.max_shared_memory_size;
    match request.held {
        Some(true) | None if can_hold && request.segments.is_none() => {
            let part = len.div_ceil(held_segments);
            let held_vectors = part.next_power_of_two().min(held_vectors);
            Ok(ColumnPlan {
                kind: request.kind,
                vector_size,
                segments: held_segments,
                units_per_cube: held_units as u32,
                held_vectors,
                staged_vectors: staged.min(part.saturating_sub(held_vectors)),
                write: write(held_vectors)?,
                loads_per_unit: 0,
                merge,
                cubes: cubes(held_units, held_segments),
                len_groups: 1,
                kept_exps: false,
            })
        }
        Some(true) => Err(SoftmaxError::BadShape {
            argument: "held",
            value: problem.len,
            expected: format!(
                "a column that {held_units} units of at most {} vectors each hold \
                 ({} segments, {COLUMN_HELD_MIN_COLUMN_UNITS} or more columns per cube, \
                 {plane_units} to {max_units} units and {} bytes of shared memory at most)",
                held_vectors + staged,
                held_segments,
                hardware.max_shared_memory_size
            ),
        }),
        _ => {
            if let Some(units) = request.units_per_cube
                && units as usize != COLUMN_CUBE_UNITS
            {
                return Err(SoftmaxError::BadShape {
                    argument: "units_per_cube",
                    value: units as usize,
                    expected: format!("{COLUMN_CUBE_UNITS} for streamed columns"),
                });
            }
            let segments = request
                .segments
                .unwrap_or_else(|| streamed_column_segments(columns, len));
            Ok(ColumnPlan {
                kind: request.kind,
                vector_size,
                segments,
                units_per_cube: COLUMN_CUBE_UNITS as u32,
                held_vectors: 0,
                staged_vectors: 0,
                write: ColumnWrite::STRIDED,
                loads_per_unit: (COLUMN_BYTES_IN_FLIGHT_PER_UNIT
                    / (vector_size * problem.dtype.size()))
                .max(1),
                merge: MergePath::SharedMemory,
                cubes: cubes(COLUMN_CUBE_UNITS, segments),
                len_groups: 1,
                kept_exps: false,
            })
        }
    }
}

/// Bytes of each output row that a plane's units of one column unit, in consecutive segments,
/// must cover for a held column written with the axis last to be stored element by element: a
/// 32-byte sector, so that each store fills every sector it touches. Where they cover less, the
/// output goes through the tile, which stores runs of at least this many bytes. On the H100
/// (kernel alone, `cubemax-report columns --tile`, docs/PERFORMANCE.md, "Outputs with the axis
/// last stored element by element"), f32 [64, 1024, 1024] along 1024 in 256-unit cubes of 4
/// columns (a plane's 8 segments, 32 bytes) took 191.6 us element by element and 203.5-363.2 us
/// through tiles of 8 to 1 vectors, against 187.7 us laid out as the input; in 512-unit cubes of
/// 8 columns (16 bytes) 271.5 us element by element and 217.5 us through a tile of 8.
pub(super) const COLUMN_TILE_RUN_BYTES: usize = 32;

/// Fewest vectors per unit a tile takes at a time (where a unit holds as many): each phase of
/// the tile costs two barriers of the whole cube. On the H100 (same run as above), f32
/// [64, 1024, 1024] at 16 vectors per unit took 363.2 us through a tile of 1 vector, 265.4 of
/// 2, 209.3 of 4 and 203.5 of 8; f32 [512, 128, 1024] at 4 vectors 202.8 us of 1 and 183.6 of
/// 4; bf16 [512, 128, 1024] at 8 vectors 141.2 us of 1, 135.3 of 4 and 141.5 of 8.
pub(super) const COLUMN_TILE_MIN_VECTORS: usize = 4;

/// How the held forward writes `problem`'s output, for units holding `held_vectors` (a power of
/// two) in cubes of `units` units in `segments` segments on planes of `plane_size` units:
/// [`ColumnWrite::STRIDED`] unless the output has the softmax axis last (a forced tile is then
/// an error naming `tile_vectors`). Then as
/// `request.tile_vectors` forces (checked against what the tile needs), or, as the planner
/// chooses, element by element where a plane's consecutive segments cover
/// `COLUMN_TILE_RUN_BYTES` of each row they store in, or where the vector size does not divide
/// `len`; through a tile otherwise, of the fewest vectors per unit, a power of two, whose steps
/// make runs of `COLUMN_TILE_RUN_BYTES` and of at least a vector, and at least
/// `COLUMN_TILE_MIN_VECTORS` (at most all a unit holds).
fn held_column_write(
    problem: &ColumnProblem,
    request: &ColumnRequest,
    held_vectors: usize,
    segments: usize,
    units: usize,
    vector_size: usize,
    plane_size: usize,
) -> Result<ColumnWrite, SoftmaxError> {
    if !problem.output_axis_last {
        if let Some(tile_vectors) = request.tile_vectors {
            return Err(SoftmaxError::BadOption {
                argument: "tile_vectors",
                expected: "none: only an output written with the axis last takes a tile".into(),
                got: format!("{tile_vectors}"),
            });
        }
        return Ok(ColumnWrite::STRIDED);
    }
    let tiles = problem.len.is_multiple_of(vector_size);
    let tile_vectors = match request.tile_vectors {
        Some(tile_vectors)
            if tile_vectors > 0
                && !(tiles
                    && tile_vectors.is_power_of_two()
                    && tile_vectors <= held_vectors
                    && (tile_vectors * segments).is_multiple_of(vector_size)) =>
        {
            return Err(SoftmaxError::BadShape {
                argument: "tile_vectors",
                value: tile_vectors,
                expected: format!(
                    "0, or a power of two up to the {held_vectors} vectors a unit holds, \
                     {segments} times it a multiple of the vector size {vector_size}, which \
                     must divide the length {}",
                    problem.len
                ),
            });
        }
        Some(tile_vectors) => tile_vectors,
        None => {
            if !tiles || stores_whole_sectors(problem, segments, units, plane_size) {
                0
            } else {
                COLUMN_TILE_RUN_BYTES
                    .div_ceil(problem.output_dtype.size())
                    .max(vector_size)
                    .div_ceil(segments)
                    .next_power_of_two()
                    .max(COLUMN_TILE_MIN_VECTORS)
                    .min(held_vectors.max(1))
            }
        }
    };
    Ok(ColumnWrite {
        axis_last: true,
        tile_vectors,
        // Held tiles are whole vectors: `len` and their runs multiples of the vector size.
        ragged: false,
        tile_len: if tile_vectors == 0 {
            1
        } else {
            column_tile_len(tile_vectors, units, segments, vector_size)
        },
    })
}

/// The widest plane of `client`'s device (1 where it says none).
fn plane_size<R: Runtime>(client: &ComputeClient<R>) -> usize {
    client.properties().hardware.plane_size_max.max(1) as usize
}

/// Whether held columns of `problem` in cubes of `units` units in `segments` segments, on planes
/// of `plane_size` units, store their output with the axis last in whole sectors element by
/// element: whether a plane's units of one column unit, in consecutive segments, cover
/// `COLUMN_TILE_RUN_BYTES` of each row they store in.
fn stores_whole_sectors(
    problem: &ColumnProblem,
    segments: usize,
    units: usize,
    plane_size: usize,
) -> bool {
    // A plan of more segments than units (which the planner refuses to hold) has none.
    let column_units = (units / segments).max(1);
    let plane_segments = segments.min((plane_size / column_units).max(1));
    plane_segments * problem.output_dtype.size() >= COLUMN_TILE_RUN_BYTES
}

/// The widest vector the device loads well that divides `inner` and every stride of `problem`,
/// in the wider of its two dtypes.
pub(super) fn column_vector_size<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
) -> usize {
    let mut widest = problem.dtype.size().max(problem.output_dtype.size());
    let mut divides = problem.strides();
    divides.push(problem.inner);
    // A mask read in vectors of the input's width must be as aligned as the input.
    if let Some(mask) = problem.mask
        && !mask.broadcast_inner
    {
        widest = widest.max(mask.dtype.size());
        divides.extend(mask.strides());
    }
    vector_size(&DeviceProfile::of(client), widest, &divides)
}

/// Launches the softmax of `problem` along its `len` axis from `input` into `output`, with units
/// owning columns (see [`columns`](crate::columns)), as [`plan_columns`] plans it for `request`,
/// with nothing fused that needs a mask buffer: [`launch_fused_softmax_columns`] without a mask.
pub fn launch_softmax_columns<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    output: Handle,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<(), SoftmaxError> {
    launch_fused_softmax_columns(client, input, None, output, problem, request)
}

/// Launches the softmax of the scores of `problem` (its scale and mask) along its `len` axis from
/// `input` into `output`, with units owning columns (see [`columns`](crate::columns)), as
/// [`plan_columns`] plans it for `request`; `mask` is the buffer `problem.mask` describes.
///
/// Guaranteed not to launch anything that could read or write outside the buffers: the strides
/// must keep columns from overlapping (`len_stride >= inner`, `outer_stride >= len * len_stride`
/// when there is more than one of each) and the buffers must hold every element, or an error
/// names the argument at fault. An empty problem launches nothing.
pub fn launch_fused_softmax_columns<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    mask: Option<Handle>,
    output: Handle,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<(), SoftmaxError> {
    if problem.mask.is_some() != mask.is_some() {
        return Err(mask_buffer_mismatch(problem.mask.is_some()));
    }
    if let Some(dy_layout) = problem.dy_layout {
        return Err(SoftmaxError::BadOption {
            argument: "dy_layout",
            expected: "none: the forward reads no gradient".into(),
            got: format!("{dy_layout:?}"),
        });
    }
    let Some([input_len, output_len, _]) = check_columns(client, problem)? else {
        return Ok(());
    };
    let (input, output) = (("input", input), ("output", output));
    let plan = plan_columns(client, problem, request)?;
    let [input, output] = column_buffers(problem, &plan, [input, output], [input_len, output_len])?;
    let vector = plan.vector_size;
    // The mask in the vectors the kernel reads it in (one element each where it is broadcast
    // along `inner`), or, without one, the input standing in for it, never read.
    let (mask, mask_len, mask_vector, mask_dtype) = match (problem.mask, mask) {
        (Some(layout), Some(mask)) => {
            check_mask_layout(client, layout.kind, layout.dtype, &layout.terms)?;
            let mask_vector = if layout.broadcast_inner { 1 } else { vector };
            let len = layout.elements(problem.len, problem.inner);
            check_buffer("mask", &mask, len, layout.dtype.size(), mask_vector)?;
            (mask, len / mask_vector, mask_vector, layout.dtype)
        }
        _ => (input.clone(), input_len / vector, vector, problem.dtype),
    };
    let units = plan.units_per_cube as usize;
    let address = AddressType::from_len(input_len.max(output_len).max(mask_len * mask_vector));
    let dtypes = [problem.dtype, problem.output_dtype, mask_dtype];
    let (fused, score_args) = column_scores::<R>(problem, mask_vector);
    // SAFETY: the buffers hold every element the strides and the mask layout address (checked
    // above), and the kernels only index columns `< columns`, `len` elements each; the states
    // hold two vectors for each group of every column.
    unsafe {
        // The output is bound twice, in vectors and element by element (`output_elements`):
        // the kernels store an element alone only where no other store writes its vector.
        if plan.held_vectors > 0 {
            let input = ArrayArg::from_raw_parts(input, input_len);
            let mask = ArrayArg::from_raw_parts(mask, mask_len);
            let output_elements = ArrayArg::from_raw_parts(output.clone(), output_len);
            let output = ArrayArg::from_raw_parts(output, output_len);
            softmax_columns_held::launch_unchecked::<R>(
                client,
                CubeCount::new_1d(plan.cubes),
                CubeDim::new_1d(units as u32),
                address,
                vector,
                mask_vector,
                input,
                mask,
                output,
                output_elements,
                column_layout(problem, vector),
                plan.segments,
                score_args,
                plan.kind,
                plan.kept_exps,
                fused,
                plan.held_vectors,
                plan.staged_vectors,
                units,
                plan.merge,
                problem.input().read(),
                plan.write,
                dtypes,
            );
        } else {
            // The forward's state is two vectors, its max and its sum.
            let (states, states_len) = grouped_states(client, &plan, problem, &output, 2);
            for &pass in column_passes(&plan) {
                softmax_columns::launch_unchecked::<R>(
                    client,
                    CubeCount::new_2d(plan.cubes, plan.len_groups as u32),
                    CubeDim::new_2d((units / plan.segments) as u32, plan.segments as u32),
                    address,
                    vector,
                    mask_vector,
                    ArrayArg::from_raw_parts(input.clone(), input_len),
                    ArrayArg::from_raw_parts(mask.clone(), mask_len),
                    ArrayArg::from_raw_parts(output.clone(), output_len),
                    ArrayArg::from_raw_parts(output.clone(), output_len),
                    ArrayArg::from_raw_parts(states.clone(), states_len),
                    column_layout(problem, vector),
                    column_scores::<R>(problem, mask_vector).1,
                    plan.kind,
                    fused,
                    plan.loads_per_unit,
                    plan.segments,
                    pass,
                    problem.input().read(),
                    // The states pass writes no output, so it needs no tile.
                    if pass == ColumnPass::States {
                        ColumnWrite::STRIDED
                    } else {
                        plan.write
                    },
                    dtypes,
                );
            }
        }
    }
    Ok(())
}

/// Where `problem`'s columns are, in vectors of `vector` elements.
pub(super) fn column_layout<R: Runtime>(
    problem: &ColumnProblem,
    vector: usize,
) -> ColumnLayoutLaunch<R> {
    ColumnLayoutLaunch::new(
        problem.outer * (problem.inner / vector),
        problem.inner / vector,
        problem.len,
        problem.input_outer.offsets(problem.outer, vector),
        inner_offsets_or_unused(problem.input_inner, vector),
        problem.input_len_stride / vector,
        problem.output_outer_stride / vector,
        problem.output_len_stride / vector,
    )
}

/// The column kernels' comptime and runtime halves of `problem`'s scale and mask, the mask read
/// in vectors of `mask_vector` elements.
pub(super) fn column_scores<R: Runtime>(
    problem: &ColumnProblem,
    mask_vector: usize,
) -> (ColumnScoreBlueprint, ColumnScoreArgsLaunch<R>) {
    let fused = ColumnScoreBlueprint {
        scaled: problem.scale.is_some(),
        mask: problem.mask.map_or(MaskKind::None, |mask| mask.kind),
        mask_broadcast_inner: problem.mask.is_some_and(|mask| mask.broadcast_inner),
    };
    let len_stride = problem.mask.map_or(0, |mask| mask.len_stride);
    let args = ColumnScoreArgsLaunch::new(
        problem.scale.unwrap_or(1.0),
        f32::NEG_INFINITY,
        len_stride / mask_vector,
        outer_offsets(
            problem
                .mask
                .map_or([OffsetTerm::UNUSED; OFFSET_TERMS], |mask| mask.terms),
            mask_vector,
        ),
    );
    (fused, args)
}

/// Launches the backward of the column strategy ([`softmax_backward_columns_held()`], or
/// [`softmax_backward_columns()`] for columns too long to hold) from the forward's output `y` and
/// its gradient `dy` (in `problem`'s `dtype`: `y` laid out as its input, `dy` as its
/// `dy_layout` says, as `y` without one), into `dx`, laid out as its output (in its
/// `output_dtype`), as [`plan_backward_columns`] plans it for `request`; `problem.scale` is the
/// forward's, `request.kind` the forward's function.
///
/// Guaranteed not to launch anything that could read or write outside the buffers, under the
/// conditions of [`launch_softmax_columns`]. An empty problem launches nothing.
pub fn launch_softmax_backward_columns<R: Runtime>(
    client: &ComputeClient<R>,
    y: Handle,
    dy: Handle,
    dx: Handle,
    problem: &ColumnProblem,
    request: &ColumnRequest,
) -> Result<(), SoftmaxError> {
    if let Some(mask) = problem.mask {
        return Err(SoftmaxError::BadOption {
            argument: "mask",
            expected: "none: the backward reads only y and dy (a masked-out y is 0)".into(),
            got: format!("a {:?} mask", mask.kind),
        });
    }
    let Some([input_len, output_len, dy_len]) = check_columns(client, problem)? else {
        return Ok(());
    };
    let plan = plan_backward_columns(client, problem, request)?;
    let [y, dy, dx] = column_buffers(
        problem,
        &plan,
        [("y", y), ("dy", dy), ("dx", dx)],
        [input_len, dy_len, output_len],
    )?;
    let vector = plan.vector_size;
    let units = plan.units_per_cube as usize;
    let address = AddressType::from_len(input_len.max(output_len).max(dy_len));
    let layout = column_layout(problem, vector);
    // `dy` where `y` is stands in for its own layout when it has none; the kernels then read
    // no field of it.
    let dy_strides = problem.dy();
    let dy_source = || {
        ColumnSourceLaunch::new(
            dy_strides.outer.offsets(problem.outer, vector),
            inner_offsets_or_unused(dy_strides.inner, vector),
            dy_strides.len_stride / vector,
        )
    };
    let dy_read = ColumnDyRead {
        apart: problem.dy_layout.is_some(),
        read: dy_strides.read(),
    };
    let scale = problem.scale.unwrap_or(1.0);
    let dtypes = [problem.dtype, problem.output_dtype];
    // SAFETY: the three buffers hold every element the strides address (checked above), and
    // the kernels only index columns `< columns`, `len` elements each; the sums hold a vector
    // for each group of every column.
    unsafe {
        let dim = CubeDim::new_1d(units as u32);
        if plan.held_vectors > 0 {
            softmax_backward_columns_held::launch_unchecked::<R>(
                client,
                CubeCount::new_1d(plan.cubes),
                dim,
                address,
                vector,
                ArrayArg::from_raw_parts(y, input_len),
                ArrayArg::from_raw_parts(dy, dy_len),
                ArrayArg::from_raw_parts(dx, output_len),
                layout,
                dy_source(),
                plan.segments,
                scale,
                plan.kind,
                plan.held_vectors,
                plan.staged_vectors,
                units,
                plan.merge,
                problem.input().read(),
                dy_read,
                dtypes,
            );
        } else {
            let (sums, sums_len) = grouped_states(client, &plan, problem, &dx, 1);
            for &pass in column_passes(&plan) {
                softmax_backward_columns::launch_unchecked::<R>(
                    client,
                    CubeCount::new_2d(plan.cubes, plan.len_groups as u32),
                    dim,
                    address,
                    vector,
                    ArrayArg::from_raw_parts(y.clone(), input_len),
                    ArrayArg::from_raw_parts(dy.clone(), dy_len),
                    ArrayArg::from_raw_parts(dx.clone(), output_len),
                    ArrayArg::from_raw_parts(sums.clone(), sums_len),
                    column_layout(problem, vector),
                    dy_source(),
                    plan.segments,
                    scale,
                    plan.kind,
                    plan.loads_per_unit,
                    units,
                    plan.merge,
                    pass,
                    problem.input().read(),
                    dy_read,
                    dtypes,
                );
            }
        }
    }
    Ok(())
}

/// The launches a streamed column plan makes: one whole pass, or with groups of segments the
/// states pass and then the normalize pass ([`ColumnPass`]).
pub(super) fn column_passes(plan: &ColumnPlan) -> &'static [ColumnPass] {
    if plan.len_groups > 1 {
        &[ColumnPass::States, ColumnPass::Normalize]
    } else {
        &[ColumnPass::Whole]
    }
}

/// The buffer the groups of a streamed column plan share between its two launches, and its
/// length in vectors: `per_group` f32 vectors for each group and vector column of `problem`.
/// A one-launch plan reads none: `unused` (the output) stands in, one vector long.
pub(super) fn grouped_states<R: Runtime>(
    client: &ComputeClient<R>,
    plan: &ColumnPlan,
    problem: &ColumnProblem,
    unused: &Handle,
    per_group: usize,
) -> (Handle, usize) {
    if plan.len_groups > 1 {
        let columns = problem.outer * (problem.inner / plan.vector_size);
        let len = per_group * plan.len_groups * columns;
        let bytes = len * plan.vector_size * core::mem::size_of::<f32>();
        (client.empty(bytes), len)
    } else {
        (unused.clone(), 1)
    }
}

/// Checks `problem`'s dtypes, scale and strides; returns the elements its input, output and
/// `dy` buffers span (`dy` as the input without a layout of its own), or `None` for an empty
/// problem.
pub(super) fn check_columns<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &ColumnProblem,
) -> Result<Option<[usize; 3]>, SoftmaxError> {
    check_dtype(client, "dtype", problem.dtype)?;
    check_dtype(client, "output_dtype", problem.output_dtype)?;
    check_scale(problem.scale)?;
    let (outer, len, inner) = (problem.outer, problem.len, problem.inner);
    // A stride only matters, and must step over a whole column block, where there is more than
    // one index along its axis. Offsets found by terms are only read, and may overlap.
    problem.input().check(
        ["input_outer", "input_inner", "input_len_stride"],
        outer,
        len,
        inner,
    )?;
    if let Some(dy) = problem.dy_layout {
        dy.check(
            ["dy_layout.outer", "dy_layout.inner", "dy_layout.len_stride"],
            outer,
            len,
            inner,
        )?;
    }
    let output = ColumnStrides {
        outer: RowStarts::Strided(problem.output_outer_stride),
        inner: None,
        len_stride: problem.output_len_stride,
    };
    if !problem.output_axis_last {
        output.check(
            ["output_outer_stride", "output_inner", "output_len_stride"],
            outer,
            len,
            inner,
        )?;
    }
    if outer * len * inner == 0 {
        return Ok(None);
    }
    let output_len = if problem.output_axis_last {
        outer * len * inner
    } else {
        output.buffer_len(outer, len, inner)
    };
    Ok(Some([
        problem.input().buffer_len(outer, len, inner),
        output_len,
        problem.dy().buffer_len(outer, len, inner),
    ]))
}

/// Checks that each named buffer holds its `lens` elements (the input's dtype for all but the
/// last, the output's for the last) and starts on a boundary of the plan's vectors; returns the
/// handles.
pub(super) fn column_buffers<const B: usize>(
    problem: &ColumnProblem,
    plan: &ColumnPlan,
    buffers: [(&'static str, Handle); B],
    lens: [usize; B],
) -> Result<[Handle; B], SoftmaxError> {
    for (index, ((argument, handle), len)) in buffers.iter().zip(lens).enumerate() {
        let dtype = if index + 1 == B {
            problem.output_dtype
        } else {
            problem.dtype
        };
        check_buffer(argument, handle, len, dtype.size(), plan.vector_size)?;
    }
    Ok(buffers.map(|(_, handle)| handle))
}
