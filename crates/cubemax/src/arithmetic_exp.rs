//! `exp`, `ln` and the softmax in f64 built from products, sums and `round` alone, for devices
//! whose shading language has no 64-bit `exp` or `log`.
//!
//! Vulkan's `exp` and `log` (GLSL.std.450) take 16- and 32-bit floats only, and WGSL, Metal and
//! HLSL have none in 64 bits either, so Burn's f64 `exp` on wgpu returns garbage: on the CPU
//! Vulkan device `exp(1)` came out 7.2e-315 and `log(2)` -88.03, and Burn's softmax of
//! `[1, 0, 0]` `[0.26, 0.37, 0.37]`. Products, sums, `round` and comparisons are IEEE operations
//! in f64 there, exact or correctly rounded, so the functions below are built from them and are
//! as accurate as a library `exp` to a few units in the last place.

use burn::tensor::backend::Backend;
use burn::tensor::ops::FloatTensor;
use burn::tensor::{DType, TensorMetadata, get_device_settings};
use cubemax_kernels::SoftmaxKind;

use crate::backend::cast;

/// `ln 2` split so that `k * LN2_HI` is exact for every `|k| < 2^11` (its last 32 bits are 0)
/// and `LN2_HI + LN2_LO` is `ln 2` to about 2^-85.
const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
const LN2_LO: f64 = 1.908_214_929_270_587_7e-10;

/// The degree of the Taylor polynomial of `e^f` on `|f| <= ln(2) / 2`: the first term left out,
/// `(ln(2) / 2)^14 / 14!`, is 4e-18, under a thirtieth of f64's unit roundoff.
const TAYLOR_DEGREE: i32 = 13;

/// Below this `e^r` is under half of f64's smallest subnormal (`2^-1074`, about `e^-744.4`), so
/// it rounds to 0; clamping here keeps `round(r / ln 2)` within the 11 bits of the power of two.
const LOWEST_ARGUMENT: f64 = -746.0;

/// `e^r`, elementwise, for an f64 tensor `r` of arguments at most `ln(2) / 2`, as every
/// exponential in a softmax takes (`x - max`, `-ln(sum)`, a log-probability). Guaranteed to
/// match a library `exp` to within a few units in the last place over that range (outputs below
/// f64's smallest normal to within its smallest subnormal, or 0 on a device that flushes them),
/// to give 0 for `-inf` and NaN for NaN.
pub(crate) fn exp<B: Backend>(r: FloatTensor<B>) -> FloatTensor<B> {
    let settings = get_device_settings::<B>(&B::float_device(&r));
    // A NaN compares false and stays NaN; `-inf` becomes an argument whose power of two is 0.
    let far_below = B::float_lower_elem(r.clone(), LOWEST_ARGUMENT.into(), settings.bool_dtype);
    let r = B::float_mask_fill(r, far_below, LOWEST_ARGUMENT.into());
    // `r = k ln 2 + f` with `k` a whole number (at most 0) and `|f| <= ln(2) / 2`, `f` found in
    // two steps so that it keeps every bit (Cody and Waite's reduction).
    let k = B::float_round(B::float_mul_scalar(
        r.clone(),
        core::f64::consts::LOG2_E.into(),
    ));
    let above_zero = B::float_greater_elem(k.clone(), 0.0f64.into(), settings.bool_dtype);
    let k = B::float_mask_fill(k, above_zero, 0.0f64.into());
    let f = B::float_sub(r, B::float_mul_scalar(k.clone(), LN2_HI.into()));
    let f = B::float_sub(f, B::float_mul_scalar(k.clone(), LN2_LO.into()));
    // `e^f` by Horner's rule over the Taylor coefficients `1 / n!`, highest first.
    let coefficient = |n: i32| 1.0 / (1..=n).map(f64::from).product::<f64>();
    let mut power = B::float_add_scalar(
        B::float_mul_scalar(f.clone(), coefficient(TAYLOR_DEGREE).into()),
        coefficient(TAYLOR_DEGREE - 1).into(),
    );
    for n in (0..TAYLOR_DEGREE - 1).rev() {
        power = B::float_add_scalar(B::float_mul(power, f.clone()), coefficient(n).into());
    }
    // Times `2^k`, one factor `2^-(2^bit)` for each bit set in `-k` (at most 1077, 11 bits), the
    // largest factor first so that nothing leaves the normal range before the last products.
    // Each product by a power of two is exact until it goes subnormal.
    let exponent = B::float_into_int(B::float_neg(k), settings.int_dtype);
    for bit in 0..11 {
        let set = B::int_not_equal_elem(
            B::bitwise_and_scalar(exponent.clone(), (1i64 << bit).into()),
            0i64.into(),
            settings.bool_dtype,
        );
        // `2^-1024` is subnormal: that bit's factor is taken as two of `2^-512`.
        let factors = if bit == 10 { 2 } else { 1 };
        let factor = 2.0f64.powi(-(1 << bit.min(9)));
        for _ in 0..factors {
            let scaled = B::float_mul_scalar(power.clone(), factor.into());
            power = B::float_mask_where(power, set.clone(), scaled);
        }
    }
    power
}

