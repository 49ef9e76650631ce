//! `cubemax-report host`: the host's cost of a call, on the caller's thread and steady, by
//! every way of calling.

use std::time::Duration;

use burn::tensor::activation;
use burn::tensor::{DType, Tensor};
use cubemax::kernels::{LaunchRequest, SoftmaxKind, launch_softmax, plan_launch};
use cubemax_bench::backends::{Bare, Fused, client, random_input, sync};
use cubemax_bench::grid::Shape;
use cubemax_bench::measure;
use cubemax_bench::roofline::{SIZED_COPY_VECTORS_PER_UNIT, launch_copy};

use super::*;

/// Calls per batch of the `host` subcommand: a short batch, as the report's grid uses for
/// calls near a millisecond, and a long one, as a model's step between two syncs.
pub(super) const HOST_BATCH_CALLS: [usize; 2] = [8, 64];
/// Batches of the `host` subcommand; the median is kept.
pub(super) const HOST_BATCHES: usize = 15;
/// Most inputs the `host` subcommand rotates: enough to keep the large shapes out of L2, few
/// enough that tiny shapes do not fill the allocator with thousands of live buffers.
pub(super) const HOST_MAX_INPUTS: usize = 4;

/// Outputs the `host` subcommand keeps alive in its "kept" way: each is dropped that many calls
/// after it was made, as a model drops activations, where the other ways drop each at once.
pub(super) const HOST_KEPT_OUTPUTS: usize = 8;

/// What one call costs the calling thread and the device, for one way of running f32 softmax.
pub(super) struct HostCost {
    /// Caller-thread time per call while each batch of [`HOST_BATCH_CALLS`] is issued, before
    /// its sync. A batch that submits more tasks than the device thread's queue holds (32 on
    /// cubecl-common 0.10's channel, each call submitting one or more) waits for the device
    /// thread to take them, so the long batch's figure can include that thread's work; the
    /// short one's is the caller's own.
    issues: [Duration; 2],
    /// Per call, each batch of [`HOST_BATCH_CALLS`] issued and then waited for.
    totals: [Duration; 2],
}

impl HostCost {
    /// What the calls of the long batch cost beyond those of the short one, per call: the
    /// steady-state cost, without what a batch pays once (its closing sync).
    fn steady(&self) -> Duration {
        let [short, long] = self.totals;
        let [short_calls, long_calls] = HOST_BATCH_CALLS.map(|calls| calls as u32);
        (long * long_calls).saturating_sub(short * short_calls) / (long_calls - short_calls)
    }
}

/// Times `call` in batches: the time to issue a batch and the time until the device has finished
/// it, per call; medians over [`HOST_BATCHES`] batches of each length.
pub(super) fn host_cost(mut call: impl FnMut(usize)) -> HostCost {
    let mut index = 0;
    for _ in 0..4 {
        call(index);
        index += 1;
    }
    sync();
    // (issue, total) medians of each batch length.
    let medians = HOST_BATCH_CALLS.map(|calls| {
        let (mut issued, mut totals) = (Vec::new(), Vec::new());
        for _ in 0..HOST_BATCHES {
            let start = std::time::Instant::now();
            for _ in 0..calls {
                call(index);
                index += 1;
            }
            issued.push(start.elapsed() / calls as u32);
            sync();
            totals.push(start.elapsed() / calls as u32);
        }
        (measure::median(issued), measure::median(totals))
    });
    HostCost {
        issues: medians.map(|(issue, _)| issue),
        totals: medians.map(|(_, total)| total),
    }
}

