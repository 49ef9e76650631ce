//! `CubeBackend`: the kernel launch.

use burn::tensor::ops::{BoolTensorOps, FloatTensor, FloatTensorOps};
use burn::tensor::{BoolStore, DType, Shape, TensorMetadata};
use burn_cubecl::kernel::into_contiguous;
use burn_cubecl::ops::numeric::empty_device_dtype;
use burn_cubecl::ops::permute;
use burn_cubecl::tensor::CubeTensor;
use burn_cubecl::{BoolElement, CubeBackend, CubeRuntime, FloatElement, IntElement};
use cubemax_kernels::{
    BackwardProblem, CausalLimit, ColumnMaskLayout, ColumnProblem, ColumnRequest, FusedScores,
    LaunchRequest, MASK_TERMS, MaskKind, MaskLayout, MaskTerm, RowProblem, launch_fused_softmax,
    launch_fused_softmax_columns, launch_softmax_backward, launch_softmax_backward_columns,
    plan_backward, plan_backward_columns, plan_launch,
};

use crate::backend::{
    FusedBackward, FusedSoftmax, MaskPrimitive, SoftmaxBackend, check_dim, composed_backward,
    composed_forward,
};

impl<R, F, I, BT> SoftmaxBackend for CubeBackend<R, F, I, BT>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    fn fused_softmax_with(
        x: FloatTensor<Self>,
        mask: Option<MaskPrimitive<Self>>,
        dim: usize,
        spec: &FusedSoftmax,
    ) -> FloatTensor<Self> {
        fused_or_composed::<R, F, I, BT>(x, mask, dim, spec)
    }

    fn fused_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
        spec: &FusedBackward,
    ) -> FloatTensor<Self> {
        backward_fused_or_composed::<R, F, I, BT>(y, dy, dim, spec)
    }
}

/// The float dtypes the kernels store.
fn kernel_float(dtype: DType) -> bool {
    matches!(dtype, DType::F32 | DType::F16 | DType::BF16)
}

/// Checks `dim` and the shapes, then runs the fused backward kernels where they apply (f32, f16,
/// bf16) and the composed backward otherwise.
fn backward_fused_or_composed<R, F, I, BT>(
    y: CubeTensor<R>,
    dy: CubeTensor<R>,
    dim: usize,
    spec: &FusedBackward,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    let kind = spec.kind;
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
    if !kernel_float(y.dtype) || !kernel_float(spec.dx_dtype) {
        return composed_backward::<CubeBackend<R, F, I, BT>>(y, dy, dim, spec);
    }
    if dim != y.rank() - 1 {
        // A non-last axis whose columns the backward can hold is read in place.
        if let Some(dx) = backward_columns(&y, &dy, dim, spec) {
            return dx;
        }
    }
    along_dim([y, dy], dim, |[y, dy]| backward_last_dim::<R>(y, dy, spec))
}

/// The fused backward along a `dim` that is not the last, read in place by the column kernel
/// (`y` and `dy` seen as `[outer, len, inner]`, made contiguous first if their layout is not
/// row-major), into a row-major `dx`; `None` where the columns are too long for it to hold, or
/// the runtime would not lay `dx` out row-major.
fn backward_columns<R: CubeRuntime>(
    y: &CubeTensor<R>,
    dy: &CubeTensor<R>,
    dim: usize,
    spec: &FusedBackward,
) -> Option<CubeTensor<R>> {
    let shape = y.shape();
    let outer: usize = shape[..dim].iter().product();
    let inner: usize = shape[dim + 1..].iter().product();
    let problem = ColumnProblem {
        output_dtype: spec.dx_dtype.into(),
        scale: Some(spec.scale),
        ..ColumnProblem::contiguous(outer, shape[dim], inner, y.dtype.into())
    };
    let request = ColumnRequest::new(spec.kind);
    if plan_backward_columns(&y.client, &problem, &request).is_err() {
        return None;
    }
    let dx = empty_device_dtype(
        y.client.clone(),
        y.device.clone(),
        shape.clone(),
        spec.dx_dtype,
    );
    if !row_major(&dx) {
        return None;
    }
    if shape.num_elements() == 0 {
        return Some(dx);
    }
    let (y, dy) = (row_major_aligned(y.clone()), row_major_aligned(dy.clone()));
    launch_softmax_backward_columns(
        &y.client,
        y.handle.clone(),
        dy.handle.clone(),
        dx.handle.clone(),
        &problem,
        &request,
    )
    .unwrap_or_else(|error| panic!("cubemax::{}: {error}", spec.kind.name()));
    Some(dx)
}

