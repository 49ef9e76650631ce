//! The extension trait, the plain functions model authors call, and the composed reference of
//! every op (Burn ops only), which backends without a kernel run.

use burn::tensor::backend::Backend;
use burn::tensor::ops::{BoolTensor, FloatTensor};
use burn::tensor::{DType, Shape, Tensor, TensorMetadata, TensorPrimitive, get_device_settings};
use cubemax_kernels::SoftmaxKind;

use crate::arithmetic_exp;

/// What a fused softmax computes besides the softmax of its input, at the level of tensor
/// primitives (see [`SoftmaxOptions`](crate::SoftmaxOptions) for the checked, user-facing form).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FusedSoftmax {
    pub kind: SoftmaxKind,
    /// Multiplies the input first (a temperature); finite and nonzero.
    pub scale: Option<f32>,
    /// An implicit causal mask over the last two axes (queries, keys): key `j` of query `i` is
    /// kept when `j <= i + offset`. Only along the last axis.
    pub causal_offset: Option<i64>,
    /// The dtype of the output (a float type).
    pub output_dtype: DType,
}

impl FusedSoftmax {
    /// The plain softmax (or log-softmax) of a tensor of `dtype`.
    pub fn plain(kind: SoftmaxKind, dtype: DType) -> Self {
        Self {
            kind,
            scale: None,
            causal_offset: None,
            output_dtype: dtype,
        }
    }
}

/// A mask tensor primitive, of the input's rank and broadcastable to its shape.
#[derive(Debug, Clone)]
pub enum MaskPrimitive<B: Backend> {
    /// Added to the (scaled) input.
    Additive(FloatTensor<B>),
    /// `true` masks an element out: its score becomes `-inf`.
    Boolean(BoolTensor<B>),
}

/// What the backward of a fused softmax needs besides `y`, `dy` and `dim`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FusedBackward {
    pub kind: SoftmaxKind,
    /// The forward's scale (1 without one).
    pub scale: f32,
    /// The forward's causal limit (see [`FusedSoftmax::causal_offset`]): the outputs past it
    /// are constants, so their `dy` is not read and their gradient is 0.
    pub causal_offset: Option<i64>,
    /// The dtype of the gradient returned: the forward's input dtype.
    pub dx_dtype: DType,
}

/// A backend that can run cubemax's fused softmax.
///
/// Both methods have composed defaults written with Burn's own ops; `CubeBackend` overrides them
/// with one kernel launch, `Fusion` records them as one custom operation and `Autodiff` adds the
/// backward. Edge semantics (NaN, ±inf, fully masked rows) are those of `docs/NUMERICS.md`.
pub trait SoftmaxBackend: Backend {
    /// The softmax (or log-softmax) along `dim` of the scores `x * scale + mask`, with `-inf`
    /// where a boolean mask is true or past the causal limit, as `spec` says.
    ///
    /// Callers guarantee `dim < rank`, a mask of `x`'s rank that broadcasts to its shape, a
    /// finite nonzero scale, a float output dtype, and for a causal limit `rank >= 2` and
    /// `dim == rank - 1` ([`softmax_with`](crate::softmax_with) checks all of it). Guaranteed
    /// to return a tensor of `x`'s shape and `spec.output_dtype` without changing the inputs.
    fn fused_softmax_with(
        x: FloatTensor<Self>,
        mask: Option<MaskPrimitive<Self>>,
        dim: usize,
        spec: &FusedSoftmax,
    ) -> FloatTensor<Self> {
        composed_forward::<Self>(x, mask, dim, spec, Exponentials::Backend)
    }

    /// The gradient with respect to the forward's input `x` of a loss, from the forward's output
    /// `y` and the loss's gradient `dy` with respect to `y` (same shape and dtype):
    /// `scale * y * (dy - sum(dy * y))` for softmax, `scale * (dy - exp(y) * sum(dy))` for
    /// log-softmax, zero where a log-softmax output is `-inf`. Under a causal limit the sums
    /// run over the keys within it and the gradient past it is zero, whatever `y` and `dy` hold
    /// there. Callers guarantee what the forward's do of `dim` and a causal limit. Guaranteed to
    /// return a tensor of `y`'s shape and `spec.dx_dtype` without changing either input.
    fn fused_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
        spec: &FusedBackward,
    ) -> FloatTensor<Self> {
        composed_backward::<Self>(y, dy, dim, spec, Exponentials::Backend)
    }
}

