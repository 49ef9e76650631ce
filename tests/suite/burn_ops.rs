//! The Burn op: `cubemax::softmax` / `log_softmax` on the fused backend as users declare it (fusion
//! on), on the bare `CubeBackend`, through `Autodiff`, and on the CPU reference backends, each
//! compared with Flex's softmax.

use core::ops::Range;

use burn::backend::{Autodiff, Flex, NdArray};
use burn::tensor::activation;
use burn::tensor::{DType, Distribution, Tensor, TensorData, Tolerance};
use cubemax::SoftmaxBackend;

use crate::common::{Bare, Fused, require_device};

type Reference = Flex;

fn reference_device() -> burn::tensor::Device<Reference> {
    Default::default()
}

/// Softmax and log-softmax of a random tensor of shape `shape`, permuted by `axes` (a view, no
/// copy), along each of its dims, on backend `B`, compared with Flex's.
fn matches_reference_along_every_dim<B: SoftmaxBackend, const D: usize>(
    shape: [usize; D],
    axes: [usize; D],
) {
    require_device();
    let device = B::Device::default();
    let input = Tensor::<Reference, D>::random(
        shape,
        Distribution::Uniform(-6.0, 6.0),
        &reference_device(),
    );
    let data = input.to_data();
    let input = input.permute(axes);
    for dim in 0..D {
        let x = Tensor::<B, D>::from_data(data.clone(), &device);
        let view = x.clone().permute(axes);
        let softmax = cubemax::softmax(view.clone(), dim).into_data();
        let log_softmax = cubemax::log_softmax(view, dim).into_data();
        softmax.assert_approx_eq::<f32>(
            &activation::softmax(input.clone(), dim).into_data(),
            Tolerance::absolute(1e-5),
        );
        log_softmax.assert_approx_eq::<f32>(
            &activation::log_softmax(input.clone(), dim).into_data(),
            Tolerance::absolute(2e-5),
        );
        // The caller's tensor is untouched.
        x.into_data().assert_eq(&data, true);
    }
}

/// The axes of a tensor of rank `D` in their own order: no permutation.
fn in_order<const D: usize>() -> [usize; D] {
    core::array::from_fn(|axis| axis)
}

