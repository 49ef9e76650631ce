//! `CubeBackend`: the kernel launch.

use burn::tensor::ops::{BoolTensorOps, FloatTensor, FloatTensorOps};
use burn::tensor::{BoolStore, DType, Shape, TensorMetadata};
use burn_cubecl::kernel::{into_contiguous, slice};
use burn_cubecl::ops::numeric::{empty_device_contiguous_dtype, empty_device_dtype};
use burn_cubecl::ops::permute;
use burn_cubecl::tensor::CubeTensor;
use burn_cubecl::{BoolElement, CubeBackend, CubeRuntime, FloatElement, IntElement};
use cubecl::client::ComputeClient;
use cubemax_kernels::{
    BackwardProblem, CausalLimit, ColumnMaskLayout, ColumnProblem, ColumnRequest, ColumnStrides,
    FusedScores, LaunchRequest, MaskKind, MaskLayout, OFFSET_TERMS, OffsetTerm, RowProblem,
    RowStarts, launch_fused_softmax, launch_fused_softmax_columns, launch_softmax_backward,
    launch_softmax_backward_columns, plan_backward, plan_columns, plan_launch,
};

use crate::backend::{
    Exponentials, FusedBackward, FusedSoftmax, MaskPrimitive, SoftmaxBackend, check_causal_dim,
    check_dim, composed_backward, composed_forward,
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

/// Where the composed path takes its exponentials on `client`'s runtime: wgpu's shading languages
/// (SPIR-V's GLSL.std.450, WGSL, Metal, HLSL) have no 64-bit `exp` or `log`, and Burn's f64 `exp`
/// there returns garbage, so f64 on wgpu builds them from arithmetic; everything else takes the
/// backend's.
fn exponentials<R: CubeRuntime>(client: &ComputeClient<R>) -> Exponentials {
    if R::name(client).starts_with("wgpu") {
        Exponentials::ArithmeticInF64
    } else {
        Exponentials::Backend
    }
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
        let exponentials = exponentials(&y.client);
        return composed_backward::<CubeBackend<R, F, I, BT>>(y, dy, dim, spec, exponentials);
    }
    if let Some(offset) = spec.causal_offset {
        // A causal limit is on the last two axes as the caller sees them, so it keeps that
        // order, as the forward's does.
        check_causal_dim(kind.name(), offset, dim, y.rank());
        return backward_last_dim::<R>(y, dy, spec);
    }
    // `y` as it is stored (the forward's output is laid out as its input was), `dy` seen in
    // the same order of axes: the kernels read each at its own strides where they can, and
    // copy it otherwise.
    in_memory_order([y, dy], dim, |[y, dy], dim| {
        backward_in_order::<R>(y, dy, dim, spec)
    })
}

/// The fused backward of `y` and `dy` along `dim`, `y` stored in the order of its axes (rows
/// pitched or not) or in a layout no order of its axes makes so (see [`in_memory_order`]).
fn backward_in_order<R: CubeRuntime>(
    y: CubeTensor<R>,
    dy: CubeTensor<R>,
    dim: usize,
    spec: &FusedBackward,
) -> CubeTensor<R> {
    if dim != y.rank() - 1 {
        return backward_columns(y, dy, dim, spec);
    }
    backward_last_dim::<R>(y, dy, spec)
}