/// Softmax of `tensor` along `dim`, fused into one kernel where the backend runs CubeCL.
///
/// # Panics
/// If `dim >= D`, with a message naming `dim` and the rank.
pub fn softmax<B: SoftmaxBackend, const D: usize>(
    tensor: Tensor<B, D>,
    dim: usize,
) -> Tensor<B, D> {
    plain::<B, D>(tensor, dim, SoftmaxKind::Softmax)
}

/// Log-softmax of `tensor` along `dim`, fused into one kernel where the backend runs CubeCL.
///
/// # Panics
/// If `dim >= D`, with a message naming `dim` and the rank.
pub fn log_softmax<B: SoftmaxBackend, const D: usize>(
    tensor: Tensor<B, D>,
    dim: usize,
) -> Tensor<B, D> {
    plain::<B, D>(tensor, dim, SoftmaxKind::LogSoftmax)
}

fn plain<B: SoftmaxBackend, const D: usize>(
    tensor: Tensor<B, D>,
    dim: usize,
    kind: SoftmaxKind,
) -> Tensor<B, D> {
    check_dim(kind.name(), dim, D);
    let primitive = tensor.into_primitive().tensor();
    let spec = FusedSoftmax::plain(kind, primitive.dtype());
    Tensor::from_primitive(TensorPrimitive::Float(B::fused_softmax_with(
        primitive, None, dim, &spec,
    )))
}

/// Whether `spec` asks for nothing but the softmax of a tensor of `dtype`.
pub(crate) fn is_plain(spec: &FusedSoftmax, dtype: DType, has_mask: bool) -> bool {
    !has_mask && spec.scale.is_none() && spec.causal_offset.is_none() && spec.output_dtype == dtype
}

/// Where the composed path takes its exponentials and logarithms from, as the device offers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Exponentials {
    /// The backend's own `exp`, `log` and softmax, in every dtype.
    Backend,
    /// The backend's own below 64 bits; in f64 built from products, sums and `round`
    /// ([`arithmetic_exp`]), for a device whose shading language has no 64-bit `exp` (wgpu's).
    ArithmeticInF64,
}

impl Exponentials {
    /// Whether a computation in `dtype` builds them from arithmetic.
    fn arithmetic_in(self, dtype: DType) -> bool {
        self == Self::ArithmeticInF64 && dtype == DType::F64
    }
}

/// The forward written with `B`'s ops: the backend's own softmax of the plain case; otherwise the
/// scores built op by op in [`composed_dtype`], then the backend's own softmax cast to the output
/// dtype, with fully masked rows set to the documented zeros (log-softmax: `-inf`) where Burn's
/// composed softmax gives NaN.
/// Where `exponentials` builds them from arithmetic, the softmax is [`arithmetic_exp::softmax`].
pub(crate) fn composed_forward<B: Backend>(
    x: FloatTensor<B>,
    mask: Option<MaskPrimitive<B>>,
    dim: usize,
    spec: &FusedSoftmax,
    exponentials: Exponentials,
) -> FloatTensor<B> {
    check_dim(spec.kind.name(), dim, x.rank());
    let shape = x.shape();
    if is_plain(spec, x.dtype(), mask.is_some()) || shape.num_elements() == 0 {
        let x = cast::<B>(x, spec.output_dtype);
        if shape.num_elements() == 0 {
            return x;
        }
        return composed_softmax::<B>(row_major::<B>(x), dim, spec.kind, exponentials);
    }
    let device = B::float_device(&x);
    let settings = get_device_settings::<B>(&device);
    let neg_inf = f32::NEG_INFINITY;
    let compute = composed_dtype(x.dtype(), spec.output_dtype);
    let mut scores = cast::<B>(x, compute);
    if let Some(scale) = spec.scale {
        scores = B::float_mul_scalar(scores, scale.into());
    }
    match mask {
        Some(MaskPrimitive::Additive(mask)) => {
            let mask = B::float_expand(cast::<B>(mask, compute), shape.clone());
            scores = B::float_add(scores, mask);
        }
        Some(MaskPrimitive::Boolean(mask)) => {
            let mask = B::bool_expand(mask, shape.clone());
            scores = B::float_mask_fill(scores, mask, neg_inf.into());
        }
        None => {}
    }
    if let Some(offset) = spec.causal_offset {
        let past_the_limit = past_causal_limit::<B>(&shape, offset, &device);
        scores = B::float_mask_fill(scores, past_the_limit, neg_inf.into());
    }
    let scores = row_major::<B>(scores);
    // Rows whose every score is `-inf`, found by counting them rather than from the row's max:
    // CubeCL's reductions start a max at the lowest finite value, which such a row keeps.
    let minus_inf = B::float_equal_elem(scores.clone(), neg_inf.into(), settings.bool_dtype);
    let fully_masked = B::bool_all_dim(minus_inf, dim);
    let output = cast::<B>(
        composed_softmax::<B>(scores, dim, spec.kind, exponentials),
        spec.output_dtype,
    );
    let fill = match spec.kind {
        SoftmaxKind::Softmax => 0.0,
        SoftmaxKind::LogSoftmax => neg_inf,
    };
    B::float_mask_fill(output, B::bool_expand(fully_masked, shape), fill.into())
}