/// Runs the same test body on each backend, so every backend is held to one contract.
macro_rules! on_every_backend {
    ($($name:ident => $body:ident;)*) => {
        mod fused { use super::*; $( #[test] fn $name() { $body::<Fused>() } )* }
        mod bare { use super::*; $( #[test] fn $name() { $body::<Bare>() } )* }
        mod ndarray { use super::*; $( #[test] fn $name() { $body::<NdArray>() } )* }
        mod flex { use super::*; $( #[test] fn $name() { $body::<Flex>() } )* }
    };
}

fn rank_1<B: SoftmaxBackend>() {
    matches_reference_along_every_dim::<B, 1>([1000], in_order());
}

fn rank_2<B: SoftmaxBackend>() {
    matches_reference_along_every_dim::<B, 2>([7, 33], in_order());
}

fn rank_3<B: SoftmaxBackend>() {
    matches_reference_along_every_dim::<B, 3>([3, 5, 40], in_order());
}

fn rank_4<B: SoftmaxBackend>() {
    matches_reference_along_every_dim::<B, 4>([2, 3, 4, 17], in_order());
}

/// Ranks past the four the other tests use: the axes before and after `dim` of a tensor in its
/// stored order fold into the outer and inner axes the kernels see, whatever their count; a view
/// in another order is read in place where its strides allow and copied first where they do not.
fn rank_5<B: SoftmaxBackend>() {
    matches_reference_along_every_dim::<B, 5>([2, 3, 2, 3, 9], in_order());
    matches_reference_along_every_dim::<B, 5>([2, 3, 2, 3, 9], [4, 2, 0, 3, 1]);
}

fn rank_6<B: SoftmaxBackend>() {
    matches_reference_along_every_dim::<B, 6>([2, 1, 3, 2, 2, 7], in_order());
    matches_reference_along_every_dim::<B, 6>([2, 3, 1, 2, 2, 7], [5, 1, 3, 0, 4, 2]);
}

fn by_hand<B: SoftmaxBackend>() {
    require_device();
    let device = B::Device::default();
    let x = Tensor::<B, 2>::from_floats([[2.0, 1.0, 3.0], [1000.0, 1001.0, 1002.0]], &device);
    cubemax::softmax(x, 1).into_data().assert_approx_eq::<f32>(
        &TensorData::from([[0.2447f32, 0.0900, 0.6652], [0.0900, 0.2447, 0.6652]]),
        Tolerance::absolute(1e-4),
    );
}

fn empty_in_empty_out<B: SoftmaxBackend>() {
    require_device();
    let device = B::Device::default();
    for shape in [[0, 5], [3, 0]] {
        let x = Tensor::<B, 2>::empty(shape, &device);
        assert_eq!(cubemax::softmax(x.clone(), 1).dims(), shape);
        assert_eq!(cubemax::log_softmax(x, 0).dims(), shape);
    }
}

on_every_backend! {
    softmax_rank_1_matches_flex => rank_1;
    softmax_rank_2_matches_flex_along_every_dim => rank_2;
    softmax_rank_3_matches_flex_along_every_dim => rank_3;
    softmax_rank_4_matches_flex_along_every_dim => rank_4;
    softmax_rank_5_matches_flex_along_every_dim => rank_5;
    softmax_rank_6_matches_flex_along_every_dim => rank_6;
    softmax_by_hand => by_hand;
    empty_tensors_stay_empty => empty_in_empty_out;
}

/// The fused kernel's semantics for fully masked rows (zeros, -inf), on the GPU backends.
#[test]
fn fully_masked_rows_give_zeros_and_minus_infinity() {
    fn check<B: SoftmaxBackend>() {
        require_device();
        let device = B::Device::default();
        let ninf = f32::NEG_INFINITY;
        let x = Tensor::<B, 2>::from_floats([[ninf, ninf, ninf], [ninf, 0.0, 0.0]], &device);
        let y = cubemax::softmax(x.clone(), 1)
            .into_data()
            .to_vec::<f32>()
            .unwrap();
        let log_y = cubemax::log_softmax(x, 1)
            .into_data()
            .to_vec::<f32>()
            .unwrap();
        assert_eq!(y, vec![0.0, 0.0, 0.0, 0.0, 0.5, 0.5]);
        assert!(
            log_y[..4].iter().all(|&v| v == f32::NEG_INFINITY),
            "{log_y:?}"
        );
        assert!(
            (log_y[4] + core::f32::consts::LN_2).abs() < 1e-6,
            "{log_y:?}"
        );
    }
    check::<Fused>();
    check::<Bare>();

    // The CPU references follow the textbook formula, as docs/NUMERICS.md says: NaN there.
    let ninf = f32::NEG_INFINITY;
    let x = Tensor::<Flex, 2>::from_floats([[ninf, ninf, ninf]], &Default::default());
    let y = cubemax::softmax(x, 1).into_data().to_vec::<f32>().unwrap();
    assert!(y.iter().all(|v| v.is_nan()), "{y:?}");
}

/// Views of a tensor as attention code makes them (`swap_dims`, `permute`): the shape each is
/// stored in, the length its last axis is cut to, and the axes that view it as `[3, 4, 6, 40]`.
/// The fourth one's rows are 8 elements apart, as CUDA pitches rows of 6 f32; the last keeps the
/// axis stored innermost last (heads and queries swapped), where the others transpose it.
const VIEWS: [([usize; 4], usize, [usize; 4]); 5] = [
    ([3, 40, 6, 4], 4, [0, 3, 2, 1]),
    ([3, 4, 40, 6], 6, [0, 1, 3, 2]),
    ([6, 3, 40, 4], 4, [1, 3, 0, 2]),
    ([3, 4, 40, 8], 6, [0, 1, 3, 2]),
    ([3, 6, 4, 40], 40, [0, 2, 1, 3]),
];

/// `tensor` cut to `len` along its last axis, then permuted by `axes`.
fn view<B: burn::tensor::backend::Backend>(
    tensor: Tensor<B, 4>,
    len: usize,
    axes: [usize; 4],
) -> Tensor<B, 4> {
    tensor.narrow(3, 0, len).permute(axes)
}

/// The output of `softmax_with(input, $dim, options)` on `Autodiff<$backend>` and the gradient of
/// `x` (a tensor of `$x_data`) under `sum(y * w)`, `w` a tensor of `$w_data`, both as
/// `TensorData`; `$make` gives `(input, options)` from `x` and the device.
macro_rules! output_and_gradient {
    ($backend:ty, $device:expr, $x_data:expr, $w_data:expr, $dim:expr,
     |$x:ident, $dev:ident| $make:expr) => {{
        let device = $device;
        let x = Tensor::<Autodiff<$backend>, 4>::from_data($x_data.clone(), device).require_grad();
        let (input, options) = {
            let ($x, $dev) = (x.clone(), device);
            $make
        };
        let y = cubemax::softmax_with(input, $dim, options).expect("valid options");
        let w = Tensor::<Autodiff<$backend>, 4>::from_data($w_data.clone(), device);
        let grads = (y.clone() * w).sum().backward();
        let dx = x.grad(&grads).expect("x has a gradient");
        (y.into_data(), dx.into_data())
    }};
}

/// The softmax and log-softmax of each of [`VIEWS`] along every dim, alone and with an additive
/// mask broadcast over two axes, and their gradients through `Autodiff<B>`, against Flex's
/// composed softmax of the same views.
fn views_match_flex<B: SoftmaxBackend>() {
    require_device();
    let device = B::Device::default();
    let shape = [3, 4, 6, 40];
    let mask_data = Tensor::<Reference, 4>::random(
        [1, 4, 1, 40],
        Distribution::Uniform(-2.0, 2.0),
        &reference_device(),
    )
    .into_data();
    let w_data = Tensor::<Reference, 4>::random(
        shape,
        Distribution::Uniform(-1.0, 1.0),
        &reference_device(),
    )
    .into_data();
    for (stored, len, axes) in VIEWS {
        let x_data = Tensor::<Reference, 4>::random(
            stored,
            Distribution::Uniform(-5.0, 5.0),
            &reference_device(),
        )
        .into_data();
        for dim in 0..4 {
            for (log, masked) in [(false, false), (true, false), (false, true), (true, true)] {
                macro_rules! run {
                    ($backend:ty, $device:expr) => {
                        output_and_gradient!($backend, $device, x_data, w_data, dim, |x, device| {
                            let mut options = if log {
                                cubemax::SoftmaxOptions::log_softmax()
                            } else {
                                cubemax::SoftmaxOptions::softmax()
                            };
                            if masked {
                                options = options
                                    .additive_mask(Tensor::from_data(mask_data.clone(), device));
                            }
                            (view(x, len, axes), options)
                        })
                    };
                }
                let (y, dx) = run!(B, &device);
                let (y_ref, dx_ref) = run!(Reference, &reference_device());
                let what =
                    format!("view {axes:?} of {stored:?}, dim {dim}, log {log}, masked {masked}");
                assert_eq!(y.shape, y_ref.shape, "{what}");
                y.assert_approx_eq::<f32>(&y_ref, Tolerance::absolute(2e-5));
                dx.assert_approx_eq::<f32>(&dx_ref, Tolerance::absolute(2e-5));
            }
        }
    }
}

#[test]
fn views_match_flex_on_the_fused_backend() {
    views_match_flex::<Fused>();
}

#[test]
fn views_match_flex_on_the_bare_backend() {
    views_match_flex::<Bare>();
}

/// The tensor [`SLICES`] cuts: f32 rows of 1 KB, so that every cut starts and ends on a
/// multiple of the runtime's memory alignment (512 bytes on CUDA), which Burn needs to keep a
/// slice as a view (it copies the others itself).
const SLICED: [usize; 4] = [3, 5, 6, 256];

/// Cuts of [`SLICED`], each `(axis, start, length)`, applied in turn: along outer axes, whose rows
/// are then not evenly spaced, and along the last axis too.
const SLICES: [&[(usize, usize, usize)]; 4] = [
    &[(1, 1, 3)],
    &[(2, 2, 3)],
    &[(1, 0, 2), (2, 1, 4)],
    &[(3, 0, 128), (0, 1, 2), (2, 3, 3)],
];

/// `tensor` cut as `cuts` says (see [`SLICES`]).
fn cut<B: burn::tensor::backend::Backend>(
    tensor: Tensor<B, 4>,
    cuts: &[(usize, usize, usize)],
) -> Tensor<B, 4> {
    cuts.iter().fold(tensor, |tensor, &(axis, start, len)| {
        tensor.narrow(axis, start, len)
    })
}

/// What makes [`slices_match_flex`] test the row kernels' terms: on the bare backend each of
/// [`SLICES`] is a view (no copy by Burn) whose rows are not evenly spaced.
#[test]
fn slices_are_views_with_unevenly_spaced_rows() {
    require_device();
    let x = Tensor::<Bare, 4>::zeros(SLICED, &Default::default());
    for cuts in SLICES {
        let sliced = cut(x.clone(), cuts).into_primitive().tensor();
        let (shape, strides) = (sliced.meta.shape(), sliced.meta.strides());
        assert_eq!(strides[3], 1, "{cuts:?}");
        let parent = [
            SLICED[1] * SLICED[2] * SLICED[3],
            SLICED[2] * SLICED[3],
            SLICED[3],
        ];
        assert_eq!(&strides[..3], &parent, "{cuts:?}: not a view of the parent");
        let evenly_spaced = (0..2).all(|axis| strides[axis] == strides[axis + 1] * shape[axis + 1]);
        assert!(!evenly_spaced, "{cuts:?}: rows evenly spaced");
    }
}

/// Slices along outer axes, whose rows are not evenly spaced (the row kernels find them by terms,
/// in place), alone and cut along the last axis too: the softmax and log-softmax along every dim
/// and their gradients through `Autodiff<B>`, against Flex's composed softmax of the same slices.
fn slices_match_flex<B: SoftmaxBackend>() {
    require_device();
    let device = B::Device::default();
    let x_data = Tensor::<Reference, 4>::random(
        SLICED,
        Distribution::Uniform(-5.0, 5.0),
        &reference_device(),
    )
    .into_data();
    for cuts in SLICES {
        let mut shape = SLICED;
        for &(axis, _, len) in cuts {
            shape[axis] = len;
        }
        let w_data = Tensor::<Reference, 4>::random(
            shape,
            Distribution::Uniform(-1.0, 1.0),
            &reference_device(),
        )
        .into_data();
        for dim in 0..4 {
            for log in [false, true] {
                macro_rules! run {
                    ($backend:ty, $device:expr) => {
                        output_and_gradient!(
                            $backend,
                            $device,
                            x_data,
                            w_data,
                            dim,
                            |x, _device| {
                                let options = if log {
                                    cubemax::SoftmaxOptions::log_softmax()
                                } else {
                                    cubemax::SoftmaxOptions::softmax()
                                };
                                (cut(x, cuts), options)
                            }
                        )
                    };
                }
                let (y, dx) = run!(B, &device);
                let (y_ref, dx_ref) = run!(Reference, &reference_device());
                let what = format!("slices {cuts:?} of {SLICED:?}, dim {dim}, log {log}");
                assert_eq!(y.shape, y_ref.shape, "{what}");
                y.assert_approx_eq::<f32>(&y_ref, Tolerance::absolute(2e-5));
                dx.assert_approx_eq::<f32>(&dx_ref, Tolerance::absolute(2e-5));
            }
        }
    }
}

#[test]
fn slices_match_flex_on_the_fused_backend() {
    slices_match_flex::<Fused>();
}

#[test]
fn slices_match_flex_on_the_bare_backend() {
    slices_match_flex::<Bare>();
}

/// Gradients laid out otherwise than the softmax's output: `y` is row-major and the loss reads
/// it permuted, so `Autodiff` hands the backward a `dy` that is a permuted view. Along a non-last
/// dim the column kernels read such a `dy` at its own strides beside `y` (its outer indices by
/// terms, or another stride along the softmax axis) where its axes after `dim` stay contiguous.
/// Softmax and log-softmax along every dim, against Flex's composed softmax.
fn permuted_gradients_match_flex<B: SoftmaxBackend>() {
    require_device();
    let device = B::Device::default();
    let shape = [3, 4, 5, 8];
    let random = |shape: [usize; 4], low, high| {
        Tensor::<Reference, 4>::random(shape, Distribution::Uniform(low, high), &reference_device())
            .into_data()
    };
    let x_data = random(shape, -5.0, 5.0);
    for axes in [[1, 0, 2, 3], [0, 2, 1, 3], [2, 0, 1, 3]] {
        let w_data = random(axes.map(|axis| shape[axis]), -1.0, 1.0);
        for dim in 0..4 {
            for log in [false, true] {
                macro_rules! run {
                    ($backend:ty, $device:expr) => {{
                        let device = $device;
                        let x = Tensor::<Autodiff<$backend>, 4>::from_data(x_data.clone(), device)
                            .require_grad();
                        let y = if log {
                            cubemax::log_softmax(x.clone(), dim)
                        } else {
                            cubemax::softmax(x.clone(), dim)
                        };
                        let w = Tensor::<Autodiff<$backend>, 4>::from_data(w_data.clone(), device);
                        let grads = (y.clone().permute(axes) * w).sum().backward();
                        let dx = x.grad(&grads).expect("x has a gradient");
                        (y.into_data(), dx.into_data())
                    }};
                }
                let (y, dx) = run!(B, &device);
                let (y_ref, dx_ref) = run!(Reference, &reference_device());
                let what = format!("loss of y permuted by {axes:?}, dim {dim}, log {log}");
                y.assert_approx_eq::<f32>(&y_ref, Tolerance::absolute(2e-5));
                assert_eq!(dx.shape, dx_ref.shape, "{what}");
                dx.assert_approx_eq::<f32>(&dx_ref, Tolerance::absolute(2e-5));
            }
        }
    }
}

#[test]
fn permuted_gradients_match_flex_on_the_fused_backend() {
    permuted_gradients_match_flex::<Fused>();
}

#[test]
fn permuted_gradients_match_flex_on_the_bare_backend() {
    permuted_gradients_match_flex::<Bare>();
}

/// Tensors broadcast along one axis (`expand` of a `[2, 1, 3, 7]` or a `[2, 4, 1, 7]` tensor to
/// `[2, 4, 3, 7]`, the second along the queries' axis of a causal limit): the log-softmax along
/// every dim, plain, under a causal limit, and with masks that broadcast along that axis or not,
/// and the gradients through `Autodiff<B>`, against Flex's composed softmax of the same
/// broadcast tensor.
fn broadcast_inputs_match_flex<B: SoftmaxBackend>() {
    require_device();
    let device = B::Device::default();
    let shape = [2, 4, 3, 7];
    let random = |shape: [usize; 4], low, high| {
        Tensor::<Reference, 4>::random(shape, Distribution::Uniform(low, high), &reference_device())
            .into_data()
    };
    let w_data = random(shape, -1.0, 1.0);
    let masks = [
        None,
        Some(random([1, 1, 3, 7], -2.0, 2.0)),
        Some(random([2, 4, 1, 7], -2.0, 2.0)),
    ];
    for (x_data, dim) in [[2, 1, 3, 7], [2, 4, 1, 7]]
        .into_iter()
        .flat_map(|stored| (0..4).map(move |dim| (stored, dim)))
        .map(|(stored, dim)| (random(stored, -5.0, 5.0), dim))
    {
        for (mask_index, mask_data) in masks.iter().enumerate() {
            for causal in [false, true] {
                if causal && dim != 3 {
                    continue;
                }
                macro_rules! run {
                    ($backend:ty, $device:expr) => {
                        output_and_gradient!($backend, $device, x_data, w_data, dim, |x, device| {
                            let mut options = cubemax::SoftmaxOptions::log_softmax();
                            if let Some(mask) = mask_data {
                                options =
                                    options.additive_mask(Tensor::from_data(mask.clone(), device));
                            }
                            if causal {
                                options = options.causal(1);
                            }
                            (x.expand(shape), options)
                        })
                    };
                }
                let (y, dx) = run!(B, &device);
                let (y_ref, dx_ref) = run!(Reference, &reference_device());
                let what = format!(
                    "stored {:?}, dim {dim}, mask {mask_index}, causal {causal}",
                    x_data.shape
                );
                assert_eq!(y.shape, y_ref.shape, "{what}");
                y.assert_approx_eq::<f32>(&y_ref, Tolerance::absolute(2e-5));
                dx.assert_approx_eq::<f32>(&dx_ref, Tolerance::absolute(1e-4));
            }
        }
    }
}

#[test]
fn broadcast_inputs_match_flex_on_the_fused_backend() {
    broadcast_inputs_match_flex::<Fused>();
}

#[test]
fn broadcast_inputs_match_flex_on_the_bare_backend() {
    broadcast_inputs_match_flex::<Bare>();
}

/// On the bare backend, the softmax of a broadcast tensor along an axis it does not broadcast
/// is computed once per stored row and handed back broadcast the same way (stride 0 along the
/// broadcast axis); along the broadcast axis itself every row is computed.
#[test]
fn broadcast_inputs_are_computed_once() {
    require_device();
    let device = Default::default();
    let x = Tensor::<Bare, 3>::random([2, 1, 5], Distribution::Uniform(-5.0, 5.0), &device)
        .expand([2, 3, 5]);
    let strides =
        |tensor: Tensor<Bare, 3>| tensor.into_primitive().tensor().meta.strides().to_vec();
    assert_eq!(strides(cubemax::softmax(x.clone(), 2))[1], 0);
    assert_eq!(strides(cubemax::softmax(x.clone(), 0))[1], 0);
    assert_ne!(strides(cubemax::softmax(x, 1))[1], 0);
}

/// On the bare backend, the backward op of `y` and `dy` laid out as each of [`VIEWS`] along every
/// dim returns a tensor stored in their order of axes, and so does the forward where the view
/// keeps its innermost axis last: the view is read in the order it is stored, not copied
/// row-major first (which gave results stored in the view's own order). The forward of a
/// transposed view is copied row-major after the kernel.
#[test]
fn views_are_read_in_the_order_they_are_stored() {
    require_device();
    let device = Default::default();
    // The axes from the largest stride to the smallest.
    let stored_order = |tensor: &burn_cubecl::tensor::CubeTensor<_>| {
        let strides = tensor.meta.strides().to_vec();
        let mut axes: Vec<usize> = (0..strides.len()).collect();
        axes.sort_by_key(|&axis| core::cmp::Reverse(strides[axis]));
        axes
    };
    for (stored, len, axes) in VIEWS {
        let x = view(
            Tensor::<Bare, 4>::random(stored, Distribution::Uniform(-5.0, 5.0), &device),
            len,
            axes,
        );
        let x_order = stored_order(&x.clone().into_primitive().tensor());
        // A transposed view (its innermost axis in memory not its last) gets a row-major
        // output, copied after the kernel (see `sums_after_transposed_views`); the others' is
        // stored as they are.
        let y_order = if x_order.last() == Some(&3) {
            x_order.clone()
        } else {
            vec![0, 1, 2, 3]
        };
        for dim in 0..4 {
            let what = format!("view {axes:?} of {stored:?} cut to {len}, dim {dim}");
            let y = cubemax::softmax(x.clone(), dim).into_primitive().tensor();
            assert_eq!(stored_order(&y), y_order, "forward of {what}");
            let spec = cubemax::FusedBackward {
                kind: cubemax::kernels::SoftmaxKind::Softmax,
                scale: 1.0,
                causal_offset: None,
                dx_dtype: DType::F32,
            };
            // `x` stands for an output laid out as the view (values do not matter here).
            let x = x.clone().into_primitive().tensor();
            let dx = Bare::fused_softmax_backward(x.clone(), x, dim, &spec);
            assert_eq!(stored_order(&dx), x_order, "backward of {what}");
        }
    }
}

#[test]
fn half_precision_matches_flex() {
    require_device();
    let device = Default::default();
    let input = Tensor::<Reference, 3>::random(
        [4, 6, 300],
        Distribution::Uniform(-6.0, 6.0),
        &reference_device(),
    );
    // Round the input to f16 first, so both sides see the same values.
    let rounded = input.cast(DType::F16).cast(DType::F32);
    let x = Tensor::<Fused, 3>::from_data(rounded.to_data(), &device).cast(DType::F16);
    for dim in 0..3 {
        let y = cubemax::softmax(x.clone(), dim);
        assert_eq!(y.dtype(), DType::F16);
        y.cast(DType::F32).into_data().assert_approx_eq::<f32>(
            &activation::softmax(rounded.clone(), dim).into_data(),
            Tolerance::absolute(1e-3),
        );
    }
}

#[test]
#[should_panic(expected = "dim 2 is out of range for a tensor of rank 2 (expected dim < 2)")]
fn dim_out_of_range_panics_with_the_rank() {
    require_device();
    let x = Tensor::<Fused, 2>::zeros([2, 3], &Default::default());
    let _ = cubemax::softmax(x, 2);
}

#[test]
#[should_panic(expected = "cubemax::log_softmax: dim 3 is out of range for a tensor of rank 3")]
fn log_softmax_dim_out_of_range_panics_on_the_bare_backend() {
    require_device();
    let x = Tensor::<Bare, 3>::zeros([2, 3, 4], &Default::default());
    let _ = cubemax::log_softmax(x, 3);
}

/// Gradients through `Autodiff<B>` equal the gradients of Burn's composed softmax on the same
/// backend, for softmax and log-softmax, along the last and a middle dim; the rows of
/// `[2, 1, 40000]` are longer than one cube holds two buffers of, so their backward is split-row;
/// a rank-5 tensor along every dim.
fn gradients_match_burns_composed_softmax<B: SoftmaxBackend>() {
    require_device();
    for shape in [[3, 4, 50], [2, 1, 40_000]] {
        gradients_match_composed_along::<B, 3>(shape, &[2, 1]);
    }
    gradients_match_composed_along::<B, 5>([2, 3, 2, 3, 9], &[0, 1, 2, 3, 4]);
}

/// One shape of [`gradients_match_burns_composed_softmax`], along each of `dims`.
fn gradients_match_composed_along<B: SoftmaxBackend, const D: usize>(
    shape: [usize; D],
    dims: &[usize],
) {
    let random = |low, high| {
        Tensor::<Reference, D>::random(shape, Distribution::Uniform(low, high), &reference_device())
            .into_data()
    };
    let (x_data, w_data) = (random(-4.0, 4.0), random(-1.0, 1.0));
    let device = Default::default();
    let w = Tensor::<Autodiff<B>, D>::from_data(w_data, &device);
    for &dim in dims {
        for log in [false, true] {
            let gradient = |fused: bool| {
                let x = Tensor::<Autodiff<B>, D>::from_data(x_data.clone(), &device).require_grad();
                let y = match (fused, log) {
                    (true, false) => cubemax::softmax(x.clone(), dim),
                    (true, true) => cubemax::log_softmax(x.clone(), dim),
                    (false, false) => activation::softmax(x.clone(), dim),
                    (false, true) => activation::log_softmax(x.clone(), dim),
                };
                let grads = (y * w.clone()).sum().backward();
                x.grad(&grads).expect("x has a gradient").into_data()
            };
            gradient(true).assert_approx_eq::<f32>(&gradient(false), Tolerance::absolute(1e-5));
        }
    }
}

#[test]
fn gradients_match_burns_composed_softmax_on_the_fused_backend() {
    gradients_match_burns_composed_softmax::<Fused>();
}

#[test]
fn gradients_match_burns_composed_softmax_on_the_bare_backend() {
    gradients_match_burns_composed_softmax::<Bare>();
}

/// Threads each record their own stream on the fused backend (Burn's fusion keeps one per
/// thread): calls from four threads at once, each on tensors of its own (with a Burn op before and
/// after, and a backward pass) and on one tensor they share, give Flex's outputs and gradients.
#[test]
fn calls_from_several_threads_match_flex() {
    require_device();
    let shared = Tensor::<Reference, 2>::random(
        [48, 300],
        Distribution::Uniform(-4.0, 4.0),
        &reference_device(),
    );
    let shared_expected = activation::log_softmax(shared.clone(), 1).into_data();
    let shared = Tensor::<Fused, 2>::from_data(shared.into_data(), &Default::default());
    let threads: Vec<_> = (0..4)
        .map(|thread| {
            let (shared, shared_expected) = (shared.clone(), shared_expected.clone());
            std::thread::spawn(move || {
                for call in 0..6 {
                    let data = Tensor::<Reference, 2>::random(
                        [8 + thread, 100 + 37 * call],
                        Distribution::Uniform(-4.0, 4.0),
                        &reference_device(),
                    )
                    .into_data();
                    let (y, dx) = doubled_softmax_and_gradient::<Fused>(&data, true);
                    let (y_ref, dx_ref) = doubled_softmax_and_gradient::<Reference>(&data, false);
                    y.assert_approx_eq::<f32>(&y_ref, Tolerance::absolute(1e-5));
                    dx.assert_approx_eq::<f32>(&dx_ref, Tolerance::absolute(1e-5));
                    cubemax::log_softmax(shared.clone(), 1)
                        .into_data()
                        .assert_approx_eq::<f32>(&shared_expected, Tolerance::absolute(2e-5));
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("every thread's calls match Flex");
    }
}

/// `softmax(2x)` of a tensor of `data` on `Autodiff<B>`, cubemax's when `fused`, Burn's composed
/// one otherwise, and the gradient of `x` under `sum(y * y)`.
fn doubled_softmax_and_gradient<B: SoftmaxBackend>(
    data: &TensorData,
    fused: bool,
) -> (TensorData, TensorData) {
    let x = Tensor::<Autodiff<B>, 2>::from_data(data.clone(), &Default::default()).require_grad();
    let y = if fused {
        cubemax::softmax(x.clone() * 2.0, 1)
    } else {
        activation::softmax(x.clone() * 2.0, 1)
    };
    let grads = (y.clone() * y.clone()).sum().backward();
    let dx = x.grad(&grads).expect("x has a gradient");
    (y.into_data(), dx.into_data())
}

/// f64 tensors take the composed path on the CubeCL backends; on wgpu, whose shading languages
/// have no 64-bit `exp` or `log`, its exponentials are built from arithmetic (Burn's own f64
/// softmax there came out `[0.26, 0.37, 0.37]` for `[1, 0, 0]`). Softmax, log-softmax and their
/// gradients (where `gradients`), plain and with a scale and a boolean mask, against an f64
/// loop, on rows whose exponentials span f64's whole range (down to subnormal and to 0).
fn f64_matches_the_f64_oracle<B: SoftmaxBackend>(gradients: bool) {
    require_device();
    let device = Default::default();
    let cols = 24;
    let mut values: Vec<f64> = (0..cols)
        .map(|j| ((j * 7919) % 97) as f64 / 8.0 - 6.0)
        .collect();
    values.extend((0..cols).map(|j| -(j as f64) * 33.0 + 1000.0));
    values.extend((0..cols).map(|j| ((j * 31) % 11) as f64 * 1e-9 + (j % 3) as f64 * 0.7));
    let rows = values.len() / cols;
    let weights: Vec<f64> = (0..values.len())
        .map(|i| ((i * 13) % 7) as f64 - 3.0)
        .collect();
    // Every fifth key of row 1 masked out, and row 2 whole.
    let masked = |i: usize| (i / cols == 1 && i.is_multiple_of(5)) || i / cols == 2;
    let tensor = |values: &[f64]| {
        let data = TensorData::new(values.to_vec(), [rows, cols]);
        Tensor::<Autodiff<B>, 2>::from_data(data, (&device, DType::F64))
    };
    for log in [false, true] {
        for options in [false, true] {
            let scale = if options { 0.75 } else { 1.0 };
            let masked_out = |i: usize| options && masked(i);
            // The oracle: each row's scores, their softmax and the gradient of
            // `sum(y * w)` over the kept keys (a masked-out `y` is a constant, 0 or `-inf`).
            let mut expected = vec![0.0; values.len()];
            let mut expected_dx = vec![0.0; values.len()];
            for row in 0..rows {
                let at = row * cols..(row + 1) * cols;
                let z: Vec<f64> = at
                    .clone()
                    .map(|i| {
                        if masked_out(i) {
                            f64::NEG_INFINITY
                        } else {
                            values[i] * scale
                        }
                    })
                    .collect();
                let max = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                if max == f64::NEG_INFINITY {
                    // Fully masked: zeros (log-softmax `-inf`), zero gradient.
                    let fill = if log { f64::NEG_INFINITY } else { 0.0 };
                    expected[at].fill(fill);
                    continue;
                }
                let sum: f64 = z.iter().map(|&z| (z - max).exp()).sum();
                let p: Vec<f64> = z.iter().map(|&z| (z - max).exp() / sum).collect();
                let dy: Vec<f64> = at
                    .clone()
                    .map(|i| if masked_out(i) { 0.0 } else { weights[i] })
                    .collect();
                let dot: f64 = p.iter().zip(&dy).map(|(p, dy)| p * dy).sum();
                let total: f64 = dy.iter().sum();
                for (j, i) in at.enumerate() {
                    expected[i] = if log { z[j] - max - sum.ln() } else { p[j] };
                    let dz = if log {
                        dy[j] - p[j] * total
                    } else {
                        p[j] * (dy[j] - dot)
                    };
                    expected_dx[i] = if masked_out(i) { 0.0 } else { dz * scale };
                }
            }
            let x = if gradients {
                tensor(&values).require_grad()
            } else {
                tensor(&values)
            };
            let mask = TensorData::new((0..values.len()).map(masked_out).collect(), [rows, cols]);
            let mask = Tensor::<Autodiff<B>, 2, burn::tensor::Bool>::from_data(mask, &device);
            let kind = if log {
                cubemax::SoftmaxOptions::log_softmax()
            } else {
                cubemax::SoftmaxOptions::softmax()
            };
            let y = match (options, log) {
                (true, _) => {
                    let options = kind.scale(scale as f32).bool_mask(mask.clone());
                    cubemax::softmax_with(x.clone(), 1, options).expect("valid options")
                }
                (false, true) => cubemax::log_softmax(x.clone(), 1),
                (false, false) => cubemax::softmax(x.clone(), 1),
            };
            assert_eq!(y.dtype(), DType::F64);
            // The loss leaves the masked-out outputs out by the mask, not by `is_finite`, which
            // Burn's wgpu backend answers `true` for every f64 (its `-inf` and NaN too).
            let dx = gradients.then(|| {
                let kept_y = y.clone().mask_fill(mask, 0.0);
                let dx = x.grad(&(kept_y * tensor(&weights)).sum().backward());
                dx.expect("dx").into_data().to_vec::<f64>().unwrap()
            });
            let y = y.into_data().to_vec::<f64>().unwrap();
            let case = format!(
                "{}: log {log}, options {options}",
                core::any::type_name::<B>()
            );
            for i in 0..values.len() {
                let (actual, wanted) = (y[i], expected[i]);
                // Relative to the value (probabilities down to subnormal), or to 1 for
                // log-probabilities; both infinite counts as equal.
                let bound = 1e-14
                    * if log {
                        wanted.abs().max(1.0)
                    } else {
                        wanted.abs()
                    };
                assert!(
                    actual == wanted || (actual - wanted).abs() <= bound.max(1e-300),
                    "{case}: y[{i}] = {actual:e}, expected {wanted:e}"
                );
                if let Some(dx) = &dx {
                    let (actual, wanted) = (dx[i], expected_dx[i]);
                    assert!(
                        (actual - wanted).abs() <= 1e-13 * wanted.abs().max(1.0),
                        "{case}: dx[{i}] = {actual:e}, expected {wanted:e}"
                    );
                }
            }
        }
    }
}

#[test]
fn f64_matches_the_f64_oracle_on_the_bare_backend() {
    f64_matches_the_f64_oracle::<Bare>(true);
}

/// Forward only: the fused backend runs cubemax's op on f64 (a custom operation), but Burn's
/// fusion panics on its own f64 ops, which the backward pass and the test's loss are made of
/// ("Unsupported precision for fusion: f64").
#[test]
fn f64_matches_the_f64_oracle_on_the_fused_backend() {
    f64_matches_the_f64_oracle::<Fused>(false);
}

#[test]
fn f64_matches_the_f64_oracle_on_the_cpu_reference_backends() {
    f64_matches_the_f64_oracle::<Flex>(true);
    f64_matches_the_f64_oracle::<NdArray>(true);
}

/// The plain f64 softmax on the composed path follows the textbook formula at the edges, as
/// docs/NUMERICS.md says: a row with a NaN or `+inf`, or of `-inf` alone, is NaN, and `-inf`
/// beside a finite score is 0 (log-softmax `-inf`).
fn f64_edge_rows<B: SoftmaxBackend>() {
    require_device();
    let (inf, nan) = (f64::INFINITY, f64::NAN);
    let rows = [[nan, 0.0], [inf, 0.0], [-inf, -inf], [-inf, 0.0]];
    let data = TensorData::new(rows.concat(), [rows.len(), 2]);
    let x = Tensor::<B, 2>::from_data(data, (&Default::default(), DType::F64));
    let y = cubemax::softmax(x.clone(), 1)
        .into_data()
        .to_vec::<f64>()
        .unwrap();
    let log_y = cubemax::log_softmax(x, 1)
        .into_data()
        .to_vec::<f64>()
        .unwrap();
    let name = core::any::type_name::<B>();
    assert!(
        y[..6].iter().chain(&log_y[..6]).all(|v| v.is_nan()),
        "{name}: {y:?} {log_y:?}"
    );
    assert_eq!(y[6..], [0.0, 1.0], "{name}");
    assert_eq!(log_y[6..], [-inf, 0.0], "{name}");
}

#[test]
fn f64_edge_rows_follow_the_textbook_formula() {
    f64_edge_rows::<Bare>();
    f64_edge_rows::<Fused>();
    f64_edge_rows::<Flex>();
    f64_edge_rows::<NdArray>();
}

/// f64 views on the bare backend take the composed path, whose reductions are Burn's: a
/// permuted view, softmax and log-softmax along every dim, output and gradient against Flex.
/// Burn 0.21's CubeCL reductions sum some permuted views wrong, so the composed path lays what
/// it reduces out row-major first (along dim 0 here, 17-44% of the outputs and 16-35% of the
/// gradients were wrong without it).
#[test]
fn f64_views_match_flex_along_every_dim() {
    fn run<B: SoftmaxBackend>(data: &TensorData, log: bool, dim: usize) -> [TensorData; 2] {
        let device = Default::default();
        let x = Tensor::<Autodiff<B>, 4>::from_data(data.clone(), (&device, DType::F64));
        let x = x.require_grad();
        let view = x.clone().permute([0, 1, 3, 2]);
        let y = if log {
            cubemax::log_softmax(view, dim)
        } else {
            cubemax::softmax(view, dim)
        };
        let weights = Tensor::<Autodiff<B>, 4>::ones(y.dims(), (&device, DType::F64));
        let weights = weights.cumsum(dim) * 0.25 - 2.0;
        let dx = x.grad(&(y.clone() * weights).sum().backward()).expect("dx");
        [y.into_data(), dx.into_data()]
    }
    require_device();
    let data = Tensor::<Reference, 4>::random(
        [3, 2, 67, 40],
        Distribution::Uniform(-6.0, 6.0),
        &reference_device(),
    )
    .into_data()
    .convert::<f64>();
    for log in [false, true] {
        for dim in 0..4 {
            let actual = run::<Bare>(&data, log, dim);
            let expected = run::<Reference>(&data, log, dim);
            for (actual, expected) in actual.iter().zip(&expected) {
                actual.assert_approx_eq::<f64>(expected, Tolerance::absolute(1e-12));
            }
        }
    }
}

/// A Burn reduction after the softmax of a transposed view (its last axis not the one stored
/// innermost): Burn 0.21's CubeCL `sum_dim` sums such views wrong along some axes, so the
/// fused forward hands those outputs back row-major, as Burn's own softmax does. Every softmax
/// dim and every summed axis of a view whose last axis (67) no vector divides: along it the
/// column kernel writes the output row-major itself element by element, along the view's first
/// two axes its output is copied row-major; then along the last axis of views (64) whose columns
/// the kernel writes row-major itself through its tile: the last two axes swapped, and the
/// second moved last (the kernel's output then permuted back by more than a swap). Against
/// Flex.
fn sums_after_transposed_views<B: SoftmaxBackend>() {
    require_device();
    for (shape, axes, dims) in [
        ([3, 2, 67, 40], [0, 1, 3, 2], 0..4),
        ([3, 2, 64, 40], [0, 1, 3, 2], 3..4),
        ([2, 64, 5, 8], [0, 2, 3, 1], 3..4),
    ] {
        sums_after_transposed_view::<B>(shape, axes, dims);
    }
}

/// [`sums_after_transposed_views`] for the view `permute(axes)` of a tensor of `shape`, along
/// each of `dims`.
fn sums_after_transposed_view<B: SoftmaxBackend>(
    shape: [usize; 4],
    axes: [usize; 4],
    dims: Range<usize>,
) {
    let data = Tensor::<Reference, 4>::random(
        shape,
        Distribution::Uniform(-6.0, 6.0),
        &reference_device(),
    )
    .into_data();
    for dim in dims {
        for axis in 0..4 {
            for log in [false, true] {
                let x = Tensor::<B, 4>::from_data(data.clone(), &Default::default());
                let view = x.permute(axes);
                let y = if log {
                    cubemax::log_softmax(view, dim)
                } else {
                    cubemax::softmax(view, dim)
                };
                let reference =
                    Tensor::<Reference, 4>::from_data(data.clone(), &reference_device())
                        .permute(axes);
                let expected = if log {
                    activation::log_softmax(reference, dim)
                } else {
                    activation::softmax(reference, dim)
                };
                y.sum_dim(axis).into_data().assert_approx_eq::<f32>(
                    &expected.sum_dim(axis).into_data(),
                    Tolerance::absolute(2e-3),
                );
            }
        }
    }
}

#[test]
fn sums_after_transposed_views_match_flex_on_the_fused_backend() {
    sums_after_transposed_views::<Fused>();
}

#[test]
fn sums_after_transposed_views_match_flex_on_the_bare_backend() {
    sums_after_transposed_views::<Bare>();
}
