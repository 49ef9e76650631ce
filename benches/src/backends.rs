//! The backends measured: Burn's own as users declare them, so cubemax and Burn's softmax are
//! timed on exactly what a model author runs. CUDA with the `cuda` feature, the wgpu runtime
//! (a CPU Vulkan driver in CI) otherwise, so the benches and the report build and run anywhere.

use burn::backend::Autodiff;
use burn::tensor::{DType, Distribution, Tensor};
use cubecl::Runtime;

#[cfg(feature = "cuda")]
mod selected {
    pub type GpuRuntime = cubecl::cuda::CudaRuntime;
    /// `burn::backend::Cuda`: fusion and autotune on.
    pub type Fused = burn::backend::Cuda;
    /// The same runtime without fusion; its tensors expose their buffers to the raw kernels.
    pub type Bare = burn_cubecl::CubeBackend<GpuRuntime, f32, i32, u8>;
    pub const RUNTIME_NAME: &str = "cuda";
    pub const DEVICE_KIND: cubemax::device::DeviceKind = cubemax::device::DeviceKind::Cuda;
}

#[cfg(not(feature = "cuda"))]
mod selected {
    pub type GpuRuntime = cubecl::wgpu::WgpuRuntime;
    /// `burn::backend::Wgpu`: fusion and autotune on.
    pub type Fused = burn::backend::Wgpu;
    /// The same runtime without fusion; its tensors expose their buffers to the raw kernels.
    pub type Bare = burn_cubecl::CubeBackend<GpuRuntime, f32, i32, u32>;
    pub const RUNTIME_NAME: &str = "wgpu";
    pub const DEVICE_KIND: cubemax::device::DeviceKind = cubemax::device::DeviceKind::Vulkan;
}

pub use selected::{Bare, DEVICE_KIND, Fused, GpuRuntime, RUNTIME_NAME};

/// The name the driver gives the device measured (see [`cubemax::device::device_name`]), or
/// `unknown`.
pub fn device_label() -> String {
    cubemax::device::device_name(DEVICE_KIND).unwrap_or_else(|| "unknown".into())
}

/// `Fused` with autodiff, for the backward pass.
pub type Trained = Autodiff<Fused>;

/// The device every measurement runs on: the runtime's default device.
pub fn device() -> burn::tensor::Device<Fused> {
    Default::default()
}

/// The CubeCL client of [`device`], shared with the Burn backends (same memory pool and stream).
pub fn client() -> cubecl::client::ComputeClient<GpuRuntime> {
    GpuRuntime::client(&device())
}

/// Whether [`device`] can store tensors of `dtype`.
pub fn device_stores(dtype: DType) -> bool {
    <Fused as burn::tensor::backend::Backend>::supports_dtype(&device(), dtype)
}

/// Waits until every queued operation on the device has finished.
pub fn sync() {
    <Fused as burn::tensor::backend::Backend>::sync(&device()).expect("device sync");
}

/// Standard deviation of the inputs: wide enough that the max matters and exponentials span
/// many orders of magnitude, as attention scores and logits do.
pub const INPUT_STD: f64 = 2.0;

/// A random input of `dims` in `dtype`, generated on the device.
pub fn random_input<const D: usize>(dims: [usize; D], dtype: DType) -> Tensor<Fused, D> {
    Tensor::<Fused, D>::random(dims, Distribution::Normal(0.0, INPUT_STD), &device()).cast(dtype)
}

/// Parses a dtype name as the report and benches spell it.
pub fn parse_dtype(name: &str) -> Option<DType> {
    match name {
        "f32" => Some(DType::F32),
        "f16" => Some(DType::F16),
        "bf16" => Some(DType::BF16),
        _ => None,
    }
}

/// The name of a float dtype as the report prints it.
pub fn dtype_name(dtype: DType) -> &'static str {
    match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        DType::F64 => "f64",
        _ => "other",
    }
}
