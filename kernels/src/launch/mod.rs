//! Host-side launch planning: from a problem (rows, row length, dtype) and the device's properties
//! to a strategy, a merge path, a vector width and a grid; then the launch itself.
//!
//! The problem and plan types, shared by every strategy, are here; the rules live apart:
//! - `planner`: the thresholds that cut a grid (units, vectors, staged pages, chunks, cubes);
//! - `rows`: the forward along rows, planned with those rules and launched;
//! - `backward`: the backward along rows, from the same rules;
//! - `columns`: both directions along a non-innermost axis, which has rules of its own;
//! - `checks`: what every launch checks before it touches a buffer.

use cubecl::features::Plane;
use cubecl::ir::StorageType;
use cubecl::prelude::*;

use crate::blueprint::{MergePath, RegistersPageExps, RowBlueprint, SoftmaxKind, Strategy};
use crate::exchange::MAX_EXCHANGE_CHUNKS;
use crate::scores::{
    CausalArgsLaunch, MaskKind, OFFSET_TERMS, OuterOffsetsLaunch, ScoreBlueprint, TermOps,
};

mod backward;
mod checks;
mod columns;
mod planner;
mod rows;

pub use backward::{BackwardProblem, launch_softmax_backward, plan_backward, plan_backward_on};
use checks::*;
pub use columns::{
    ColumnMaskLayout, ColumnPlan, ColumnProblem, ColumnRequest, ColumnStrides,
    MAX_COLUMN_LEN_GROUPS, column_len_groups, column_segments, launch_fused_softmax_columns,
    launch_softmax_backward_columns, launch_softmax_columns, plan_backward_columns, plan_columns,
    streamed_column_segments, streamed_column_split,
};
use planner::*;
pub use planner::{MAX_LOADS_PER_UNIT, exchange_chunks, exchange_cubes};
use rows::*;
pub use rows::{launch_fused_softmax, launch_softmax, plan_launch, plan_launch_on};

/// The rows of a softmax: `rows` rows of `row_len` elements of `dtype`, row `r` starting where
/// `input_rows` puts it in the input buffer and at element `r * output_row_stride` of the output
/// buffer.
///
/// A stride larger than the row length is a pitched layout (what CubeCL's CUDA allocator gives a
/// rank-2 tensor whose rows are not a multiple of 16 bytes): the gap lets every row start on a
/// vector boundary, and the kernels then use full-width loads with a predicated tail.
///
/// The output is stored as `output_dtype` (the input's dtype, or another float type), and
/// `fused` says what is applied to the scores before the softmax.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RowProblem {
    pub rows: usize,
    pub row_len: usize,
    pub dtype: StorageType,
    pub input_rows: RowStarts,
    pub output_row_stride: usize,
    pub output_dtype: StorageType,
    pub fused: FusedScores,
}

impl RowProblem {
    /// Rows stored back to back in both buffers, output of the input's dtype, nothing fused.
    pub fn contiguous(rows: usize, row_len: usize, dtype: StorageType) -> Self {
        Self::pitched(rows, row_len, dtype, row_len, row_len)
    }

    /// Rows `input_row_stride` and `output_row_stride` elements apart, output of the input's
    /// dtype, nothing fused.
    pub fn pitched(
        rows: usize,
        row_len: usize,
        dtype: StorageType,
        input_row_stride: usize,
        output_row_stride: usize,
    ) -> Self {
        Self {
            rows,
            row_len,
            dtype,
            input_rows: RowStarts::Strided(input_row_stride),
            output_row_stride,
            output_dtype: dtype,
            fused: FusedScores::NONE,
        }
    }

    /// Number of elements of the softmax (not counting the gaps of a pitched layout).
    pub fn len(&self) -> usize {
        self.rows * self.row_len
    }

    /// Whether there is no element (nothing to launch).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The row strides that must be at least the row length: the output's, and the input's
    /// unless its rows are found by terms (rows that are only read may overlap there).
    fn strides(&self) -> Vec<(&'static str, usize)> {
        let mut strides = vec![("output_row_stride", self.output_row_stride)];
        if let RowStarts::Strided(stride) = self.input_rows {
            strides.push(("input_rows", stride));
        }
        strides
    }

