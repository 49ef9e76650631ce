//! The roofline every softmax is judged against: a device-to-device copy, which reads and writes
//! each byte once, as a softmax at the speed of light does.
//!
//! A copy kernel is easy to write slowly, and a slow roofline would flatter every ratio, so the
//! report times several variants, and on CUDA the driver's own copy (`cuMemcpyDtoD`) too, and
//! keeps the fastest.

use cubecl::prelude::*;
use cubecl::server::Handle;

/// Units per cube of the copy.
const UNITS: u32 = 256;
/// The largest extent of one grid dimension every runtime accepts.
const MAX_GRID_DIM: u32 = 65_535;

/// Vectors each unit copies in the variants the report tries (see [`launch_copy`]).
pub const VECTORS_PER_UNIT: [usize; 4] = [1, 2, 4, 8];
/// Vectors per unit of the copy kernel whose host cost `cubemax-report host` times beside the
/// softmax's: the fastest variant of a 1 GiB copy on the H100 and the H200.
pub const SIZED_COPY_VECTORS_PER_UNIT: usize = 8;

/// Copies `vectors` vectors of `N` `u32`s; each cube takes a contiguous chunk, each unit loads all
/// its `per_unit` vectors before storing any (the buffers may alias as far as the compiler knows,
/// so interleaved loads and stores would each wait for the previous store).
#[cube(launch_unchecked, address_type = "dynamic")]
fn copy_vectors<N: Size>(
    input: &Array<Vector<u32, N>>,
    output: &mut Array<Vector<u32, N>>,
    vectors: usize,
    #[comptime] per_unit: usize,
) {
    let units = CUBE_DIM as usize;
    let first = CUBE_POS * units * per_unit + UNIT_POS as usize;
    let mut held = Array::<Vector<u32, N>>::new(per_unit);
    #[unroll]
    for k in 0..per_unit {
        let index = first + k * units;
        if index < vectors {
            held[k] = input[index];
        }
    }
    #[unroll]
    for k in 0..per_unit {
        let index = first + k * units;
        if index < vectors {
            output[index] = held[k];
        }
    }
}

/// Copies the first `bytes` bytes of `input` into `output` with 16-byte loads and stores where
/// `bytes` allows it, each unit moving `per_unit` vectors.
///
/// Panics if `bytes` is not a multiple of 4 or a buffer is smaller than `bytes`.
pub fn launch_copy<R: Runtime>(
    client: &ComputeClient<R>,
    input: &Handle,
    output: &Handle,
    bytes: usize,
    per_unit: usize,
) {
    assert_eq!(bytes % 4, 0, "bytes: expected a multiple of 4, got {bytes}");
    assert!(
        input.size_in_used() >= bytes as u64 && output.size_in_used() >= bytes as u64,
        "buffers smaller than {bytes} bytes"
    );
    let words = bytes / 4;
    let vector_size = [4, 2, 1]
        .into_iter()
        .find(|size| words.is_multiple_of(*size))
        .unwrap_or(1);
    let vectors = words / vector_size;
    let cubes = vectors.div_ceil(UNITS as usize * per_unit) as u32;
    // A two-dimensional grid when one dimension cannot hold every cube; `CUBE_POS` is linear.
    let cube_count = if cubes <= MAX_GRID_DIM {
        CubeCount::new_1d(cubes.max(1))
    } else {
        CubeCount::new_2d(MAX_GRID_DIM, cubes.div_ceil(MAX_GRID_DIM))
    };
    // SAFETY: both buffers hold `words` u32 values (checked above); the kernel touches only the
    // first `vectors` vectors.
    unsafe {
        copy_vectors::launch_unchecked::<R>(
            client,
            cube_count,
            CubeDim::new_1d(UNITS),
            cubecl::ir::AddressType::from_len(words),
            vector_size,
            ArrayArg::from_raw_parts(input.clone(), words),
            ArrayArg::from_raw_parts(output.clone(), words),
            vectors,
            per_unit,
        );
    }
}