/// The fused backward along the last dim: one kernel for rows one cube holds, split-row beyond.
fn backward_last_dim<R: CubeRuntime>(
    y: CubeTensor<R>,
    dy: CubeTensor<R>,
    spec: &FusedBackward,
) -> CubeTensor<R> {
    let kind = spec.kind;
    let shape = y.shape();
    let dx = empty_device_dtype(
        y.client.clone(),
        y.device.clone(),
        shape.clone(),
        spec.dx_dtype,
    );
    if shape.num_elements() == 0 {
        return dx;
    }
    let row_len = shape[shape.num_dims() - 1];
    let (y, dy) = (readable_rows(y), readable_rows(dy));
    let problem = BackwardProblem {
        rows: shape.num_elements() / row_len,
        row_len,
        dtype: y.dtype.into(),
        y_row_stride: row_stride(&y).expect("readable rows are evenly spaced"),
        dy_row_stride: row_stride(&dy).expect("readable rows are evenly spaced"),
        dx_row_stride: row_stride(&dx).expect("a fresh tensor has evenly spaced rows"),
        dx_dtype: spec.dx_dtype.into(),
        scale: spec.scale,
    };
    let plan = plan_backward(&y.client, &problem, &LaunchRequest::new(kind))
        .unwrap_or_else(|error| panic!("cubemax::{}: {error}", kind.name()));
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

/// Checks `dim`, then runs the fused kernel where it applies (f32, f16, bf16 input and output,
/// a float mask of those types or a boolean mask stored as integers) and the composed softmax
/// otherwise (f64, or native bool storage).
fn fused_or_composed<R, F, I, BT>(
    x: CubeTensor<R>,
    mask: Option<MaskPrimitive<CubeBackend<R, F, I, BT>>>,
    dim: usize,
    spec: &FusedSoftmax,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    check_dim(spec.kind.name(), dim, x.rank());
    let mask_in_kernel = match &mask {
        None => true,
        Some(MaskPrimitive::Additive(mask)) => kernel_float(mask.dtype),
        Some(MaskPrimitive::Boolean(mask)) => matches!(
            mask.dtype,
            DType::Bool(BoolStore::U8 | BoolStore::U32) | DType::U8 | DType::U32
        ),
    };
    if !kernel_float(x.dtype) || !kernel_float(spec.output_dtype) || !mask_in_kernel {
        return composed_forward::<CubeBackend<R, F, I, BT>>(x, mask, dim, spec);
    }
    if let Some(offset) = spec.causal_offset {
        assert!(
            x.rank() >= 2 && dim == x.rank() - 1,
            "cubemax::{}: causal (offset {offset}) needs the softmax over the last axis of a \
             tensor of rank 2 or more, got dim {dim} of rank {}",
            spec.kind.name(),
            x.rank()
        );
    }
    let mask = mask.map(|mask| match mask {
        MaskPrimitive::Additive(mask) => (MaskKind::Additive, mask),
        MaskPrimitive::Boolean(mask) => (MaskKind::Boolean, mask),
    });
    // A non-last axis is read in place, units owning columns, where the output is laid out
    // row-major and the mask can be read as the column kernels read one.
    let (x, mask) = if dim != x.rank() - 1
        && let Some(output) = row_major_output(&x, spec)
    {
        match mask {
            None => return softmax_columns(x, None, output, dim, spec),
            Some((kind, mask)) => match mask_columns::<R, F, I, BT>(mask, kind, &x.shape(), dim) {
                (Some(layout), mask) => {
                    return softmax_columns(x, Some((layout, mask)), output, dim, spec);
                }
                (None, mask) => (x, Some((kind, mask))),
            },
        }
    } else {
        (x, mask)
    };
    match mask {
        None => along_dim([x], dim, |[x]| {
            softmax_last_dim::<R, F, I, BT>(x, None, spec)
        }),
        Some((kind, mask)) => along_dim([x, mask], dim, |[x, mask]| {
            softmax_last_dim::<R, F, I, BT>(x, Some((kind, mask)), spec)
        }),
    }
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

fn softmax_last_dim<R, F, I, BT>(
    x: CubeTensor<R>,
    mask: Option<(MaskKind, CubeTensor<R>)>,
    spec: &FusedSoftmax,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    let kind = spec.kind;
    let shape = x.shape();
    let rank = shape.num_dims();
    // The output takes the runtime's preferred layout for this shape, which is pitched on CUDA
    // exactly when a pitched input would be.
    let output = empty_device_dtype(
        x.client.clone(),
        x.device.clone(),
        shape.clone(),
        spec.output_dtype,
    );
    if shape.num_elements() == 0 {
        // Nothing to compute: an empty tensor is its own softmax.
        return output;
    }
    let row_len = shape[rank - 1];
    let input = readable_rows(x);
    let (mask_layout, mask) = match mask {
        Some((kind, mask)) => {
            let (layout, mask) = mask_rows::<R, F, I, BT>(mask, kind, &shape);
            (Some(layout), Some(mask))
        }
        None => (None, None),
    };
    let problem = RowProblem {
        output_dtype: spec.output_dtype.into(),
        fused: FusedScores {
            scale: spec.scale,
            mask: mask_layout,
            causal: spec.causal_offset.map(|offset| CausalLimit {
                queries: shape[rank - 2],
                offset,
            }),
        },
        ..RowProblem::pitched(
            shape.num_elements() / row_len,
            row_len,
            input.dtype.into(),
            row_stride(&input).expect("a contiguous tensor has evenly spaced rows"),
            row_stride(&output).expect("a fresh tensor has evenly spaced rows"),
        )
    };
    let plan = plan_launch(&input.client, &problem, &LaunchRequest::new(kind))
        .unwrap_or_else(|error| panic!("cubemax::{}: {error}", kind.name()));
    launch_fused_softmax(
        &input.client,
        input.handle.clone(),
        mask.map(|mask| mask.handle.clone()),
        output.handle.clone(),
        &problem,
        &plan,
    )
    .unwrap_or_else(|error| panic!("cubemax::{}: {error}", kind.name()));
    output
}

/// A fresh output for `x` under `spec`, if the runtime lays it out row-major (CUDA pitches the
/// rows of some shapes; those take the permuted path).
fn row_major_output<R: CubeRuntime>(
    x: &CubeTensor<R>,
    spec: &FusedSoftmax,
) -> Option<CubeTensor<R>> {
    let output = empty_device_dtype(
        x.client.clone(),
        x.device.clone(),
        x.shape(),
        spec.output_dtype,
    );
    row_major(&output).then_some(output)
}

/// The softmax along a `dim` that is not the last into the row-major `output`, read in place by
/// the column kernel: `x` is seen as `[outer, len, inner]` (made contiguous first if its layout
/// is not row-major).
fn softmax_columns<R: CubeRuntime>(
    x: CubeTensor<R>,
    mask: Option<(ColumnMaskLayout, CubeTensor<R>)>,
    output: CubeTensor<R>,
    dim: usize,
    spec: &FusedSoftmax,
) -> CubeTensor<R> {
    let shape = x.shape();
    if shape.num_elements() == 0 {
        return output;
    }
    let x = row_major_aligned(x);
    let outer: usize = shape[..dim].iter().product();
    let inner: usize = shape[dim + 1..].iter().product();
    let (mask_layout, mask) = mask.unzip();
    let problem = ColumnProblem {
        output_dtype: spec.output_dtype.into(),
        scale: spec.scale,
        mask: mask_layout,
        ..ColumnProblem::contiguous(outer, shape[dim], inner, x.dtype.into())
    };
    launch_fused_softmax_columns(
        &x.client,
        x.handle.clone(),
        mask.map(|mask| mask.handle.clone()),
        output.handle.clone(),
        &problem,
        &ColumnRequest::new(spec.kind),
    )
    .unwrap_or_else(|error| panic!("cubemax::{}: {error}", spec.kind.name()));
    output
}

/// `mask` (of `shape`'s rank, broadcastable to it) as the column kernels read it for a softmax
/// along `dim`: each `(o, l)` with its `inner` elements contiguous and aligned, or one element
/// broadcast over all of them, and the outer axes in at most [`MASK_TERMS`] terms. A mask whose
/// `inner` elements are neither is first copied contiguous over them (at most the input's size).
/// No layout comes back with the mask where that is still not enough, for the caller to move the
/// axis last instead (a runtime that pitches the copy's rows, or too many alternations of
/// broadcast and kept outer axes).
fn mask_columns<R, F, I, BT>(
    mask: CubeTensor<R>,
    kind: MaskKind,
    shape: &Shape,
    dim: usize,
) -> (Option<ColumnMaskLayout>, CubeTensor<R>)
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    let rank = shape.num_dims();
    let inner_axes = || (dim + 1..rank).filter(|&axis| shape[axis] != 1);
    let broadcast_inner = inner_axes().all(|axis| mask.meta.shape()[axis] == 1);
    let inner_contiguous = |mask: &CubeTensor<R>| {
        let (mask_shape, strides) = (mask.meta.shape(), mask.meta.strides());
        let mut expected = 1;
        let contiguous = (dim + 1..rank).rev().all(|axis| {
            let ok =
                shape[axis] == 1 || (mask_shape[axis] == shape[axis] && strides[axis] == expected);
            expected *= shape[axis];
            ok
        });
        contiguous
            && mask
                .handle
                .offset_start
                .unwrap_or(0)
                .is_multiple_of(VECTOR_ALIGNMENT)
    };
    let mut mask = mask;
    if !broadcast_inner && !inner_contiguous(&mask) {
        let mut target = mask.shape();
        for axis in dim + 1..rank {
            target[axis] = shape[axis];
        }
        mask = into_contiguous(expand_mask::<R, F, I, BT>(mask, kind, target));
        if !inner_contiguous(&mask) {
            return (None, mask);
        }
    }
    let Some(terms) = mask_terms(&mask, shape, dim) else {
        return (None, mask);
    };
    let len_stride = if mask.meta.shape()[dim] == 1 {
        0
    } else {
        mask.meta.strides()[dim]
    };
    let layout = ColumnMaskLayout {
        kind,
        dtype: mask.dtype.into(),
        terms,
        len_stride,
        broadcast_inner,
    };
    (Some(layout), mask)
}

/// `tensor` itself when it is row-major and starts on a vector boundary, a contiguous copy
/// otherwise: what the column kernels read.
fn row_major_aligned<R: CubeRuntime>(tensor: CubeTensor<R>) -> CubeTensor<R> {
    let aligned = tensor
        .handle
        .offset_start
        .unwrap_or(0)
        .is_multiple_of(VECTOR_ALIGNMENT);
    if row_major(&tensor) && aligned {
        tensor
    } else {
        into_contiguous(tensor)
    }
}

/// Whether `tensor` is laid out row-major with no gaps (axes of length 1 aside).
fn row_major<R: CubeRuntime>(tensor: &CubeTensor<R>) -> bool {
    let (shape, strides) = (tensor.meta.shape(), tensor.meta.strides());
    let mut expected = 1;
    for axis in (0..shape.num_dims()).rev() {
        if shape[axis] != 1 && strides[axis] != expected {
            return false;
        }
        expected *= shape[axis];
    }
    true
}

/// `mask` (of `shape`'s rank, broadcastable to it) as the kernels read it: each row a contiguous,
/// aligned run of the row's length, rows found by at most [`MASK_TERMS`] terms. A mask broadcast
/// along the row, or strided, or with too many alternations of broadcast and non-broadcast axes,
/// is first copied in the layout it lacks (at most the input's size; a mask that is already
/// right, the common case, is read in place).
fn mask_rows<R, F, I, BT>(
    mask: CubeTensor<R>,
    kind: MaskKind,
    shape: &Shape,
) -> (MaskLayout, CubeTensor<R>)
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    let rank = shape.num_dims();
    let row_len = shape[rank - 1];
    let mut mask = mask;
    let row_ready = mask.meta.shape()[rank - 1] == row_len
        && (row_len == 1 || mask.meta.strides()[rank - 1] == 1)
        && mask
            .handle
            .offset_start
            .unwrap_or(0)
            .is_multiple_of(VECTOR_ALIGNMENT);
    if !row_ready {
        let mut target = mask.shape();
        target[rank - 1] = row_len;
        mask = into_contiguous(expand_mask::<R, F, I, BT>(mask, kind, target));
    }
    let terms = match mask_terms(&mask, shape, rank - 1) {
        Some(terms) => terms,
        None => {
            mask = into_contiguous(expand_mask::<R, F, I, BT>(mask, kind, shape.clone()));
            mask_terms(&mask, shape, rank - 1).expect("a full-size contiguous mask needs one term")
        }
    };
    let layout = MaskLayout {
        kind,
        dtype: mask.dtype.into(),
        terms,
    };
    (layout, mask)
}