    /// Element counts every vector must divide: the row strides (or the input's terms'
    /// strides), and with a mask its strides and the row length (the mask's rows are not
    /// padded).
    fn vector_divides(&self) -> Vec<usize> {
        let mut counts = self.input_rows.strides();
        counts.push(self.output_row_stride);
        if let Some(mask) = &self.fused.mask {
            counts.push(self.row_len);
            counts.extend(mask.terms.iter().map(|term| term.stride));
        }
        counts
    }

    /// The largest element of the buffers the kernel reads or writes: it sets the vector width.
    fn widest_element(&self) -> usize {
        let mask = self.fused.mask.map_or(0, |mask| mask.dtype.size());
        self.dtype.size().max(self.output_dtype.size()).max(mask)
    }
}

/// What is applied to the scores before the softmax (see [`scores`](crate::scores)): a scale, a
/// mask tensor, a causal limit. [`FusedScores::NONE`] is the plain softmax.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FusedScores {
    /// Multiplies `x` first; finite and nonzero.
    pub scale: Option<f32>,
    pub mask: Option<MaskLayout>,
    pub causal: Option<CausalLimit>,
}

impl FusedScores {
    /// Nothing fused.
    pub const NONE: FusedScores = FusedScores {
        scale: None,
        mask: None,
        causal: None,
    };

    /// The kernels' comptime options for `rows` rows in vectors of `vector_size` lanes, an
    /// additive mask held as `hold_mask` says (the planner's choice when `None`).
    fn blueprint(
        &self,
        rows: usize,
        vector_size: usize,
        hold_mask: Option<bool>,
    ) -> ScoreBlueprint {
        let mask = self.mask.map_or(MaskKind::None, |mask| mask.kind);
        ScoreBlueprint {
            scaled: self.scale.is_some(),
            mask,
            causal: self.causal.is_some(),
            mask_held: mask == MaskKind::Additive
                && hold_mask.unwrap_or(vector_size <= MASK_HELD_MAX_LANES),
            mask_terms: self.mask.map_or([TermOps::UNUSED; OFFSET_TERMS], |mask| {
                mask.terms
                    .map(|term| TermOps::of(term.div, term.len, term.stride, rows))
            }),
        }
    }
}

/// Where the mask of each row is: a contiguous run of `row_len` elements of `dtype` starting at
/// element `sum over terms of ((row / div) % len) * stride` of the mask buffer. Terms past
/// `terms_used` are ignored. A boolean mask is stored as an unsigned integer type, nonzero
/// meaning masked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaskLayout {
    pub kind: MaskKind,
    pub dtype: StorageType,
    pub terms: [OffsetTerm; OFFSET_TERMS],
}

/// One run of a row's outer axes that a mask does not broadcast: see [`MaskLayout`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OffsetTerm {
    pub div: usize,
    pub len: usize,
    pub stride: usize,
}

impl OffsetTerm {
    /// A term that adds nothing.
    pub const UNUSED: OffsetTerm = OffsetTerm {
        div: 1,
        len: 1,
        stride: 0,
    };
}

/// Where each run of a buffer that is only read starts, in elements: the rows of the row kernels'
/// input (the backward's `y` and `dy`), or the outer indices of the column kernels' input (see
/// [`ColumnProblem::input_outer`]; "row" below reads "outer index" there).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowStarts {
    /// Row `r` at `r * stride`: rows back to back (`stride` is the row length) or pitched.
    Strided(usize),
    /// Row `r` at `sum over terms of ((r / div) % len) * stride`: the rows of a view whose outer
    /// axes do not step evenly, such as a slice along an outer axis or an axis broadcast by
    /// `expand` (a term of stride 0 repeats rows). The kernels find each row with a few integer
    /// divisions, compiled in only for such views.
    Terms([OffsetTerm; OFFSET_TERMS]),
}

impl RowStarts {
    /// The element counts between rows that a vector width must divide.
    fn strides(&self) -> Vec<usize> {
        match self {
            RowStarts::Strided(stride) => vec![*stride],
            RowStarts::Terms(terms) => terms.iter().map(|term| term.stride).collect(),
        }
    }

    /// The start of the row furthest into the buffer, of `rows` rows.
    fn last_start(&self, rows: usize) -> usize {
        match self {
            RowStarts::Strided(stride) => (rows - 1) * stride,
            RowStarts::Terms(terms) => terms.iter().map(|term| (term.len - 1) * term.stride).sum(),
        }
    }

