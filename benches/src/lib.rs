//! # cubemax-bench
//!
//! The instrument every performance claim of cubemax is judged by: the bandwidth report
//! (`cubemax-report`), the seeds' three baseline kernels, the copy roofline, and the plot.
//!
//! Softmax is memory-bound, so results are bandwidth: bytes read plus bytes written over the
//! median time, and the ratio of that to a device copy measured in the same process.

pub mod backends;
pub mod grid;
pub mod hold;
pub mod measure;
pub mod oracle;
pub mod plot;
pub mod record;
pub mod roofline;
pub mod seeds;
