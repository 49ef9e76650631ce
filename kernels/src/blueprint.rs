//! Comptime choices: what a kernel is specialized on, kept apart from its runtime arguments.
//!
//! Each distinct value here is a distinct compiled kernel, so only things that change the generated
//! code belong here; sizes that vary per call (row count, row length) are runtime arguments.

use crate::scores::ScoreBlueprint;

/// Which function of the row is written out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SoftmaxKind {
    /// `y = exp(x - max) / sum(exp(x - max))`.
    Softmax,
    /// `y = x - max - ln(sum(exp(x - max)))`.
    LogSoftmax,
}

impl SoftmaxKind {
    /// The function's name: `softmax` or `log_softmax`.
    pub fn name(self) -> &'static str {
        match self {
            SoftmaxKind::Softmax => "softmax",
            SoftmaxKind::LogSoftmax => "log_softmax",
        }
    }
}

/// How partial states are merged inside a cube.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MergePath {
    /// Tiers 1 + 2 + 3: plane operations merge each plane, then one state per plane goes through
    /// shared memory. Needs a runtime that executes plane operations.
    Plane,
    /// Tiers 1 + 3: every unit's state goes through shared memory. Runs on any runtime.
    SharedMemory,
}

/// How rows are mapped onto the hardware. Every strategy holds the part of the row a unit owns on
/// chip (in registers, or partly in shared memory) between the reduction and the normalization,
/// so the row is read from memory once (split-row reads it twice; see there why).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// One plane, or a power-of-two segment of one, per row, several rows per cube; no shared
    /// memory, no barrier. For short rows. Only exists on the [`MergePath::Plane`] path.
    PlanePerRow,
    /// One cube per row: the cube's units hold the whole row (in registers, and for the longest
    /// rows partly in shared memory), then the cube merges.
    CubePerRow,
    /// A row cut into chunks, one cube per chunk, in two launches: the first writes one state per
    /// chunk, the second merges a row's states and normalizes each chunk. For rows longer than
    /// one cube can hold.
    SplitRow,
}

impl core::fmt::Display for Strategy {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Strategy::PlanePerRow => "plane-per-row",
            Strategy::CubePerRow => "cube-per-row",
            Strategy::SplitRow => "split-row",
        })
    }
}

impl core::fmt::Display for MergePath {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            MergePath::Plane => "plane",
            MergePath::SharedMemory => "shared-memory",
        })
    }
}

/// Where a softmax that keeps its exponentials ([`RowBlueprint::kept_exps`]) keeps those of
/// the page its units hold in registers (the staged pages' always go to shared memory, in the
/// bytes staging their scores took).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegistersPageExps {
    /// In shared memory, after the staged pages' exps: every exp of the row is kept, at one page
    /// of shared memory more than staging takes (on a plane, the cube's only shared memory).
    Shared,
    /// In the registers, in place of the page's scores. A 16-bit exp built by a conversion takes
    /// a register of its own where a loaded pair shares one, so this holds more registers.
    InPlace,
    /// Not kept: the page's scores stay in its registers and the store takes their `exp` again,
    /// so the kept exps take no more shared memory or registers than the plan without them.
    Recomputed,
}

