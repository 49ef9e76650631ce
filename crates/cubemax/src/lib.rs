//! # cubemax
//!
//! A fused softmax for [Burn](https://burn.dev): one CubeCL kernel family that reads each element
//! once for the reduction and writes each output once, on every CubeCL runtime.
//!
//! ```no_run
//! use burn::backend::Wgpu;
//! use burn::tensor::Tensor;
//!
//! let device = Default::default();
//! let scores = Tensor::<Wgpu, 2>::from_floats([[2.0, 1.0, 3.0]], &device);
//! let probabilities = cubemax::softmax(scores, 1);
//! // [[0.2447, 0.0900, 0.6652]]
//! # let _ = probabilities;
//! ```
//!
//! The op is provided by the [`SoftmaxBackend`] extension trait, implemented for
//! `CubeBackend<R, ..>` (any CubeCL runtime: launches the kernel), `Fusion<B>` (a custom operation
//! in the fusion stream, so `burn::backend::Wgpu` and `burn::backend::Cuda` work as declared),
//! `Autodiff<B>` (with a backward pass) and the CPU reference backends `Flex` and `NdArray` (their
//! own softmax).

mod autodiff;
mod backend;
mod cube;
pub mod device;
mod fusion;
mod reference;

pub use backend::{SoftmaxBackend, log_softmax, softmax};
pub use cubemax_kernels as kernels;
