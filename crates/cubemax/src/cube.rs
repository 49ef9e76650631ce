//! `CubeBackend`: the kernel launch.

use burn::tensor::ops::FloatTensor;
use burn::tensor::{DType, TensorMetadata};
use burn_cubecl::kernel::into_contiguous;
use burn_cubecl::ops::numeric::empty_device_dtype;
use burn_cubecl::ops::permute;
use burn_cubecl::tensor::CubeTensor;
use burn_cubecl::{BoolElement, CubeBackend, CubeRuntime, FloatElement, IntElement};
use cubemax_kernels::{
    BackwardProblem, LaunchRequest, RowProblem, SoftmaxError, SoftmaxKind, launch_softmax,
    launch_softmax_backward, plan_backward, plan_launch,
};

use crate::backend::{SoftmaxBackend, backend_own, check_dim, composed_backward};

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

    fn fused_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        backward_fused_or_composed::<R, F, I, BT>(y, dy, dim, SoftmaxKind::Softmax)
    }

    fn fused_log_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        backward_fused_or_composed::<R, F, I, BT>(y, dy, dim, SoftmaxKind::LogSoftmax)
    }
}

/// Checks `dim` and the shapes, then runs the fused backward kernel where it applies (f32, f16,
/// bf16, rows one cube holds) and the composed backward otherwise.
fn backward_fused_or_composed<R, F, I, BT>(
    y: CubeTensor<R>,
    dy: CubeTensor<R>,
    dim: usize,
    kind: SoftmaxKind,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    check_dim(kind.name(), dim, y.rank());
    assert!(
        y.shape() == dy.shape() && y.dtype == dy.dtype,
        "cubemax::{}: the gradient must match the output, got shapes {:?} and {:?}, dtypes {:?} \
         and {:?}",
        kind.name(),
        y.shape(),
        dy.shape(),
        y.dtype,
        dy.dtype
    );
    if !matches!(y.dtype, DType::F32 | DType::F16 | DType::BF16) {
        return composed_backward::<CubeBackend<R, F, I, BT>>(y, dy, dim, kind);
    }
    along_dim([y, dy], dim, |[y, dy]| {
        backward_last_dim::<R, F, I, BT>(y, dy, kind)
    })
}

fn backward_last_dim<R, F, I, BT>(
    y: CubeTensor<R>,
    dy: CubeTensor<R>,
    kind: SoftmaxKind,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    let shape = y.shape();
    if shape.num_elements() == 0 {
        return dy;
    }
    let row_len = shape[shape.num_dims() - 1];
    let (y, dy) = (readable_rows(y), readable_rows(dy));
    let dx = empty_device_dtype(y.client.clone(), y.device.clone(), shape.clone(), y.dtype);
    let problem = BackwardProblem {
        rows: shape.num_elements() / row_len,
        row_len,
        dtype: y.dtype.into(),
        y_row_stride: row_stride(&y).expect("readable rows are evenly spaced"),
        dy_row_stride: row_stride(&dy).expect("readable rows are evenly spaced"),
        dx_row_stride: row_stride(&dx).expect("a fresh tensor has evenly spaced rows"),
    };
    let plan = match plan_backward(&y.client, &problem, &LaunchRequest::new(kind)) {
        Ok(plan) => plan,
        // Rows longer than one cube holds: no single-launch kernel, the composed backward runs.
        Err(SoftmaxError::RowTooLong { .. }) => {
            let last = shape.num_dims() - 1;
            return composed_backward::<CubeBackend<R, F, I, BT>>(y, dy, last, kind);
        }
        Err(error) => panic!("cubemax::{}: {error}", kind.name()),
    };
    launch_softmax_backward(
        &y.client,
        y.handle.clone(),
        dy.handle.clone(),
        dx.handle.clone(),
        &problem,
        &plan,
    )
    .unwrap_or_else(|error| panic!("cubemax::{}: {error}", kind.name()));
    dx
}

