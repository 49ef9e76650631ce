//! How time is measured.
//!
//! A GPU call returns before the device has run it, so every timed region ends with a device
//! synchronization, and that sync has a cost of its own that a model, which syncs once per step
//! after thousands of calls, does not pay per call. Throughput is therefore taken as a
//! difference: a batch of `n` back-to-back calls and a batch of `2n`, each closed by a sync, and
//! the extra `n` calls' time divided by `n`. Whatever a batch pays once (the sync, the first
//! launch reaching the device) cancels; what every call pays (host work, device work) stays.
//! The median over repeated pairs is kept. The first call, which compiles the kernel (and
//! autotunes Burn's fused kernels), is timed on its own and excluded.
//!
//! Host work per call stays in that difference, so a kernel that runs in less time than the host
//! takes to launch it is timed at the host's pace. Where a measurement asks for it
//! ([`Method::queue_ahead`]), each batch is launched behind a kernel that holds the device's
//! queue until the host has enqueued the whole batch; the holds of a pair's two batches nearly
//! cancel, what stays is the calls' time on the device, back to back, and held batches are long
//! enough that what the holds leave weighs little per call ([`Method::held_by`]).

use std::time::{Duration, Instant};

/// The knobs of a measurement.
#[derive(Debug, Clone, Copy)]
pub struct Method {
    /// Calls after the first and before timing: lets autotuning finish and pools fill.
    pub warmup_calls: usize,
    /// Fewest pairs of batches timed; the median of their per-call differences is reported.
    pub samples: usize,
    /// Pairs are timed until together they took at least this long (and there are at least
    /// `samples` of them, at most [`MAX_PAIRS`]): short calls get many pairs, because the
    /// difference of two short batches carries the sync's jitter.
    pub min_sampling: Duration,
    /// The shorter batch of a pair holds enough calls to last at least this long, so that the
    /// difference of the two is well above the timer's and the sync's jitter.
    pub min_batch: Duration,
    /// Upper bound on the calls of the longer batch of a pair: a model's step issues this many
    /// calls and more between two syncs, and Burn's own softmax gets slower per call in far
    /// longer queues.
    pub max_calls_per_batch: usize,
    /// A launcher of a kernel that holds the device's queue for about the time it is given
    /// (`hold::hold_queue` on a GPU), launched at the head of every timed batch for at least twice
    /// what the host took to issue one unheld longer batch, so that the host has enqueued every
    /// call of the batch before the device runs the first: the batches then time the calls back
    /// to back on the device, not the host's pace of launching them. `None`: batches are not
    /// held. [`Method::held_by`] sets it, with batches as long as held pairs need.
    pub queue_ahead: Option<fn(Duration)>,
}

impl Method {
    /// The report's default. The sync that closes a batch is not free: on the H100 it cost about
    /// 100 us through CubeCL alone and about 300 us through Burn's fusion backend
    /// (`cubemax-report host`, batches of 8 against batches of 64). Before 2026-11-23 the report
    /// divided one batch of at most 64 calls (at least 20 ms) by its calls, which still charged
    /// every call through Burn about 5 us of that sync; the difference of two batches charges
    /// none of it. A batch of `n` lasts at least 10 ms and the longer one holds at most 64
    /// calls, the queue length the report has always used (Burn's own softmax gets slower per
    /// call in far longer queues).
    pub const REPORT: Method = Method {
        warmup_calls: 3,
        samples: 15,
        min_sampling: Duration::from_millis(300),
        min_batch: Duration::from_millis(10),
        max_calls_per_batch: 64,
        queue_ahead: None,
    };

    /// The first call, one call to size the batch, then one pair of batches of one and two
    /// calls: for running the report under a profiler (Nsight Compute replays every kernel it
    /// profiles, so the timings mean nothing there and each measured thing should launch its
    /// kernels as few times as possible).
    pub const PROFILE: Method = Method {
        warmup_calls: 0,
        samples: 1,
        min_sampling: Duration::ZERO,
        min_batch: Duration::ZERO,
        max_calls_per_batch: 2,
        queue_ahead: None,
    };

