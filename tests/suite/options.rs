//! The fused options (scale, additive and boolean masks, causal limit, output dtype): on raw
//! buffers against an f64 oracle on every path, and through Burn against the composed reference,
//! forward and backward, with finite differences, fully masked rows and refused arguments.

use burn::backend::{Autodiff, Flex};
use burn::tensor::{Bool, DType, Distribution, FloatDType, Tensor, TensorData, Tolerance};
use cubecl::prelude::*;
use cubemax::{SoftmaxBackend, SoftmaxOptions, softmax_with};
use cubemax_kernels::{
    CausalLimit, ColumnMaskLayout, ColumnProblem, ColumnRequest, FusedScores, LaunchRequest,
    MaskKind, MaskLayout, MergePath, OFFSET_TERMS, OffsetTerm, RowProblem, SoftmaxKind, Strategy,
    launch_fused_softmax, launch_fused_softmax_columns, plan_columns, plan_launch,
};

use crate::common::{
    Bare, Dtype, Fused, TestRuntime, XorShift, assert_close, client, require_device,
};
use crate::kernels::{PAGE_EXPS_PLACEMENTS, PATHS, column_requests};

/// The attention-shaped problems: [batch, heads, queries, keys]; 7 keys forces one-element
/// vectors under a mask, 40 takes full vectors, 5000 spans two split-row chunks.
const ATTENTION_SHAPES: [[usize; 4]; 3] = [[2, 3, 5, 7], [2, 3, 5, 40], [1, 2, 3, 5000]];

/// One combination of options, as the kernel test builds it.
#[derive(Debug, Clone, Copy)]
struct Case {
    scale: Option<f32>,
    /// The mask's shape as a pattern of [batch, heads, queries] axes it keeps (false: broadcast).
    mask: Option<(MaskKind, [bool; 3])>,
    causal: Option<i64>,
    f32_output: bool,
}

const PLAIN: Case = Case {
    scale: None,
    mask: None,
    causal: None,
    f32_output: false,
};

/// Every option alone, then combined.
const CASES: [Case; 10] = [
    Case {
        scale: Some(0.37),
        ..PLAIN
    },
    Case {
        mask: Some((MaskKind::Additive, [false, false, true])),
        ..PLAIN
    },
    Case {
        mask: Some((MaskKind::Additive, [true, false, false])),
        ..PLAIN
    },
    Case {
        mask: Some((MaskKind::Boolean, [true, false, true])),
        ..PLAIN
    },
    Case {
        mask: Some((MaskKind::Boolean, [true, true, true])),
        ..PLAIN
    },
    Case {
        causal: Some(0),
        ..PLAIN
    },
    Case {
        causal: Some(-2),
        ..PLAIN
    },
    Case {
        f32_output: true,
        ..PLAIN
    },
    Case {
        scale: Some(2.5),
        mask: Some((MaskKind::Additive, [true, false, true])),
        causal: Some(1),
        f32_output: true,
    },
    Case {
        // A negative scale: the kernel puts `+inf` where the boolean mask marks, so that the
        // scaled score is `-inf`.
        scale: Some(-0.125),
        mask: Some((MaskKind::Boolean, [false, false, true])),
        // A KV cache: every query sees the cached keys before it.
        causal: Some(4995),
        f32_output: false,
    },
];

/// The mask terms of a mask keeping the `kept` axes of [batch, heads, queries] (see
/// `MaskLayout`), and its element count, for rows of `shape`.
fn mask_terms(
    [batch, heads, queries, keys]: [usize; 4],
    kept: [bool; 3],
) -> (Vec<OffsetTerm>, usize) {
    let lens = [batch, heads, queries];
    let divs = [heads * queries, queries, 1];
    let mut terms = Vec::new();
    let mut stride = keys;
    for axis in (0..3).rev() {
        if kept[axis] {
            terms.push(OffsetTerm {
                div: divs[axis],
                len: lens[axis],
                stride,
            });
            stride *= lens[axis];
        }
    }
    (terms, stride)
}

/// The mask row of `row` in a mask keeping the `kept` axes.
fn mask_row_start(row: usize, terms: &[OffsetTerm]) -> usize {
    terms
        .iter()
        .map(|term| (row / term.div) % term.len * term.stride)
        .sum()
}

/// `len` values of an additive mask: large negative values and zeros, as padding masks have, and
/// small biases; encoded in the input's `dtype` on even seeds and in f32 on odd ones (which sets
/// the vector width for a 2-byte input). Returns the bytes, the values as encoded, and the dtype.
fn additive_mask_values(
    len: usize,
    dtype: Dtype,
    seed: usize,
    random: &mut XorShift,
) -> (Vec<u8>, Vec<f64>, Dtype) {
    let values: Vec<f32> = (0..len)
        .map(|i| match i % 5 {
            0 => -1.0e4,
            1 => 0.0,
            _ => random.next(2.0),
        })
        .collect();
    let mask_dtype = if seed.is_multiple_of(2) {
        dtype
    } else {
        Dtype::F32
    };
    let (bytes, rounded) = mask_dtype.encode(&values);
    (bytes, rounded, mask_dtype)
}

/// What the input holds at `index` where a boolean mask hides it or a causal limit leaves it
/// out, in place of `raw`: NaN and infinities too, which must never reach the scores.
fn poison(raw: f32, index: usize) -> f32 {
    [f32::NAN, f32::INFINITY, f32::NEG_INFINITY, raw][index % 4]
}

