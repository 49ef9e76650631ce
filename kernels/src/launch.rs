//! Host-side launch planning: from a problem (rows, row length, dtype) and the device's properties
//! to a strategy, a merge path, a vector width and a grid; then the launch itself.

use cubecl::features::Plane;
use cubecl::ir::{AddressType, ElemType, FloatKind, StorageType};
use cubecl::prelude::*;
use cubecl::server::Handle;

use crate::blueprint::{CubePerRowBlueprint, MergePath, SoftmaxKind, Strategy};
use crate::cube_per_row::softmax_cube_per_row;
use crate::plane_per_row::softmax_plane_per_row;

/// Largest cube launched. 256 units is the most every runtime accepts (WebGPU's default limit),
/// and enough to cover a row with a few loads per unit up to rows of tens of thousands.
const MAX_UNITS_PER_CUBE: u32 = 256;

/// Cap on the grid size. Cubes step over rows, so the cap never leaves a row unprocessed; 65535
/// is the largest one-dimensional grid every runtime accepts, and far more cubes than any GPU runs
/// at once.
const MAX_CUBES: usize = 65_535;

/// A plane takes a row when the row needs at most this many loads per unit: beyond that a whole
/// cube covers the row faster, despite its barriers.
const PLANE_PER_ROW_MAX_LOADS_PER_UNIT: usize = 8;

/// The cube-per-row strategy gives each unit about this many loads before it grows the cube.
const CUBE_PER_ROW_LOADS_PER_UNIT: usize = 4;

/// The rows of a softmax: a contiguous buffer of `rows * row_len` elements of `dtype`, reduced
/// along runs of `row_len` consecutive elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowProblem {
    pub rows: usize,
    pub row_len: usize,
    pub dtype: StorageType,
}

impl RowProblem {
    /// Number of elements in the buffer.
    pub fn len(&self) -> usize {
        self.rows * self.row_len
    }

    /// Whether the buffer has no element (nothing to launch).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What the caller asks for. Leaving `strategy` or `merge` empty lets the planner choose;
/// setting them forces a choice (tests use this to run every path on every runtime).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchRequest {
    pub kind: SoftmaxKind,
    pub strategy: Option<Strategy>,
    pub merge: Option<MergePath>,
}

impl LaunchRequest {
    /// A request that lets the planner choose everything.
    pub fn new(kind: SoftmaxKind) -> Self {
        Self {
            kind,
            strategy: None,
            merge: None,
        }
    }
}

/// Everything a launch needs, chosen by [`plan_launch`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchPlan {
    pub kind: SoftmaxKind,
    pub strategy: Strategy,
    pub merge: MergePath,
    /// Elements per load and store; divides the row length.
    pub vector_size: usize,
    pub units_per_cube: u32,
    pub cubes: u32,
    /// Shared-memory slots for partial states (cube-per-row only).
    pub partial_slots: usize,
}

impl core::fmt::Display for LaunchPlan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{} ({} merge), vector {}, {} cubes x {} units",
            self.strategy, self.merge, self.vector_size, self.cubes, self.units_per_cube
        )
    }
}

