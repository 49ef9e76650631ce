//! # cubemax
//!
//! A fused softmax for [Burn](https://burn.dev): one kernel launch per softmax (an online
//! max-and-sum over each row, then the normalization), from one CubeCL kernel family that compiles
//! for every CubeCL runtime.
//!
//! ```
//! use burn::backend::Flex;
//! use burn::tensor::{Tensor, TensorData, Tolerance};
//!
//! // The same call on `burn::backend::Wgpu` or `burn::backend::Cuda` runs the fused kernel; the
//! // CPU reference backend `Flex` keeps this example runnable anywhere.
//! let scores = Tensor::<Flex, 2>::from_floats(
//!     [[2.0, 1.0, 3.0], [1000.0, 1001.0, 1002.0]],
//!     &Default::default(),
//! );
//! let probabilities = cubemax::softmax(scores, 1);
//! probabilities.into_data().assert_approx_eq::<f32>(
//!     &TensorData::from([[0.2447f32, 0.0900, 0.6652], [0.0900, 0.2447, 0.6652]]),
//!     Tolerance::absolute(1e-4),
//! );
//! ```
//!
//! The op is provided by the [`SoftmaxBackend`] extension trait, implemented for
//! `CubeBackend<R, ..>` (any CubeCL runtime: launches the kernel), `Fusion<B>` (a custom operation
//! in the fusion stream, so `burn::backend::Wgpu` and `burn::backend::Cuda` work as declared),
//! `Autodiff<B>` (with a backward pass) and the CPU reference backends `Flex` and `NdArray` (their
//! own softmax).

mod arithmetic_exp;
mod autodiff;
mod backend;
mod cube;
pub mod device;
mod fusion;
mod options;
mod reference;

pub use backend::{
    FusedBackward, FusedSoftmax, MaskPrimitive, SoftmaxBackend, log_softmax, softmax,
};
pub use cubemax_kernels as kernels;
pub use options::{Mask, OptionsError, SoftmaxOptions, softmax_with};