    /// [`Method::REPORT`], or [`Method::PROFILE`] when the environment variable
    /// `CUBEMAX_REPORT_PROFILE` is set (to anything).
    pub fn report() -> Method {
        if std::env::var_os("CUBEMAX_REPORT_PROFILE").is_some() {
            Method::PROFILE
        } else {
            Method::REPORT
        }
    }

    /// This method with each batch behind `hold` where it is given ([`Method::queue_ahead`]),
    /// in batches of at least [`HELD_MIN_BATCH`] and up to [`HELD_MAX_CALLS_PER_BATCH`] calls
    /// (the longer of a pair); unchanged where it is `None`.
    ///
    /// Held batches are longer than unheld ones because the holds do not cancel exactly: each
    /// batch of a pair has its own, and what one hold's end lags another's stays in the pair's
    /// difference. On an H100 (2026-12-07, `cubemax-report launches`, three runs) a near-empty
    /// kernel held in the report's batches of 32 and 64 calls came out at 0.00-6.56 us a call
    /// by grid and run, with quartiles of its pairs as far apart as 0.00-5.76 us; in batches of
    /// 256 and 512 at 1.73-3.34 us, quartiles within 0.8 us of each other. The cap on unheld
    /// batches ([`Method::REPORT`]) is about Burn's queue, which a held raw kernel never meets.
    pub fn held_by(self, hold: Option<fn(Duration)>) -> Method {
        match hold {
            None => self,
            Some(hold) => Method {
                queue_ahead: Some(hold),
                min_batch: self.min_batch.max(HELD_MIN_BATCH),
                max_calls_per_batch: self.max_calls_per_batch.max(HELD_MAX_CALLS_PER_BATCH),
                ..self
            },
        }
    }
}

/// Most calls of the longer batch of a held pair ([`Method::held_by`]).
pub const HELD_MAX_CALLS_PER_BATCH: usize = 512;

/// Least time the shorter batch of a held pair is sized to ([`Method::held_by`]): a batch is
/// sized by one call and its sync, and where those take up to about 100 us together (a sync alone
/// took about that on the H100) the batches get [`HELD_MAX_CALLS_PER_BATCH`] calls.
pub const HELD_MIN_BATCH: Duration = Duration::from_millis(25);

/// Most pairs of batches one measurement times, however short its calls.
pub const MAX_PAIRS: usize = 255;

/// Shortest hold of the queue ahead of a batch ([`Method::queue_ahead`]): well above a launch's
/// and a sync's jitter.
pub const MIN_QUEUE_HOLD: Duration = Duration::from_millis(1);

/// What a measurement found.
#[derive(Debug, Clone, Copy)]
pub struct Timing {
    /// The first call, synchronized: compilation and autotuning included.
    pub first_call: Duration,
    /// Median over pairs of batches of (time of the longer batch - time of the shorter) / (calls
    /// the longer one has more): the steady-state time per call, without the closing sync.
    pub per_call: Duration,
    /// Calls of the shorter batch of a pair; the longer one has twice as many.
    pub calls_per_batch: usize,
    /// True when the difference of the batches resolved nothing (its median was zero) and
    /// `per_call` is the longer batch's time over its calls instead: the closing sync's share
    /// is then included. Always false from [`time_each`], whose calls each include a sync by
    /// design.
    pub sync_charged: bool,
}

/// Times `call`, which is passed the running call index (to rotate inputs); `sync` waits for the
/// device. See the module documentation for the method.
pub fn time_throughput(method: &Method, call: impl FnMut(usize), sync: impl Fn()) -> Timing {
    let pairs = time_batch_pairs(method, call, sync);
    let calls = pairs.calls_per_batch as u32;
    let difference = median(pairs.per_call_differences());
    // A zero median means jitter swamped the calls in half the pairs or more (a loaded CPU
    // machine running the software Vulkan device does this): the difference cannot resolve the
    // call, so the longer batch divided by its calls is reported instead, an upper bound that
    // still charges the sync, and the timing says so.
    let sync_charged = difference.is_zero();
    Timing {
        first_call: pairs.first_call,
        per_call: if sync_charged {
            median(
                pairs
                    .pairs
                    .iter()
                    .map(|&(_, long)| long / (2 * calls))
                    .collect(),
            )
        } else {
            difference
        },
        calls_per_batch: pairs.calls_per_batch,
        sync_charged,
    }
}

