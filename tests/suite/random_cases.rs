//! Random combinations through Burn, each checked against Flex's composed reference, output and
//! gradients: a shape with axes of 1 to 67 (or one of 300 to 20000), an axis of it broadcast by
//! `expand`, a permuted view of it, a slice of that, the axis, softmax or log-softmax, a scale,
//! an additive (f32 or f16) or a boolean mask broadcast along a random set of axes, row-major or
//! a permuted view, a causal limit, an f16 input with an f32 output, the other way round, or
//! f64, infinities and NaN in the input. The fixed cases pick what each path needs; these look
//! for what no one thought to.

use burn::backend::{Autodiff, Flex};
use burn::tensor::{Bool, DType, FloatDType, Tensor, TensorData};
use cubemax::{SoftmaxBackend, SoftmaxOptions, softmax_with};

use crate::common::{Bare, Fused, XorShift, require_device};

/// The input's and the output's dtype in a [`RandomCase`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Precision {
    F32,
    /// An f16 input, the output asked for in f32.
    F16ToF32,
    /// An f32 input, the output asked for in f16.
    F32ToF16,
    /// f64, which takes the composed path on the CubeCL backends.
    F64,
}

/// How a [`RandomCase`]'s mask is handed over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MaskForm {
    RowMajor,
    /// An additive mask cast to f16 (a boolean one is handed over row-major).
    Half,
    /// A view: the drawn values stored in the mask's shape reversed, then `permute([3, 2, 1, 0])`
    /// (the same values in another arrangement, as random as the row-major one).
    Reversed,
}

/// One random case: the shape `x` is stored in, the axes that view it, the softmax's axis in
/// the view, and the options (mask shapes are the view's, with 1 on the axes they broadcast).
#[derive(Debug, Clone)]
struct RandomCase {
    stored: [usize; 4],
    /// An axis of `stored` whose data holds one index, broadcast to `stored` by `expand`.
    expanded: Option<usize>,
    axes: [usize; 4],
    /// A slice of the permuted view: axis, start and length.
    slice: Option<(usize, usize, usize)>,
    dim: usize,
    log: bool,
    scale: Option<f32>,
    additive: Option<[usize; 4]>,
    boolean: Option<[usize; 4]>,
    mask_form: MaskForm,
    causal: Option<i64>,
    /// The dtype `x` is cast to before it is viewed.
    precision: Precision,
    /// `x` holds `-inf`, `inf` and NaN (1% each). Only with an option set: the plain softmax
    /// of a row of `-inf` alone is NaN on Flex and zeros on the fused kernel (docs/NUMERICS.md).
    specials: bool,
}

impl RandomCase {
    /// The shape of the data `x` is made from: `stored`, with one index along `expanded`.
    fn data_shape(&self) -> [usize; 4] {
        let mut shape = self.stored;
        if let Some(axis) = self.expanded {
            shape[axis] = 1;
        }
        shape
    }

    /// The shape the softmax sees: `stored` permuted by `axes`, then sliced.
    fn view(&self) -> [usize; 4] {
        let mut view: [usize; 4] = core::array::from_fn(|axis| self.stored[self.axes[axis]]);
        if let Some((axis, _, len)) = self.slice {
            view[axis] = len;
        }
        view
    }
}

/// A generator of [`RandomCase`]s and their data.
struct Draw(XorShift);