    /// Checks the terms' `div` and `len` (nonzero), naming `argument` at fault.
    fn check(&self, argument: &'static str) -> Result<(), SoftmaxError> {
        if let RowStarts::Terms(terms) = self
            && let Some(term) = terms.iter().find(|term| term.div == 0 || term.len == 0)
        {
            return Err(SoftmaxError::BadOption {
                argument,
                expected: "terms with nonzero div and len".into(),
                got: format!("{term:?}"),
            });
        }
        Ok(())
    }

    /// The kernels' offsets of these rows, `rows` of them, read in vectors of `vector` elements.
    fn offsets<R: Runtime>(&self, rows: usize, vector: usize) -> OuterOffsetsLaunch<R> {
        match self {
            RowStarts::Strided(stride) => outer_offsets(
                [
                    OffsetTerm {
                        div: 1,
                        len: rows.max(1),
                        stride: *stride,
                    },
                    OffsetTerm::UNUSED,
                    OffsetTerm::UNUSED,
                ],
                vector,
            ),
            RowStarts::Terms(terms) => outer_offsets(*terms, vector),
        }
    }

    /// Whether the kernels find these rows by their terms (see
    /// [`RowBlueprint::rows_by_terms`](crate::blueprint::RowBlueprint)).
    fn by_terms(&self) -> bool {
        matches!(self, RowStarts::Terms(_))
    }
}

/// An implicit causal mask: row `r` is query `r % queries`, whose keys `j <= query + offset`
/// are kept and the others masked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CausalLimit {
    pub queries: usize,
    pub offset: i64,
}

/// The kernels' runtime half of `causal` for rows of `row_len` elements (a limit no kernel
/// reads where there is none).
pub(super) fn causal_args<R: Runtime>(
    causal: Option<CausalLimit>,
    row_len: usize,
) -> CausalArgsLaunch<R> {
    // Keys `j < query + offset + 1` are kept; that bound is split into an added and a
    // subtracted unsigned part. Clamping it to [-queries, row_len] changes no row's limit.
    let (queries, add, sub) = causal.map_or((1, 0, 0), |causal| {
        let bound = causal
            .offset
            .saturating_add(1)
            .clamp(-(causal.queries as i64), row_len as i64);
        (
            causal.queries,
            bound.max(0) as usize,
            bound.min(0).unsigned_abs() as usize,
        )
    });
    CausalArgsLaunch::new(queries, add, sub)
}