/// Where a causal limit of `offset` masks the keys of a tensor of `shape` out: key `j` (last
/// axis) of query `i` (the axis before) when `j - i > offset`.
fn past_causal_limit<B: Backend>(shape: &Shape, offset: i64, device: &B::Device) -> BoolTensor<B> {
    let settings = get_device_settings::<B>(device);
    let rank = shape.num_dims();
    let (queries, keys) = (shape[rank - 2], shape[rank - 1]);
    // `j - i` lies in `-(queries - 1)..=keys - 1`: an offset past either end keeps every key or
    // none, and is clamped there, so that it fits the backend's int dtype (compared as i32, an
    // offset past i32's range wrapped on Flex, keeping the wrong keys, and panicked on CubeCL's).
    let offset = offset.clamp(-(queries as i64), keys as i64);
    let axis = |len: usize, at: usize| {
        let mut dims = vec![1; rank];
        dims[at] = len;
        let range = B::int_arange(0..len as i64, device, settings.int_dtype);
        B::int_expand(B::int_reshape(range, Shape::from(dims)), shape.clone())
    };
    let distance = B::int_sub(axis(keys, rank - 1), axis(queries, rank - 2));
    B::int_greater_elem(distance, offset.into(), settings.bool_dtype)
}

/// The backward written with `B`'s ops: a product and a sum, then the pointwise tail. Under a
/// causal limit `y` and `dy` are taken as 0 past it and so is the gradient, as the kernels do.
pub(crate) fn composed_backward<B: Backend>(
    y: FloatTensor<B>,
    dy: FloatTensor<B>,
    dim: usize,
    spec: &FusedBackward,
    exponentials: Exponentials,
) -> FloatTensor<B> {
    check_dim(spec.kind.name(), dim, y.rank());
    let past_the_limit = spec.causal_offset.map(|offset| {
        check_causal_dim(spec.kind.name(), offset, dim, y.rank());
        past_causal_limit::<B>(&y.shape(), offset, &B::float_device(&y))
    });
    let compute = composed_dtype(y.dtype(), spec.dx_dtype);
    let (y, dy) = (
        row_major::<B>(cast::<B>(y, compute)),
        row_major::<B>(cast::<B>(dy, compute)),
    );
    let (y, dy) = match &past_the_limit {
        Some(past) => (
            B::float_mask_fill(y, past.clone(), 0.0f32.into()),
            B::float_mask_fill(dy, past.clone(), 0.0f32.into()),
        ),
        None => (y, dy),
    };
    let dz = match spec.kind {
        SoftmaxKind::Softmax => {
            let dot = B::float_sum_dim(B::float_mul(dy.clone(), y.clone()), dim);
            B::float_mul(y, B::float_sub(dy, dot))
        }
        SoftmaxKind::LogSoftmax => {
            let settings = get_device_settings::<B>(&B::float_device(&y));
            let masked_out =
                B::float_equal_elem(y.clone(), f32::NEG_INFINITY.into(), settings.bool_dtype);
            let total = B::float_sum_dim(dy.clone(), dim);
            let probabilities = if exponentials.arithmetic_in(compute) {
                arithmetic_exp::exp::<B>(y)
            } else {
                B::float_exp(y)
            };
            let dz = B::float_sub(dy, B::float_mul(probabilities, total));
            B::float_mask_fill(dz, masked_out, 0.0f32.into())
        }
    };
    let dz = match past_the_limit {
        Some(past) => B::float_mask_fill(dz, past, 0.0f32.into()),
        None => dz,
    };
    let dz = if spec.scale == 1.0 {
        dz
    } else {
        B::float_mul_scalar(dz, spec.scale.into())
    };
    cast::<B>(dz, spec.dx_dtype)
}