impl Draw {
    /// Uniform in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (((self.0.next(1.0) + 1.0) * 0.5 * n as f32) as usize).min(n - 1)
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }

    /// A case with an f64 input if `f64_input`, an f32 or f16 one otherwise.
    fn case(&mut self, f64_input: bool) -> RandomCase {
        const SIZES: [usize; 8] = [1, 2, 3, 5, 8, 13, 40, 67];
        let mut stored = [0; 4];
        for size in &mut stored {
            *size = SIZES[self.below(SIZES.len())];
        }
        // At most 30000 elements: rows long enough for vectors and tails, few enough elements
        // for a CPU device.
        while stored.iter().product::<usize>() > 30_000 {
            let largest = (0..4).max_by_key(|&axis| stored[axis]).unwrap();
            stored[largest] = SIZES[self.below(4)];
        }
        // One long axis now and then (beside at most one short one), for the strategies that
        // take long rows: staged pages, and on the CPU Vulkan device split-row.
        if self.chance(6) {
            const LONG: [usize; 5] = [300, 1031, 4100, 9001, 20000];
            stored = [1; 4];
            stored[self.below(4)] = 1 + self.below(3);
            stored[self.below(4)] = LONG[self.below(LONG.len())];
        }
        let expanded = self.chance(4).then(|| self.below(4));
        let mut axes = [0, 1, 2, 3];
        for at in (1..4).rev() {
            axes.swap(at, self.below(at + 1));
        }
        let permuted: [usize; 4] = core::array::from_fn(|axis| stored[axes[axis]]);
        let slice = self.chance(4).then(|| self.below(4)).and_then(|axis| {
            let len = permuted[axis];
            (len > 2).then(|| {
                let start = self.below(len - 1);
                (axis, start, 1 + self.below(len - start))
            })
        });
        let dim = self.below(4);
        let mut case = RandomCase {
            stored,
            expanded,
            axes,
            slice,
            dim,
            log: self.chance(2),
            scale: self.chance(2).then(|| 0.1 + (self.0.next(1.0) + 1.0)),
            additive: None,
            boolean: None,
            mask_form: [MaskForm::RowMajor, MaskForm::Half, MaskForm::Reversed][self.below(3)],
            causal: (dim == 3 && self.chance(3)).then(|| self.below(9) as i64 - 4),
            precision: match (f64_input, self.below(6)) {
                (true, _) => Precision::F64,
                (false, 0) => Precision::F16ToF32,
                (false, 1) => Precision::F32ToF16,
                (false, _) => Precision::F32,
            },
            specials: false,
        };
        // One mask at most (a second replaces the first in `SoftmaxOptions`), of the view's
        // shape with each axis kept or broadcast.
        let mut mask_shape = case.view();
        for size in &mut mask_shape {
            if self.chance(2) {
                *size = 1;
            }
        }
        match self.below(3) {
            1 => case.additive = Some(mask_shape),
            2 => case.boolean = Some(mask_shape),
            _ => {}
        }
        let options = case.scale.is_some()
            || case.additive.is_some()
            || case.boolean.is_some()
            || case.causal.is_some();
        case.specials = options && self.chance(3);
        case
    }

    fn data(&mut self, shape: [usize; 4], scale: f32) -> TensorData {
        TensorData::new(self.0.vec(shape.iter().product(), scale), shape)
    }

    /// `case`'s input: uniform in `[-6, 6)`, with its special values if it has them.
    fn input(&mut self, case: &RandomCase) -> TensorData {
        let shape = case.data_shape();
        let mut values = self.0.vec(shape.iter().product(), 6.0);
        if case.specials {
            for value in &mut values {
                match self.below(100) {
                    0 => *value = f32::NEG_INFINITY,
                    1 => *value = f32::INFINITY,
                    2 => *value = f32::NAN,
                    _ => {}
                }
            }
        }
        TensorData::new(values, shape)
    }

    /// An additive mask: every fifth element `-inf` on average, the rest a bias.
    fn additive(&mut self, shape: [usize; 4]) -> TensorData {
        let len = shape.iter().product();
        let values: Vec<f32> = (0..len)
            .map(|_| {
                if self.chance(5) {
                    f32::NEG_INFINITY
                } else {
                    self.0.next(2.0)
                }
            })
            .collect();
        TensorData::new(values, shape)
    }

    fn boolean(&mut self, shape: [usize; 4]) -> TensorData {
        let len = shape.iter().product();
        TensorData::new(
            (0..len).map(|_| self.chance(4)).collect::<Vec<bool>>(),
            shape,
        )
    }
}

