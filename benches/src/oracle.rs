//! The f64 reference every reported output is checked against (a fast wrong kernel must not be
//! reported), and the checks.

use burn::tensor::DType;
use cubemax_kernels::SoftmaxKind;

/// Which result a row check compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Softmax,
    LogSoftmax,
    /// `dx = y * (dy - sum(dy * y))` with `y = softmax(x)`.
    SoftmaxBackward,
    /// `dx = dy - softmax(x) * sum(dy)`.
    LogSoftmaxBackward,
}

impl Op {
    pub const ALL: [Op; 4] = [
        Op::Softmax,
        Op::LogSoftmax,
        Op::SoftmaxBackward,
        Op::LogSoftmaxBackward,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Op::Softmax => "softmax",
            Op::LogSoftmax => "log_softmax",
            Op::SoftmaxBackward => "softmax_backward",
            Op::LogSoftmaxBackward => "log_softmax_backward",
        }
    }

    pub fn parse(name: &str) -> Option<Op> {
        Op::ALL.into_iter().find(|op| op.name() == name)
    }

    /// The forward function this op computes or differentiates.
    pub fn softmax_kind(self) -> SoftmaxKind {
        match self {
            Op::Softmax | Op::SoftmaxBackward => SoftmaxKind::Softmax,
            Op::LogSoftmax | Op::LogSoftmaxBackward => SoftmaxKind::LogSoftmax,
        }
    }

    pub fn is_backward(self) -> bool {
        matches!(self, Op::SoftmaxBackward | Op::LogSoftmaxBackward)
    }

    /// Elements moved per element of the input: forward reads x and writes y; backward reads y
    /// and dy and writes dx.
    pub fn passes(self) -> usize {
        if self.is_backward() { 3 } else { 2 }
    }
}

/// The reference result of `op` on one row `x` (and upstream gradient `dy` for backward ops). A
/// row of only `-inf` (every element masked out) gives zeros, `-inf` for log-softmax, and a zero
/// gradient, as docs/NUMERICS.md says.
pub fn reference_row(op: Op, x: &[f64], dy: &[f64]) -> Vec<f64> {
    let max = x.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let masked = max == f64::NEG_INFINITY;
    match op {
        Op::Softmax if masked => return vec![0.0; x.len()],
        Op::LogSoftmax if masked => return vec![f64::NEG_INFINITY; x.len()],
        Op::SoftmaxBackward | Op::LogSoftmaxBackward if masked => return vec![0.0; x.len()],
        _ => {}
    }
    let sum: f64 = x.iter().map(|v| (v - max).exp()).sum();
    let softmax = x.iter().map(|v| (v - max).exp() / sum);
    match op {
        Op::Softmax => softmax.collect(),
        Op::LogSoftmax => x.iter().map(|v| v - max - sum.ln()).collect(),
        Op::SoftmaxBackward => {
            let y: Vec<f64> = softmax.collect();
            let dot: f64 = y.iter().zip(dy).map(|(y, dy)| y * dy).sum();
            y.iter().zip(dy).map(|(y, dy)| y * (dy - dot)).collect()
        }
        Op::LogSoftmaxBackward => {
            let total: f64 = dy.iter().sum();
            softmax.zip(dy).map(|(y, dy)| dy - y * total).collect()
        }
    }
}

/// The error allowed for outputs stored in `dtype`, relative to the size of the row's values:
/// a few units in the last place of the storage type (f32 accumulates rounding over long rows).
pub fn tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::F16 => 4e-3,
        DType::BF16 => 3e-2,
        _ => 2e-4,
    }
}

/// Half the smallest step between values stored in `dtype` (its subnormal spacing): what storing
/// a value below the normal range costs however exactly it was computed. The check does not
/// charge it: an f16 softmax row of 151936 elements rounded exactly to f16 is off by 4.5e-3 of
/// the row's scale at its smallest values, over [`tolerance`], because most of them are f16
/// subnormals.
fn subnormal_half_step(dtype: DType) -> f64 {
    match dtype {
        DType::F16 => 2f64.powi(-25),
        DType::BF16 => 2f64.powi(-134),
        _ => 2f64.powi(-150),
    }
}

/// The outcome of checking one output against the reference.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Check {
    /// Largest `(|actual - expected| - r) / (|expected| + floor)` over the checked rows, where
    /// `r` is half the storage type's subnormal step (`subnormal_half_step`), and `floor`
    /// is the row's largest `|expected|` for backward ops (their values cross zero) and `1/len`
    /// for forward ones (probabilities near zero are only as accurate as the row's scale).
    pub worst: f64,
    pub rows: usize,
    pub passed: bool,
}

/// Compares device rows `actual` with reference rows `expected`, row by row.
pub fn check_rows(op: Op, dtype: DType, actual: &[Vec<f32>], expected: &[Vec<f64>]) -> Check {
    assert_eq!(
        actual.len(),
        expected.len(),
        "one reference row per checked row"
    );
    let mut worst = 0.0f64;
    let rounding = subnormal_half_step(dtype);
    for (actual, expected) in actual.iter().zip(expected) {
        assert_eq!(actual.len(), expected.len(), "row lengths");
        let floor = if op.is_backward() {
            expected
                .iter()
                .fold(0.0f64, |m, v| m.max(v.abs()))
                .max(f64::MIN_POSITIVE)
        } else {
            1.0 / expected.len() as f64
        };
        for (&a, &e) in actual.iter().zip(expected) {
            let a = a as f64;
            // Equal values are exact, infinities of one sign included (a masked log-softmax
            // element is -inf on both sides, and -inf - -inf would be NaN). Any other infinity or
            // NaN fails the check: its relative error would be NaN, which `max` would drop.
            let error = if a == e {
                0.0
            } else if !(a.is_finite() && e.is_finite()) {
                f64::INFINITY
            } else {
                ((a - e).abs() - rounding).max(0.0) / (e.abs() + floor)
            };
            worst = worst.max(error);
        }
    }
    Check {
        worst,
        rows: actual.len(),
        passed: worst <= tolerance(dtype),
    }
}