/// Why a softmax could not be planned or launched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoftmaxError {
    /// The dtype is not one of f32, f16, bf16.
    UnsupportedDtype(StorageType),
    /// The runtime cannot store or compute this float type.
    DtypeUnavailable(StorageType),
    /// The plane-per-row strategy was asked for on the shared-memory merge path.
    PlanePerRowNeedsPlanes,
    /// The device reports no usable plane size.
    NoPlaneSize,
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
            SoftmaxError::UnsupportedDtype(dtype) => {
                write!(f, "dtype: expected f32, f16 or bf16, got {dtype:?}")
            }
            SoftmaxError::DtypeUnavailable(dtype) => {
                write!(
                    f,
                    "dtype: {dtype:?} is not supported by this runtime/device"
                )
            }
            SoftmaxError::PlanePerRowNeedsPlanes => write!(
                f,
                "strategy: plane-per-row needs the plane merge path, got the shared-memory path"
            ),
            SoftmaxError::NoPlaneSize => write!(
                f,
                "merge: the plane path needs a plane size, and the device reports none"
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

/// Chooses how to run `problem` on `client`'s device.
///
/// Guaranteed to return a plan whose vector size divides the row length and whose cube count and
/// size are within every runtime's limits, or an error naming the argument at fault.
pub fn plan_launch<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &RowProblem,
    request: &LaunchRequest,
) -> Result<LaunchPlan, SoftmaxError> {
    check_dtype(client, problem.dtype)?;
    let hardware = &client.properties().hardware;

    let merge = request.merge.unwrap_or(if supports_planes(client) {
        MergePath::Plane
    } else {
        MergePath::SharedMemory
    });
    // A forced plane path on a device that does not advertise planes still needs to know how wide
    // planes can be; a device that reports nothing cannot run it.
    if merge == MergePath::Plane && (hardware.plane_size_min == 0 || hardware.plane_size_max == 0) {
        return Err(SoftmaxError::NoPlaneSize);
    }

    let vector_size = client
        .io_optimized_vector_sizes(problem.dtype.size())
        .find(|size| problem.row_len % size == 0)
        .unwrap_or(1);
    let vectors_per_row = problem.row_len / vector_size;
    let max_units = MAX_UNITS_PER_CUBE.min(hardware.max_units_per_cube);

    let strategy = match (request.strategy, merge) {
        (Some(Strategy::PlanePerRow), MergePath::SharedMemory) => {
            return Err(SoftmaxError::PlanePerRowNeedsPlanes);
        }
        (Some(strategy), _) => strategy,
        (None, MergePath::Plane)
            if vectors_per_row
                <= hardware.plane_size_max as usize * PLANE_PER_ROW_MAX_LOADS_PER_UNIT =>
        {
            Strategy::PlanePerRow
        }
        (None, _) => Strategy::CubePerRow,
    };

    let plan = match strategy {
        Strategy::PlanePerRow => {
            // Full planes only: a multiple of the widest plane is a multiple of every plane size
            // (plane sizes are powers of two).
            let units = max_units - max_units % hardware.plane_size_max;
            let rows_per_cube = (units / hardware.plane_size_max) as usize;
            LaunchPlan {
                kind: request.kind,
                strategy,
                merge,
                vector_size,
                units_per_cube: units,
                cubes: problem.rows.div_ceil(rows_per_cube).clamp(1, MAX_CUBES) as u32,
                partial_slots: 0,
            }
        }
        Strategy::CubePerRow => {
            // A power of two, at least one full plane, at most `max_units`.
            let min_units = match merge {
                MergePath::Plane => hardware.plane_size_max,
                MergePath::SharedMemory => 1,
            };
            let wanted = vectors_per_row
                .div_ceil(CUBE_PER_ROW_LOADS_PER_UNIT)
                .next_power_of_two()
                .min(u32::MAX as usize) as u32;
            let units = wanted.clamp(min_units, max_units.max(min_units));
            let partial_slots = match merge {
                MergePath::Plane => units.div_ceil(hardware.plane_size_min) as usize,
                MergePath::SharedMemory => units as usize,
            };
            LaunchPlan {
                kind: request.kind,
                strategy,
                merge,
                vector_size,
                units_per_cube: units,
                cubes: problem.rows.clamp(1, MAX_CUBES) as u32,
                partial_slots,
            }
        }
    };
    Ok(plan)
}

fn check_dtype<R: Runtime>(
    client: &ComputeClient<R>,
    dtype: StorageType,
) -> Result<(), SoftmaxError> {
    match dtype {
        StorageType::Scalar(ElemType::Float(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16)) => {
        }
        other => return Err(SoftmaxError::UnsupportedDtype(other)),
    }
    if !client.properties().supports_type(dtype) {
        return Err(SoftmaxError::DtypeUnavailable(dtype));
    }
    Ok(())
}

/// Launches the planned softmax from `input` into `output`, both contiguous buffers of
/// `problem.len()` elements of `problem.dtype`.
///
/// Guaranteed not to launch anything that could read or write outside the buffers: their sizes are
/// checked against the problem first. An empty problem launches nothing.
pub fn launch_softmax<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    output: Handle,
    problem: &RowProblem,
    plan: &LaunchPlan,
) -> Result<(), SoftmaxError> {
    check_dtype(client, problem.dtype)?;
    if problem.is_empty() {
        return Ok(());
    }
    let needed = (problem.len() * problem.dtype.size()) as u64;
    for (argument, handle) in [("input", &input), ("output", &output)] {
        let bytes = handle.size_in_used();
        if bytes < needed {
            return Err(SoftmaxError::BufferTooSmall {
                argument,
                bytes,
                needed,
            });
        }
    }
    assert_eq!(
        problem.row_len % plan.vector_size,
        0,
        "plan: vector size {} does not divide the row length {}",
        plan.vector_size,
        problem.row_len
    );

    let len = problem.len();
    let vectors_per_row = problem.row_len / plan.vector_size;
    let address_type = AddressType::from_len(len);
    let cube_count = CubeCount::new_1d(plan.cubes);
    let cube_dim = CubeDim::new_1d(plan.units_per_cube);
    // SAFETY: both buffers hold `len` elements (checked above) and the kernels only index rows
    // `< problem.rows`, each `vectors_per_row` vectors long.
    unsafe {
        let input = ArrayArg::from_raw_parts(input, len);
        let output = ArrayArg::from_raw_parts(output, len);
        match plan.strategy {
            Strategy::PlanePerRow => softmax_plane_per_row::launch_unchecked::<R>(
                client,
                cube_count,
                cube_dim,
                address_type,
                plan.vector_size,
                input,
                output,
                problem.rows,
                vectors_per_row,
                plan.kind,
                problem.dtype,
            ),
            Strategy::CubePerRow => softmax_cube_per_row::launch_unchecked::<R>(
                client,
                cube_count,
                cube_dim,
                address_type,
                plan.vector_size,
                input,
                output,
                problem.rows,
                vectors_per_row,
                CubePerRowBlueprint {
                    kind: plan.kind,
                    merge: plan.merge,
                    partial_slots: plan.partial_slots,
                },
                problem.dtype,
            ),
        }
    }
    Ok(())
}