/// What the caller asks for. Every `None` lets the planner choose; a value forces the choice
/// (tests use this to run every path on every runtime, the bandwidth report's sweep to measure the
/// alternatives the planner rejects).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchRequest {
    pub kind: SoftmaxKind,
    pub strategy: Option<Strategy>,
    pub merge: Option<MergePath>,
    /// Units per cube: a power of two, a multiple of the plane size on the plane path; with
    /// cube-per-row forced, any multiple of the plane size there (any count on the shared-memory
    /// path).
    pub units_per_cube: Option<u32>,
    /// Vectors each unit holds in registers, at most 16.
    pub loads_per_unit: Option<usize>,
    /// Cube-per-row: pages of `loads_per_unit` vectors each unit keeps in shared memory besides
    /// its registers (0 for none). The planner stages pages only for rows longer than registers
    /// hold.
    pub staged_pages: Option<usize>,
    /// Cube-per-row: chunks each row is cut into, one cube per chunk, the cubes of a row merging
    /// their states through global memory (1: the whole row in one cube). The planner cuts only
    /// rows too long for one cube, or too few to give every SM a cube (see [`exchange_chunks`]).
    pub chunks_per_row: Option<usize>,
    /// Row strategies: at most this many cubes (at least 1), each stepping over the rows (or
    /// chunks of rows) with a stride of the cube count. The planner's own bound is 65535 cubes,
    /// and for exchanged chunks the grid [`exchange_cubes`] keeps resident. Tests use it to run
    /// every strategy's stride loop, and the exchange's fallback, on small problems.
    pub max_cubes: Option<u32>,
    /// With an additive mask: hold its vectors beside the row's (`true`) or read them again at
    /// each use (`false`); see `MASK_HELD_MAX_LANES` for the planner's choice.
    pub hold_mask: Option<bool>,
    /// Softmax of whole rows (cube-per-row or plane-per-row), written no wider than read: keep
    /// each element's `exp` from the fold, in the input's type, and store from it (`true`), or
    /// compute the `exp` again at the store (`false`). In a cube the staged pages' exps go to
    /// shared memory; the registers' page's (a plane's only page) go where
    /// `registers_page_exps` says. When `None`, the planner keeps them for 16-bit rows
    /// written as 16-bit where that costs no cube an SM held, and holds short such rows at two
    /// vectors a unit to keep them (see `Limits::keeps_16_bit_exps`). See
    /// [`RowBlueprint::kept_exps`].
    pub kept_exps: Option<bool>,
    /// With kept exps (asked for or the planner's): where the registers' page keeps its exps
    /// ([`RegistersPageExps`]). [`RegistersPageExps::Shared`] needs every page's exps to fit in
    /// shared memory, and [`RegistersPageExps::Recomputed`] a staged page (so never on a plane);
    /// a placement the plan cannot take is refused. When `None`: where the planner's rule puts
    /// them when it keeps the exps (see `Limits::keeps_16_bit_exps`), and when they are asked
    /// for, in place on a plane and, in a cube, in shared memory where every page's fit, else
    /// in place.
    pub registers_page_exps: Option<RegistersPageExps>,
    /// Forward cube-per-row with staged pages: walk the staged pages in loops (`true`) or unroll
    /// them (`false`); see [`RowBlueprint::pages_in_loops`]. When `None`, the planner loops over
    /// the pages of 4-byte inputs only (see `pages_in_loops`).
    pub pages_in_loops: Option<bool>,
    /// Forward: load every slot of a unit's held vectors (`true`), those past the row's end from
    /// the input's first vector, or only those within the row (`false`); see
    /// [`RowBlueprint::every_slot_loaded`]. When `None`, the planner loads every slot of bf16
    /// rows (see `loads_every_slot`). The backward always loads under the condition.
    pub every_slot_loaded: Option<bool>,
    /// Softmax backward, cube-per-row: stage only `y` in shared memory and load each staged
    /// page's `dy` again for the tail (`true`), or stage both (`false`); see
    /// [`RowBlueprint::dy_read_again`]. The plan is sized for it (a staged page of one buffer).
    /// No effect where no page is staged, nor on log-softmax, which stages only `dy`. When
    /// `None`, the planner reads `dy` again for f32 rows that staging both would cut into
    /// exchanged chunks, but where it cuts them for twin 256-unit cubes (see `plan_backward_on`).
    pub dy_read_again: Option<bool>,
    /// Cube-per-row backward whose tail reads a buffer (log-softmax with staged pages, or `dy`
    /// read again): issue each staged page's loads before the previous page's stores (`true`),
    /// or load each page just before its own stores (`false`); see
    /// [`RowBlueprint::tail_loads_ahead`]. No effect on other plans. When `None`, the planner
    /// issues them ahead for bf16 log-softmax rows staged in pages of two vectors (see
    /// `plan_backward_on`).
    pub tail_loads_ahead: Option<bool>,
    /// Cube-per-row with exchanged chunks: launch one cube per chunk of every row, the hardware
    /// starting each as an SM frees up (`true`), or at most one cube per SM, the cubes stepping
    /// over the chunks in rounds (`false`; see [`exchange_cubes`]). Either way at most
    /// `max_cubes` cubes (65535 when `None`), in whole rows of chunks. Where the planner cuts
    /// the rows itself, `true` also sizes the chunks for it in the forward (see
    /// `Limits::cube_per_chunk_shape`) and in the f32 backward (`chunk_grid_cube`); where the
    /// request fixes the chunks or the cube, only the grid changes. When `None`, the planner
    /// takes one cube per chunk where one per SM would run its chunks in more than one round
    /// (in the forward of 2-byte inputs, more than two, or for bf16 one round that leaves a
    /// sixth of the SMs idle; see `Limits::cube_per_chunk_shape`, and `on_chunk_grid` for the
    /// backward), and sizes the f32 backward's chunks for it from three (`chunk_grid_cube`).
    pub cube_per_chunk: Option<bool>,
    /// Plane path: read the plane's width at run time even where every plane of the device has
    /// one width, which the planner otherwise compiles in (see [`RowBlueprint::plane_width`]).
    /// Devices whose planes differ in width always take this path; tests force it to run it on
    /// one that does not.
    pub plane_width_at_run_time: bool,
}