/// The output, `dx` and the additive mask's gradient of `case` on `Autodiff<B>`, under the loss
/// `sum(w * y)` over the finite outputs.
fn run<B: SoftmaxBackend>(
    case: &RandomCase,
    [x, w, additive, boolean]: &[Option<TensorData>; 4],
) -> [Option<TensorData>; 3] {
    let device = Default::default();
    let x = Tensor::<Autodiff<B>, 4>::from_data(x.clone().unwrap(), &device).require_grad();
    let stored = match case.precision {
        Precision::F32 | Precision::F32ToF16 => x.clone(),
        Precision::F16ToF32 => x.clone().cast(FloatDType::F16),
        Precision::F64 => x.clone().cast(FloatDType::F64),
    };
    let mut view = stored.expand(case.stored).permute(case.axes);
    if let Some((axis, start, len)) = case.slice {
        view = view.narrow(axis, start, len);
    }
    let mut options = if case.log {
        SoftmaxOptions::log_softmax()
    } else {
        SoftmaxOptions::softmax()
    };
    if let Some(scale) = case.scale {
        options = options.scale(scale);
    }
    // The masks' data is drawn in their own shape. A reversed one stores those values in the
    // reversed shape and hands over the view that has the mask's shape again: its values sit
    // elsewhere than in the row-major form, but Flex gets the same view, and both are random.
    let reversed = case.mask_form == MaskForm::Reversed;
    let stored = |mask: &TensorData| {
        let mut data = mask.clone();
        data.shape = data.shape.iter().rev().copied().collect();
        data
    };
    let additive = additive.as_ref().map(|mask| {
        let data = if reversed { stored(mask) } else { mask.clone() };
        let leaf = Tensor::<Autodiff<B>, 4>::from_data(data, &device).require_grad();
        options = options.clone().additive_mask(match case.mask_form {
            MaskForm::RowMajor => leaf.clone(),
            MaskForm::Half => leaf.clone().cast(FloatDType::F16),
            MaskForm::Reversed => leaf.clone().permute([3, 2, 1, 0]),
        });
        leaf
    });
    if let Some(mask) = boolean {
        let data = if reversed { stored(mask) } else { mask.clone() };
        let mask = Tensor::<Autodiff<B>, 4, Bool>::from_data(data, &device);
        options = options.bool_mask(if reversed {
            mask.permute([3, 2, 1, 0])
        } else {
            mask
        });
    }
    if let Some(offset) = case.causal {
        options = options.causal(offset);
    }
    match case.precision {
        Precision::F16ToF32 => options = options.output_dtype(DType::F32),
        Precision::F32ToF16 => options = options.output_dtype(DType::F16),
        Precision::F32 | Precision::F64 => {}
    }
    let y = softmax_with(view, case.dim, options).expect("valid options");
    let w = Tensor::<Autodiff<B>, 4>::from_data(w.clone().unwrap(), &device);
    // The loss leaves the masked-out outputs (`-inf` log-probabilities) out by comparison:
    // Burn's f64 `is_finite` on wgpu answers `true` for every value (docs/NUMERICS.md).
    let masked_out = y.clone().equal_elem(f32::NEG_INFINITY);
    let kept = y.clone().mask_fill(masked_out, 0.0);
    let grads = (kept * w.cast(y.dtype())).sum().backward();
    [
        Some(y.into_data()),
        // Burn's own backward of `expand` sums the gradient over the broadcast axis, and Burn
        // 0.21's `sum_dim` on the CubeCL backends is wrong on some permuted views, which is what
        // the gradient of a permuted view reaches it as: Burn's own softmax gives the same wrong
        // `dx` there (docs/NUMERICS.md). So `dx` is compared where `x` is not broadcast.
        case.expanded
            .is_none()
            .then(|| x.grad(&grads).expect("x has a gradient").into_data()),
        additive.map(|mask| match mask.grad(&grads) {
            Some(grad) => grad.into_data(),
            None => panic!(
                "{}: no mask gradient for {case:?}",
                core::any::type_name::<B>()
            ),
        }),
    ]
}