/// Comptime specialization shared by every strategy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RowBlueprint {
    pub kind: SoftmaxKind,
    /// What is fused into the scores (the forward only; the backward takes its scale at run
    /// time).
    pub scores: ScoreBlueprint,
    pub merge: MergePath,
    /// Vectors each unit loads and holds in registers: the unrolled length of its load loop.
    pub loads_per_unit: usize,
    /// Plane-per-row only: consecutive units of a plane that share one row, a power of two no
    /// larger than the smallest plane size (0 for the other strategies).
    pub lanes_per_row: usize,
    /// Plane path: the width of every plane of the device, compiled in, where the device has
    /// one (its smallest and widest plane are the same power of two: 32 on CUDA, 8 on the CPU
    /// test device); 0 where planes may differ in width, or on the shared-memory path. With a
    /// width, the plane merges unroll and a unit's plane and lane come from shifts and masks;
    /// with 0 the kernels read the width at run time (see
    /// [`plane_dim`](crate::tiers::plane_dim())).
    pub plane_width: usize,
    /// Shared-memory slots for one round of partial states: the most participants a cube can have
    /// (its unit count on the shared-memory path, its plane count on the plane path, counted with
    /// the smallest plane size the device may use). Unused by plane-per-row.
    pub partial_slots: usize,
    /// Cube-per-row only: pages of `loads_per_unit` vectors each unit keeps in shared memory, on
    /// top of the page it holds in registers, for rows longer than registers hold (0: none).
    pub staged_pages: usize,
    /// The cube's unit count when pages are staged or exponentials kept (it sizes the shared
    /// memory); 0 otherwise, so that cubes of every size share one compiled kernel.
    pub staging_units: usize,
    /// Cube-per-row only: the row is cut into chunks held by different cubes, which merge their
    /// states through the exchange ([`exchange`](crate::exchange)).
    pub exchanges: bool,
    /// Softmax only, whole rows (cube-per-row or plane-per-row), `Some` where the fold keeps
    /// each element's `exp`, rounded to the input's type, and the store multiplies it by one
    /// factor per page instead of computing a second `exp`
    /// ([`fold_owned_keeping_exps`](crate::held::fold_owned_keeping_exps())); the row's sum adds
    /// the f32 exps. In a cube the staged pages' exps go to shared memory in place of their
    /// staged scores (for 16-bit rows, the same bytes), in the staged pages' layout, and the
    /// registers' page's go where the value says; `staging_units` is the cube's unit count
    /// unless no page is staged and the registers' page's exps are not in shared memory. On a
    /// plane, which stages no page, they replace the held vectors
    /// ([`RegistersPageExps::InPlace`]) or go to shared memory ([`RegistersPageExps::Shared`]).
    pub kept_exps: Option<RegistersPageExps>,
    /// Forward cube-per-row with staged pages: the loops over a chunk's staged pages (their loads
    /// and folds, and their stores) are left to run as loops instead of unrolled, so that the
    /// kernel holds one copy of a page's code. The planner sets it for 4-byte inputs, where the
    /// unrolled pages of a 1024-unit cube of 7 vectors spilled registers (see
    /// [`LaunchPlan::pages_in_loops`](crate::launch::LaunchPlan::pages_in_loops) and the
    /// planner's rule for the measurements). The backward's kernels unroll their pages whatever
    /// this says.
    pub pages_in_loops: bool,
    /// Forward only: every slot of a unit's held vectors is loaded, those past the run's end
    /// from the input's first vector ([`load_owned`](crate::held::load_owned())), and a boolean
    /// mask is applied to every slot (past the end from the mask's first vector), so that no
    /// slot is assigned under a condition. The planner sets it for bf16 inputs (see
    /// [`LaunchPlan::every_slot_loaded`](crate::launch::LaunchPlan::every_slot_loaded)); the
    /// backward's kernels load under the condition always.
    pub every_slot_loaded: bool,
    /// Softmax backward, cube-per-row with staged pages: only `y` is staged, and each staged
    /// page's `dy`, loaded for the row's sum, is loaded again for the tail (from L2 where it is
    /// still there), so that a page takes half the shared memory and a cube holds twice as much
    /// of a row (see `backward::dy_read_again`). False everywhere else.
    pub dy_read_again: bool,
    /// Cube-per-row backward whose tail reads a buffer from global memory (log-softmax's `y`
    /// with staged pages, or `dy` read again): a page's `dx` is computed into registers of its
    /// own before it is stored, and the next staged page's loads are issued between the two, so
    /// that they are in flight during the stores (see `backward::tail_loads_ahead`). False
    /// everywhere else.
    pub tail_loads_ahead: bool,
    /// The input's rows (the backward's `y` and `dy`) start where the terms of an
    /// [`OuterOffsets`](crate::scores::OuterOffsets) put them: a view whose outer axes do not step
    /// evenly (a slice along an outer axis, an axis broadcast by `expand`), read in place. False:
    /// one stride apart, without the terms' divisions.
    pub rows_by_terms: bool,
}
