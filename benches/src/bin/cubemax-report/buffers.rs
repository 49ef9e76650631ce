//! Raw device buffers for kernels launched without Burn, rotated from call to call so that
//! what is timed reads HBM and not L2.

use burn::tensor::{DType, Distribution, Tensor};
use cubemax::kernels::{
    BackwardProblem, CausalLimit, FusedScores, LaunchPlan, LaunchRequest, RowProblem, RowStarts,
    SoftmaxKind, launch_fused_softmax, launch_softmax_backward, plan_launch,
};
use cubemax_bench::backends::{self, Bare, GpuRuntime, client};
use cubemax_bench::grid::Shape;
use cubemax_bench::measure::rotation;
use cubemax_bench::oracle::{Check, Op};

use super::*;

/// Rotating input and output buffers of one shape for a kernel launched without Burn.
///
/// Inputs rotate through `MAX_ROTATED_INPUTS` so small shapes are read from HBM, and outputs rotate
/// with them: rewriting one small output call after call would let L2 absorb the writes, which a
/// caller allocating fresh outputs never sees.
pub(super) struct RawBuffers {
    rows: usize,
    cols: usize,
    dtype: DType,
    pub(super) inputs: Vec<Tensor<Bare, 2>>,
    pub(super) outputs: Vec<Tensor<Bare, 2>>,
    pub(super) input_primitives: Vec<burn_cubecl::tensor::CubeTensor<GpuRuntime>>,
    pub(super) output_primitives: Vec<burn_cubecl::tensor::CubeTensor<GpuRuntime>>,
}

impl RawBuffers {
    /// `packed`: rows back to back (rank-1 buffers seen as `[rows, cols]`), as the seeds' kernels
    /// need; otherwise the rank-2 layout Burn gives (pitched rows on CUDA for some lengths).
    pub(super) fn new(
        rows: usize,
        cols: usize,
        dtype: DType,
        bytes: usize,
        packed: bool,
        max_inputs: usize,
    ) -> Self {
        let device = backends::device();
        let distribution = Distribution::Normal(0.0, backends::INPUT_STD);
        let count = rotation(bytes, max_inputs);
        let inputs: Vec<Tensor<Bare, 2>> = (0..count)
            .map(|_| {
                // A packed buffer is cast while it is rank 1: a cast to a rank-2 tensor gets the
                // layout Burn gives, whose rows CUDA pitches for some lengths (16-bit 3 x 5003).
                if packed {
                    Tensor::<Bare, 1>::random([rows * cols], distribution, &device)
                        .cast(dtype)
                        .reshape([rows, cols])
                } else {
                    Tensor::<Bare, 2>::random([rows, cols], distribution, &device).cast(dtype)
                }
            })
            .collect();
        let outputs: Vec<Tensor<Bare, 2>> = (0..count)
            .map(|_| {
                if packed {
                    Tensor::<Bare, 1>::empty([rows * cols], &device)
                        .cast(dtype)
                        .reshape([rows, cols])
                } else {
                    Tensor::<Bare, 2>::empty([rows, cols], &device).cast(dtype)
                }
            })
            .collect();
        let primitives = |tensors: &[Tensor<Bare, 2>]| {
            tensors
                .iter()
                .map(|t| {
                    let primitive = t.clone().into_primitive().tensor();
                    assert!(
                        !packed || primitive.meta.strides()[..] == [cols, 1],
                        "packed {rows} x {cols} buffers got strides {:?}",
                        primitive.meta.strides()
                    );
                    primitive
                })
                .collect()
        };
        Self {
            rows,
            cols,
            dtype,
            input_primitives: primitives(&inputs),
            output_primitives: primitives(&outputs),
            inputs,
            outputs,
        }
    }

    /// The rows as cubemax's kernels see them, strides read from the buffers' layouts.
    pub(super) fn problem(&self) -> RowProblem {
        RowProblem {
            input_rows: RowStarts::Strided(self.input_primitives[0].meta.strides()[0]),
            output_row_stride: self.output_primitives[0].meta.strides()[0],
            ..RowProblem::contiguous(self.rows, self.cols, self.dtype.into())
        }
    }
}

