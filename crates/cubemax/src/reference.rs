//! The CPU reference backends: the trait's composed defaults, which run each backend's own
//! softmax (Flex's is fused; NdArray's is composed) with the options built from Burn ops.

use burn_flex::Flex;
use burn_ndarray::{
    FloatNdArrayElement, IntNdArrayElement, NdArray, NdArrayTensor, QuantElement, SharedArray,
};

use crate::backend::SoftmaxBackend;

impl SoftmaxBackend for Flex {}

impl<E, I, Q> SoftmaxBackend for NdArray<E, I, Q>
where
    E: FloatNdArrayElement,
    I: IntNdArrayElement,
    Q: QuantElement,
    NdArrayTensor: From<SharedArray<E>> + From<SharedArray<I>>,
{
}
