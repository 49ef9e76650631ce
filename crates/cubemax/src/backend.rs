//! The extension trait and the functions model authors call.

use burn::tensor::backend::Backend;
use burn::tensor::ops::FloatTensor;
use burn::tensor::{Tensor, TensorPrimitive};
use cubemax_kernels::SoftmaxKind;

/// A backend that can run cubemax's fused softmax.
///
/// Both methods take a float tensor of any rank and a `dim < rank`, and are guaranteed to return a
/// tensor of the same shape and dtype holding the softmax (or log-softmax) along `dim`, without
/// changing the input. Edge semantics (NaN, ±inf, fully masked rows) are those of
/// `docs/NUMERICS.md`.
pub trait SoftmaxBackend: Backend {
    /// `exp(x - max) / sum(exp(x - max))` along `dim`.
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self>;
    /// `x - max - ln(sum(exp(x - max)))` along `dim`.
    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self>;

    /// The gradient of [`fused_softmax`](Self::fused_softmax) along `dim`, from its output `y`
    /// and the gradient `dy` of a loss with respect to `y` (same shape and dtype):
    /// `y * (dy - sum(dy * y))`. Guaranteed to return a tensor of `y`'s shape and dtype without
    /// changing either input. The default is composed of Burn ops; the CubeCL backends run one
    /// fused kernel.
    fn fused_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        composed_backward::<Self>(y, dy, dim, SoftmaxKind::Softmax)
    }

    /// The gradient of [`fused_log_softmax`](Self::fused_log_softmax) along `dim`, from its output
    /// `y` (the log-probabilities) and `dy`: `dy - exp(y) * sum(dy)`. Same guarantees as
    /// [`fused_softmax_backward`](Self::fused_softmax_backward).
    fn fused_log_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        composed_backward::<Self>(y, dy, dim, SoftmaxKind::LogSoftmax)
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
    check_dim("softmax", dim, D);
    let primitive = tensor.into_primitive().tensor();
    Tensor::from_primitive(TensorPrimitive::Float(B::fused_softmax(primitive, dim)))
}

/// Log-softmax of `tensor` along `dim`, fused into one kernel where the backend runs CubeCL.
///
/// # Panics
/// If `dim >= D`, with a message naming `dim` and the rank.
pub fn log_softmax<B: SoftmaxBackend, const D: usize>(
    tensor: Tensor<B, D>,
    dim: usize,
) -> Tensor<B, D> {
    check_dim("log_softmax", dim, D);
    let primitive = tensor.into_primitive().tensor();
    Tensor::from_primitive(TensorPrimitive::Float(B::fused_log_softmax(primitive, dim)))
}

/// `B`'s fused softmax or log-softmax, chosen by `kind`.
pub(crate) fn fused<B: SoftmaxBackend>(
    tensor: FloatTensor<B>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<B> {
    match kind {
        SoftmaxKind::Softmax => B::fused_softmax(tensor, dim),
        SoftmaxKind::LogSoftmax => B::fused_log_softmax(tensor, dim),
    }
}

/// `B`'s fused backward of softmax or log-softmax, chosen by `kind`.
pub(crate) fn fused_backward<B: SoftmaxBackend>(
    y: FloatTensor<B>,
    dy: FloatTensor<B>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<B> {
    match kind {
        SoftmaxKind::Softmax => B::fused_softmax_backward(y, dy, dim),
        SoftmaxKind::LogSoftmax => B::fused_log_softmax_backward(y, dy, dim),
    }
}

/// The backward written with `B`'s ops: a product and a sum, then the pointwise tail.
pub(crate) fn composed_backward<B: Backend>(
    y: FloatTensor<B>,
    dy: FloatTensor<B>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<B> {
    match kind {
        SoftmaxKind::Softmax => {
            let dot = B::float_sum_dim(B::float_mul(dy.clone(), y.clone()), dim);
            B::float_mul(y, B::float_sub(dy, dot))
        }
        SoftmaxKind::LogSoftmax => {
            let total = B::float_sum_dim(dy.clone(), dim);
            B::float_sub(dy, B::float_mul(B::float_exp(y), total))
        }
    }
}

/// `B`'s own softmax or log-softmax (Burn's `ActivationOps`), chosen by `kind`.
pub(crate) fn backend_own<B: Backend>(
    tensor: FloatTensor<B>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<B> {
    match kind {
        SoftmaxKind::Softmax => B::softmax(tensor, dim),
        SoftmaxKind::LogSoftmax => B::log_softmax(tensor, dim),
    }
}

/// Panics unless `dim` names an axis of a tensor of rank `rank`.
pub(crate) fn check_dim(op: &str, dim: usize, rank: usize) {
    assert!(
        dim < rank,
        "cubemax::{op}: dim {dim} is out of range for a tensor of rank {rank} (expected dim < {rank})"
    );
}