/// Every pair of batches one measurement timed, before [`time_throughput`] takes its median.
#[derive(Debug, Clone)]
pub struct BatchPairs {
    /// The first call, synchronized: compilation and autotuning included.
    pub first_call: Duration,
    /// Calls of the shorter batch of a pair; the longer one has twice as many.
    pub calls_per_batch: usize,
    /// (shorter batch, longer batch), each from its first launch (the hold's, where held) to the
    /// end of its closing sync, in the order timed.
    pub pairs: Vec<(Duration, Duration)>,
}

impl BatchPairs {
    /// Each pair's (longer - shorter) / calls of the shorter, in the order timed: a pair whose
    /// longer batch came out no longer (jitter far above a call's time) says nothing about the
    /// call and counts as zero, which moves the median down by one rank at most, and to zero
    /// only when half the pairs are like it.
    pub fn per_call_differences(&self) -> Vec<Duration> {
        self.pairs
            .iter()
            .map(|&(short, long)| long.saturating_sub(short) / self.calls_per_batch as u32)
            .collect()
    }
}

/// The batches behind [`time_throughput`]: the first call, the warm-up, the batch size, then
/// pairs of a batch of `n` calls and one of `2n` until [`Method`] has enough of them.
pub fn time_batch_pairs(
    method: &Method,
    mut call: impl FnMut(usize),
    sync: impl Fn(),
) -> BatchPairs {
    let mut index = 0;
    let mut next = || {
        index += 1;
        index - 1
    };
    sync();
    let start = Instant::now();
    call(next());
    sync();
    let first_call = start.elapsed();
    for _ in 0..method.warmup_calls {
        call(next());
    }
    sync();

    let start = Instant::now();
    call(next());
    sync();
    let estimate = start.elapsed().max(Duration::from_nanos(100));
    let calls_per_batch = ((method.min_batch.as_secs_f64() / estimate.as_secs_f64()).ceil()
        as usize)
        .clamp(1, (method.max_calls_per_batch / 2).max(1));

    // (time to issue the calls, time until the sync returned), from the batch's first launch.
    let mut batch = |calls: usize, hold: Option<(fn(Duration), Duration)>| {
        let start = Instant::now();
        if let Some((hold_queue, held)) = hold {
            hold_queue(held);
        }
        for _ in 0..calls {
            call(next());
        }
        let issued = start.elapsed();
        sync();
        (issued, start.elapsed())
    };
    // The hold outlasts twice the time the host took to issue the longer batch unheld, and at
    // least MIN_QUEUE_HOLD, which also covers the calls CubeCL's device thread still has queued
    // when the caller's loop ends (its channel holds 32): the device has every call of the
    // batch by the time the hold ends. Holding for what the device then takes to run the calls
    // as well would only lengthen the batches of long calls.
    let hold = method.queue_ahead.map(|hold_queue| {
        let (issued, _) = batch(2 * calls_per_batch, None);
        (hold_queue, (2 * issued).max(MIN_QUEUE_HOLD))
    });
    let mut pairs = Vec::with_capacity(method.samples);
    let sampling = Instant::now();
    while pairs.len() < method.samples
        || (sampling.elapsed() < method.min_sampling && pairs.len() < MAX_PAIRS)
    {
        let (_, short) = batch(calls_per_batch, hold);
        let (_, long) = batch(2 * calls_per_batch, hold);
        pairs.push((short, long));
    }
    BatchPairs {
        first_call,
        calls_per_batch,
        pairs,
    }
}