/// Raw buffers for the backward kernel: rotating `y` (the planner's forward of random inputs,
/// under the causal limit if there is one), random `dy` and rotating `dx`, and the problem they
/// make.
pub(super) struct BackwardBuffers {
    client: cubecl::client::ComputeClient<GpuRuntime>,
    /// Inputs `x` with outputs `y`.
    forward: RawBuffers,
    /// Inputs `dy` with outputs `dx`.
    gradient: RawBuffers,
    pub(super) problem: BackwardProblem,
}

impl BackwardBuffers {
    /// Buffers enough to rotate through `bytes` per call (see `measure::rotation`), `y` written
    /// by the planner's forward of `kind` under `causal`, which the backward then takes.
    pub(super) fn new(
        shape: &Shape,
        dtype: DType,
        kind: SoftmaxKind,
        causal: Option<CausalLimit>,
        bytes: usize,
    ) -> Self {
        let client = client();
        let (rows, cols) = (shape.rows(), shape.cols());
        let forward = RawBuffers::new(rows, cols, dtype, bytes, false, MAX_ROTATED_INPUTS);
        let gradient = RawBuffers::new(rows, cols, dtype, bytes, false, MAX_ROTATED_INPUTS);
        let forward_problem = RowProblem {
            fused: FusedScores {
                causal,
                ..FusedScores::NONE
            },
            ..forward.problem()
        };
        let forward_plan = plan_launch(&client, &forward_problem, &LaunchRequest::new(kind))
            .expect("cubemax plan");
        for (x, y) in forward
            .input_primitives
            .iter()
            .zip(&forward.output_primitives)
        {
            launch_fused_softmax(
                &client,
                x.handle.clone(),
                None,
                y.handle.clone(),
                &forward_problem,
                &forward_plan,
            )
            .expect("cubemax launch");
        }
        let stride =
            |tensors: &[burn_cubecl::tensor::CubeTensor<GpuRuntime>]| tensors[0].meta.strides()[0];
        let problem = BackwardProblem {
            y_rows: RowStarts::Strided(stride(&forward.output_primitives)),
            dy_rows: RowStarts::Strided(stride(&gradient.input_primitives)),
            dx_row_stride: stride(&gradient.output_primitives),
            causal,
            ..BackwardProblem::contiguous(rows, cols, dtype.into())
        };
        Self {
            client,
            forward,
            gradient,
            problem,
        }
    }

    /// Sets of buffers rotated through.
    pub(super) fn count(&self) -> usize {
        self.forward.output_primitives.len()
    }

    /// Launches `plan` on set `index` (modulo the count).
    pub(super) fn launch(&self, index: usize, plan: &LaunchPlan) {
        let index = index % self.count();
        launch_softmax_backward(
            &self.client,
            self.forward.output_primitives[index].handle.clone(),
            self.gradient.input_primitives[index].handle.clone(),
            self.gradient.output_primitives[index].handle.clone(),
            &self.problem,
            plan,
        )
        .expect("cubemax backward launch")
    }

    /// Rows `sampled` of the first set's `x` and `dy`, read once for every check.
    pub(super) fn sampled_inputs(&self, sampled: &[usize]) -> [Vec<Vec<f32>>; 2] {
        [
            read_rows(self.forward.inputs[0].clone(), sampled),
            read_rows(self.gradient.inputs[0].clone(), sampled),
        ]
    }

    /// Checks rows `sampled` of the first set's `dx` (after a launch on set 0) against the
    /// reference of `op`, from `inputs` as [`BackwardBuffers::sampled_inputs`] read them.
    pub(super) fn check(&self, op: Op, sampled: &[usize], [x, dy]: &[Vec<Vec<f32>>; 2]) -> Check {
        let dx = read_rows(self.gradient.outputs[0].clone(), sampled);
        check_against_reference(op, self.forward.dtype, x, Some(dy), &dx)
    }
}