/// `tensor` laid out row-major: flattening a view copies it, restoring the shape is free, and a
/// row-major tensor goes through both untouched. Burn 0.21's reductions (`sum_dim`, `max_dim`)
/// on the CubeCL backends get some permuted views wrong (on the CPU Vulkan device, 12 of the 96
/// pairs of a permutation and an axis of a `[40, 2, 8, 8]` tensor; docs/NUMERICS.md), and on a
/// row-major tensor they are right: whatever Burn reduces here is laid out so first.
pub(crate) fn row_major<B: Backend>(tensor: FloatTensor<B>) -> FloatTensor<B> {
    let shape = tensor.shape();
    let flat = B::float_reshape(tensor, Shape::new([shape.num_elements()]));
    B::float_reshape(flat, shape)
}

/// The dtype the composed path computes a softmax with options, or a backward, in: f64 where
/// the input or the output is f64, f32 otherwise, as the kernels compute in f32 registers
/// whatever they store. An output narrower than the input (f16 from f32) is then rounded once,
/// at the end, rather than its scores before the softmax.
fn composed_dtype(input: DType, output: DType) -> DType {
    if input == DType::F64 || output == DType::F64 {
        DType::F64
    } else {
        DType::F32
    }
}

/// `tensor` as `dtype` (itself when it already is).
pub(crate) fn cast<B: Backend>(tensor: FloatTensor<B>, dtype: DType) -> FloatTensor<B> {
    if tensor.dtype() == dtype {
        tensor
    } else {
        B::float_cast(tensor, dtype.into())
    }
}

/// The softmax or log-softmax (chosen by `kind`) of `tensor` along `dim`: `B`'s own (Burn's
/// `ActivationOps`), or built on [`arithmetic_exp`].
fn composed_softmax<B: Backend>(
    tensor: FloatTensor<B>,
    dim: usize,
    kind: SoftmaxKind,
    exponentials: Exponentials,
) -> FloatTensor<B> {
    if exponentials.arithmetic_in(tensor.dtype()) {
        return arithmetic_exp::softmax::<B>(tensor, dim, kind);
    }
    match kind {
        SoftmaxKind::Softmax => B::softmax(tensor, dim),
        SoftmaxKind::LogSoftmax => B::log_softmax(tensor, dim),
    }
}

/// Panics unless a causal limit of `offset` can apply along `dim` of a tensor of rank `rank`:
/// the last axis, with a queries' axis before it.
pub(crate) fn check_causal_dim(op: &str, offset: i64, dim: usize, rank: usize) {
    assert!(
        rank >= 2 && dim == rank - 1,
        "cubemax::{op}: causal (offset {offset}) needs the softmax over the last axis of a \
         tensor of rank 2 or more, got dim {dim} of rank {rank}"
    );
}

/// Panics unless `dim` names an axis of a tensor of rank `rank`.
pub(crate) fn check_dim(op: &str, dim: usize, rank: usize) {
    assert!(
        dim < rank,
        "cubemax::{op}: dim {dim} is out of range for a tensor of rank {rank} (expected dim < {rank})"
    );
}
