//! `cubemax-report options`: the fused options (scale, masks, the causal limit, an f32
//! output) against the plain softmax and Burn's composed equivalent.

use burn::tensor::activation;
use burn::tensor::{DType, Distribution, Tensor};
use cubemax::SoftmaxBackend;
use cubemax::kernels::SoftmaxKind;
use cubemax_bench::backends::{Fused, client, dtype_name, random_input, sync};
use cubemax_bench::measure::{self, Method, gigabytes_per_second, rotation};
use cubemax_bench::roofline::time_copy_of;

use super::*;

/// The attention shape the options are measured at: [batch, heads, queries, keys].
pub(super) const OPTIONS_SHAPE: [usize; 4] = [4, 16, 1024, 1024];

/// `cubemax-report options`: the fused options against the plain softmax, against Burn's
/// composed equivalents and against a copy of the same bytes, at one attention shape, through
/// `burn::backend::Cuda` (what a model runs). Bandwidth counts one read of `x` and one write of
/// `y` in their dtypes, whatever the call actually moves: a causal limit reads about half of `x`,
/// a mask adds its own (small, cache-resident) reads.
pub(super) fn options_command(options: &Options) -> Result<(), String> {
    use cubemax::{SoftmaxOptions, softmax_with};
    let dtypes = options.device_dtypes("options", &[DType::F32, DType::BF16])?;
    let [batch, heads, queries, keys] = OPTIONS_SHAPE;
    let elements = batch * heads * queries * keys;
    let client = client();
    let device = cubemax_bench::backends::device();
    println!(
        "fused options at {OPTIONS_SHAPE:?} ({} rows x {keys}), burn::backend::{}; per call, \
         bandwidth of one read of x and one write of y",
        batch * heads * queries,
        if cfg!(feature = "cuda") {
            "Cuda"
        } else {
            "Wgpu"
        }
    );
    for dtype in dtypes {
        let size = dtype.size();
        let (copy, copy_bytes, _) = time_copy_of(&client, elements * size, 2, &Method::report());
        let copy_gbps = gigabytes_per_second(copy_bytes, copy.per_call);
        let inputs: Vec<Tensor<Fused, 4>> = (0..rotation(2 * elements * size, 3))
            .map(|_| random_input(OPTIONS_SHAPE, dtype))
            .collect();
        let scale = 1.0 / (keys as f32).sqrt();
        let padding = Tensor::<Fused, 4>::random(
            [batch, 1, 1, keys],
            Distribution::Uniform(-1.0, 0.0),
            &device,
        )
        .cast(dtype);
        let padding_bool = padding.clone().lower_elem(-0.5);
        let bias =
            Tensor::<Fused, 4>::random([1, 1, queries, keys], Distribution::Default, &device)
                .cast(dtype);
        let causal_mask =
            Tensor::<Fused, 2, burn::tensor::Bool>::tril_mask([queries, keys], 0, &device)
                .unsqueeze::<4>();
        type Way<'a> = (
            &'a str,
            Box<dyn Fn(Tensor<Fused, 4>) -> Tensor<Fused, 4> + 'a>,
            usize,
        );
        let output_size = |dtype: DType| dtype.size();
        // A padding mask over the queries, for a softmax along them (dim 2): one element for
        // every key.
        let query_padding_bool = Tensor::<Fused, 4>::random(
            [batch, 1, queries, 1],
            Distribution::Uniform(-1.0, 0.0),
            &device,
        )
        .lower_elem(-0.5);
        let fused_along = |dim: usize, options: SoftmaxOptions<Fused, 4>| {
            move |x: Tensor<Fused, 4>| softmax_with(x, dim, options.clone()).expect("valid options")
        };
        let fused = |options: SoftmaxOptions<Fused, 4>| fused_along(3, options);
        let mut ways: Vec<Way> = vec![
            (
                "cubemax softmax",
                Box::new(|x| cubemax::softmax(x, 3)),
                size,
            ),
            (
                "cubemax + scale",
                Box::new(fused(SoftmaxOptions::softmax().scale(scale))),
                size,
            ),
            (
                "cubemax + scale + causal",
                Box::new(fused(SoftmaxOptions::softmax().scale(scale).causal(0))),
                size,
            ),
            (
                "cubemax + scale + padding mask [B,1,1,N]",
                Box::new(fused(
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(padding.clone()),
                )),
                size,
            ),
            (
                "cubemax + scale + bool mask [B,1,1,N]",
                Box::new(fused(
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .bool_mask(padding_bool.clone()),
                )),
                size,
            ),
            (
                "cubemax + scale + bias [1,1,N,N]",
                Box::new(fused(
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(bias.clone()),
                )),
                size,
            ),
            (
                "cubemax along dim 2 (not last)",
                Box::new(|x| cubemax::softmax(x, 2)),
                size,
            ),
            (
                "cubemax along dim 1 (16 heads)",
                Box::new(|x| cubemax::softmax(x, 1)),
                size,
            ),
            (
                "cubemax along dim 2 + bool mask [B,1,N,1]",
                Box::new(fused_along(
                    2,
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .bool_mask(query_padding_bool.clone()),
                )),
                size,
            ),
            (
                "cubemax along dim 2 + bias [1,1,N,N]",
                Box::new(fused_along(
                    2,
                    SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(bias.clone()),
                )),
                size,
            ),
            (
                // Views with the keys and queries swapped: read in place in the order they are
                // stored (the column kernels along the view's last axis), the output written
                // row-major (a transposed view's is: Burn's reductions mis-sum such views) by the
                // kernel through its tile where it holds the columns, copied after otherwise.
                // Before views were, this was how a mask along a non-last axis was timed moved
                // last: both copied.
                "cubemax on views swapped (2, 3) + bias, along 3",
                Box::new(|x: Tensor<Fused, 4>| {
                    let options = SoftmaxOptions::softmax()
                        .scale(scale)
                        .additive_mask(bias.clone().swap_dims(2, 3));
                    softmax_with(x.swap_dims(2, 3), 3, options)
                        .expect("valid options")
                        .swap_dims(2, 3)
                }),
                size,
            ),
            (
                "burn: x * scale, causal mask_fill, softmax",
                Box::new(|x: Tensor<Fused, 4>| {
                    let scores = (x * scale)
                        .mask_fill(causal_mask.clone().expand(OPTIONS_SHAPE), f32::NEG_INFINITY);
                    activation::softmax(scores, 3)
                }),
                size,
            ),
            (
                "burn: x * scale + padding mask, softmax",
                Box::new(|x: Tensor<Fused, 4>| activation::softmax(x * scale + padding.clone(), 3)),
                size,
            ),
            (
                "burn softmax along dim 2",
                Box::new(|x| activation::softmax(x, 2)),
                size,
            ),
            (
                "burn softmax along dim 1",
                Box::new(|x| activation::softmax(x, 1)),
                size,
            ),
        ];
        if dtype != DType::F32 {
            ways.push((
                "cubemax, f32 output",
                Box::new(fused(SoftmaxOptions::softmax().output_dtype(DType::F32))),
                output_size(DType::F32),
            ));
        }
        println!(
            "\n{} (copy of the same bytes: {:.0} GB/s)",
            dtype_name(dtype),
            copy_gbps
        );
        for (name, way, out_size) in &ways {
            let timing = measure::time_throughput(
                &Method::report(),
                |index| drop(way(inputs[index % inputs.len()].clone())),
                sync,
            );
            let bytes = elements * (size + out_size);
            let gbps = gigabytes_per_second(bytes, timing.per_call);
            println!(
                "  {name:<44} {:>9.1} us  {gbps:>6.0} GB/s  {:.2}x copy",
                timing.per_call.as_secs_f64() * 1e6,
                gbps / copy_gbps
            );
        }
        // Slices along outer axes: views whose rows (or, along dim 2, outer indices) are not
        // evenly spaced, and a slice of the keys along dim 1, whose elements after the heads
        // are not contiguous, read in place (the kernels find them by terms). The bytes are the
        // slice's.
        type SliceWay<'a> = (
            &'a str,
            Box<dyn Fn(Tensor<Fused, 4>) -> Tensor<Fused, 4> + 'a>,
            usize,
        );
        let slice_ways: Vec<SliceWay> = vec![
            (
                "cubemax on a slice of the heads 0..8",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(1, 0, 8), 3)),
                elements / 2,
            ),
            (
                "cubemax on a slice of the queries 0..768",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(2, 0, 768), 3)),
                elements / 4 * 3,
            ),
            (
                "cubemax along dim 2 of a slice of the heads 0..8",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(1, 0, 8), 2)),
                elements / 2,
            ),
            (
                "cubemax along dim 1 of a slice of the keys 0..768",
                Box::new(|x: Tensor<Fused, 4>| cubemax::softmax(x.narrow(3, 0, 768), 1)),
                elements / 4 * 3,
            ),
        ];
        for (name, way, sliced_elements) in &slice_ways {
            let timing = measure::time_throughput(
                &Method::report(),
                |index| drop(way(inputs[index % inputs.len()].clone())),
                sync,
            );
            let gbps = gigabytes_per_second(2 * sliced_elements * size, timing.per_call);
            println!(
                "  {name:<44} {:>9.1} us  {gbps:>6.0} GB/s  {:.2}x copy",
                timing.per_call.as_secs_f64() * 1e6,
                gbps / copy_gbps
            );
        }
        // The backward op the autodiff pass calls, along the last axis, along dims 2 and 1 (read
        // in place by the column kernels), along dim 2 with a `dy` whose batch and heads are
        // swapped (a view laid out otherwise than `y`, as `Autodiff` hands back the gradient of
        // a permuted output) and along the last axis of views with dims 2 and 3 swapped (read in
        // place in the order they are stored).
        let spec = cubemax::FusedBackward {
            kind: SoftmaxKind::Softmax,
            scale: 1.0,
            causal_offset: None,
            dx_dtype: dtype,
        };
        let ys: Vec<Tensor<Fused, 4>> = inputs
            .iter()
            .map(|x| cubemax::softmax(x.clone(), 3))
            .collect();
        let upstream = random_input(OPTIONS_SHAPE, dtype);
        let [batch, heads, queries, keys] = OPTIONS_SHAPE;
        let upstream_heads_first =
            random_input([heads, batch, queries, keys], dtype).swap_dims(0, 1);
        let backward = |y: Tensor<Fused, 4>, dy: Tensor<Fused, 4>, dim: usize| {
            <Fused as SoftmaxBackend>::fused_softmax_backward(
                y.into_primitive().tensor(),
                dy.into_primitive().tensor(),
                dim,
                &spec,
            )
        };
        // Under a causal limit, from the forward's output under the same limit: the keys past it
        // are not read.
        let causal_spec = cubemax::FusedBackward {
            causal_offset: Some(0),
            ..spec
        };
        let causal_ys: Vec<Tensor<Fused, 4>> = inputs
            .iter()
            .map(|x| {
                softmax_with(x.clone(), 3, SoftmaxOptions::softmax().causal(0))
                    .expect("valid options")
            })
            .collect();
        let causal_backward = |i: usize| {
            drop(<Fused as SoftmaxBackend>::fused_softmax_backward(
                causal_ys[i % causal_ys.len()]
                    .clone()
                    .into_primitive()
                    .tensor(),
                upstream.clone().into_primitive().tensor(),
                3,
                &causal_spec,
            ))
        };
        type BackwardWay<'a> = (&'a str, Box<dyn Fn(usize) + 'a>);
        let backward_ways: Vec<BackwardWay> = vec![
            (
                "cubemax backward along dim 3 (last)",
                Box::new(|i| drop(backward(ys[i % ys.len()].clone(), upstream.clone(), 3))),
            ),
            (
                "cubemax backward, causal limit 0, along 3",
                Box::new(causal_backward),
            ),
            (
                "cubemax backward along dim 2 (columns)",
                Box::new(|i| drop(backward(ys[i % ys.len()].clone(), upstream.clone(), 2))),
            ),
            (
                "cubemax backward along dim 1 (columns)",
                Box::new(|i| drop(backward(ys[i % ys.len()].clone(), upstream.clone(), 1))),
            ),
            (
                "cubemax backward along dim 2, dy heads first",
                Box::new(|i| {
                    let dy = upstream_heads_first.clone();
                    drop(backward(ys[i % ys.len()].clone(), dy, 2))
                }),
            ),
            (
                "cubemax backward, views swapped (2, 3), along 3",
                Box::new(|i| {
                    let y = ys[i % ys.len()].clone().swap_dims(2, 3);
                    drop(backward(y, upstream.clone().swap_dims(2, 3), 3))
                }),
            ),
        ];
        println!("  backward (y and dy read, dx written, whatever a causal limit leaves unread):");
        for (name, way) in &backward_ways {
            let timing = measure::time_throughput(&Method::report(), way, sync);
            let gbps = gigabytes_per_second(3 * elements * size, timing.per_call);
            println!(
                "  {name:<44} {:>9.1} us  {gbps:>6.0} GB/s  {:.2}x copy",
                timing.per_call.as_secs_f64() * 1e6,
                gbps / copy_gbps
            );
        }
    }
    Ok(())
}
