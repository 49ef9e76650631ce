//! cubemax's test suite. Without features it runs on the wgpu runtime (on a CPU machine: Mesa's
//! software Vulkan driver, plane size 8); with `--features cuda` the same tests run on CUDA.

mod backward;
mod burn_ops;
mod common;
mod kernels;
mod options;
mod random_cases;
