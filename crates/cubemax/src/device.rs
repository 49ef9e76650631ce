//! Which device to run on: CUDA if a CUDA driver and GPU are present (and the `cuda` feature is
//! on), else a Vulkan adapter through wgpu (`wgpu` feature; hardware or Mesa's software driver),
//! else the CPU reference backend. Every probe answers without panicking.

/// The kinds of device cubemax can run on, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceKind {
    /// An NVIDIA GPU through the CUDA runtime.
    Cuda,
    /// A Vulkan adapter through the wgpu runtime.
    Vulkan,
    /// No GPU runtime: Burn's Flex backend on the CPU (the reference, not the fused kernel).
    Cpu,
}

impl core::fmt::Display for DeviceKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            DeviceKind::Cuda => "cuda",
            DeviceKind::Vulkan => "vulkan",
            DeviceKind::Cpu => "cpu",
        })
    }
}

/// The best device present on this machine.
pub fn best_device() -> DeviceKind {
    if cuda_available() {
        DeviceKind::Cuda
    } else if vulkan_available() {
        DeviceKind::Vulkan
    } else {
        DeviceKind::Cpu
    }
}

/// Whether a CUDA driver with at least one GPU is present. Always false without the `cuda` feature.
pub fn cuda_available() -> bool {
    #[cfg(feature = "cuda")]
    {
        // The CUDA bindings load the driver library lazily and panic when it is missing, so its
        // presence is asked first (a plain library lookup), and only then the driver itself.
        // SAFETY: `is_culib_present` only tries to open the library by name.
        let driver_library = unsafe { cudarc::driver::sys::is_culib_present() };
        driver_library
            && cudarc::driver::result::init().is_ok()
            && cudarc::driver::result::device::get_count().is_ok_and(|count| count > 0)
    }
    #[cfg(not(feature = "cuda"))]
    {
        false
    }
}

/// Whether a Vulkan adapter (hardware or software) is visible. Always false without the `wgpu`
/// feature.
pub fn vulkan_available() -> bool {
    #[cfg(feature = "wgpu")]
    {
        let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
            backends: wgpu::Backends::VULKAN,
            ..wgpu::InstanceDescriptor::new_without_display_handle()
        });
        !cubecl::future::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN)).is_empty()
    }
    #[cfg(not(feature = "wgpu"))]
    {
        false
    }
}

/// The name the driver reports for the device of `kind` that cubemax runs on (CUDA device 0, or
/// the first Vulkan adapter), such as `NVIDIA H100 80GB HBM3`; `None` for the CPU or when the
/// driver does not answer.
pub fn device_name(kind: DeviceKind) -> Option<String> {
    match kind {
        #[cfg(feature = "cuda")]
        DeviceKind::Cuda if cuda_available() => {
            let device = cudarc::driver::result::device::get(0).ok()?;
            cudarc::driver::result::device::get_name(device).ok()
        }
        #[cfg(feature = "wgpu")]
        DeviceKind::Vulkan => {
            let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
                backends: wgpu::Backends::VULKAN,
                ..wgpu::InstanceDescriptor::new_without_display_handle()
            });
            let adapters =
                cubecl::future::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN));
            adapters.first().map(|adapter| adapter.get_info().name)
        }
        _ => None,
    }
}