/// Times `run` alone, call by call, each call after an untimed `setup` and a sync: for work
/// that needs fresh state per call (a backward pass needs its forward graph). Each call includes
/// one launch latency and one sync, so this suits calls far longer than a launch.
pub fn time_each<T>(
    samples: usize,
    mut setup: impl FnMut(usize) -> T,
    mut run: impl FnMut(T),
    sync: impl Fn(),
) -> Timing {
    let mut times = Vec::with_capacity(samples);
    let mut first_call = Duration::ZERO;
    // Call 0 compiles; calls 1..=2 let autotuning settle; neither is kept.
    for index in 0..samples + 3 {
        let state = setup(index);
        sync();
        let start = Instant::now();
        run(state);
        sync();
        let elapsed = start.elapsed();
        match index {
            0 => first_call = elapsed,
            1 | 2 => {}
            _ => times.push(elapsed),
        }
    }
    Timing {
        first_call,
        per_call: median(times),
        calls_per_batch: 1,
        sync_charged: false,
    }
}

/// Per-call latency: one call, then a sync, timed together; the median of `samples` such calls
/// (after one untimed call). This is what a caller that waits for each result sees.
pub fn time_latency(samples: usize, mut call: impl FnMut(usize), sync: impl Fn()) -> Duration {
    call(0);
    sync();
    let times = (1..=samples)
        .map(|index| {
            let start = Instant::now();
            call(index);
            sync();
            start.elapsed()
        })
        .collect();
    median(times)
}

/// The median of `times` (the upper median for an even count); zero for none.
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

/// Bytes that may stay in a GPU's last-level cache between calls: several times the L2 of the
/// GPUs cubemax targets (50 MB on H100 and H200), so rotating this much data defeats the cache.
pub const CACHE_DEFEATING_BYTES: usize = 256 << 20;

/// How many distinct inputs to rotate through so that consecutive calls of a problem of
/// `bytes_per_call` (read + written) cannot be served from cache: one when a call alone
/// overflows the cache.
pub fn rotation(bytes_per_call: usize, max_inputs: usize) -> usize {
    CACHE_DEFEATING_BYTES
        .div_ceil(bytes_per_call.max(1))
        .clamp(1, max_inputs.max(1))
}