/// One way of copying a size, timed.
#[derive(Debug, Clone)]
pub struct TimedCopy {
    /// How the bytes were copied: a CubeCL kernel's vectors per unit, or the CUDA driver.
    pub how: String,
    pub timing: crate::measure::Timing,
}

/// A copy of one size by every way [`time_copy_variants`] knows.
#[derive(Debug, Clone)]
pub struct SizedCopy {
    /// Bytes each copy moved: read + written.
    pub bytes_moved: usize,
    /// Every way timed, in the order timed.
    pub variants: Vec<TimedCopy>,
}

impl SizedCopy {
    /// One line for each way timed, in the order timed: how, time per call, bandwidth.
    pub fn variant_lines(&self) -> impl Iterator<Item = String> + '_ {
        self.variants.iter().map(|variant| {
            format!(
                "{}: {:.1} us, {:.1} GB/s",
                variant.how,
                variant.timing.per_call.as_secs_f64() * 1e6,
                crate::measure::gigabytes_per_second(self.bytes_moved, variant.timing.per_call)
            )
        })
    }

    /// The fastest way: the speed of light at this size.
    pub fn fastest(&self) -> &TimedCopy {
        self.variants
            .iter()
            .min_by_key(|variant| variant.timing.per_call)
            .expect("at least one copy variant")
    }
}

/// Times a copy of `bytes` bytes (rounded up to whole 16-byte vectors) between `sources` rotated
/// pairs of buffers, by every copy kernel of [`VECTORS_PER_UNIT`] and, on CUDA, by the driver's
/// `cuMemcpyDtoDAsync`: the speed of light of a launch that reads and writes `bytes` each way,
/// ramp-up and tail of a grid of that size included, which the large roofline copy amortizes
/// away. Every way is timed because none is fastest at every size: on the H200 (2026-11-29,
/// `cubemax-report copies`, two runs) one vector a unit copied 32-128 MiB each way in 5-20% less
/// time than eight, eight was the fastest kernel at 1 GiB, and the driver's copy the fastest of
/// all from 256 MiB. Destinations rotate with the sources: one destination written by every call
/// stays in L2 when it fits there, and back-to-back copies of 13 MB then ran at 2x the 1 GiB
/// copy's bandwidth on the H100, a speed no softmax whose outputs rotate can reach. The copy
/// kernels are timed by `method`, a hold of the queue included where it asks for one; the
/// driver's copy is timed without a hold (see the comment where it is timed).
pub fn time_copy_variants(
    client: &ComputeClient<crate::backends::GpuRuntime>,
    bytes: usize,
    sources: usize,
    method: &crate::measure::Method,
) -> SizedCopy {
    let bytes = bytes.next_multiple_of(16);
    let sources: Vec<Handle> = (0..sources.max(1)).map(|_| client.empty(bytes)).collect();
    let destinations: Vec<Handle> = (0..sources.len()).map(|_| client.empty(bytes)).collect();
    let pair = |index: usize| {
        (
            &sources[index % sources.len()],
            &destinations[index % sources.len()],
        )
    };
    #[cfg_attr(not(feature = "cuda"), allow(unused_mut))]
    let mut variants: Vec<TimedCopy> = VECTORS_PER_UNIT
        .into_iter()
        .map(|per_unit| TimedCopy {
            how: format!("CubeCL kernel, {per_unit} vector(s) of 16 bytes per unit"),
            timing: crate::measure::time_throughput(
                method,
                |index| {
                    let (source, destination) = pair(index);
                    launch_copy(client, source, destination, bytes, per_unit)
                },
                crate::backends::sync,
            ),
        })
        .collect();
    #[cfg(feature = "cuda")]
    {
        crate::backends::sync();
        // The driver's copies go to the null stream, which does not wait on CubeCL's streams
        // (created non-blocking), so a hold of the queue launched there would not hold them:
        // they are timed unheld.
        let unheld = crate::measure::Method {
            queue_ahead: None,
            ..*method
        };
        variants.push(TimedCopy {
            how: "cuMemcpyDtoDAsync".to_string(),
            timing: crate::measure::time_throughput(
                &unheld,
                |index| {
                    let (source, destination) = pair(index);
                    driver_copy(client, source, destination, bytes)
                },
                driver_sync,
            ),
        });
    }
    SizedCopy {
        bytes_moved: 2 * bytes,
        variants,
    }
}