impl LaunchRequest {
    /// A request that lets the planner choose everything.
    pub fn new(kind: SoftmaxKind) -> Self {
        Self {
            kind,
            strategy: None,
            merge: None,
            units_per_cube: None,
            loads_per_unit: None,
            staged_pages: None,
            chunks_per_row: None,
            max_cubes: None,
            hold_mask: None,
            kept_exps: None,
            registers_page_exps: None,
            pages_in_loops: None,
            every_slot_loaded: None,
            dy_read_again: None,
            tail_loads_ahead: None,
            cube_per_chunk: None,
            plane_width_at_run_time: false,
        }
    }

    /// The same request with the strategy and merge path forced.
    pub fn forced(self, strategy: Strategy, merge: MergePath) -> Self {
        Self {
            strategy: Some(strategy),
            merge: Some(merge),
            ..self
        }
    }

    /// Whether the request fixes how a cube holds a row (its units, loads or staged pages), which
    /// none of the planner's cube rules then overrides.
    fn fixes_cube_shape(&self) -> bool {
        self.units_per_cube.is_some()
            || self.loads_per_unit.is_some()
            || self.staged_pages.is_some()
    }
}

/// Everything a launch needs, chosen by [`plan_launch`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchPlan {
    pub kind: SoftmaxKind,
    /// What the kernel fuses into the scores (compiled in).
    pub scores: ScoreBlueprint,
    pub strategy: Strategy,
    pub merge: MergePath,
    /// Elements per load and store; divides both row strides.
    pub vector_size: usize,
    /// Vectors each unit loads and holds in registers.
    pub loads_per_unit: usize,
    /// Cube-per-row: pages of `loads_per_unit` vectors each unit also keeps in shared memory.
    pub staged_pages: usize,
    /// Units sharing one row (plane-per-row; 0 for the other strategies).
    pub lanes_per_row: usize,
    pub units_per_cube: u32,
    pub cubes: u32,
    /// Chunks each row is cut into (1 unless split-row, or cube-per-row exchanging states).
    pub chunks: usize,
    /// Shared-memory slots for one round of partial states (0 for plane-per-row).
    pub partial_slots: usize,
    /// Cube-per-row or plane-per-row softmax, `Some` where the fold's `exp`s are kept, in the
    /// input's type, for the store: the staged pages' in shared memory, the registers' page's
    /// (a plane's only page) where the value says; see [`RowBlueprint::kept_exps`].
    pub kept_exps: Option<RegistersPageExps>,
    /// Forward cube-per-row: the staged pages are walked in loops, not unrolled (see
    /// [`RowBlueprint::pages_in_loops`]); false wherever no page is staged, and in the backward's
    /// plans, whose kernels unroll their pages.
    pub pages_in_loops: bool,
    /// Forward: every slot of a unit's held vectors is loaded (see
    /// [`RowBlueprint::every_slot_loaded`]); false in the backward's plans.
    pub every_slot_loaded: bool,
    /// Softmax backward, cube-per-row with staged pages: only `y` is staged, `dy` read again for
    /// the tail (see [`RowBlueprint::dy_read_again`]); false in every other plan.
    pub dy_read_again: bool,
    /// Cube-per-row backward whose tail reads a buffer: the next staged page's loads are issued
    /// before a page's stores (see [`RowBlueprint::tail_loads_ahead`]); false in every other
    /// plan.
    pub tail_loads_ahead: bool,
    /// Plane path: the plane width compiled into the kernels, 0 where they read it at run time
    /// (see [`RowBlueprint::plane_width`]).
    pub plane_width: usize,
}

impl LaunchPlan {
    /// The plan's kernels, compiled for input rows found as `rows_by_terms` says.
    fn blueprint(&self, rows_by_terms: bool) -> RowBlueprint {
        RowBlueprint {
            kind: self.kind,
            scores: self.scores,
            merge: self.merge,
            loads_per_unit: self.loads_per_unit,
            lanes_per_row: self.lanes_per_row,
            plane_width: self.plane_width,
            partial_slots: self.partial_slots,
            staged_pages: self.staged_pages,
            staging_units: if self.staged_pages > 0
                || self.kept_exps == Some(RegistersPageExps::Shared)
            {
                self.units_per_cube as usize
            } else {
                0
            },
            exchanges: self.exchanges(),
            kept_exps: self.kept_exps,
            pages_in_loops: self.pages_in_loops,
            every_slot_loaded: self.every_slot_loaded,
            dy_read_again: self.dy_read_again,
            tail_loads_ahead: self.tail_loads_ahead,
            rows_by_terms,
        }
    }