/// The fused backward along a `dim` that is not the last, read in place by the column kernels
/// (`y` and `dy` seen as `[outer, len, inner]`, each where [`column_strides`] finds it, even
/// where the two are laid out differently, and made contiguous first otherwise), into a
/// row-major `dx`.
fn backward_columns<R: CubeRuntime>(
    y: CubeTensor<R>,
    dy: CubeTensor<R>,
    dim: usize,
    spec: &FusedBackward,
) -> CubeTensor<R> {
    let shape = y.shape();
    let dx = empty_device_contiguous_dtype(
        y.client.clone(),
        y.device.clone(),
        shape.clone(),
        spec.dx_dtype,
    );
    if shape.num_elements() == 0 {
        return dx;
    }
    let ((y, y_strides), (dy, dy_strides)) = (readable_columns(y, dim), readable_columns(dy, dim));
    let problem = ColumnProblem {
        output_dtype: spec.dx_dtype.into(),
        scale: Some(spec.scale),
        input_outer: y_strides.outer,
        input_inner: y_strides.inner,
        input_len_stride: y_strides.len_stride,
        // The kernels compile in `dy`'s own offsets only where it is laid out apart.
        dy_layout: (dy_strides != y_strides).then_some(dy_strides),
        ..column_problem(&shape, dim, y.dtype)
    };
    launch_softmax_backward_columns(
        &y.client,
        y.handle.clone(),
        dy.handle.clone(),
        dx.handle.clone(),
        &problem,
        &ColumnRequest::new(spec.kind),
    )
    .unwrap_or_else(|error| panic!("cubemax::{}: {error}", spec.kind.name()));
    dx
}

/// `shape` seen as `[outer, len, inner]` around `dim`, both buffers contiguous, of `dtype`.
fn column_problem(shape: &Shape, dim: usize, dtype: DType) -> ColumnProblem {
    let outer: usize = shape[..dim].iter().product();
    let inner: usize = shape[dim + 1..].iter().product();
    ColumnProblem::contiguous(outer, shape[dim], inner, dtype.into())
}

/// `tensor` and its [`column_strides`] where the column kernels can read it in place along
/// `dim`; a contiguous copy and its strides otherwise.
fn readable_columns<R: CubeRuntime>(
    tensor: CubeTensor<R>,
    dim: usize,
) -> (CubeTensor<R>, ColumnStrides) {
    if let Some(strides) = column_strides(&tensor, dim) {
        return (tensor, strides);
    }
    let copy = into_contiguous(tensor);
    let strides = column_strides(&copy, dim).expect("a contiguous tensor has columns");
    (copy, strides)
}

/// Where `tensor`'s outer indices start, where its inner elements are and its `len_stride` (in
/// elements), seen as `[outer, len, inner]` around `dim`, where the column kernels can read it
/// in place: a start on a vector boundary, and the axes after `dim` either contiguous among
/// themselves, with columns that do not overlap, or found by at most [`OFFSET_TERMS`] terms
/// with the last axis unit-strided (a slice along the last axis with more than one axis after
/// `dim`). The axes before `dim` step at one stride where they step as one index (row-major
/// tensors, CUDA's pitched rows along the second-to-last axis, slices along `dim` or the
/// outermost axis), and are found by at most [`OFFSET_TERMS`] terms otherwise (slices along the
/// other outer axes, axes broadcast by `expand`). `None` otherwise.
fn column_strides<R: CubeRuntime>(tensor: &CubeTensor<R>, dim: usize) -> Option<ColumnStrides> {
    let (shape, strides) = (tensor.meta.shape(), tensor.meta.strides());
    let rank = shape.num_dims();
    let aligned = tensor
        .handle
        .offset_start
        .unwrap_or(0)
        .is_multiple_of(VECTOR_ALIGNMENT);
    let inner: usize = shape[dim + 1..].iter().product();
    let contiguous_inner = (dim + 1..rank)
        .rev()
        .try_fold(1, |run, axis| {
            (shape[axis] == 1 || strides[axis] == run).then_some(run * shape[axis])
        })
        .is_some();
    // Inner axes that are not contiguous (a slice along the last axis, with more than one axis
    // after `dim`) are found by terms, as long as the last axis is unit-strided for the kernels'
    // vectors.
    let inner_terms = if contiguous_inner {
        None
    } else if shape[rank - 1] == 1 || strides[rank - 1] == 1 {
        Some(terms_over(tensor, &tensor.shape(), dim + 1..rank)?)
    } else {
        return None;
    };
    let len = shape[dim];
    let len_stride = if len == 1 { inner } else { strides[dim] };
    if !aligned || (inner_terms.is_none() && len > 1 && len_stride < inner) {
        return None;
    }
    // The innermost outer axis of more than one index sets the stride; the others must step
    // over it as one row-major index for a single stride to find them.
    let mut outer_stride = None;
    let mut next_step = 0;
    let mut one_index = true;
    for axis in (0..dim).rev().filter(|&axis| shape[axis] != 1) {
        match outer_stride {
            None => outer_stride = Some(strides[axis]),
            Some(_) if strides[axis] != next_step => one_index = false,
            Some(_) => {}
        }
        next_step = strides[axis] * shape[axis];
    }
    let outer_stride = outer_stride.unwrap_or(len * len_stride);
    if one_index && outer_stride >= len * len_stride {
        return Some(ColumnStrides {
            outer: RowStarts::Strided(outer_stride),
            inner: inner_terms,
            len_stride,
        });
    }
    outer_terms(tensor, &tensor.shape(), dim).map(|terms| ColumnStrides {
        outer: RowStarts::Terms(terms),
        inner: inner_terms,
        len_stride,
    })
}