/// The oracle: softmax or log-softmax of each row of scores, in f64; a row of only `-inf` gives
/// zeros (log-softmax: `-inf`), as docs/NUMERICS.md says.
fn oracle_of_scores(scores: &[f64], row_len: usize, kind: SoftmaxKind) -> Vec<f64> {
    scores
        .chunks(row_len)
        .flat_map(|row| {
            let max = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let sum: f64 = row.iter().map(|z| (z - max).exp()).sum();
            row.iter()
                .map(|&z| match (kind, max == f64::NEG_INFINITY) {
                    (SoftmaxKind::Softmax, true) => 0.0,
                    (SoftmaxKind::LogSoftmax, true) => f64::NEG_INFINITY,
                    (SoftmaxKind::Softmax, false) => (z - max).exp() / sum,
                    (SoftmaxKind::LogSoftmax, false) => z - max - sum.ln(),
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Runs `case` on raw buffers as `request` asks (`seed` varies the input, the additive mask's
/// dtype and whether it is held) and checks it against the oracle; `false` when the forced path
/// cannot hold the row.
fn check_case(
    shape: [usize; 4],
    dtype: Dtype,
    case: Case,
    request: LaunchRequest,
    seed: usize,
) -> bool {
    // Both ways of reading an additive mask, whatever vector width the device takes, and both
    // ways of loading the held vectors (every slot, as for bf16 rows, or those within the row).
    let request = LaunchRequest {
        hold_mask: Some((seed / 2) % 2 == 1),
        every_slot_loaded: Some(seed % 2 == 1),
        ..request
    };
    let kind = request.kind;
    let client = client();
    let [batch, heads, queries, keys] = shape;
    let rows = batch * heads * queries;
    let mut random = XorShift::new((rows * keys + seed) as u64);
    let raw = random.vec(rows * keys, 6.0);
    let x = dtype.encode(&raw).1;
    // The input as stored: `raw`, but where nothing may read it (under a boolean mask's marks,
    // past a causal limit), NaN and infinities, which must never reach the row.
    let mut stored = raw.clone();
    let output_dtype = if case.f32_output { Dtype::F32 } else { dtype };

    // The scores as the kernel should see them, built in f64 from the rounded input.
    let scale = case.scale.unwrap_or(1.0) as f64;
    let mut scores: Vec<f64> = x.iter().map(|&v| v * scale).collect();
    let mut layout = None;
    let mut mask_buffer = None;
    if let Some((mask_kind, kept)) = case.mask {
        let (terms, len) = mask_terms(shape, kept);
        let mut fixed = [OffsetTerm::UNUSED; 3];
        fixed[..terms.len()].copy_from_slice(&terms);
        let (bytes, dtype) = match mask_kind {
            MaskKind::Additive => {
                let (bytes, rounded, mask_dtype) =
                    additive_mask_values(len, dtype, seed, &mut random);
                for row in 0..rows {
                    let start = mask_row_start(row, &terms);
                    for key in 0..keys {
                        scores[row * keys + key] += rounded[start + key];
                    }
                }
                (bytes, mask_dtype.storage())
            }
            _ => {
                let values: Vec<u32> = (0..len).map(|i| u32::from(i % 3 == 1)).collect();
                for row in 0..rows {
                    let start = mask_row_start(row, &terms);
                    for key in 0..keys {
                        let index = row * keys + key;
                        if values[start + key] != 0 {
                            scores[index] = f64::NEG_INFINITY;
                            stored[index] = poison(raw[index], index);
                        }
                    }
                }
                let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
                (bytes, u32::as_type_native_unchecked().storage_type())
            }
        };
        layout = Some(MaskLayout {
            kind: mask_kind,
            dtype,
            terms: fixed,
        });
        mask_buffer = Some(client.create_from_slice(&bytes));
    }
    if let Some(offset) = case.causal {
        for row in 0..rows {
            let query = (row % queries) as i64;
            for key in 0..keys {
                if key as i64 > query + offset {
                    scores[row * keys + key] = f64::NEG_INFINITY;
                    stored[row * keys + key] = poison(raw[row * keys + key], row + key);
                }
            }
        }
    }

    let input = client.create_from_slice(&dtype.encode(&stored).0);
    let problem = RowProblem {
        output_dtype: output_dtype.storage(),
        fused: FusedScores {
            scale: case.scale,
            mask: layout,
            causal: case.causal.map(|offset| CausalLimit { queries, offset }),
        },
        ..RowProblem::contiguous(rows, keys, dtype.storage())
    };
    let Ok(plan) = plan_launch(&client, &problem, &request) else {
        return false;
    };
    // Poisoned, so that an element the kernel does not write fails the check.
    let output = client.create_from_slice(&output_dtype.encode(&vec![f32::NAN; rows * keys]).0);
    launch_fused_softmax(&client, input, mask_buffer, output.clone(), &problem, &plan)
        .expect("launch");
    let actual = output_dtype.decode(&client.read_one(output).expect("read back"));
    let expected = oracle_of_scores(&scores, keys, kind);
    let what = format!("{kind:?} {dtype:?} {shape:?} {case:?} via {plan}");
    assert_eq!(plan.every_slot_loaded, seed % 2 == 1, "{what}");
    if request.kept_exps == Some(true) {
        assert!(plan.kept_exps.is_some(), "{what}");
    }
    if let Some(placement) = request.registers_page_exps {
        assert_eq!(plan.kept_exps, Some(placement), "{what}");
    }
    assert_close(&actual, &expected, keys, output_dtype, kind, &what);
    true
}

/// Every case on every dtype; every path on the 40-key shape, the planner's choice and a forced
/// split-row (which cuts the 5000-key rows into two chunks) on the others; and the combined cases
/// (every option at once, each mask kind) on the 5000-key rows held cube-per-row with their first
/// page staged in shared memory (an additive mask is staged with the row where the kernels hold
/// it and read again where its scores are used otherwise; a boolean mask is applied as the row is
/// read, and NaN and infinities under it must not reach the row). Softmax also keeps its exps
/// under every case, in a cube's registers (7 keys), on planes (40 keys, in place or in shared
/// memory, by turns) and in staged pages (5000 keys, the registers' page's in shared memory, in
/// place or taken again, by turns): the planner keeps them for some cases only, but a request
/// may ask for them anywhere, and the vectors past a causal limit keep none.
fn fused_options_match_the_oracle(kind: SoftmaxKind) {
    require_device();
    // 256 units hold a 5000-key row in two pages of at most 3 vectors per unit: few enough loads
    // for the CPU Vulkan driver to compile quickly, and 24 KB of shared memory, within its 32 KB.
    let staged = LaunchRequest {
        units_per_cube: Some(256),
        staged_pages: Some(1),
        ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, MergePath::Plane)
    };
    // Rows cut into 3 chunks held by 3 cubes, which exchange their states: masks, causal
    // limits and scales must index each chunk's columns from its row's start.
    let exchanged = LaunchRequest {
        chunks_per_row: Some(3),
        ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, MergePath::Plane)
    };
    let combined = CASES.len() - 2;
    // Placements turned by case and dtype, so that each mask kind meets every placement: on
    // planes the first two (a plane stages no page, so it has nothing to take again).
    let kept_on_planes = |turn: usize| LaunchRequest {
        kept_exps: Some(true),
        registers_page_exps: Some(PAGE_EXPS_PLACEMENTS[turn % 2]),
        ..LaunchRequest::new(kind).forced(Strategy::PlanePerRow, MergePath::Plane)
    };
    let kept_in_pages = |turn: usize| LaunchRequest {
        kept_exps: Some(true),
        registers_page_exps: Some(PAGE_EXPS_PLACEMENTS[turn % PAGE_EXPS_PLACEMENTS.len()]),
        ..staged
    };
    let kept_in_a_cube = LaunchRequest {
        kept_exps: Some(true),
        staged_pages: Some(0),
        ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, MergePath::Plane)
    };
    for (dtype_index, &dtype) in Dtype::ON_DEVICE.iter().enumerate() {
        for (shape_index, shape) in ATTENTION_SHAPES.into_iter().enumerate() {
            let paths: &[usize] = if shape_index == 1 {
                &[0, 1, 2, 3, 4, 5]
            } else {
                &[0, 4]
            };
            for (case_index, case) in CASES.into_iter().enumerate() {
                for &path in paths {
                    let (strategy, merge) = PATHS[path];
                    let request = LaunchRequest {
                        strategy,
                        merge,
                        ..LaunchRequest::new(kind)
                    };
                    let ran = check_case(shape, dtype, case, request, path);
                    assert!(
                        ran || path != 0 && path != 4,
                        "{shape:?} {case:?}: path {path} refused"
                    );
                }
                if shape_index == 2 && case_index >= combined {
                    let ran = check_case(shape, dtype, case, staged, PATHS.len());
                    assert!(ran, "{shape:?} {case:?}: staged pages refused");
                    let ran = check_case(shape, dtype, case, exchanged, PATHS.len() + 1);
                    assert!(ran, "{shape:?} {case:?}: exchanged chunks refused");
                }
                let kept = match (kind, shape_index) {
                    (SoftmaxKind::LogSoftmax, _) => None,
                    (_, 0) => Some(kept_in_a_cube),
                    (_, 1) => Some(kept_on_planes(case_index + dtype_index)),
                    _ => Some(kept_in_pages(case_index + dtype_index + 1)),
                };
                if let Some(request) = kept {
                    // Kept in the input's type, so refused where the output is wider.
                    let widened = case.f32_output && dtype != Dtype::F32;
                    let ran = check_case(shape, dtype, case, request, case_index);
                    assert_eq!(ran, !widened, "{shape:?} {case:?}: kept exps");
                }
            }
        }
    }
}

#[test]
fn fused_softmax_options_match_the_oracle() {
    fused_options_match_the_oracle(SoftmaxKind::Softmax);
}

#[test]
fn fused_log_softmax_options_match_the_oracle() {
    fused_options_match_the_oracle(SoftmaxKind::LogSoftmax);
}

/// Options of a Burn-level case, built for any backend from shared data.
#[derive(Clone)]
struct BurnCase {
    scale: Option<f32>,
    additive: Option<TensorData>,
    boolean: Option<TensorData>,
    causal: Option<i64>,
    log: bool,
}

impl BurnCase {
    fn options<B: SoftmaxBackend>(&self, device: &B::Device) -> SoftmaxOptions<B, 4> {
        let mut options = if self.log {
            SoftmaxOptions::log_softmax()
        } else {
            SoftmaxOptions::softmax()
        };
        if let Some(scale) = self.scale {
            options = options.scale(scale);
        }
        if let Some(mask) = &self.additive {
            options = options.additive_mask(Tensor::from_data(mask.clone(), device));
        }
        if let Some(mask) = &self.boolean {
            options = options.bool_mask(Tensor::<B, 4, Bool>::from_data(mask.clone(), device));
        }
        if let Some(offset) = self.causal {
            options = options.causal(offset);
        }
        options
    }
}

fn random_data(shape: [usize; 4], low: f64, high: f64) -> TensorData {
    Tensor::<Flex, 4>::random(shape, Distribution::Uniform(low, high), &Default::default())
        .into_data()
}

/// Masks of `shape` with every third element masked out (additive: `-inf`, else a bias).
fn masks(shape: [usize; 4]) -> (TensorData, TensorData) {
    let len: usize = shape.iter().product();
    let additive: Vec<f32> = (0..len)
        .map(|i| {
            if i % 3 == 0 {
                f32::NEG_INFINITY
            } else {
                (i % 7) as f32 * 0.1
            }
        })
        .collect();
    let boolean: Vec<bool> = (0..len).map(|i| i % 3 == 0).collect();
    (
        TensorData::new(additive, shape),
        TensorData::new(boolean, shape),
    )
}

/// The Burn-level cases: every option alone and combined, masks broadcast in several ways.
fn burn_cases() -> Vec<BurnCase> {
    let plain = BurnCase {
        scale: None,
        additive: None,
        boolean: None,
        causal: None,
        log: false,
    };
    let mut cases = Vec::new();
    for log in [false, true] {
        let base = BurnCase {
            log,
            ..plain.clone()
        };
        cases.push(BurnCase {
            scale: Some(0.3),
            ..base.clone()
        });
        cases.push(BurnCase {
            additive: Some(masks([1, 1, 6, 40]).0),
            ..base.clone()
        });
        cases.push(BurnCase {
            additive: Some(masks([2, 1, 1, 40]).0),
            ..base.clone()
        });
        cases.push(BurnCase {
            boolean: Some(masks([2, 1, 6, 40]).1),
            ..base.clone()
        });
        // One element for every key: along the queries axis, a mask broadcast after the softmax
        // axis, which the column kernels read one element for every lane.
        cases.push(BurnCase {
            scale: Some(0.8),
            boolean: Some(masks([2, 1, 6, 1]).1),
            ..base.clone()
        });
        cases.push(BurnCase {
            causal: Some(0),
            ..base.clone()
        });
        cases.push(BurnCase {
            scale: Some(1.7),
            boolean: Some(masks([1, 3, 1, 40]).1),
            causal: Some(-3),
            ..base.clone()
        });
        cases.push(BurnCase {
            scale: Some(0.5),
            additive: Some(masks([2, 3, 6, 40]).0),
            causal: Some(2),
            ..base.clone()
        });
    }
    cases
}

/// Forward and gradients (of `x` and of a tracked additive mask) on `B` match the composed
/// reference on Flex, for every case, along the last axis and (without a causal limit, which
/// needs the last axis) along the queries axis, where the column kernels read it in place.
fn options_match_the_composed_reference<B: SoftmaxBackend>() {
    require_device();
    let shape = [2, 3, 6, 40];
    let x_data = random_data(shape, -5.0, 5.0);
    let w_data = random_data(shape, -1.0, 1.0);
    let device = B::Device::default();
    let reference = Default::default();
    for case in burn_cases() {
        for dim in [3, 2] {
            if dim != 3 && case.causal.is_some() {
                continue;
            }
            let what = format!(
                "log {} scale {:?} additive {:?} boolean {:?} causal {:?} dim {dim}",
                case.log,
                case.scale,
                case.additive.as_ref().map(|mask| mask.shape.clone()),
                case.boolean.as_ref().map(|mask| mask.shape.clone()),
                case.causal
            );
            let run = |on_b: bool| -> (TensorData, TensorData, Option<TensorData>) {
                macro_rules! on {
                    ($backend:ty, $device:expr) => {{
                        let device = $device;
                        let x = Tensor::<Autodiff<$backend>, 4>::from_data(x_data.clone(), device)
                            .require_grad();
                        let w = Tensor::<Autodiff<$backend>, 4>::from_data(w_data.clone(), device);
                        let mut options = case.options::<Autodiff<$backend>>(device);
                        let mask = case.additive.as_ref().map(|mask| {
                            let mask = Tensor::from_data(mask.clone(), device).require_grad();
                            options = options.clone().additive_mask(mask.clone());
                            mask
                        });
                        let y = softmax_with(x.clone(), dim, options).expect("valid options");
                        // Masked-out log-probabilities are -inf; the loss weighs only finite ones.
                        let finite = y.clone().is_finite();
                        let loss = (y.clone().mask_fill(finite.clone().bool_not(), 0.0) * w).sum();
                        let grads = loss.backward();
                        (
                            y.into_data(),
                            x.grad(&grads).expect("x has a gradient").into_data(),
                            mask.map(|mask| mask.grad(&grads).expect("mask gradient").into_data()),
                        )
                    }};
                }
                if on_b {
                    on!(B, &device)
                } else {
                    on!(Flex, &reference)
                }
            };
            let (y, dx, dmask) = run(true);
            let (y_ref, dx_ref, dmask_ref) = run(false);
            assert_same(&y, &y_ref, 2e-5, &format!("{what}: forward"));
            assert_same(&dx, &dx_ref, 2e-5, &format!("{what}: dx"));
            if let (Some(dmask), Some(dmask_ref)) = (dmask, dmask_ref) {
                assert_same(&dmask, &dmask_ref, 1e-4, &format!("{what}: dmask"));
            }
        }
    }
}

/// Elementwise closeness where equal infinities count as equal.
fn assert_same(actual: &TensorData, expected: &TensorData, tolerance: f32, what: &str) {
    assert_eq!(actual.shape, expected.shape, "{what}: shape");
    let actual = actual.to_vec::<f32>().expect("f32 data");
    let expected = expected.to_vec::<f32>().expect("f32 data");
    for (index, (a, e)) in actual.iter().zip(&expected).enumerate() {
        let close = if e.is_infinite() {
            a == e
        } else {
            (a - e).abs() <= tolerance
        };
        assert!(close, "{what}: element {index}: got {a}, expected {e}");
    }
}

#[test]
fn options_match_the_composed_reference_on_the_fused_backend() {
    options_match_the_composed_reference::<Fused>();
}

#[test]
fn options_match_the_composed_reference_on_the_bare_backend() {
    options_match_the_composed_reference::<Bare>();
}

/// The fused backward against central finite differences of the fused forward, for `x` and a
/// tracked additive mask, with every option on; the loss is `sum(w * y)`.
#[test]
fn gradients_match_finite_differences() {
    require_device();
    type B = Autodiff<Fused>;
    let device = Default::default();
    let shape = [1, 1, 3, 5];
    let x_data = random_data(shape, -2.0, 2.0);
    let w_data = random_data(shape, -1.0, 1.0);
    let mask_data = random_data([1, 1, 3, 5], -1.0, 1.0);
    for log in [false, true] {
        let loss =
            |x: TensorData, mask: TensorData| -> (f32, Tensor<B, 4>, Tensor<B, 4>, Tensor<B, 1>) {
                let x = Tensor::<B, 4>::from_data(x, &device).require_grad();
                let mask = Tensor::<B, 4>::from_data(mask, &device).require_grad();
                let options = if log {
                    SoftmaxOptions::log_softmax()
                } else {
                    SoftmaxOptions::softmax()
                };
                let options = options.scale(0.7).causal(1).additive_mask(mask.clone());
                let y = softmax_with(x.clone(), 3, options).expect("valid options");
                let w = Tensor::<B, 4>::from_data(w_data.clone(), &device);
                // Log-probabilities past the causal limit are -inf; they are left out of the loss.
                let y = y.clone().mask_fill(y.is_finite().bool_not(), 0.0);
                let loss = (y * w).sum();
                (loss.clone().into_scalar(), x, mask, loss)
            };
        let (_, x, mask, value) = loss(x_data.clone(), mask_data.clone());
        let grads = value.backward();
        let dx = x
            .grad(&grads)
            .expect("dx")
            .into_data()
            .to_vec::<f32>()
            .unwrap();
        let dmask = mask
            .grad(&grads)
            .expect("dmask")
            .into_data()
            .to_vec::<f32>()
            .unwrap();

        let epsilon = 1e-2f32;
        let numeric = |data: &TensorData, index: usize, is_x: bool| {
            let mut values = data.to_vec::<f32>().unwrap();
            let shift = |values: &mut Vec<f32>, by: f32| {
                values[index] += by;
                let shifted = TensorData::new(values.clone(), data.shape.clone());
                let value = if is_x {
                    loss(shifted, mask_data.clone()).0
                } else {
                    loss(x_data.clone(), shifted).0
                };
                values[index] -= by;
                value
            };
            (shift(&mut values, epsilon) - shift(&mut values, -epsilon)) / (2.0 * epsilon)
        };
        for (index, &analytic) in dx.iter().enumerate() {
            let numeric = numeric(&x_data, index, true);
            assert!(
                (analytic - numeric).abs() <= 2e-3,
                "log {log}: dx[{index}]: backward {analytic}, finite differences {numeric}"
            );
        }
        for (index, &analytic) in dmask.iter().enumerate() {
            let numeric = numeric(&mask_data, index, false);
            assert!(
                (analytic - numeric).abs() <= 2e-3,
                "log {log}: dmask[{index}]: backward {analytic}, finite differences {numeric}"
            );
        }
    }
}

/// The backward under a causal limit as `Autodiff` calls it, with a `dy` that is not 0 past the
/// limit (and NaN at one element there): the kernels on both CubeCL backends and the composed
/// backward on Flex agree with an f64 oracle whose sums run over the kept keys only, and every
/// gradient past the limit is 0.
#[test]
fn causal_backward_leaves_out_the_keys_past_the_limit() {
    require_device();
    let shape = [2, 3, 5, 12];
    let (queries, keys, offset) = (shape[2], shape[3], 1);
    let x = random_data(shape, -3.0, 3.0);
    let mut dy = random_data(shape, -1.0, 1.0).to_vec::<f32>().unwrap();
    // Query 0 keeps keys 0 and 1: key 5 of the first row is past the limit.
    dy[5] = f32::NAN;
    let dy = TensorData::new(dy, shape);
    fn run<B: SoftmaxBackend>(x: &TensorData, dy: &TensorData, log: bool) -> (Vec<f32>, Vec<f32>) {
        let device = Default::default();
        let options = if log {
            SoftmaxOptions::log_softmax()
        } else {
            SoftmaxOptions::softmax()
        };
        let x = Tensor::<B, 4>::from_data(x.clone(), &device);
        let y = softmax_with(x, 3, options.causal(1)).expect("valid options");
        let spec = cubemax::FusedBackward {
            kind: if log {
                SoftmaxKind::LogSoftmax
            } else {
                SoftmaxKind::Softmax
            },
            scale: 1.0,
            causal_offset: Some(1),
            dx_dtype: DType::F32,
        };
        let dy = Tensor::<B, 4>::from_data(dy.clone(), &device);
        let dx = B::fused_softmax_backward(
            y.clone().into_primitive().tensor(),
            dy.into_primitive().tensor(),
            3,
            &spec,
        );
        let dx = Tensor::<B, 4>::from_primitive(burn::tensor::TensorPrimitive::Float(dx));
        let read = |t: Tensor<B, 4>| t.into_data().convert::<f32>().to_vec::<f32>().unwrap();
        (read(y), read(dx))
    }
    let dy_values = dy.to_vec::<f32>().unwrap();
    for log in [false, true] {
        let results = [
            ("flex", run::<Flex>(&x, &dy, log)),
            ("fused", run::<Fused>(&x, &dy, log)),
            ("bare", run::<Bare>(&x, &dy, log)),
        ];
        for (backend, (y, dx)) in &results {
            for (row, (y, (dy, dx))) in y
                .chunks(keys)
                .zip(dy_values.chunks(keys).zip(dx.chunks(keys)))
                .enumerate()
            {
                let kept = (row % queries + offset + 1).min(keys);
                let what = format!("log {log}, {backend}: row {row}");
                assert!(dx[kept..].iter().all(|&g| g == 0.0), "{what}: {dx:?}");
                let (y, dy) = (&y[..kept], &dy[..kept]);
                let sum: f64 = if log {
                    dy.iter().map(|&g| g as f64).sum()
                } else {
                    y.iter().zip(dy).map(|(&y, &g)| y as f64 * g as f64).sum()
                };
                for (index, (&y, &g)) in y.iter().zip(dy).enumerate() {
                    let (y, g) = (y as f64, g as f64);
                    let expected = if log {
                        g - y.exp() * sum
                    } else {
                        y * (g - sum)
                    };
                    let got = dx[index] as f64;
                    assert!(
                        (got - expected).abs() <= 1e-5,
                        "{what}, key {index}: got {got}, expected {expected}"
                    );
                }
            }
        }
    }
}

/// A fully masked row (by a boolean mask, or by a causal limit that keeps no key) gives zeros
/// (log-softmax: `-inf`) forward and a zero gradient backward, on every backend.
fn fully_masked_rows<B: SoftmaxBackend>() {
    require_device();
    let device = Default::default();
    let shape = [1, 1, 4, 6];
    let x =
        Tensor::<Autodiff<B>, 4>::from_data(random_data(shape, -3.0, 3.0), &device).require_grad();
    // Row 0 masked by the boolean mask; with offset -2, queries 0 and 1 keep no key.
    let mut masked = vec![false; 24];
    masked[..6].fill(true);
    let mask = Tensor::<Autodiff<B>, 4, Bool>::from_data(TensorData::new(masked, shape), &device);
    for log in [false, true] {
        let options = if log {
            SoftmaxOptions::log_softmax()
        } else {
            SoftmaxOptions::softmax()
        };
        let options = options.bool_mask(mask.clone()).causal(-2);
        let y = softmax_with(x.clone(), 3, options).expect("valid options");
        let values = y.clone().into_data().to_vec::<f32>().unwrap();
        let fill = if log { f32::NEG_INFINITY } else { 0.0 };
        for (index, &value) in values[..12].iter().enumerate() {
            assert_eq!(value, fill, "log {log}: masked element {index}");
        }
        // Query 2 keeps key 0 only: probability 1, log-probability 0.
        let kept = if log { 0.0 } else { 1.0 };
        assert!((values[12] - kept).abs() < 1e-6, "log {log}: {values:?}");
        assert!(
            values[13..18].iter().all(|&v| v == fill),
            "log {log}: {values:?}"
        );
        let w = Tensor::<Autodiff<B>, 4>::ones(shape, &device);
        let grads = (y.clone().mask_fill(y.is_finite().bool_not(), 0.0) * w)
            .sum()
            .backward();
        let dx = x
            .grad(&grads)
            .expect("dx")
            .into_data()
            .to_vec::<f32>()
            .unwrap();
        assert!(
            dx[..12].iter().all(|&g| g == 0.0),
            "log {log}: gradient of fully masked rows {:?}",
            &dx[..12]
        );
    }
}

#[test]
fn fully_masked_rows_on_the_fused_backend() {
    fully_masked_rows::<Fused>();
}

#[test]
fn fully_masked_rows_on_the_bare_backend() {
    fully_masked_rows::<Bare>();
}

#[test]
fn fully_masked_rows_on_flex() {
    fully_masked_rows::<Flex>();
}

/// A causal offset past every row's keys keeps them all (the plain softmax), one before every
/// row's first key keeps none (zeros; log-softmax `-inf`), however far past: `i64`'s extremes and
/// offsets past `i32`'s range too, forward and backward, in `dtype` (f64 takes the composed path
/// on the CubeCL backends; Burn's fusion does not take f64 in its own ops, which the backward and
/// the loss are made of, so the bare backend runs it).
fn causal_offsets_past_every_key<B: SoftmaxBackend>(dtype: DType) {
    require_device();
    let device = Default::default();
    let x_data = random_data([1, 2, 4, 9], -3.0, 3.0);
    // `y`, the gradient of `x` under `sum(y * y)`, and the log-softmax, as f32, with the causal
    // limit `offset` (none: the plain softmax).
    let run = |offset: Option<i64>| {
        let x = Tensor::<Autodiff<B>, 4>::from_data(x_data.clone(), &device)
            .cast(dtype)
            .require_grad();
        let options = |options: SoftmaxOptions<Autodiff<B>, 4>| match offset {
            Some(offset) => options.causal(offset),
            None => options,
        };
        let y = softmax_with(x.clone(), 3, options(SoftmaxOptions::softmax())).expect("valid");
        let dx = x
            .grad(&(y.clone() * y.clone()).sum().backward())
            .expect("a gradient");
        let log_y = softmax_with(x, 3, options(SoftmaxOptions::log_softmax())).expect("valid");
        [
            y.cast(DType::F32).into_data(),
            dx.cast(DType::F32).into_data(),
            log_y.cast(DType::F32).into_data(),
        ]
    };
    let plain = run(None);
    let far = [i64::MAX, 1 << 40, i64::from(i32::MAX) + 2, 9];
    for offset in far.into_iter().chain(far.map(|offset| -offset)) {
        let [y, dx, log_y] = run(Some(offset));
        if offset > 0 {
            y.assert_approx_eq::<f32>(&plain[0], Tolerance::absolute(1e-6));
            dx.assert_approx_eq::<f32>(&plain[1], Tolerance::absolute(1e-6));
            log_y.assert_approx_eq::<f32>(&plain[2], Tolerance::absolute(1e-6));
        } else {
            // Queries 0-3 of keys 0-8 keep no key below offset -3.
            let zeros = vec![0.0f32; 2 * 4 * 9];
            assert_eq!(y.to_vec::<f32>().unwrap(), zeros, "offset {offset}");
            assert_eq!(dx.to_vec::<f32>().unwrap(), zeros, "offset {offset}");
            let log_y = log_y.to_vec::<f32>().unwrap();
            assert!(
                log_y.iter().all(|&v| v == f32::NEG_INFINITY),
                "offset {offset}"
            );
        }
    }
}

#[test]
fn causal_offsets_past_every_key_on_the_fused_backend() {
    causal_offsets_past_every_key::<Fused>(DType::F32);
}

#[test]
fn causal_offsets_past_every_key_on_the_bare_backend() {
    causal_offsets_past_every_key::<Bare>(DType::F64);
}

#[test]
fn causal_offsets_past_every_key_on_the_cpu_reference_backends() {
    causal_offsets_past_every_key::<Flex>(DType::F32);
    causal_offsets_past_every_key::<burn::backend::NdArray<f32>>(DType::F32);
}

/// An f16 input with an f32 output: the probabilities of the f16 values, in f32, on the kernel's
/// backends (Flex computes the reference from the same f16-rounded values).
fn f32_output_from_f16<B: SoftmaxBackend>() {
    require_device();
    let device = Default::default();
    let shape = [2, 2, 3, 24];
    let data = random_data(shape, -6.0, 6.0);
    let x = Tensor::<B, 4>::from_data(data.clone(), &device).cast(FloatDType::F16);
    let options = SoftmaxOptions::softmax()
        .scale(0.9)
        .output_dtype(DType::F32);
    let y = softmax_with(x, 3, options).expect("valid options");
    assert_eq!(y.dtype(), DType::F32);
    let rounded = Tensor::<Flex, 4>::from_data(data, &Default::default())
        .cast(FloatDType::F16)
        .cast(FloatDType::F32);
    let expected = softmax_with(rounded, 3, SoftmaxOptions::softmax().scale(0.9)).unwrap();
    y.into_data()
        .assert_approx_eq::<f32>(&expected.into_data(), Tolerance::absolute(2e-6));
}

#[test]
fn f32_output_from_f16_on_the_fused_backend() {
    f32_output_from_f16::<Fused>();
}

#[test]
fn f32_output_from_f16_on_the_bare_backend() {
    f32_output_from_f16::<Bare>();
}

/// An f16 output of an f32 input is the f32 output rounded once: within one f16 step of it (it
/// may round an f32 value that lies near a midpoint the other way), on the kernels and on the
/// composed path alike, softmax and log-softmax with a scale and a mask. The composed path used
/// to build the scores in f16 before the softmax, up to 5 steps off.
fn f16_output_from_f32<B: SoftmaxBackend>() {
    require_device();
    let device = Default::default();
    let shape = [2, 2, 3, 40];
    let x = Tensor::<B, 4>::from_data(random_data(shape, -6.0, 6.0), &device);
    let bias = Tensor::<B, 4>::from_data(masks([1, 1, 3, 40]).0, &device);
    for kind in [SoftmaxOptions::softmax(), SoftmaxOptions::log_softmax()] {
        let options = kind.scale(1.3).additive_mask(bias.clone());
        let y = softmax_with(x.clone(), 3, options.clone().output_dtype(DType::F16)).unwrap();
        assert_eq!(y.dtype(), DType::F16);
        let y = y.cast(FloatDType::F32).into_data().to_vec::<f32>().unwrap();
        let exact = softmax_with(x.clone(), 3, options).unwrap();
        let exact = exact.into_data().to_vec::<f32>().unwrap();
        for (index, (&y, &exact)) in y.iter().zip(&exact).enumerate() {
            let step =
                (exact.abs().max(f32::from(half::f16::MIN_POSITIVE)) * 2.0f32.powi(-10)).max(1e-7);
            assert!(
                y == exact || (y - exact).abs() <= step,
                "{}: element {index}: {y} against {exact}",
                core::any::type_name::<B>()
            );
        }
    }
}

#[test]
fn f16_output_from_f32_is_rounded_once() {
    f16_output_from_f32::<Fused>();
    f16_output_from_f32::<Bare>();
    f16_output_from_f32::<Flex>();
}

/// Bad options are refused before anything runs, with the argument named.
#[test]
fn bad_options_are_refused_with_the_argument_named() {
    require_device();
    let device = Default::default();
    let x = || Tensor::<Fused, 4>::zeros([2, 3, 4, 5], &device);
    let refused = |result: Result<Tensor<Fused, 4>, cubemax::OptionsError>| {
        result.expect_err("refused").to_string()
    };
    let message = refused(softmax_with(
        x(),
        3,
        SoftmaxOptions::softmax().additive_mask(Tensor::zeros([2, 2, 4, 5], &device)),
    ));
    assert!(
        message.contains("mask")
            && message.contains("[2, 3, 4, 5]")
            && message.contains("[2, 2, 4, 5]"),
        "{message}"
    );
    let message = refused(softmax_with(
        x(),
        3,
        SoftmaxOptions::softmax().bool_mask(Tensor::<Fused, 4, Bool>::empty([1, 1, 4, 3], &device)),
    ));
    assert!(
        message.contains("mask") && message.contains("[1, 1, 4, 3]"),
        "{message}"
    );
    for scale in [0.0, f32::NAN, f32::INFINITY] {
        let message = refused(softmax_with(x(), 3, SoftmaxOptions::softmax().scale(scale)));
        assert!(
            message.contains("scale: expected a finite, nonzero number"),
            "{message}"
        );
    }
    let message = refused(softmax_with(
        x(),
        3,
        SoftmaxOptions::softmax().output_dtype(DType::I32),
    ));
    assert!(
        message.contains("output_dtype: expected a float dtype"),
        "{message}"
    );
    // bf16 where the device stores it (CUDA); refused by name where it does not (wgpu), and the
    // device's later calls unharmed.
    let bf16 = softmax_with(x(), 3, SoftmaxOptions::softmax().output_dtype(DType::BF16));
    if <Fused as burn::tensor::backend::Backend>::supports_dtype(&device, DType::BF16) {
        assert_eq!(bf16.expect("bf16 stored").dtype(), DType::BF16);
    } else {
        let message = refused(bf16);
        assert!(
            message.contains("output_dtype: expected a float dtype the device stores, got BF16"),
            "{message}"
        );
        let y = softmax_with(x(), 3, SoftmaxOptions::softmax()).expect("valid options");
        assert_eq!(y.into_data().to_vec::<f32>().unwrap()[0], 0.2);
    }
    // The same on a CPU reference backend: NdArray stores no f16 (its cast panicked).
    type NdArray = burn::backend::NdArray<f32>;
    let f16 = softmax_with(
        Tensor::<NdArray, 2>::zeros([2, 5], &Default::default()),
        1,
        SoftmaxOptions::softmax().output_dtype(DType::F16),
    );
    if <NdArray as burn::tensor::backend::Backend>::supports_dtype(&Default::default(), DType::F16)
    {
        assert_eq!(f16.expect("f16 stored").dtype(), DType::F16);
    } else {
        let message = f16.expect_err("refused").to_string();
        assert!(
            message.contains("output_dtype: expected a float dtype the device stores, got F16"),
            "{message}"
        );
    }
    let message = refused(softmax_with(x(), 2, SoftmaxOptions::softmax().causal(0)));
    assert!(
        message.contains("causal: expected a softmax over the last axis"),
        "{message}"
    );
    let message = softmax_with(
        Tensor::<Fused, 1>::zeros([5], &device),
        0,
        SoftmaxOptions::softmax().causal(0),
    )
    .expect_err("a rank-1 tensor has no queries axis")
    .to_string();
    assert!(message.contains("causal"), "{message}");
    let message = refused(softmax_with(x(), 4, SoftmaxOptions::softmax()));
    assert!(
        message.contains("dim: expected an axis < 4, got 4"),
        "{message}"
    );
}

/// A mask along a non-last axis, as `column_masks_match_the_oracle` builds it: which of the axes
/// [outer 0, outer 1, len, inner] the mask keeps (false: broadcast), its kind, and the scale.
#[derive(Debug, Clone, Copy)]
struct ColumnMaskCase {
    kind: MaskKind,
    kept: [bool; 4],
    scale: Option<f32>,
}

const COLUMN_MASK_CASES: [ColumnMaskCase; 5] = [
    // Scores [B, N, C] along N with a mask per batch and position ([B, N, C] kept whole but
    // for the second outer axis).
    ColumnMaskCase {
        kind: MaskKind::Additive,
        kept: [true, false, true, true],
        scale: None,
    },
    // Broadcast along the softmax axis.
    ColumnMaskCase {
        kind: MaskKind::Additive,
        kept: [false, true, false, true],
        scale: Some(0.6),
    },
    // A padding mask [B, H, N, 1]: one element for every inner position.
    ColumnMaskCase {
        kind: MaskKind::Boolean,
        kept: [true, true, true, false],
        scale: None,
    },
    ColumnMaskCase {
        kind: MaskKind::Additive,
        kept: [true, false, true, false],
        scale: Some(1.5),
    },
    // Every axis kept, a negative scale (the kernel's `-inf` must not flip sign), and one fully
    // masked column.
    ColumnMaskCase {
        kind: MaskKind::Boolean,
        kept: [true, true, true, true],
        scale: Some(-0.5),
    },
];

/// Masks along a non-last axis, read in place by the column strategy, against the oracle: a
/// tensor `[outer 0, outer 1, len, inner]` (the outer axes making two mask terms), additive and
/// boolean masks kept or broadcast along each axis (a broadcast inner axis is read one element
/// for every lane), a fully masked column, NaN and infinities under a boolean mask; every
/// dtype, both kinds, held and streamed columns (see `column_requests`).
#[test]
fn column_masks_match_the_oracle() {
    require_device();
    let client = client();
    let shapes = [[2, 3, 37, 12], [2, 1, 300, 4]];
    for &dtype in Dtype::ON_DEVICE {
        for request in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax]
            .into_iter()
            .flat_map(column_requests)
        {
            for (shape_index, shape) in shapes.into_iter().enumerate() {
                for (case_index, case) in COLUMN_MASK_CASES.into_iter().enumerate() {
                    check_column_mask(
                        &client,
                        shape,
                        dtype,
                        case,
                        request,
                        shape_index + case_index,
                    );
                }
            }
        }
    }
}

/// One case of `column_masks_match_the_oracle`.
fn check_column_mask(
    client: &ComputeClient<TestRuntime>,
    shape: [usize; 4],
    dtype: Dtype,
    case: ColumnMaskCase,
    request: ColumnRequest,
    seed: usize,
) {
    let kind = request.kind;
    let [outer_0, outer_1, len, inner] = shape;
    let outer = outer_0 * outer_1;
    let total = outer * len * inner;
    let mut random = XorShift::new((total + seed) as u64);
    let raw = random.vec(total, 6.0);
    // The mask in its own shape, row-major, and where each element of the input finds it.
    let mask_shape: Vec<usize> = shape
        .iter()
        .zip(case.kept)
        .map(|(&size, kept)| if kept { size } else { 1 })
        .collect();
    let mut mask_strides = [0usize; 4];
    let mut stride = 1;
    for axis in (0..4).rev() {
        mask_strides[axis] = if mask_shape[axis] == 1 { 0 } else { stride };
        stride *= mask_shape[axis];
    }
    let mask_len = stride;
    let mask_index = |o0: usize, o1: usize, l: usize, i: usize| {
        o0 * mask_strides[0] + o1 * mask_strides[1] + l * mask_strides[2] + i * mask_strides[3]
    };
    let index =
        |o0: usize, o1: usize, l: usize, i: usize| ((o0 * outer_1 + o1) * len + l) * inner + i;
    let mut terms = [OffsetTerm::UNUSED; OFFSET_TERMS];
    let mut used = 0;
    for (axis, div, size) in [(1, 1, outer_1), (0, outer_1, outer_0)] {
        if mask_strides[axis] != 0 {
            terms[used] = OffsetTerm {
                div,
                len: size,
                stride: mask_strides[axis],
            };
            used += 1;
        }
    }

    let scale = case.scale.unwrap_or(1.0);
    let (mut x_bytes, x) = dtype.encode(&raw);
    let mut scores: Vec<f64> = x.iter().map(|&v| (v as f32 * scale) as f64).collect();
    let (mask_bytes, mask_dtype) = match case.kind {
        MaskKind::Additive => {
            let (bytes, rounded, mask_dtype) =
                additive_mask_values(mask_len, dtype, seed, &mut random);
            // Each score rounded to f32 as the kernel computes it: a mask broadcast along the
            // softmax axis shifts a whole column by as much as 1e4, where an f32 step is 1e-3,
            // which the f64 oracle would otherwise count against the kernel.
            for_each_element(shape, |o0, o1, l, i| {
                let at = index(o0, o1, l, i);
                scores[at] = (scores[at] as f32 + rounded[mask_index(o0, o1, l, i)] as f32) as f64;
            });
            (bytes, mask_dtype.storage())
        }
        _ => {
            let mut values: Vec<u32> = (0..mask_len).map(|m| u32::from(m % 3 == 1)).collect();
            if case.kept == [true; 4] {
                // Column (0, 0, ·, 0) fully masked.
                for l in 0..len {
                    values[mask_index(0, 0, l, 0)] = 1;
                }
            }
            let mut poisoned = raw.clone();
            for_each_element(shape, |o0, o1, l, i| {
                let at = index(o0, o1, l, i);
                if values[mask_index(o0, o1, l, i)] != 0 {
                    scores[at] = f64::NEG_INFINITY;
                    poisoned[at] = poison(raw[at], at);
                }
            });
            x_bytes = dtype.encode(&poisoned).0;
            let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
            (bytes, u32::as_type_native_unchecked().storage_type())
        }
    };
    let problem = ColumnProblem {
        scale: case.scale,
        mask: Some(ColumnMaskLayout {
            kind: case.kind,
            dtype: mask_dtype,
            terms,
            len_stride: mask_strides[2],
            broadcast_inner: !case.kept[3],
        }),
        ..ColumnProblem::contiguous(outer, len, inner, dtype.storage())
    };
    let plan = plan_columns(client, &problem, &request).expect("plan");
    let input = client.create_from_slice(&x_bytes);
    let mask = client.create_from_slice(&mask_bytes);
    let output = client.empty(total * dtype.storage().size());
    launch_fused_softmax_columns(
        client,
        input,
        Some(mask),
        output.clone(),
        &problem,
        &request,
    )
    .expect("launch");
    let actual = dtype.decode(&client.read_one(output).expect("read back"));
    // The oracle column by column, as rows of `len`.
    let mut columns = Vec::with_capacity(total);
    let mut got = Vec::with_capacity(total);
    for o in 0..outer {
        for i in 0..inner {
            for l in 0..len {
                columns.push(scores[(o * len + l) * inner + i]);
                got.push(actual[(o * len + l) * inner + i]);
            }
        }
    }
    let expected = oracle_of_scores(&columns, len, kind);
    let what = format!("{kind:?} {dtype:?} {shape:?} {case:?} via {plan}, columns");
    assert_close(&got, &expected, len, dtype, kind, &what);
}

/// Calls `visit` with every index `(o0, o1, l, i)` of `shape`.
fn for_each_element(shape: [usize; 4], mut visit: impl FnMut(usize, usize, usize, usize)) {
    for o0 in 0..shape[0] {
        for o1 in 0..shape[1] {
            for l in 0..shape[2] {
                for i in 0..shape[3] {
                    visit(o0, o1, l, i);
                }
            }
        }
    }
}
