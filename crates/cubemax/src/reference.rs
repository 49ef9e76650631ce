//! The CPU reference backends: their own softmax (Flex's is fused; NdArray's is composed).

use burn::tensor::TensorMetadata;
use burn::tensor::backend::Backend;
use burn::tensor::ops::FloatTensor;
use burn_flex::Flex;
use burn_ndarray::{
    FloatNdArrayElement, IntNdArrayElement, NdArray, NdArrayTensor, QuantElement, SharedArray,
};
use cubemax_kernels::SoftmaxKind;

use crate::backend::{SoftmaxBackend, backend_own, check_dim};

/// The backend's own softmax, under cubemax's contract: `dim` checked, and an empty tensor
/// returned as is (the reference backends' reductions panic on empty axes).
fn backend_softmax<B: Backend>(
    tensor: FloatTensor<B>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<B> {
    check_dim(kind.name(), dim, tensor.rank());
    if tensor.shape().num_elements() == 0 {
        return tensor;
    }
    backend_own::<B>(tensor, dim, kind)
}

impl SoftmaxBackend for Flex {
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        backend_softmax::<Self>(tensor, dim, SoftmaxKind::Softmax)
    }

    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        backend_softmax::<Self>(tensor, dim, SoftmaxKind::LogSoftmax)
    }
}

impl<E, I, Q> SoftmaxBackend for NdArray<E, I, Q>
where
    E: FloatNdArrayElement,
    I: IntNdArrayElement,
    Q: QuantElement,
    NdArrayTensor: From<SharedArray<E>> + From<SharedArray<I>>,
{
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        backend_softmax::<Self>(tensor, dim, SoftmaxKind::Softmax)
    }

    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        backend_softmax::<Self>(tensor, dim, SoftmaxKind::LogSoftmax)
    }
}
