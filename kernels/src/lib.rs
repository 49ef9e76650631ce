//! # cubemax-kernels
//!
//! Softmax and log-softmax along rows, as one family of CubeCL kernels that compiles for every
//! CubeCL runtime (CUDA on NVIDIA GPUs, wgpu/Vulkan elsewhere, including CPU Vulkan drivers).
//!
//! The reduction is the online softmax: a `(max, sum)` state that can be built for any piece of a
//! row and merged associatively. It is built in three tiers (see [`tiers`]): a unit reduces the
//! vectors it holds in registers ([`held`]), a plane merges its units, a cube merges its planes
//! through shared memory; cubes that share a row merge through global memory ([`exchange`]).
//! Strategies ([`plane_per_row`], [`cube_per_row`], [`split_row`])
//! assemble the tiers; [`launch`] chooses among them. A cube that holds a row longer than its
//! registers stages pages of it in shared memory ([`staging`]). The backward pass ([`backward`])
//! reuses the tiers, the row mappings and the staging for its one reduction, a sum.
//!
//! This crate has no Burn dependency: it works on raw CubeCL buffers.

pub mod backward;
pub mod blueprint;
pub mod columns;
pub mod cube_per_row;
pub mod exchange;
pub mod held;
pub mod launch;
pub mod plane_per_row;
pub mod scores;
pub mod split_row;
pub mod staging;
pub mod tiers;

pub use blueprint::{MergePath, RegistersPageExps, SoftmaxKind, Strategy};
pub use launch::{
    BackwardProblem, CausalLimit, ColumnMaskLayout, ColumnPlan, ColumnProblem, ColumnRequest,
    ColumnStrides, DeviceProfile, FusedScores, LaunchPlan, LaunchRequest, MAX_COLUMN_LEN_GROUPS,
    MAX_LOADS_PER_UNIT, MaskLayout, OffsetTerm, RowProblem, RowStarts, SoftmaxError,
    column_len_groups, column_segments, exchange_chunks, exchange_cubes, launch_fused_softmax,
    launch_fused_softmax_columns, launch_softmax, launch_softmax_backward,
    launch_softmax_backward_columns, launch_softmax_columns, plan_backward, plan_backward_columns,
    plan_backward_on, plan_columns, plan_launch, plan_launch_on, streamed_column_segments,
    streamed_column_split, supports_planes,
};
pub use scores::{MaskKind, OFFSET_TERMS};