/// The fused backward along the last dim: one kernel (two by split-row, for rows too long for one
/// cube on a device that does not say its SM count).
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
    let ((y, y_rows), (dy, dy_rows)) = (readable_rows(y), readable_rows(dy));
    let problem = BackwardProblem {
        rows: shape.num_elements() / row_len,
        row_len,
        dtype: y.dtype.into(),
        y_rows,
        dy_rows,
        dx_row_stride: row_stride(&dx).expect("a fresh tensor has evenly spaced rows"),
        dx_dtype: spec.dx_dtype.into(),
        scale: spec.scale,
        causal: spec.causal_offset.map(|offset| CausalLimit {
            queries: shape[shape.num_dims() - 2],
            offset,
        }),
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

/// `tensor` and where its rows start, read in place wherever its last axis is unit-strided and it
/// starts on a vector boundary: rows evenly spaced (contiguous, or pitched as CubeCL's CUDA
/// allocator lays out rows that are not a multiple of 16 bytes) at one stride, and any other
/// outer axes (a slice along one of them, an axis broadcast by `expand`) by at most
/// [`OFFSET_TERMS`] terms. A contiguous copy otherwise.
fn readable_rows<R: CubeRuntime>(tensor: CubeTensor<R>) -> (CubeTensor<R>, RowStarts) {
    let aligned = tensor
        .handle
        .offset_start
        .unwrap_or(0)
        .is_multiple_of(VECTOR_ALIGNMENT);
    let rank = tensor.rank();
    let unit_stride = tensor.meta.shape()[rank - 1] == 1 || tensor.meta.strides()[rank - 1] == 1;
    if aligned && unit_stride {
        if let Some(stride) = row_stride(&tensor) {
            return (tensor, RowStarts::Strided(stride));
        }
        if let Some(terms) = outer_terms(&tensor, &tensor.shape(), rank - 1) {
            return (tensor, RowStarts::Terms(terms));
        }
    }
    let copy = into_contiguous(tensor);
    let stride = row_stride(&copy).expect("a contiguous tensor has evenly spaced rows");
    (copy, RowStarts::Strided(stride))
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
        let exponentials = exponentials(&x.client);
        return composed_forward::<CubeBackend<R, F, I, BT>>(x, mask, dim, spec, exponentials);
    }
    if let Some(offset) = spec.causal_offset {
        check_causal_dim(spec.kind.name(), offset, dim, x.rank());
    }
    let mask = mask.map(|mask| match mask {
        MaskPrimitive::Additive(mask) => (MaskKind::Additive, mask),
        MaskPrimitive::Boolean(mask) => (MaskKind::Boolean, mask),
    });
    // Every index of an axis that `x` broadcasts holds the same rows. Where neither the mask nor
    // a causal limit tells those indices apart, the softmax of the first is that of every one:
    // it is computed once and broadcast back, a view as the input was.
    let shared = shared_axes(&x, mask.as_ref().map(|(_, mask)| mask), dim, spec);
    if !shared.is_empty() {
        let shape = x.shape();
        let x = first_index(x, &shared);
        let mask = mask.map(|(kind, mask)| (kind, first_index(mask, &shared)));
        let y = fused_in_stored_order::<R, F, I, BT>(x, mask, dim, spec);
        return CubeBackend::<R, F, I, BT>::float_expand(untransposed(y), shape);
    }
    untransposed(fused_in_stored_order::<R, F, I, BT>(x, mask, dim, spec))
}