/// `cubemax-report host`: where the time of one softmax call goes outside the kernel. Each
/// shape is run several ways, from the bare kernel launch up to `cubemax::softmax` on the fused
/// Burn backend, beside a copy kernel, one Burn elementwise op (the floor of a Burn call), and
/// Burn's `cumsum` on both backends: an op Burn's fusion does not fuse, which runs as one launch
/// each way, as cubemax's custom operation does, so what the fusion layer adds to it is what it
/// adds to any such op.
pub(super) fn host_command(options: &Options) -> Result<(), String> {
    let shapes = if options.shapes.is_empty() {
        ["1x7", "32768x256", "4096x4096"]
            .iter()
            .map(|label| Shape::parse(label).expect("a valid label"))
            .collect()
    } else {
        options.shapes.clone()
    };
    let client = client();
    println!(
        "host cost per call, f32 softmax (issue: the caller thread alone, over {long} calls, \
         and over {short} in brackets, fewer than the device thread's queue holds; batch of N: \
         N calls issued, then a sync, per call; steady: the long batch's calls beyond the short \
         one's, per call)",
        long = HOST_BATCH_CALLS[1],
        short = HOST_BATCH_CALLS[0],
    );
    for shape in &shapes {
        let (rows, cols) = (shape.rows(), shape.cols());
        let bytes = 2 * shape.elements() * 4;
        let buffers = RawBuffers::new(rows, cols, DType::F32, bytes, false, HOST_MAX_INPUTS);
        let (inputs, outputs) = (&buffers.input_primitives, &buffers.output_primitives);
        let problem = buffers.problem();
        let request = LaunchRequest::new(SoftmaxKind::Softmax);
        let plan = plan_launch(&client, &problem, &request).expect("cubemax plan");
        let bare: Vec<Tensor<Bare, 2>> = buffers.inputs.clone();
        let fused: Vec<Tensor<Fused, 2>> = (0..bare.len())
            .map(|_| random_input([rows, cols], DType::F32))
            .collect();
        let output_bytes = rows * outputs[0].meta.strides()[0] * 4;
        let copy_sources: Vec<_> = (0..inputs.len())
            .map(|_| client.empty(output_bytes))
            .collect();
        let copy_destination = client.empty(output_bytes);
        let pick = |index: usize| index % inputs.len();
        let mut kept_outputs: Vec<Option<Tensor<Fused, 2>>> =
            (0..HOST_KEPT_OUTPUTS).map(|_| None).collect();

        let ways: Vec<(&str, HostCost)> = vec![
            (
                "copy kernel (same bytes)",
                host_cost(|i| {
                    launch_copy(
                        &client,
                        &copy_sources[pick(i)],
                        &copy_destination,
                        output_bytes,
                        SIZED_COPY_VECTORS_PER_UNIT,
                    )
                }),
            ),
            (
                "kernel, planned once",
                host_cost(|i| {
                    launch_softmax(
                        &client,
                        inputs[pick(i)].handle.clone(),
                        outputs[pick(i)].handle.clone(),
                        &problem,
                        &plan,
                    )
                    .expect("cubemax launch")
                }),
            ),
            (
                "kernel, planned per call",
                host_cost(|i| {
                    let plan = plan_launch(&client, &problem, &request).expect("cubemax plan");
                    launch_softmax(
                        &client,
                        inputs[pick(i)].handle.clone(),
                        outputs[pick(i)].handle.clone(),
                        &problem,
                        &plan,
                    )
                    .expect("cubemax launch")
                }),
            ),
            (
                "kernel + fresh output",
                host_cost(|i| {
                    let output = client.empty(output_bytes);
                    launch_softmax(
                        &client,
                        inputs[pick(i)].handle.clone(),
                        output,
                        &problem,
                        &plan,
                    )
                    .expect("cubemax launch")
                }),
            ),
            (
                "cubemax::softmax, CubeBackend",
                host_cost(|i| drop(cubemax::softmax(bare[pick(i)].clone(), 1))),
            ),
            (
                "cubemax::softmax, Fusion",
                host_cost(|i| drop(cubemax::softmax(fused[pick(i)].clone(), 1))),
            ),
            (
                "cubemax::softmax, Fusion, kept",
                host_cost(|i| {
                    kept_outputs[i % HOST_KEPT_OUTPUTS] =
                        Some(cubemax::softmax(fused[pick(i)].clone(), 1))
                }),
            ),
            (
                "burn softmax, Fusion",
                host_cost(|i| drop(activation::softmax(fused[pick(i)].clone(), 1))),
            ),
            (
                "burn exp, CubeBackend",
                host_cost(|i| drop(bare[pick(i)].clone().exp())),
            ),
            (
                "burn cumsum, Fusion",
                host_cost(|i| drop(fused[pick(i)].clone().cumsum(1))),
            ),
            (
                "burn cumsum, CubeBackend",
                host_cost(|i| drop(bare[pick(i)].clone().cumsum(1))),
            ),
        ];
        println!("\n{} ({} inputs rotated)", shape.label(), inputs.len());
        for (way, cost) in ways {
            println!(
                "  {way:<32} issue {:>8.2} us ({:>6.2})   batch of {}: {:>8.2} us   batch of {}: \
                 {:>8.2} us   steady: {:>8.2} us",
                cost.issues[1].as_secs_f64() * 1e6,
                cost.issues[0].as_secs_f64() * 1e6,
                HOST_BATCH_CALLS[0],
                cost.totals[0].as_secs_f64() * 1e6,
                HOST_BATCH_CALLS[1],
                cost.totals[1].as_secs_f64() * 1e6,
                cost.steady().as_secs_f64() * 1e6,
            );
        }
    }
    Ok(())
}