/// `tensor` itself when its rows are evenly spaced and start on a vector boundary (contiguous, or
/// pitched as CubeCL's CUDA allocator lays out rows that are not a multiple of 16 bytes), a
/// contiguous copy otherwise.
fn readable_rows<R: CubeRuntime>(tensor: CubeTensor<R>) -> CubeTensor<R> {
    let aligned = tensor
        .handle
        .offset_start
        .unwrap_or(0)
        .is_multiple_of(VECTOR_ALIGNMENT);
    if aligned && row_stride(&tensor).is_some() {
        tensor
    } else {
        into_contiguous(tensor)
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
        return along_dim([tensor], dim, |[tensor]| softmax_last_dim(tensor, kind));
    }
    backend_own::<CubeBackend<R, F, I, BT>>(tensor, dim, kind)
}

/// Runs `last_dim` on `tensors` seen with `dim` as their last axis: a non-last `dim` is swapped
/// with the last axis (a view; the kernels' callers copy what they cannot read in place), and the
/// result is swapped back as a view. The callers' tensors are never written.
fn along_dim<R: CubeRuntime, const N: usize>(
    tensors: [CubeTensor<R>; N],
    dim: usize,
    last_dim: impl FnOnce([CubeTensor<R>; N]) -> CubeTensor<R>,
) -> CubeTensor<R> {
    let last = tensors[0].rank() - 1;
    if dim == last {
        return last_dim(tensors);
    }
    let mut axes: Vec<usize> = (0..=last).collect();
    axes.swap(dim, last);
    let moved = last_dim(tensors.map(|tensor| permute(tensor, &axes)));
    // Swapping two axes is its own inverse.
    permute(moved, &axes)
}

fn softmax_last_dim<R: CubeRuntime>(tensor: CubeTensor<R>, kind: SoftmaxKind) -> CubeTensor<R> {
    let shape = tensor.shape();
    if shape.num_elements() == 0 {
        // Nothing to compute: an empty tensor is its own softmax.
        return tensor;
    }
    let row_len = shape[shape.num_dims() - 1];
    let input = readable_rows(tensor);
    // The output takes the runtime's preferred layout for this shape, which is pitched on CUDA
    // exactly when a pitched input would be.
    let output = empty_device_dtype(
        input.client.clone(),
        input.device.clone(),
        shape.clone(),
        input.dtype,
    );
    let problem = RowProblem {
        rows: shape.num_elements() / row_len,
        row_len,
        dtype: input.dtype.into(),
        input_row_stride: row_stride(&input).expect("a contiguous tensor has evenly spaced rows"),
        output_row_stride: row_stride(&output).expect("a fresh tensor has evenly spaced rows"),
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

/// Byte alignment asked of a buffer read in place: the widest vector the kernels load.
const VECTOR_ALIGNMENT: u64 = 16;

/// The distance, in elements, between consecutive rows (runs along the last axis) of `tensor`,
/// when its last axis is unit-strided and its rows are evenly spaced without overlapping;
/// `None` otherwise (a transposed or broadcast view, for instance).
fn row_stride<R: CubeRuntime>(tensor: &CubeTensor<R>) -> Option<usize> {
    let shape = tensor.meta.shape();
    let strides = tensor.meta.strides();
    let rank = shape.num_dims();
    let row_len = shape[rank - 1];
    if row_len > 1 && strides[rank - 1] != 1 {
        return None;
    }
    // Walking the outer axes from the innermost, the first one with more than one index fixes
    // the row pitch; every further one must step over whole blocks of rows.
    let mut pitch = None;
    let mut rows_below = 1;
    for axis in (0..rank - 1).rev() {
        if shape[axis] == 1 {
            continue;
        }
        let pitch = *pitch.get_or_insert(strides[axis]);
        if pitch < row_len || strides[axis] != pitch * rows_below {
            return None;
        }
        rows_below *= shape[axis];
    }
    Some(pitch.unwrap_or(row_len))
}