/// `tensor`, copied row-major where it is a transposed view: where its innermost axis in memory
/// (the smallest nonzero stride among its axes of more than one index) is not the last of those
/// axes. Burn 0.21's CubeCL reductions sum such views wrong along some axes (on the CPU Vulkan
/// device `sum_dim(0)` of a `[3, 2, 67, 40]` tensor's `permute([0, 1, 3, 2])` got 4000 of 5360
/// sums wrong; docs/NUMERICS.md), and a forward handed back so broke the caller's `sum_dim`
/// after it where Burn's own softmax, which writes row-major, did not. The column kernels write
/// such a view's output row-major themselves where they hold its columns (see
/// [`softmax_columns`]); this copies the rest. Views that keep the innermost axis last (heads
/// and queries swapped, slices, broadcasts) are handed back as they are, and so are those the
/// backward hands to Burn's autodiff, which permutes them back.
fn untransposed<R: CubeRuntime>(tensor: CubeTensor<R>) -> CubeTensor<R> {
    let (shape, strides) = (tensor.meta.shape(), tensor.meta.strides());
    let spanned: Vec<usize> = (0..tensor.rank())
        .filter(|&axis| shape[axis] > 1 && strides[axis] > 0)
        .collect();
    let innermost = spanned.iter().copied().min_by_key(|&axis| strides[axis]);
    if innermost.is_some() && innermost != spanned.last().copied() {
        into_contiguous(tensor)
    } else {
        tensor
    }
}

/// The axes other than `dim` that `x` broadcasts (stride 0 over more than one index), that the
/// mask broadcasts too (one index, or stride 0) and that a causal limit does not number (the
/// queries' axis, second to last): the softmax is the same at every index of them.
fn shared_axes<R: CubeRuntime>(
    x: &CubeTensor<R>,
    mask: Option<&CubeTensor<R>>,
    dim: usize,
    spec: &FusedSoftmax,
) -> Vec<usize> {
    let rank = x.rank();
    let broadcast = |tensor: &CubeTensor<R>, axis: usize| {
        tensor.meta.shape()[axis] == 1 || tensor.meta.strides()[axis] == 0
    };
    (0..rank)
        .filter(|&axis| {
            axis != dim
                && x.meta.shape()[axis] > 1
                && x.meta.strides()[axis] == 0
                && mask.is_none_or(|mask| broadcast(mask, axis))
                && !(spec.causal_offset.is_some() && axis + 2 == rank)
        })
        .collect()
}

/// `tensor` cut to its first index along each of `axes` (a view: those axes broadcast).
fn first_index<R: CubeRuntime>(tensor: CubeTensor<R>, axes: &[usize]) -> CubeTensor<R> {
    let mut ranges: Vec<_> = tensor.meta.shape().iter().map(|&len| 0..len).collect();
    for &axis in axes {
        ranges[axis] = 0..ranges[axis].end.min(1);
    }
    slice(tensor, &ranges)
}