/// The rows checked in a `rows`-row output: the first, the last, and evenly spaced ones between,
/// at most `count`.
pub fn sampled_rows(rows: usize, count: usize) -> Vec<usize> {
    if rows <= count {
        return (0..rows).collect();
    }
    let mut picked: Vec<usize> = (0..count).map(|k| k * (rows - 1) / (count - 1)).collect();
    picked.dedup();
    picked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_matches_hand_computed_values() {
        let y = reference_row(Op::Softmax, &[2.0, 1.0, 3.0], &[]);
        for (y, e) in y.iter().zip([0.244728, 0.090031, 0.665241]) {
            assert!((y - e).abs() < 1e-6);
        }
        let log_y = reference_row(Op::LogSoftmax, &[2.0, 1.0, 3.0], &[]);
        assert!((log_y[2] - 0.665241f64.ln()).abs() < 1e-6);
        // d/dx of sum(w * softmax(x)) at w = [1, 0, 0] is y0 * (e0 - y).
        let dx = reference_row(Op::SoftmaxBackward, &[2.0, 1.0, 3.0], &[1.0, 0.0, 0.0]);
        assert!((dx[0] - 0.244728 * (1.0 - 0.244728)).abs() < 1e-6);
        assert!(
            (dx.iter().sum::<f64>()).abs() < 1e-12,
            "softmax gradients sum to zero"
        );
        let dx = reference_row(Op::LogSoftmaxBackward, &[2.0, 1.0, 3.0], &[1.0, 1.0, 1.0]);
        assert!((dx[1] - (1.0 - 3.0 * 0.090031)).abs() < 1e-5);
    }

    #[test]
    fn check_fails_a_wrong_row_and_a_nan() {
        let expected = vec![reference_row(Op::Softmax, &[0.0, 1.0, 2.0, 3.0], &[])];
        let exact: Vec<Vec<f32>> = vec![expected[0].iter().map(|&v| v as f32).collect()];
        assert!(check_rows(Op::Softmax, DType::F32, &exact, &expected).passed);
        let mut wrong = exact.clone();
        wrong[0][3] *= 1.01;
        assert!(!check_rows(Op::Softmax, DType::F32, &wrong, &expected).passed);
        assert!(check_rows(Op::Softmax, DType::BF16, &wrong, &expected).passed);
        let mut nan = exact.clone();
        nan[0][0] = f32::NAN;
        assert!(!check_rows(Op::Softmax, DType::BF16, &nan, &expected).passed);
    }

    #[test]
    fn check_takes_matching_infinities_as_exact_and_fails_the_others() {
        // A log-softmax row with its second element masked out.
        let expected = vec![reference_row(
            Op::LogSoftmax,
            &[0.0, f64::NEG_INFINITY, 1.0],
            &[],
        )];
        assert_eq!(expected[0][1], f64::NEG_INFINITY);
        let exact: Vec<Vec<f32>> = vec![expected[0].iter().map(|&v| v as f32).collect()];
        assert!(check_rows(Op::LogSoftmax, DType::BF16, &exact, &expected).passed);
        for wrong_value in [-1e30, f32::INFINITY, f32::NAN] {
            let mut wrong = exact.clone();
            wrong[0][1] = wrong_value;
            assert!(
                !check_rows(Op::LogSoftmax, DType::BF16, &wrong, &expected).passed,
                "{wrong_value} where -inf is expected"
            );
        }
        let mut wrong = exact.clone();
        wrong[0][0] = f32::NEG_INFINITY;
        assert!(!check_rows(Op::LogSoftmax, DType::BF16, &wrong, &expected).passed);
    }

    #[test]
    fn a_fully_masked_row_gives_zeros_and_log_softmax_minus_infinity() {
        let masked = [f64::NEG_INFINITY; 3];
        assert_eq!(reference_row(Op::Softmax, &masked, &[]), vec![0.0; 3]);
        assert_eq!(
            reference_row(Op::LogSoftmax, &masked, &[]),
            vec![f64::NEG_INFINITY; 3]
        );
    }

    #[test]
    fn check_forgives_f16_subnormals_but_not_a_wrong_value() {
        // A long f16 row: most probabilities are f16 subnormals (below 6.1e-5).
        let len = 151936;
        let x: Vec<f64> = (0..len)
            .map(|i| ((i * 7919) % 1000) as f64 / 125.0)
            .collect();
        let expected = vec![reference_row(Op::Softmax, &x, &[])];
        let stored: Vec<Vec<f32>> = vec![
            expected[0]
                .iter()
                .map(|&v| half::f16::from_f64(v).to_f32())
                .collect(),
        ];
        assert!(check_rows(Op::Softmax, DType::F16, &stored, &expected).passed);
        let mut wrong = stored.clone();
        let largest = (0..len)
            .max_by(|&a, &b| expected[0][a].total_cmp(&expected[0][b]))
            .unwrap();
        wrong[0][largest] *= 1.01;
        assert!(!check_rows(Op::Softmax, DType::F16, &wrong, &expected).passed);
    }

    #[test]
    fn sampled_rows_cover_both_ends() {
        assert_eq!(sampled_rows(3, 8), vec![0, 1, 2]);
        let rows = sampled_rows(32768, 8);
        assert_eq!((rows.len(), rows[0], rows[7]), (8, 0, 32767));
    }
}
