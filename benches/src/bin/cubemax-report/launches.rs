//! `cubemax-report launches`: back-to-back launches of a kernel that does next to nothing, on grids
//! of the sizes the row kernels launch, each timed as the report times a call: unheld (the host's
//! pace of launching, on CubeCL's device thread) and behind a held queue (the device's own pace:
//! handing out the grid, starting its cubes, draining them, one launch after the other). A kernel
//! that reads and writes on such a grid pays that as well; at rows of 64 it is about half of what
//! issue 5 allows a backward call.

use std::time::{Duration, Instant};

use cubecl::prelude::*;
use cubecl::server::Handle;
use cubemax_bench::backends::{GpuRuntime, client, device_label, sync};
use cubemax_bench::hold::hold_queue;
use cubemax_bench::measure::{BatchPairs, MIN_QUEUE_HOLD, Method, median, time_batch_pairs};

/// One grid timed by `launches`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LaunchGrid {
    cubes: u32,
    units: u32,
    /// Shared memory each cube declares (and the launch reserves), in KiB: a cube's shared
    /// memory decides how many cubes an SM takes at once, and a launch that needs more than the
    /// default 48 KiB asks the driver for it.
    shared_kib: usize,
}

/// The grids `launches` times: the smallest launch; the whole-row backward's grid at rows of 64
/// (one 1024-unit cube a row, with its staged page in shared memory and without it); one such
/// cube on each of an H100's or H200's 132 SMs; the grids of chunked rows (512-unit cubes, two
/// an SM) and of the plane kernel at 32768 rows of 256 (2048 cubes of 256 units).
const LAUNCH_GRIDS: [LaunchGrid; 7] = [
    LaunchGrid {
        cubes: 1,
        units: 32,
        shared_kib: 0,
    },
    LaunchGrid {
        cubes: 64,
        units: 1024,
        shared_kib: 0,
    },
    LaunchGrid {
        cubes: 64,
        units: 1024,
        shared_kib: 64,
    },
    LaunchGrid {
        cubes: 132,
        units: 1024,
        shared_kib: 64,
    },
    LaunchGrid {
        cubes: 264,
        units: 512,
        shared_kib: 0,
    },
    LaunchGrid {
        cubes: 264,
        units: 512,
        shared_kib: 64,
    },
    LaunchGrid {
        cubes: 2048,
        units: 256,
        shared_kib: 0,
    },
];

/// Each cube's last unit writes the cube's index to shared memory (when it declares any), the
/// cube waits at a barrier, and its first unit stores what it reads there into `out`: enough
/// work that no compiler drops the shared memory or the store, and little enough that the
/// launch's own span is what a call takes.
#[cube(launch_unchecked)]
fn idle_cube(out: &mut Array<u32>, #[comptime] shared_words: usize) {
    if comptime!(shared_words == 0) {
        if UNIT_POS == 0 {
            out[CUBE_POS] = CUBE_POS as u32;
        }
    } else {
        let mut shared = SharedMemory::<u32>::new(shared_words);
        if UNIT_POS == CUBE_DIM - 1 {
            shared[0] = CUBE_POS as u32;
        }
        sync_cube();
        if UNIT_POS == 0 {
            out[CUBE_POS] = shared[0];
        }
    }
}

/// Launches [`idle_cube()`] on `grid`, writing one word per cube into `out`.
///
/// Panics if `out` holds fewer than `grid.cubes` words.
fn launch_idle(client: &ComputeClient<GpuRuntime>, out: &Handle, grid: LaunchGrid) {
    let words = grid.cubes as usize;
    assert!(
        out.size_in_used() >= (words * size_of::<u32>()) as u64,
        "out: expected room for {words} words"
    );
    // SAFETY: `out` holds a word per cube (checked above), and each cube's first unit writes
    // only its own; shared memory is read at index 0 only after the barrier that follows the
    // write there.
    unsafe {
        idle_cube::launch_unchecked::<GpuRuntime>(
            client,
            CubeCount::new_1d(grid.cubes),
            CubeDim::new_1d(grid.units),
            ArrayArg::from_raw_parts(out.clone(), words),
            grid.shared_kib * 1024 / size_of::<u32>(),
        );
    }
}

/// Holds of the queue timed alone, with no call behind them, to see how much one hold's length
/// varies from batch to batch: that variation does not cancel in a pair's difference.
const LONE_HOLDS: usize = 31;