/// Elementwise closeness within `tolerance` times the larger of 1 and the expected value,
/// equal infinities and two NaNs counting as equal.
fn assert_same(actual: &TensorData, expected: &TensorData, tolerance: f32, what: &str) {
    assert_eq!(actual.shape, expected.shape, "{what}: shape");
    let actual = actual.clone().convert::<f32>().to_vec::<f32>().unwrap();
    let expected = expected.clone().convert::<f32>().to_vec::<f32>().unwrap();
    for (index, (a, e)) in actual.iter().zip(&expected).enumerate() {
        let close = if e.is_nan() {
            a.is_nan()
        } else if e.is_infinite() {
            a == e
        } else {
            (a - e).abs() <= tolerance * e.abs().max(1.0)
        };
        assert!(close, "{what}: element {index}: got {a}, expected {e}");
    }
}

/// `cases` random cases on `B` against Flex, from `seed`, with f64 inputs if `f64_input`.
fn random_cases_match_flex<B: SoftmaxBackend>(seed: u64, cases: usize, f64_input: bool) {
    require_device();
    let mut draw = Draw(XorShift::new(seed));
    for index in 0..cases {
        let case = draw.case(f64_input);
        case_matches_flex::<B>(&case, &mut draw, &format!("case {index} of seed {seed}"));
    }
}

/// `case` on `B` against Flex, on data drawn from `draw`.
fn case_matches_flex<B: SoftmaxBackend>(case: &RandomCase, draw: &mut Draw, name: &str) {
    let data = [
        Some(draw.input(case)),
        Some(draw.data(case.view(), 1.0)),
        case.additive.map(|shape| draw.additive(shape)),
        case.boolean.map(|shape| draw.boolean(shape)),
    ];
    let what = format!("{name}: {case:?}");
    let actual = run::<B>(case, &data);
    let expected = run::<Flex>(case, &data);
    for (output, (actual, expected)) in ["y", "dx", "dmask"]
        .iter()
        .zip(actual.iter().zip(&expected))
    {
        if let (Some(actual), Some(expected)) = (actual, expected) {
            // f16 rounds the outputs or gradients both backends hand back; each of the mask's
            // gradients sums the gradients of the scores it broadcasts to, which cancel to about
            // 0 (a softmax does not change when its row is shifted), leaving the rounding of each.
            let half_mask = case.mask_form == MaskForm::Half && case.additive.is_some();
            let mut tolerance = match case.precision {
                Precision::F16ToF32 | Precision::F32ToF16 => 2e-3,
                Precision::F32 | Precision::F64 if half_mask && output == &"dmask" => 2e-3,
                Precision::F32 | Precision::F64 => 5e-5,
            };
            if let (&"dmask", Some(mask)) = (output, case.additive) {
                let summed = case.view().iter().product::<usize>() / mask.iter().product::<usize>();
                tolerance *= (summed as f32).sqrt();
            }
            assert_same(actual, expected, tolerance, &format!("{what}: {output}"));
        }
    }
}

#[test]
fn random_cases_match_flex_on_the_fused_backend() {
    random_cases_match_flex::<Fused>(1, 300, false);
}

#[test]
fn random_cases_match_flex_on_the_bare_backend() {
    random_cases_match_flex::<Bare>(2, 300, false);
}

/// f64 on the bare backend (Burn's fusion does not take f64 in its own ops, which the backward
/// and the loss are made of): the composed path, with the exponentials built from arithmetic on
/// wgpu.
#[test]
fn random_f64_cases_match_flex_on_the_bare_backend() {
    random_cases_match_flex::<Bare>(3, 150, true);
}

/// The first case the random ones found wrong: the mask's gradient is `dz` summed over the axes
/// the mask broadcasts, and `dz` came back from the fused backward as a permuted view, which
/// Burn's `sum_dim` summed wrong on the CubeCL backends (now laid out row-major first).
#[test]
fn mask_gradient_of_a_permuted_view_matches_flex() {
    let case = RandomCase {
        stored: [40, 2, 8, 8],
        expanded: None,
        axes: [1, 0, 3, 2],
        slice: None,
        dim: 0,
        log: true,
        scale: None,
        additive: Some([2, 1, 1, 8]),
        boolean: None,
        mask_form: MaskForm::RowMajor,
        causal: None,
        precision: Precision::F32,
        specials: false,
    };
    let mut draw = Draw(XorShift::new(7));
    case_matches_flex::<Fused>(&case, &mut draw, "fused");
    case_matches_flex::<Bare>(&case, &mut draw, "bare");
}
