//! A kernel that holds the device's queue while the host enqueues the calls it times.
//!
//! A call of a few microseconds on the device costs the host about as much to launch (the
//! report's launch path takes several microseconds a call through CubeCL's device thread), so a
//! batch of back-to-back calls of such a kernel runs at the host's pace, and its time says how
//! fast the host launches, not how fast the kernel runs. Launched first, one cube that spins for
//! longer than the host takes to enqueue the batch keeps every call of it waiting in the queue;
//! the device then runs them back to back, and the batch's time is the spin's plus the calls'.
//! The spin is the same for both batches of a pair, so their difference keeps the calls alone
//! (`measure::Method::queue_ahead`).

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use cubecl::prelude::*;
use cubecl::server::Handle;

use crate::backends::{GpuRuntime, client, sync};

/// Units of the spinning cube: one plane's worth on every device the report runs on.
const SPIN_UNITS: u32 = 32;

/// Iterations of the spin timed to calibrate it: long enough (milliseconds on an H100 and on
/// the CPU's Vulkan device) that a launch and a sync are a small part of its time.
const CALIBRATION_ITERATIONS: u32 = 1 << 20;

/// Each unit steps a linear congruential generator `iterations` times, every step waiting on
/// the last, and stores where it ended so that no compiler may drop the loop.
#[cube(launch_unchecked)]
fn spin(out: &mut Array<u32>, iterations: u32) {
    let mut state = UNIT_POS;
    for _ in 0..iterations {
        state = state * 1_664_525u32 + 1_013_904_223u32;
    }
    out[UNIT_POS as usize] = state;
}

/// The spin kernel on the report's device, with its measured pace.
struct QueueHold {
    out: Handle,
    /// Spin iterations per microsecond on this device, as calibrated (a lower bound: the
    /// calibration's launch and sync count as spin).
    iterations_per_micro: f64,
}

impl QueueHold {
    fn launch(&self, iterations: u32) {
        // SAFETY: `out` holds `SPIN_UNITS` words and each of the cube's `SPIN_UNITS` units
        // writes only its own.
        unsafe {
            spin::launch_unchecked::<GpuRuntime>(
                &client(),
                CubeCount::new_1d(1),
                CubeDim::new_1d(SPIN_UNITS),
                ArrayArg::from_raw_parts(self.out.clone(), SPIN_UNITS as usize),
                iterations,
            );
        }
    }

    fn calibrated() -> QueueHold {
        let out = client().empty(SPIN_UNITS as usize * size_of::<u32>());
        let mut hold = QueueHold {
            out,
            iterations_per_micro: 0.0,
        };
        // The first launch compiles the kernel.
        hold.launch(1);
        sync();
        let start = Instant::now();
        hold.launch(CALIBRATION_ITERATIONS);
        sync();
        let micros = start.elapsed().as_secs_f64() * 1e6;
        hold.iterations_per_micro = f64::from(CALIBRATION_ITERATIONS) / micros.max(1.0);
        hold
    }
}

/// Launches, on the report's device, a kernel that keeps its queue busy for at least about
/// `duration` (as calibrated on the first call) before whatever is launched after it runs.
pub fn hold_queue(duration: Duration) {
    static HOLD: OnceLock<QueueHold> = OnceLock::new();
    let hold = HOLD.get_or_init(QueueHold::calibrated);
    let iterations = (duration.as_secs_f64() * 1e6 * hold.iterations_per_micro).ceil();
    hold.launch(iterations.clamp(1.0, f64::from(u32::MAX)) as u32);
}