/// `cubemax-report launches`: first [`LONE_HOLDS`] holds of the queue alone; then every grid of
/// [`LAUNCH_GRIDS`] unheld, held in batches of the unheld sizes, and held as the report holds
/// batches ([`Method::held_by`]), in microseconds per call, each held timing with the quartiles
/// of its pairs' differences: the second says why the report's held batches are longer.
pub(super) fn launches_command(args: &[String]) -> Result<(), String> {
    if let Some(arg) = args.first() {
        return Err(format!("launches: expected no arguments, got {arg:?}"));
    }
    let client = client();
    println!("device: {}", device_label());
    print_lone_holds();
    let out = client.empty(LAUNCH_GRIDS_MOST_CUBES * size_of::<u32>());
    let unheld = Method {
        samples: 15,
        ..Method::report()
    };
    let held_in_unheld_sizes = Method {
        queue_ahead: Some(hold_queue),
        ..unheld
    };
    let held = unheld.held_by(Some(hold_queue));
    let hardware = &client.properties().hardware;
    for grid in LAUNCH_GRIDS {
        let label = format!(
            "{:>5} cubes x {:>4} units, {:>2} KiB shared each",
            grid.cubes, grid.units, grid.shared_kib
        );
        if grid.units > hardware.max_units_per_cube
            || grid.shared_kib * 1024 > hardware.max_shared_memory_size
        {
            println!(
                "{label}: not launched, the device takes at most {} units and {} KiB of shared \
                 memory a cube",
                hardware.max_units_per_cube,
                hardware.max_shared_memory_size / 1024
            );
            continue;
        }
        let pairs =
            |method: &Method| time_batch_pairs(method, |_| launch_idle(&client, &out, grid), sync);
        let unheld_time = median(pairs(&unheld).per_call_differences());
        println!(
            "{label}: unheld {:.2} us a call; held, {}",
            micros(unheld_time),
            [&held_in_unheld_sizes, &held]
                .map(|method| held_summary(&pairs(method)))
                .join("; held, ")
        );
    }
    Ok(())
}

/// Times [`LONE_HOLDS`] holds of the report's shortest length, each launched and waited for with
/// nothing behind it, and prints their spread.
fn print_lone_holds() {
    let mut times: Vec<Duration> = (0..LONE_HOLDS)
        .map(|_| {
            let start = Instant::now();
            hold_queue(MIN_QUEUE_HOLD);
            sync();
            start.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "{LONE_HOLDS} holds of {:.0} us alone, each with its sync: least {:.1} us, quartiles \
         {:.1} / {:.1} / {:.1} us, most {:.1} us",
        micros(MIN_QUEUE_HOLD),
        micros(times[0]),
        micros(times[LONE_HOLDS / 4]),
        micros(times[LONE_HOLDS / 2]),
        micros(times[3 * LONE_HOLDS / 4]),
        micros(times[LONE_HOLDS - 1])
    );
}

/// "batches of N and 2N: median M us a call (quartiles A-B, P pairs)" for held pairs.
fn held_summary(pairs: &BatchPairs) -> String {
    let mut differences = pairs.per_call_differences();
    differences.sort();
    let quartile = |k: usize| micros(differences[k * (differences.len() - 1) / 4]);
    format!(
        "batches of {} and {}: median {:.2} us a call (quartiles {:.2}-{:.2}, {} pairs)",
        pairs.calls_per_batch,
        2 * pairs.calls_per_batch,
        micros(median(differences.clone())),
        quartile(1),
        quartile(3),
        differences.len()
    )
}

/// `time` in microseconds.
fn micros(time: Duration) -> f64 {
    time.as_secs_f64() * 1e6
}

/// The most cubes of any grid of [`LAUNCH_GRIDS`]: the words `out` holds.
const LAUNCH_GRIDS_MOST_CUBES: usize = 2048;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every grid's launch writes each cube's index where it belongs, through shared memory
    /// where the grid declares it (as much of it as the device the tests run on allows a cube:
    /// 32 KiB on the CPU's Vulkan device).
    #[test]
    fn every_grid_launches_each_cube_once() {
        let client = client();
        assert_eq!(
            LAUNCH_GRIDS.iter().map(|grid| grid.cubes).max(),
            Some(LAUNCH_GRIDS_MOST_CUBES as u32)
        );
        let most_shared_kib = client.properties().hardware.max_shared_memory_size / 1024;
        for grid in LAUNCH_GRIDS {
            let grid = LaunchGrid {
                shared_kib: grid.shared_kib.min(most_shared_kib),
                ..grid
            };
            let out = client.create_from_slice(u32::as_bytes(&vec![u32::MAX; grid.cubes as usize]));
            launch_idle(&client, &out, grid);
            let written = client.read_one(out).expect("read back");
            let expected: Vec<u32> = (0..grid.cubes).collect();
            assert_eq!(u32::from_bytes(&written), &expected[..], "{grid:?}");
        }
    }
}