/// The fastest of [`time_copy_variants`]: its timing, the bytes it moved (read + written) and
/// how it copied.
pub fn time_copy_of(
    client: &ComputeClient<crate::backends::GpuRuntime>,
    bytes: usize,
    sources: usize,
    method: &crate::measure::Method,
) -> (crate::measure::Timing, usize, String) {
    let copy = time_copy_variants(client, bytes, sources, method);
    let fastest = copy.fastest();
    (fastest.timing, copy.bytes_moved, fastest.how.clone())
}

/// The CUDA driver's device-to-device copy of `bytes` bytes from `input` to `output`, run on the
/// calling thread (which it makes current on the runtime's primary context, the one CubeCL uses).
/// Returns after queuing; [`driver_sync`] waits for it.
#[cfg(feature = "cuda")]
pub fn driver_copy(
    client: &ComputeClient<cubecl::cuda::CudaRuntime>,
    input: &Handle,
    output: &Handle,
    bytes: usize,
) {
    use cudarc::driver::result;
    assert!(
        input.size_in_used() >= bytes as u64 && output.size_in_used() >= bytes as u64,
        "buffers smaller than {bytes} bytes"
    );
    let source = client.get_resource(input.clone()).expect("input buffer");
    let destination = client.get_resource(output.clone()).expect("output buffer");
    make_context_current();
    // SAFETY: both pointers are live allocations of at least `bytes` bytes (checked above), held
    // by `source` and `destination` for the duration of the call.
    unsafe {
        result::memcpy_dtod_async(
            destination.resource().ptr,
            source.resource().ptr,
            bytes,
            std::ptr::null_mut(),
        )
        .expect("cuMemcpyDtoDAsync");
    }
}

/// Waits for every driver copy queued by [`driver_copy`] on this thread's context.
#[cfg(feature = "cuda")]
pub fn driver_sync() {
    make_context_current();
    cudarc::driver::result::ctx::synchronize().expect("cuCtxSynchronize");
}

/// Makes device 0's primary context, the one CubeCL's CUDA runtime uses, current on this thread.
#[cfg(feature = "cuda")]
fn make_context_current() {
    use cudarc::driver::result;
    // SAFETY: retaining the primary context of a valid device and making it current are plain
    // driver calls; the context outlives the process's use of it (CubeCL holds it too).
    unsafe {
        let context = result::primary_ctx::retain(result::device::get(0).expect("CUDA device 0"))
            .expect("primary context");
        result::ctx::set_current(context).expect("make the context current");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backends::{GpuRuntime, client};

    /// Every variant copies every byte, including a length that leaves a partial cube and a
    /// length that is not a multiple of 16 bytes.
    #[test]
    fn every_variant_copies_exactly() {
        let client = client();
        for words in [1usize, 7, 1000, 256 * 8 * 3 + 5] {
            let data: Vec<u32> = (0..words as u32)
                .map(|v| v.wrapping_mul(2654435761))
                .collect();
            let bytes: Vec<u8> = data.iter().flat_map(|v| v.to_le_bytes()).collect();
            for per_unit in VECTORS_PER_UNIT {
                let input = client.create_from_slice(&bytes);
                // One extra word that must stay untouched.
                let output = client.create_from_slice(&vec![0xAB; bytes.len() + 4]);
                launch_copy::<GpuRuntime>(&client, &input, &output, bytes.len(), per_unit);
                let copied = client.read_one(output).expect("read back");
                assert_eq!(
                    &copied[..bytes.len()],
                    &bytes[..],
                    "{words} words, {per_unit} per unit"
                );
                assert_eq!(&copied[bytes.len()..], &[0xAB; 4], "wrote past the end");
            }
        }
    }
}