/// The fused softmax of `x` (with `mask`, both broadcasting along no axis [`shared_axes`]
/// finds) along `dim`, read in the order `x` is stored in where that makes it row-major (see
/// [`in_memory_order`]).
fn fused_in_stored_order<R, F, I, BT>(
    x: CubeTensor<R>,
    mask: Option<(MaskKind, CubeTensor<R>)>,
    dim: usize,
    spec: &FusedSoftmax,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    // A causal limit is on the last two axes as the caller sees them, so it keeps that order.
    if spec.causal_offset.is_some() {
        return fused_in_order::<R, F, I, BT>(x, mask, dim, spec, false);
    }
    // Where the caller's order of axes is the stored one with `dim` moved last (a transposed
    // view along its last axis), an output written so is row-major to the caller.
    let axis_last =
        memory_order(&x).is_some_and(|order| stored_order_with_axis_last(&order, dim, &x.shape()));
    match mask {
        None => in_memory_order([x], dim, |[x], dim| {
            fused_in_order::<R, F, I, BT>(x, None, dim, spec, axis_last)
        }),
        // The mask is seen in the input's order too, which keeps it broadcastable to the input.
        Some((kind, mask)) => in_memory_order([x, mask], dim, |[x, mask], dim| {
            fused_in_order::<R, F, I, BT>(x, Some((kind, mask)), dim, spec, axis_last)
        }),
    }
}

/// Whether `order`, the axes of a tensor of `shape` from the largest stride to the smallest,
/// with `dim` moved last, is the axes' own order, axes of one index left out.
fn stored_order_with_axis_last(order: &[usize], dim: usize, shape: &Shape) -> bool {
    let spanned = |axis: &usize| shape[*axis] > 1;
    let moved = order
        .iter()
        .copied()
        .filter(|&axis| axis != dim)
        .chain([dim])
        .filter(spanned);
    moved.eq((0..shape.num_dims()).filter(spanned))
}