    /// Whether the cubes of a row exchange their chunk states.
    fn exchanges(&self) -> bool {
        self.strategy == Strategy::CubePerRow && self.chunks > 1
    }

    /// Checks that this plan's kernels can take rows of `row_len` elements whole on a device that
    /// runs cubes of at most `max_units_per_cube` units: vectors of at least one element, at least
    /// one cube of at least one unit and at most that many units a cube, 1 to
    /// [`MAX_LOADS_PER_UNIT`] loads and at most [`MAX_STAGED_PAGES`] staged pages a unit, units
    /// that hold every vector of a row between them (its chunks' units, where the strategy cuts
    /// rows), plane segments that tile their cube, and, where cubes exchange their chunks' states,
    /// at most [`MAX_EXCHANGE_CHUNKS`] chunks a row and no more than a cube's units (one polls
    /// each). The planner's plans pass for the problem they were made for. A plan made for
    /// shorter rows, or by hand, may not: its kernel would leave part of every row unwritten, or
    /// index its shared memory past the chunk states it holds. (Any grid is correct: one that does
    /// not launch whole rows of chunks at a time, as `max_cubes` may ask, makes cubes compute the
    /// states they wait for in vain themselves; see [`exchange`](crate::exchange).)
    pub(super) fn check_holds_rows(
        &self,
        max_units_per_cube: u32,
        row_len: usize,
    ) -> Result<(), SoftmaxError> {
        let refuse = |value: usize, expected: String| {
            Err(SoftmaxError::BadShape {
                argument: "plan",
                value,
                expected,
            })
        };
        let units = self.units_per_cube as usize;
        if self.vector_size == 0 {
            return refuse(0, "a vector of at least one element".into());
        }
        if self.cubes == 0 || units == 0 {
            return refuse(0, "at least one cube of at least one unit".into());
        }
        if self.units_per_cube > max_units_per_cube {
            return refuse(
                units,
                format!("at most the device's {max_units_per_cube} units a cube"),
            );
        }
        if !(1..=MAX_LOADS_PER_UNIT).contains(&self.loads_per_unit) {
            return refuse(
                self.loads_per_unit,
                format!("1 to {MAX_LOADS_PER_UNIT} loads a unit"),
            );
        }
        if self.staged_pages > MAX_STAGED_PAGES {
            return refuse(
                self.staged_pages,
                format!("at most {MAX_STAGED_PAGES} staged pages a unit"),
            );
        }
        let held_vectors = match self.strategy {
            Strategy::PlanePerRow => {
                let lanes = self.lanes_per_row;
                if !lanes.is_power_of_two() || !units.is_multiple_of(lanes) {
                    return refuse(
                        lanes,
                        format!("units per row a power of two dividing the cube's {units} units"),
                    );
                }
                lanes * self.loads_per_unit
            }
            Strategy::CubePerRow => {
                let most_chunks = MAX_EXCHANGE_CHUNKS.min(units);
                if !(1..=most_chunks).contains(&self.chunks) {
                    return refuse(
                        self.chunks,
                        format!("1 to {most_chunks} exchanged chunks a row"),
                    );
                }
                self.chunks * units * self.loads_per_unit * (1 + self.staged_pages)
            }
            Strategy::SplitRow => self.chunks * units * self.loads_per_unit,
        };
        let row_vectors = row_len.div_ceil(self.vector_size);
        if held_vectors < row_vectors {
            return refuse(
                held_vectors,
                format!(
                    "units holding all {row_vectors} vectors of a row between them (a plan for \
                     this problem)"
                ),
            );
        }
        Ok(())
    }
}