/// `ln s`, elementwise, for an f64 tensor of sums `s` that are 0 or from 1 to f32's largest (a
/// softmax's denominators: its max contributes `e^0 = 1` to a row's, and a row of `-inf` alone
/// gives 0). Guaranteed to match a library
/// `ln` to within a few units in the last place, to give `-inf` for 0 and NaN for NaN.
pub(crate) fn ln<B: Backend>(s: FloatTensor<B>) -> FloatTensor<B> {
    let settings = get_device_settings::<B>(&B::float_device(&s));
    // f32's `log`, which the devices have, to within about 1e-7 of the answer; each Newton step
    // on `e^y = s`, `y - 1 + s e^-y`, then squares the error (1e-14, then below f64's rounding).
    let mut y = cast::<B>(B::float_log(cast::<B>(s.clone(), DType::F32)), DType::F64);
    for _ in 0..2 {
        let step = B::float_mul(s.clone(), exp::<B>(B::float_neg(y.clone())));
        y = B::float_add(B::float_sub_scalar(y, 1.0f64.into()), step);
    }
    // The seed `-inf` of a zero sum would make the steps `0 * inf`.
    let zero = B::float_equal_elem(s, 0.0f64.into(), settings.bool_dtype);
    B::float_mask_fill(y, zero, f64::NEG_INFINITY.into())
}

/// The softmax (or log-softmax) of an f64 tensor along `dim`, as Burn's composed softmax
/// computes it (`x - max`, its exponentials, their sum) with [`exp`] and [`ln`]: a row with a
/// NaN or `+inf` gives NaN, and so does a row of `-inf` alone.
pub(crate) fn softmax<B: Backend>(
    x: FloatTensor<B>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<B> {
    let shape = x.shape();
    let max = B::float_expand(B::float_max_dim(x.clone(), dim), shape.clone());
    let shifted = B::float_sub(x, max);
    let exps = exp::<B>(shifted.clone());
    let sum = B::float_sum_dim(exps.clone(), dim);
    match kind {
        SoftmaxKind::Softmax => B::float_div(exps, B::float_expand(sum, shape)),
        SoftmaxKind::LogSoftmax => B::float_sub(shifted, B::float_expand(ln::<B>(sum), shape)),
    }
}

#[cfg(test)]
mod tests {
    use burn::backend::Flex;
    use burn::tensor::{DType, Tensor, TensorData, TensorPrimitive};

    /// `f` applied to `values` as an f64 tensor on Flex, read back.
    fn on_flex(values: &[f64], f: fn(FloatTensorOf) -> FloatTensorOf) -> Vec<f64> {
        let data = TensorData::new(values.to_vec(), [values.len()]);
        let x = Tensor::<Flex, 1>::from_data(data, (&Default::default(), DType::F64));
        let y = f(x.into_primitive().tensor());
        let y = Tensor::<Flex, 1>::from_primitive(TensorPrimitive::Float(y));
        y.into_data().to_vec::<f64>().unwrap()
    }

    type FloatTensorOf = burn::tensor::ops::FloatTensor<Flex>;

    /// Relative error in units of f64's epsilon; both zero counts as none.
    fn ulps(actual: f64, expected: f64) -> f64 {
        if actual == expected {
            return 0.0;
        }
        (actual - expected).abs() / (expected.abs() * f64::EPSILON)
    }

    #[test]
    fn exp_matches_the_library_over_a_softmax_range() {
        // Every thousandth of the range, and the points where the reduction changes `k`.
        let mut arguments: Vec<f64> = (0..=7440).map(|i| -0.1 * f64::from(i)).collect();
        arguments.extend((0..=1070).map(|k| -(f64::from(k) + 0.5) * core::f64::consts::LN_2));
        arguments.extend([0.3, 1e-300, -1e-300, -0.0, -708.0, -708.5]);
        let actual = on_flex(&arguments, super::exp::<Flex>);
        for (&r, &y) in arguments.iter().zip(&actual) {
            let expected = r.exp();
            if expected >= f64::MIN_POSITIVE {
                assert!(
                    ulps(y, expected) <= 2.0,
                    "exp({r}) = {y}, expected {expected}"
                );
            } else {
                // Subnormal: within a few of the smallest steps there.
                let step = f64::from_bits(1);
                assert!(
                    (y - expected).abs() <= 4.0 * step,
                    "exp({r}) = {y:e}, expected {expected:e}"
                );
            }
        }
    }

    #[test]
    fn exp_gives_zero_for_minus_infinity_and_keeps_nan() {
        let y = on_flex(
            &[f64::NEG_INFINITY, -746.0, -1e6, f64::NAN],
            super::exp::<Flex>,
        );
        assert_eq!(&y[..3], &[0.0, 0.0, 0.0]);
        assert!(y[3].is_nan(), "{y:?}");
    }

    #[test]
    fn ln_matches_the_library_over_softmax_sums() {
        let mut sums: Vec<f64> = (0..=2000).map(|i| 1.0 + f64::from(i) * 0.37).collect();
        sums.extend([1.0, 1.0 + f64::EPSILON, 2.0, 151936.0, 1e9, 6.8e10]);
        let actual = on_flex(&sums, super::ln::<Flex>);
        for (&s, &y) in sums.iter().zip(&actual) {
            let expected = s.ln();
            // Near `ln 1 = 0` a relative bound means nothing: compare with `s`'s own rounding.
            let tolerance = (2.0 * f64::EPSILON * expected.abs()).max(f64::EPSILON);
            assert!(
                (y - expected).abs() <= tolerance,
                "ln({s}) = {y}, expected {expected}"
            );
        }
        let y = on_flex(&[0.0, f64::NAN], super::ln::<Flex>);
        assert_eq!(y[0], f64::NEG_INFINITY);
        assert!(y[1].is_nan(), "{y:?}");
    }
}