/// The fused softmax of `x` (with `mask`) along `dim`, `x` stored in the order of its axes
/// (rows pitched or not), in a layout no order of its axes makes so, or under a causal limit
/// (see [`in_memory_order`]). With `axis_last`, the column kernels write their output with
/// `dim` stored last where they can (see [`softmax_columns`]).
fn fused_in_order<R, F, I, BT>(
    x: CubeTensor<R>,
    mask: Option<(MaskKind, CubeTensor<R>)>,
    dim: usize,
    spec: &FusedSoftmax,
    axis_last: bool,
) -> CubeTensor<R>
where
    R: CubeRuntime,
    F: FloatElement,
    I: IntElement,
    BT: BoolElement,
{
    // A non-last axis is read in place, units owning columns, where the mask can be read as the
    // column kernels read one.
    let (x, mask) = if dim != x.rank() - 1 {
        match mask {
            None => return softmax_columns(x, None, dim, spec, axis_last),
            Some((kind, mask)) => match mask_columns::<R, F, I, BT>(mask, kind, &x.shape(), dim) {
                (Some(layout), mask) => {
                    return softmax_columns(x, Some((layout, mask)), dim, spec, axis_last);
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

/// Runs `in_order` on `tensors` seen with their axes in the order the first one stores them, when
/// that order is not theirs and makes it row-major, rows pitched or not (a view that `swap_dims`
/// or `permute` made of a tensor), with `dim` renumbered to match, and gives its result back in
/// the tensors' order: the result is then stored in the first tensor's order of axes, and the
/// kernels read that tensor in place where its layout lets them (see [`column_strides`]) instead
/// of copying it. Otherwise runs `in_order` on the tensors as they are.
fn in_memory_order<R: CubeRuntime, const N: usize>(
    tensors: [CubeTensor<R>; N],
    dim: usize,
    in_order: impl FnOnce([CubeTensor<R>; N], usize) -> CubeTensor<R>,
) -> CubeTensor<R> {
    let Some(order) = memory_order(&tensors[0]) else {
        return in_order(tensors, dim);
    };
    let stored_dim = order
        .iter()
        .position(|&axis| axis == dim)
        .expect("an order has every axis");
    let result = in_order(tensors.map(|tensor| permute(tensor, &order)), stored_dim);
    permute(result, &inverse_order(&order))
}

/// The permutation that undoes `permute(_, order)`: where each axis went.
fn inverse_order(order: &[usize]) -> Vec<usize> {
    let mut inverse = vec![0; order.len()];
    for (position, &axis) in order.iter().enumerate() {
        inverse[axis] = position;
    }
    inverse
}

/// The axes of `tensor` from the largest stride to the smallest, when that is not their order and
/// reading them in it makes `tensor` row-major with evenly spaced rows; `None` otherwise.
fn memory_order<R: CubeRuntime>(tensor: &CubeTensor<R>) -> Option<Vec<usize>> {
    if tensor.rank() == 0 || row_stride(tensor).is_some() {
        return None;
    }
    let strides = tensor.meta.strides();
    let mut order: Vec<usize> = (0..tensor.rank()).collect();
    // Stable, so axes of equal strides (those of one element among them) keep their order.
    order.sort_by_key(|&axis| core::cmp::Reverse(strides[axis]));
    let is_identity = order
        .iter()
        .enumerate()
        .all(|(position, &axis)| position == axis);
    (!is_identity && row_stride(&permute(tensor.clone(), &order)).is_some()).then_some(order)
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
    let (input, input_rows) = readable_rows(x);
    let (mask_layout, mask) = match mask {
        Some((kind, mask)) => {
            let (layout, mask) = mask_rows::<R, F, I, BT>(mask, kind, &shape);
            (Some(layout), Some(mask))
        }
        None => (None, None),
    };
    let problem = RowProblem {
        rows: shape.num_elements() / row_len,
        row_len,
        dtype: input.dtype.into(),
        input_rows,
        output_row_stride: row_stride(&output).expect("a fresh tensor has evenly spaced rows"),
        output_dtype: spec.output_dtype.into(),
        fused: FusedScores {
            scale: spec.scale,
            mask: mask_layout,
            causal: spec.causal_offset.map(|offset| CausalLimit {
                queries: shape[rank - 2],
                offset,
            }),
        },
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

/// The softmax along a `dim` that is not the last into a fresh output, read in place by the
/// column kernels: `x` is seen as `[outer, len, inner]` where [`column_strides`] finds it so,
/// made contiguous first otherwise. The output is row-major, or with `axis_last` and a plan that
/// writes it so, row-major with `dim` moved last (`[outer, inner, len]`), handed back as a view
/// of `x`'s shape: the caller asks for that where its own order of axes is that one.
fn softmax_columns<R: CubeRuntime>(
    x: CubeTensor<R>,
    mask: Option<(ColumnMaskLayout, CubeTensor<R>)>,
    dim: usize,
    spec: &FusedSoftmax,
    axis_last: bool,
) -> CubeTensor<R> {
    let shape = x.shape();
    if shape.num_elements() == 0 {
        return empty_device_contiguous_dtype(x.client, x.device, shape, spec.output_dtype);
    }
    let (x, input) = readable_columns(x, dim);
    let (mask_layout, mask) = mask.unzip();
    let request = ColumnRequest::new(spec.kind);
    let problem = ColumnProblem {
        output_dtype: spec.output_dtype.into(),
        scale: spec.scale,
        mask: mask_layout,
        input_outer: input.outer,
        input_inner: input.inner,
        input_len_stride: input.len_stride,
        output_axis_last: axis_last,
        ..column_problem(&shape, dim, x.dtype)
    };
    // The kernels write the axis last where their plan can (every plan whose tile fits in
    // shared memory); otherwise the columns are laid out as the input, and `untransposed`
    // copies what the caller gets.
    let holds = axis_last && plan_columns(&x.client, &problem, &request).is_ok();
    let problem = ColumnProblem {
        output_axis_last: holds,
        ..problem
    };
    // Row-major whatever the runtime prefers for rows: the kernels write columns at strides of
    // whole rows, which CUDA's pitched rows do not have along every axis.
    let output = if problem.output_axis_last {
        let rank = shape.num_dims();
        let moved: Vec<usize> = (0..rank).filter(|&axis| axis != dim).chain([dim]).collect();
        let stored = empty_device_contiguous_dtype(
            x.client.clone(),
            x.device.clone(),
            Shape::from(moved.iter().map(|&axis| shape[axis]).collect::<Vec<_>>()),
            spec.output_dtype,
        );
        permute(stored, &inverse_order(&moved))
    } else {
        empty_device_contiguous_dtype(
            x.client.clone(),
            x.device.clone(),
            shape.clone(),
            spec.output_dtype,
        )
    };
    launch_fused_softmax_columns(
        &x.client,
        x.handle.clone(),
        mask.map(|mask| mask.handle.clone()),
        output.handle.clone(),
        &problem,
        &request,
    )
    .unwrap_or_else(|error| panic!("cubemax::{}: {error}", spec.kind.name()));
    output
}

/// `mask` (of `shape`'s rank, broadcastable to it) as the column kernels read it for a softmax
/// along `dim`: each `(o, l)` with its `inner` elements contiguous and aligned, or one element
/// broadcast over all of them, and the outer axes in at most [`OFFSET_TERMS`] terms. A mask whose
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
    let Some(terms) = outer_terms(&mask, shape, dim) else {
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

/// `mask` (of `shape`'s rank, broadcastable to it) as the kernels read it: each row a contiguous,
/// aligned run of the row's length, rows found by at most [`OFFSET_TERMS`] terms. A mask broadcast
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
    let terms = match outer_terms(&mask, shape, rank - 1) {
        Some(terms) => terms,
        None => {
            mask = into_contiguous(expand_mask::<R, F, I, BT>(mask, kind, shape.clone()));
            outer_terms(&mask, shape, rank - 1).expect("a full-size contiguous mask needs one term")
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

/// The terms locating the run of `tensor` (a mask, or an input itself) at each index over the
/// first `outer_axes` axes of a tensor of `shape` (rows: all axes but the last, see
/// [`MaskLayout`] and [`RowStarts::Terms`]; columns: the axes before the softmax axis, see
/// [`ColumnMaskLayout`]): runs of axes that step evenly through `tensor` merge into one term;
/// axes it broadcasts add none. `None` if more than [`OFFSET_TERMS`] are needed.
fn outer_terms<R: CubeRuntime>(
    tensor: &CubeTensor<R>,
    shape: &Shape,
    outer_axes: usize,
) -> Option<[OffsetTerm; OFFSET_TERMS]> {
    terms_over(tensor, shape, 0..outer_axes)
}

/// The terms locating `tensor`'s element at each index over `axes` of a tensor of `shape`, the
/// index counted row-major over those axes alone: the outer terms above over the outer axes, or
/// a column's inner elements over the axes after the softmax axis (see
/// [`ColumnStrides::inner`]). Runs of axes that step evenly merge into one
/// term; axes `tensor` broadcasts add none. `None` if more than [`OFFSET_TERMS`] are needed.
fn terms_over<R: CubeRuntime>(
    tensor: &CubeTensor<R>,
    shape: &Shape,
    axes: core::ops::Range<usize>,
) -> Option<[OffsetTerm; OFFSET_TERMS]> {
    let (tensor_shape, tensor_strides) = (tensor.meta.shape(), tensor.meta.strides());
    let mut terms: Vec<OffsetTerm> = Vec::new();
    let mut rows_below = 1;
    for axis in axes.rev() {
        let len = shape[axis];
        if len == 1 {
            continue;
        }
        let stride = if tensor_shape[axis] == 1 {
            0
        } else {
            tensor_strides[axis]
        };
        match terms.last_mut() {
            Some(last) if last.div * last.len == rows_below && stride == last.stride * last.len => {
                last.len *= len;
            }
            _ => terms.push(OffsetTerm {
                div: rows_below,
                len,
                stride,
            }),
        }
        rows_below *= len;
    }
    terms.retain(|term| term.stride != 0);
    if terms.len() > OFFSET_TERMS {
        return None;
    }
    let mut fixed = [OffsetTerm::UNUSED; OFFSET_TERMS];
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