impl core::fmt::Display for LaunchPlan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{} ({} merge), {} x vector {} per unit, {} cubes x {} units",
            self.strategy,
            self.merge,
            self.loads_per_unit,
            self.vector_size,
            self.cubes,
            self.units_per_cube
        )?;
        match self.strategy {
            Strategy::PlanePerRow => write!(f, ", {} units per row", self.lanes_per_row)?,
            Strategy::SplitRow => write!(f, ", {} chunks per row", self.chunks)?,
            Strategy::CubePerRow if self.staged_pages > 0 => write!(
                f,
                ", {} more pages of {} per unit in shared memory",
                self.staged_pages, self.loads_per_unit
            )?,
            Strategy::CubePerRow => {}
        }
        if self.strategy == Strategy::CubePerRow && self.chunks > 1 {
            write!(f, ", {} chunks per row exchanging states", self.chunks)?;
        }
        if self.merge == MergePath::Plane && self.plane_width == 0 {
            write!(f, ", plane width read at run time")?;
        }
        if self.pages_in_loops {
            write!(f, ", pages walked in loops")?;
        }
        if self.every_slot_loaded {
            write!(f, ", every slot loaded")?;
        }
        if self.dy_read_again {
            write!(f, ", dy read again")?;
        }
        if self.tail_loads_ahead {
            write!(f, ", tail loads ahead")?;
        }
        let staged = self.staged_pages > 0;
        match self.kept_exps {
            Some(RegistersPageExps::InPlace) if staged => {
                write!(f, ", exps kept in shared memory and registers")?
            }
            Some(RegistersPageExps::InPlace) => write!(f, ", exps kept in registers")?,
            Some(RegistersPageExps::Shared) => write!(f, ", exps kept in shared memory")?,
            Some(RegistersPageExps::Recomputed) => {
                write!(f, ", the staged pages' exps kept in shared memory")?
            }
            None => {}
        }
        Ok(())
    }
}

/// Why a softmax could not be planned or launched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoftmaxError {
    /// A dtype (the argument named) is not one of f32, f16, bf16.
    UnsupportedDtype(&'static str, StorageType),
    /// The runtime cannot store or compute this float type.
    DtypeUnavailable(&'static str, StorageType),
    /// A fused option out of its domain.
    BadOption {
        argument: &'static str,
        expected: String,
        got: String,
    },
    /// The plane-per-row strategy was asked for on the shared-memory merge path.
    PlanePerRowNeedsPlanes,
    /// The device reports no usable plane size.
    NoPlaneSize,
    /// A forced strategy cannot hold a row this long.
    RowTooLong {
        strategy: Strategy,
        row_len: usize,
        max_row_len: usize,
    },
    /// A row stride is shorter than the row.
    StrideTooShort {
        argument: &'static str,
        stride: usize,
        row_len: usize,
    },
    /// A forced cube size or load count the device or the strategy cannot take.
    BadShape {
        argument: &'static str,
        value: usize,
        expected: String,
    },
    /// A buffer does not start on a boundary of the plan's vectors.
    Misaligned {
        argument: &'static str,
        offset: u64,
        alignment: usize,
    },
    /// A buffer is smaller than the problem says.
    BufferTooSmall {
        argument: &'static str,
        bytes: u64,
        needed: u64,
    },
}

impl core::fmt::Display for SoftmaxError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SoftmaxError::UnsupportedDtype(argument, dtype) => {
                write!(f, "{argument}: expected f32, f16 or bf16, got {dtype:?}")
            }
            SoftmaxError::DtypeUnavailable(argument, dtype) => {
                write!(
                    f,
                    "{argument}: {dtype:?} is not supported by this runtime/device"
                )
            }
            SoftmaxError::BadOption {
                argument,
                expected,
                got,
            } => write!(f, "{argument}: expected {expected}, got {got}"),
            SoftmaxError::PlanePerRowNeedsPlanes => write!(
                f,
                "strategy: plane-per-row needs the plane merge path, got the shared-memory path"
            ),
            SoftmaxError::NoPlaneSize => write!(
                f,
                "merge: the plane path needs a plane size, and the device reports none"
            ),
            SoftmaxError::RowTooLong {
                strategy,
                row_len,
                max_row_len,
            } => write!(
                f,
                "strategy: {strategy} holds rows of at most {max_row_len} elements on this device, \
                 the row has {row_len}; leave the strategy to the planner"
            ),
            SoftmaxError::BadShape {
                argument,
                value,
                expected,
            } => write!(f, "{argument}: expected {expected}, got {value}"),
            SoftmaxError::StrideTooShort {
                argument,
                stride,
                row_len,
            } => write!(
                f,
                "{argument}: row stride {stride} is shorter than the row length {row_len}"
            ),
            SoftmaxError::Misaligned {
                argument,
                offset,
                alignment,
            } => write!(
                f,
                "{argument}: buffer offset {offset} bytes is not a multiple of the {alignment}-byte vectors"
            ),
            SoftmaxError::BufferTooSmall {
                argument,
                bytes,
                needed,
            } => write!(
                f,
                "{argument}: buffer holds {bytes} bytes, the problem needs {needed}"
            ),
        }
    }
}

