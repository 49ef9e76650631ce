//! `CubeBackend`: the kernel launch.

use burn::tensor::ops::FloatTensor;
use burn::tensor::{DType, TensorMetadata};
use burn_cubecl::kernel::into_contiguous;
use burn_cubecl::ops::numeric::empty_device_contiguous_dtype;
use burn_cubecl::ops::permute;
use burn_cubecl::tensor::CubeTensor;
use burn_cubecl::{BoolElement, CubeBackend, CubeRuntime, FloatElement, IntElement};
use cubemax_kernels::{LaunchRequest, RowProblem, SoftmaxKind, launch_softmax, plan_launch};

use crate::backend::{SoftmaxBackend, backend_own, check_dim};

impl<R, F, I, BT> SoftmaxBackend for CubeBackend<R, F, I, BT>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        fused_or_composed::<R, F, I, BT>(tensor, dim, SoftmaxKind::Softmax)
    }

    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        fused_or_composed::<R, F, I, BT>(tensor, dim, SoftmaxKind::LogSoftmax)
    }
}

/// Checks `dim`, then runs the fused kernel for the dtypes it stores (f32, f16, bf16) and Burn's
/// composed softmax for the others (f64).
fn fused_or_composed<R, F, I, BT>(
    tensor: CubeTensor<R>,
    dim: usize,
    kind: SoftmaxKind,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    check_dim(kind.name(), dim, tensor.rank());
    if matches!(tensor.dtype, DType::F32 | DType::F16 | DType::BF16) {
        return softmax_along(tensor, dim, kind);
    }
    backend_own::<CubeBackend<R, F, I, BT>>(tensor, dim, kind)
}

/// Softmax along any `dim`: a non-last `dim` is swapped to the last axis (a copy made contiguous),
/// and the result is swapped back as a view. The caller's tensor is never written.
fn softmax_along<R: CubeRuntime>(
    tensor: CubeTensor<R>,
    dim: usize,
    kind: SoftmaxKind,
) -> CubeTensor<R> {
    let rank = tensor.rank();
    let last = rank - 1;
    if dim == last {
        return softmax_last_dim(tensor, kind);
    }
    let mut axes: Vec<usize> = (0..rank).collect();
    axes.swap(dim, last);
    let moved = softmax_last_dim(permute(tensor, &axes), kind);
    // Swapping two axes is its own inverse.
    permute(moved, &axes)
}

fn softmax_last_dim<R: CubeRuntime>(tensor: CubeTensor<R>, kind: SoftmaxKind) -> CubeTensor<R> {
    let shape = tensor.shape();
    if shape.num_elements() == 0 {
        // Nothing to compute: an empty tensor is its own softmax.
        return tensor;
    }
    let input = into_contiguous(tensor);
    let output = empty_device_contiguous_dtype(
        input.client.clone(),
        input.device.clone(),
        shape.clone(),
        input.dtype,
    );
    let row_len = shape[shape.num_dims() - 1];
    let problem = RowProblem {
        rows: shape.num_elements() / row_len,
        row_len,
        dtype: input.dtype.into(),
    };
    let plan = plan_launch(&input.client, &problem, &LaunchRequest::new(kind))
        .unwrap_or_else(|error| panic!("cubemax::{}: {error}", kind.name()));
    launch_softmax(
        &input.client,
        input.handle.clone(),
        output.handle.clone(),
        &problem,
        &plan,
    )
    .unwrap_or_else(|error| panic!("cubemax::{}: {error}", kind.name()));
    output
}
