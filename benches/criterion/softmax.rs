//! Criterion benches: cubemax against Burn's own softmax, forward and backward, on the backend a
//! model author declares (`burn::backend::Cuda` with `--features cuda`, else `burn::backend::Wgpu`,
//! which in CI is a CPU Vulkan driver, so `cargo bench` runs everywhere).
//!
//! Every timed iteration ends with a device sync inside the timed region: without it the bench
//! would time how fast calls are queued, not how fast they run (and Burn's fusion backend, left to
//! queue thousands of calls, slows down per call). So each iteration is one call's latency,
//! launch and sync included; the bandwidth report times back-to-back batches as well.
//!
//! `cargo bench --features cuda` on a GPU machine; the bandwidth report (`cubemax-report`) is the
//! fuller instrument, with the copy roofline and output checks.

use std::hint::black_box;
use std::time::{Duration, Instant};

use burn::tensor::activation;
use burn::tensor::{DType, Distribution, Tensor};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use cubemax_bench::backends::{Fused, Trained, device, dtype_name, random_input, sync};
use cubemax_bench::grid::Shape;

/// Shapes worth a criterion history: a square, a wide batch of short rows, long rows. A CPU
/// Vulkan driver gets one small shape.
fn shapes() -> Vec<Shape> {
    if cfg!(feature = "cuda") {
        vec![
            Shape::new(&[4096, 4096]),
            Shape::new(&[32768, 1024]),
            Shape::new(&[1024, 32768]),
        ]
    } else {
        vec![Shape::new(&[64, 1000])]
    }
}

fn dtypes() -> Vec<DType> {
    if cfg!(feature = "cuda") {
        vec![DType::F32, DType::BF16]
    } else {
        vec![DType::F32]
    }
}

type Forward = fn(Tensor<Fused, 2>) -> Tensor<Fused, 2>;
type Backward = fn(Tensor<Trained, 2>) -> Tensor<Trained, 2>;

const FORWARD: [(&str, &str, Forward); 4] = [
    ("softmax", "cubemax", |x| cubemax::softmax(x, 1)),
    ("softmax", "burn", |x| activation::softmax(x, 1)),
    ("log_softmax", "cubemax", |x| cubemax::log_softmax(x, 1)),
    ("log_softmax", "burn", |x| activation::log_softmax(x, 1)),
];

const BACKWARD: [(&str, &str, Backward); 2] = [
    ("softmax_backward", "cubemax", |x| cubemax::softmax(x, 1)),
    ("softmax_backward", "burn", |x| activation::softmax(x, 1)),
];

fn forward(c: &mut Criterion) {
    for dtype in dtypes() {
        for shape in shapes() {
            let dims = [shape.rows(), shape.cols()];
            let x = random_input(dims, dtype);
            for (op, implementation, run) in FORWARD {
                let mut group =
                    c.benchmark_group(format!("{op}/{}/{}", dtype_name(dtype), shape.label()));
                group.throughput(Throughput::Bytes(
                    (2 * shape.elements() * dtype.size()) as u64,
                ));
                group.bench_function(BenchmarkId::from_parameter(implementation), |b| {
                    b.iter_custom(|iterations| {
                        sync();
                        let start = Instant::now();
                        for _ in 0..iterations {
                            black_box(run(x.clone()));
                            sync();
                        }
                        start.elapsed()
                    })
                });
                group.finish();
            }
        }
    }
}

fn backward(c: &mut Criterion) {
    for dtype in dtypes() {
        for shape in shapes() {
            let dims = [shape.rows(), shape.cols()];
            let x = random_input(dims, dtype);
            let upstream =
                Tensor::<Fused, 2>::random(dims, Distribution::Normal(0.0, 1.0), &device())
                    .cast(dtype);
            for (op, implementation, run) in BACKWARD {
                let mut group =
                    c.benchmark_group(format!("{op}/{}/{}", dtype_name(dtype), shape.label()));
                // y and dy read, dx written.
                group.throughput(Throughput::Bytes(
                    (3 * shape.elements() * dtype.size()) as u64,
                ));
                group.bench_function(BenchmarkId::from_parameter(implementation), |b| {
                    b.iter_custom(|iterations| {
                        // The forward graph of each pass is built and run outside the timed region.
                        let mut total = Duration::ZERO;
                        for _ in 0..iterations {
                            let input = Tensor::<Trained, 2>::from_inner(x.clone()).require_grad();
                            let loss =
                                run(input) * Tensor::<Trained, 2>::from_inner(upstream.clone());
                            sync();
                            let start = Instant::now();
                            black_box(loss.backward());
                            sync();
                            total += start.elapsed();
                        }
                        total
                    })
                });
                group.finish();
            }
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    targets = forward, backward
}
criterion_main!(benches);