impl std::error::Error for SoftmaxError {}

/// Whether the device advertises plane operations (the default merge path then uses them).
pub fn supports_planes<R: Runtime>(client: &ComputeClient<R>) -> bool {
    client.properties().features.plane.contains(Plane::Ops)
}

/// What the row planners ([`plan_launch_on`], [`plan_backward_on`]) read of a device: its
/// hardware properties as CubeCL reports them, and whether it advertises plane operations.
/// [`DeviceProfile::of`] reads a client's device; [`DeviceProfile::HOPPER`] describes an H100 or
/// H200, so that the plans a GPU gets can be made, and tested, where there is none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeviceProfile {
    /// Narrowest and widest plane (warp) the device may run, in units.
    pub plane_size_min: u32,
    pub plane_size_max: u32,
    /// Whether the device advertises plane operations ([`supports_planes`]).
    pub plane_ops: bool,
    pub max_units_per_cube: u32,
    /// Bytes of shared memory one cube may declare.
    pub max_shared_memory_size: usize,
    /// `None` where the device does not say (then no rule that needs it applies).
    pub streaming_multiprocessors: Option<u32>,
    /// Widest load a unit issues, in bits.
    pub load_width: u32,
    /// Most elements of a vector.
    pub max_vector_size: usize,
}

impl DeviceProfile {
    /// An H100 or H200 (132 SMs) as cubecl-cuda 0.10 reports it: 32-wide warps with plane
    /// operations, 1024 threads a block, 232448 bytes of shared memory a block (the opt-in
    /// maximum), 128-bit loads, and no bound of its own on a vector's elements.
    pub const HOPPER: DeviceProfile = DeviceProfile {
        plane_size_min: 32,
        plane_size_max: 32,
        plane_ops: true,
        max_units_per_cube: 1024,
        max_shared_memory_size: 232_448,
        streaming_multiprocessors: Some(132),
        load_width: 128,
        max_vector_size: usize::MAX,
    };

    /// The width of every plane of this device, where it has one: its smallest and widest
    /// planes are the same power of two. The planner compiles it into the plane path's kernels
    /// (see [`RowBlueprint::plane_width`]); `None` where planes may differ in width.
    pub fn one_plane_width(&self) -> Option<usize> {
        (self.plane_size_min == self.plane_size_max && self.plane_size_max.is_power_of_two())
            .then_some(self.plane_size_max as usize)
    }

    /// The profile of `client`'s device.
    pub fn of<R: Runtime>(client: &ComputeClient<R>) -> DeviceProfile {
        let hardware = &client.properties().hardware;
        DeviceProfile {
            plane_size_min: hardware.plane_size_min,
            plane_size_max: hardware.plane_size_max,
            plane_ops: supports_planes(client),
            max_units_per_cube: hardware.max_units_per_cube,
            max_shared_memory_size: hardware.max_shared_memory_size,
            streaming_multiprocessors: hardware.num_streaming_multiprocessors,
            load_width: hardware.load_width,
            max_vector_size: hardware.max_vector_size,
        }
    }

    /// Vector sizes (elements) for elements of `element_size` bytes, widest first, as CubeCL's
    /// `ComputeClient::io_optimized_vector_sizes` gives them: the powers of two that divide the
    /// widest load's elements (or the device's widest vector), down to 1.
    pub(super) fn vector_sizes(&self, element_size: usize) -> impl Iterator<Item = usize> {
        let widest = (self.load_width as usize / (element_size * 8)).min(self.max_vector_size);
        (0..=widest.max(1).trailing_zeros())
            .rev()
            .map(|power| 1 << power)
    }
}