/// Bandwidth in GB/s (10^9 bytes per second).
pub fn gigabytes_per_second(bytes: usize, time: Duration) -> f64 {
    bytes as f64 / time.as_secs_f64() / 1e9
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts() {
        let ms = Duration::from_millis;
        assert_eq!(median(vec![ms(5), ms(1), ms(3)]), ms(3));
        assert_eq!(median(vec![ms(4), ms(1), ms(3), ms(2)]), ms(3));
        assert_eq!(median(vec![]), Duration::ZERO);
    }

    #[test]
    fn rotation_defeats_the_cache() {
        assert_eq!(rotation(CACHE_DEFEATING_BYTES * 2, 64), 1);
        assert_eq!(rotation(1 << 20, 1024), 256);
        assert_eq!(rotation(100, 64), 64);
    }

    #[test]
    fn throughput_counts_every_call_and_excludes_the_first() {
        let mut calls = Vec::new();
        let method = Method {
            warmup_calls: 2,
            samples: 3,
            min_sampling: Duration::ZERO,
            min_batch: Duration::from_micros(1),
            max_calls_per_batch: 1,
            queue_ahead: None,
        };
        let timing = time_throughput(
            &method,
            |index| {
                // The first call is slow, as a compiling call is; it must not reach the median.
                std::thread::sleep(Duration::from_millis(if index == 0 { 50 } else { 1 }));
                calls.push(index);
            },
            || {},
        );
        // The first call, 2 warmup calls, 1 to size the batches, 3 pairs of 1 + 2 calls.
        assert_eq!(calls, (0..13).collect::<Vec<_>>());
        assert!(timing.first_call >= Duration::from_millis(50));
        assert!(timing.per_call < Duration::from_millis(40), "{timing:?}");
    }

    #[test]
    fn throughput_does_not_charge_the_sync_to_the_calls() {
        // Fifteen pairs, not five: with the suite's other tests loading the CPU, a few pairs'
        // sleeps overshoot by a millisecond and more (five pairs once gave 0.41 ms a call).
        let method = Method {
            warmup_calls: 0,
            samples: 15,
            min_sampling: Duration::ZERO,
            min_batch: Duration::from_millis(36),
            max_calls_per_batch: 8,
            queue_ahead: None,
        };
        // Each call costs 1 ms and each sync 8 ms (so the sized batch has 36 / 9 = 4 calls): a
        // batch of 4 divided by its calls would say at least 3 ms per call.
        let timing = time_throughput(
            &method,
            |_| std::thread::sleep(Duration::from_millis(1)),
            || std::thread::sleep(Duration::from_millis(8)),
        );
        // Sleeps overshoot on a busy machine; the bounds leave room for that and still tell the
        // two methods apart.
        assert!(
            timing.per_call >= Duration::from_micros(500)
                && timing.per_call < Duration::from_millis(2),
            "{timing:?}"
        );
    }

    #[test]
    fn throughput_falls_back_to_the_batch_when_jitter_hides_the_calls() {
        let method = Method {
            warmup_calls: 0,
            samples: 5,
            min_sampling: Duration::ZERO,
            min_batch: Duration::ZERO,
            max_calls_per_batch: 2,
            queue_ahead: None,
        };
        // Calls cost 100 us; syncs alternate 6 ms and 1 ms, so in every pair the longer batch
        // (closed by the 1 ms sync) takes less than the shorter one and the difference is zero.
        let syncs = std::cell::Cell::new(0);
        let timing = time_throughput(
            &method,
            |_| std::thread::sleep(Duration::from_micros(100)),
            || {
                syncs.set(syncs.get() + 1);
                // Syncs 1-4 precede and close the first call, the warmup and the sizing call;
                // from the 5th on the shorter batch of each pair gets the odd ones.
                let slow = syncs.get() >= 5 && syncs.get() % 2 == 1;
                std::thread::sleep(Duration::from_millis(if slow { 6 } else { 1 }));
            },
        );
        assert!(timing.sync_charged, "{timing:?}");
        // (2 calls + a 1 ms sync) / 2 calls: at least 0.6 ms, and not zero.
        assert!(timing.per_call >= Duration::from_micros(600), "{timing:?}");
    }

    #[test]
    fn bandwidth_units() {
        assert_eq!(
            gigabytes_per_second(2_000_000_000, Duration::from_secs(1)),
            2.0
        );
    }

    /// What [`held_batches_time_the_calls_alone`]'s hold was asked for, in microseconds each.
    static HOLDS: std::sync::Mutex<Vec<u128>> = std::sync::Mutex::new(Vec::new());

    /// A hold as the host sees one whose device runs the calls after it: it adds its time to the
    /// batch it heads.
    fn recorded_hold(held: Duration) {
        HOLDS.lock().unwrap().push(held.as_micros());
        std::thread::sleep(held);
    }

    #[test]
    fn held_batches_time_the_calls_alone() {
        let method = Method {
            warmup_calls: 0,
            samples: 5,
            min_sampling: Duration::ZERO,
            min_batch: Duration::from_micros(1),
            max_calls_per_batch: 2,
            queue_ahead: Some(recorded_hold),
        };
        let timing = time_throughput(
            &method,
            |_| std::thread::sleep(Duration::from_millis(1)),
            || {},
        );
        let holds = HOLDS.lock().unwrap().clone();
        // One hold heads each of the 5 pairs' two batches, none the calls that size them, and
        // each lasts at least twice what issuing the unheld longer batch (two 1 ms calls) took.
        assert_eq!(holds.len(), 10, "{holds:?}");
        assert!(holds.iter().all(|&held| held == holds[0]), "{holds:?}");
        assert!(
            holds[0] >= 4_000 && holds[0] >= MIN_QUEUE_HOLD.as_micros(),
            "{holds:?}"
        );
        // The holds cancel in the difference of the batches.
        assert!(
            timing.per_call >= Duration::from_micros(500)
                && timing.per_call < Duration::from_millis(3),
            "{timing:?}"
        );
    }
}