/// `mask` broadcast to `target` (a view).
fn expand_mask<R, F, I, BT>(mask: CubeTensor<R>, kind: MaskKind, target: Shape) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    match kind {
        MaskKind::Boolean => CubeBackend::<R, F, I, BT>::bool_expand(mask, target),
        _ => CubeBackend::<R, F, I, BT>::float_expand(mask, target),
    }
}

/// The terms locating the mask of each index over the first `outer_axes` axes of a tensor of
/// `shape` (rows: all axes but the last, see [`MaskLayout`]; columns: the axes before the
/// softmax axis, see [`ColumnMaskLayout`]): runs of axes that step evenly through the mask merge
/// into one term; axes the mask broadcasts add none. `None` if more than [`MASK_TERMS`] are
/// needed.
fn mask_terms<R: CubeRuntime>(
    mask: &CubeTensor<R>,
    shape: &Shape,
    outer_axes: usize,
) -> Option<[MaskTerm; MASK_TERMS]> {
    let (mask_shape, mask_strides) = (mask.meta.shape(), mask.meta.strides());
    let mut terms: Vec<MaskTerm> = Vec::new();
    let mut rows_below = 1;
    for axis in (0..outer_axes).rev() {
        let len = shape[axis];
        if len == 1 {
            continue;
        }
        let stride = if mask_shape[axis] == 1 {
            0
        } else {
            mask_strides[axis]
        };
        match terms.last_mut() {
            Some(last) if last.div * last.len == rows_below && stride == last.stride * last.len => {
                last.len *= len;
            }
            _ => terms.push(MaskTerm {
                div: rows_below,
                len,
                stride,
            }),
        }
        rows_below *= len;
    }
    terms.retain(|term| term.stride != 0);
    if terms.len() > MASK_TERMS {
        return None;
    }
    let mut fixed = [MaskTerm::UNUSED; MASK_TERMS];
    fixed[..terms.len()].copy_from_slice(&terms);
    Some(fixed)
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
