//! The fused backward kernels against an f64 oracle, on every path and dtype the runtime has.

use cubemax_kernels::{
    BackwardProblem, CausalLimit, ColumnProblem, ColumnRequest, ColumnStrides, DeviceProfile,
    LaunchPlan, LaunchRequest, MergePath, OffsetTerm, RowProblem, RowStarts, SoftmaxError,
    SoftmaxKind, Strategy, launch_softmax_backward, launch_softmax_backward_columns,
    launch_softmax_columns, plan_backward, plan_backward_columns, plan_backward_on, plan_launch_on,
};

use crate::common::{ColumnsAt, Dtype, SlicedView, XorShift, client, oracle};
use crate::kernels::{column_requests, compiled_plane_width};

/// The paths the backward has: the planner's choice (split-row with the device's merge for the
/// longest rows), plane segments, a cube per row with either merge, and split-row with the plane
/// merge.
const PATHS: [(Option<Strategy>, Option<MergePath>); 5] = [
    (None, None),
    (Some(Strategy::PlanePerRow), Some(MergePath::Plane)),
    (Some(Strategy::CubePerRow), Some(MergePath::Plane)),
    (Some(Strategy::CubePerRow), Some(MergePath::SharedMemory)),
    (Some(Strategy::SplitRow), Some(MergePath::Plane)),
];

/// (rows, row length): one element, tails of every width, rows not filling a plane, and rows
/// longer than the planner's one-cube capacity (split-row's; a forced cube-per-row may still hold
/// them).
const SHAPES: [(usize, usize); 7] = [
    (1, 1),
    (3, 7),
    (5, 33),
    (64, 1000),
    (4, 4096),
    (2, 20_000),
    (2, 50_257),
];

/// The backward in f64 from the `y` and `dy` the kernel sees, and for each row the scale its
/// errors are measured against: the largest term of the tail (`|y| * (|dy| + |sum|)` for softmax,
/// `|dy| + exp(y) * |sum|` for log-softmax). A gradient can be far smaller than its terms (they
/// cancel where `y` is concentrated), and f32 arithmetic errs relative to the terms.
fn backward_oracle(
    y: &[f64],
    dy: &[f64],
    row_len: usize,
    kind: SoftmaxKind,
) -> (Vec<f64>, Vec<f64>) {
    let mut scales = Vec::new();
    let dx = y
        .chunks(row_len)
        .zip(dy.chunks(row_len))
        .flat_map(|(y, dy)| {
            let sum: f64 = match kind {
                SoftmaxKind::Softmax => y.iter().zip(dy).map(|(y, dy)| y * dy).sum(),
                SoftmaxKind::LogSoftmax => dy.iter().sum(),
            };
            let term = |y: f64, dy: f64| match kind {
                SoftmaxKind::Softmax => y.abs() * (dy.abs() + sum.abs()),
                SoftmaxKind::LogSoftmax => dy.abs() + y.exp() * sum.abs(),
            };
            scales.push(
                y.iter()
                    .zip(dy)
                    .fold(1e-30f64, |m, (&y, &dy)| m.max(term(y, dy))),
            );
            y.iter()
                .zip(dy)
                .map(|(y, dy)| match kind {
                    SoftmaxKind::Softmax => y * (dy - sum),
                    SoftmaxKind::LogSoftmax => dy - y.exp() * sum,
                })
                .collect::<Vec<_>>()
        })
        .collect();
    (dx, scales)
}

/// Relative tolerance of a gradient against its row's scale (see [`backward_oracle`]): the
/// output's rounding to the dtype, and the f32 sum's.
fn tolerance(dtype: Dtype) -> f64 {
    match dtype {
        Dtype::F32 => 2e-5,
        Dtype::F16 => 2e-3,
        Dtype::BF16 => 1.6e-2,
    }
}

fn assert_gradient_close(
    actual: &[f64],
    (expected, scales): &(Vec<f64>, Vec<f64>),
    row_len: usize,
    dtype: Dtype,
    what: &str,
) {
    assert_eq!(actual.len(), expected.len(), "{what}: length");
    let rows = actual
        .chunks(row_len)
        .zip(expected.chunks(row_len))
        .zip(scales);
    for (row, ((actual, expected), scale)) in rows.enumerate() {
        for (index, (&a, &e)) in actual.iter().zip(expected).enumerate() {
            assert!(
                (a - e).abs() <= tolerance(dtype) * scale,
                "{what}: row {row} element {index}: got {a}, expected {e} (row scale {scale})"
            );
        }
    }
}

/// A backward problem's inputs: `y` is the forward of random scores (rounded to the dtype on
/// upload, which the oracle then sees), `dy` is random.
fn inputs(rows: usize, row_len: usize, kind: SoftmaxKind, seed: u64) -> (Vec<f32>, Vec<f32>) {
    let mut rng = XorShift::new(seed);
    let x: Vec<f64> = rng
        .vec(rows * row_len, 8.0)
        .iter()
        .map(|&v| v as f64)
        .collect();
    let y: Vec<f32> = oracle(&x, row_len, kind)
        .iter()
        .map(|&v| v as f32)
        .collect();
    let dy = rng.vec(rows * row_len, 1.0);
    (y, dy)
}

/// What [`try_backward`] returns: `dx` (decoded, gaps included), the rounded `y` and `dy`, the
/// plan.
type BackwardRun = (Vec<f64>, Vec<f64>, Vec<f64>, LaunchPlan);

/// Runs the backward on the device with rows `stride` elements apart in all three buffers;
/// returns `dx` (with the gaps, decoded), the rounded `y` and `dy`, and the plan.
fn try_backward(
    y: &[f32],
    dy: &[f32],
    row_len: usize,
    stride: usize,
    dtype: Dtype,
    request: LaunchRequest,
) -> Result<BackwardRun, SoftmaxError> {
    let client = client();
    let rows = y.len() / row_len;
    let spread = |values: &[f32], fill: f32| -> Vec<f32> {
        let mut out = vec![fill; rows * stride];
        for (row, chunk) in values.chunks(row_len).enumerate() {
            out[row * stride..row * stride + row_len].copy_from_slice(chunk);
        }
        out
    };
    let problem = BackwardProblem {
        y_rows: RowStarts::Strided(stride),
        dy_rows: RowStarts::Strided(stride),
        dx_row_stride: stride,
        ..BackwardProblem::contiguous(rows, row_len, dtype.storage())
    };
    // The gaps of y and dy hold NaN: a kernel that read them would poison a row.
    let (y_bytes, y_rounded) = dtype.encode(&spread(y, f32::NAN));
    let (dy_bytes, dy_rounded) = dtype.encode(&spread(dy, f32::NAN));
    let (dx_bytes, _) = dtype.encode(&vec![7.0; rows * stride]);
    let plan = plan_backward(&client, &problem, &request)?;
    let dx = launch_and_read(&y_bytes, &dy_bytes, &dx_bytes, &problem, &plan, dtype);
    Ok((dx, y_rounded, dy_rounded, plan))
}

/// Uploads `y`, `dy` and `dx` (encoded in `dtype`), launches `plan` on them, and returns `dx`
/// decoded.
fn launch_and_read(
    y: &[u8],
    dy: &[u8],
    dx: &[u8],
    problem: &BackwardProblem,
    plan: &LaunchPlan,
    dtype: Dtype,
) -> Vec<f64> {
    let client = client();
    let dx = client.create_from_slice(dx);
    launch_softmax_backward(
        &client,
        client.create_from_slice(y),
        client.create_from_slice(dy),
        dx.clone(),
        problem,
        plan,
    )
    .expect("launch");
    dtype.decode(&client.read_one(dx).expect("read back"))
}

/// Keeps the first `row_len` elements of each row of `stride`.
fn packed(values: &[f64], row_len: usize, stride: usize) -> Vec<f64> {
    values
        .chunks(stride)
        .flat_map(|row| row[..row_len].to_vec())
        .collect()
}

fn check_every_path(dtype: Dtype, kind: SoftmaxKind) {
    // The plane path with the plane's width compiled in, and read at run time.
    let variants = PATHS.iter().enumerate().flat_map(|(path_index, &path)| {
        let plane = path.1 == Some(MergePath::Plane);
        [(path_index, path, false), (path_index, path, true)]
            .into_iter()
            .filter(move |&(_, _, at_run_time)| plane || !at_run_time)
    });
    for (path_index, (strategy, merge), width_at_run_time) in variants {
        for (shape_index, &(rows, row_len)) in SHAPES.iter().enumerate() {
            let seed = (path_index * 100 + shape_index + 50 * width_at_run_time as usize) as u64;
            let (y, dy) = inputs(rows, row_len, kind, seed);
            let request = LaunchRequest {
                strategy,
                merge,
                plane_width_at_run_time: width_at_run_time,
                ..LaunchRequest::new(kind)
            };
            let what = format!(
                "{dtype:?} {kind:?} {rows}x{row_len} {strategy:?} {merge:?}, plane width at run \
                 time: {width_at_run_time}"
            );
            match try_backward(&y, &dy, row_len, row_len, dtype, request) {
                Ok((dx, y, dy, plan)) => {
                    let what = format!("{what} [{plan}]");
                    assert_eq!(
                        plan.plane_width,
                        compiled_plane_width(plan.merge, width_at_run_time),
                        "{what}"
                    );
                    assert_gradient_close(
                        &dx,
                        &backward_oracle(&y, &dy, row_len, kind),
                        row_len,
                        dtype,
                        &what,
                    );
                }
                // Only a row longer than a forced strategy can hold may be refused, with a
                // `strategy:` error; the planner splits what one cube does not hold.
                Err(error @ SoftmaxError::RowTooLong { max_row_len, .. }) => {
                    assert!(row_len > max_row_len, "{what}: {error}");
                    assert!(error.to_string().starts_with("strategy:"), "{error}");
                    assert!(strategy.is_some(), "{what}: {error}");
                }
                Err(error) => panic!("{what}: {error}"),
            }
        }
    }
}

#[test]
fn softmax_backward_matches_oracle_on_every_path() {
    for &dtype in Dtype::ON_DEVICE {
        check_every_path(dtype, SoftmaxKind::Softmax);
    }
}

#[test]
fn log_softmax_backward_matches_oracle_on_every_path() {
    for &dtype in Dtype::ON_DEVICE {
        check_every_path(dtype, SoftmaxKind::LogSoftmax);
    }
}

/// Pitched rows in all three buffers: the gaps of `y` and `dy` (NaN) are never read, and the
/// gap of `dx` past the last vector is never written.
#[test]
fn backward_reads_and_writes_pitched_rows_in_place() {
    let (rows, row_len, stride) = (5, 33, 44);
    for &(strategy, merge) in &PATHS[1..] {
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            let (y, dy) = inputs(rows, row_len, kind, 5);
            let request = LaunchRequest {
                strategy,
                merge,
                ..LaunchRequest::new(kind)
            };
            let (dx, y, dy, plan) =
                try_backward(&y, &dy, row_len, stride, Dtype::F32, request).expect("plan");
            let what = format!("{kind:?} [{plan}]");
            let (y, dy) = (packed(&y, row_len, stride), packed(&dy, row_len, stride));
            assert_gradient_close(
                &packed(&dx, row_len, stride),
                &backward_oracle(&y, &dy, row_len, kind),
                row_len,
                Dtype::F32,
                &what,
            );
            let written = row_len.div_ceil(plan.vector_size) * plan.vector_size;
            for row in dx.chunks(stride) {
                assert!(
                    row[written..].iter().all(|&v| v == 7.0),
                    "{what}: gap written"
                );
            }
        }
    }
}

/// `y` and `dy` found by terms ([`SlicedView`]: a slice along an outer axis and a broadcast
/// axis, read in place), or `y` by terms and `dy` back to back, on every path and on exchanged
/// chunks with staged pages, in every dtype and kind: `dx`, written back to back, matches the
/// oracle of the view's rows. The parent's rows the view does not reach hold `NaN`.
#[test]
fn backward_rows_found_by_terms_on_every_path() {
    let client = client();
    let units = 4 * client.properties().hardware.plane_size_max;
    let view = SlicedView {
        row_len: 1003,
        pitch: 1008,
    };
    let rows = SlicedView::ROWS;
    for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
        let chunked = LaunchRequest {
            units_per_cube: Some(units),
            staged_pages: Some(1),
            chunks_per_row: Some(3),
            ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, MergePath::Plane)
        };
        let requests = PATHS
            .iter()
            .filter(|(strategy, _)| *strategy != Some(Strategy::PlanePerRow))
            .map(|&(strategy, merge)| LaunchRequest {
                strategy,
                merge,
                ..LaunchRequest::new(kind)
            })
            .chain([chunked]);
        for (index, request) in requests.enumerate() {
            for &dtype in Dtype::ON_DEVICE {
                for dy_by_terms in [true, false] {
                    let mut rng = XorShift::new(60 + index as u64);
                    // `y` is the forward of the view's rows, laid out in the parent as they are.
                    let x = view.gather(&dtype.encode(&view.parent(&mut rng, 8.0)).1);
                    let mut y_parent = vec![f32::NAN; view.parent_len()];
                    let y_rows = oracle(&x, view.row_len, kind);
                    for (row, values) in y_rows.chunks(view.row_len).enumerate() {
                        let start = view.start(row);
                        for (slot, &value) in y_parent[start..].iter_mut().zip(values) {
                            *slot = value as f32;
                        }
                    }
                    let (dy_bytes, dy_rounded) = if dy_by_terms {
                        let (bytes, rounded) = dtype.encode(&view.parent(&mut rng, 1.0));
                        (bytes, view.gather(&rounded))
                    } else {
                        dtype.encode(&rng.vec(rows * view.row_len, 1.0))
                    };
                    let (y_bytes, y_rounded) = dtype.encode(&y_parent);
                    let problem = BackwardProblem {
                        y_rows: RowStarts::Terms(view.terms()),
                        dy_rows: if dy_by_terms {
                            RowStarts::Terms(view.terms())
                        } else {
                            RowStarts::Strided(view.row_len)
                        },
                        ..BackwardProblem::contiguous(rows, view.row_len, dtype.storage())
                    };
                    let plan = plan_backward(&client, &problem, &request).expect("plan");
                    let (dx_bytes, _) = dtype.encode(&vec![7.0; rows * view.row_len]);
                    let dx =
                        launch_and_read(&y_bytes, &dy_bytes, &dx_bytes, &problem, &plan, dtype);
                    let what = format!("{dtype:?} {kind:?} dy by terms {dy_by_terms} [{plan}]");
                    assert_gradient_close(
                        &dx,
                        &backward_oracle(&view.gather(&y_rounded), &dy_rounded, view.row_len, kind),
                        view.row_len,
                        dtype,
                        &what,
                    );
                }
            }
        }
    }
}

/// Every strategy of the backward with its grid bounded to 1 and 3 cubes, so each cube steps
/// over several rows (or chunks): every row's gradient must still match the oracle.
#[test]
fn bounded_backward_grids_step_over_every_row() {
    let plane = client().properties().hardware.plane_size_max;
    for &(strategy, merge) in &PATHS[1..] {
        // Plane-per-row holds a short row in part of a plane, several rows per cube: one plane
        // per cube and enough rows to need more than 3 cubes.
        let (rows, row_len, units) = if strategy == Some(Strategy::PlanePerRow) {
            (64, 40, Some(plane))
        } else {
            (7, 3000, None)
        };
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            let (y, dy) = inputs(rows, row_len, kind, 13);
            for max_cubes in [1, 3] {
                let request = LaunchRequest {
                    strategy,
                    merge,
                    units_per_cube: units,
                    max_cubes: Some(max_cubes),
                    ..LaunchRequest::new(kind)
                };
                let (dx, y, dy, plan) =
                    try_backward(&y, &dy, row_len, row_len, Dtype::F32, request).expect("plan");
                let what = format!("{kind:?} {rows}x{row_len} [{plan}]");
                assert_eq!(plan.cubes, max_cubes, "{what}");
                assert_gradient_close(
                    &dx,
                    &backward_oracle(&y, &dy, row_len, kind),
                    row_len,
                    Dtype::F32,
                    &what,
                );
            }
        }
    }
}

/// Cube-per-row backward with rows cut into chunks held by different cubes, which add their chunk
/// sums through the exchange: every dtype, kind and merge path, staged pages too, a grid of 4 cubes
/// stepping over 5 rows of 2 chunks, and a single cube that never finds the later chunks' sums (it
/// computes them), whole rows staged in a cube of three planes, and chunks at eight loads a unit
/// with one staged page of eight (the f32 softmax planner's for long rows, `dy` read again and
/// staged) and with two (the f32 log-softmax planner's on a grid of one cube per chunk);
/// softmax's staged chunks read `dy` again by turns, and the tails that read a buffer issue their
/// loads ahead by turns (each shape both ways over the dtypes). Every row's gradient must match
/// the oracle.
#[test]
fn exchanged_backward_matches_the_oracle() {
    let plane = client().properties().hardware.plane_size_max;
    // (rows, row length, chunks, staged pages, most cubes, planes per cube, loads per unit).
    let shapes = [
        (3, 1000, 2, 0, None, 4, None),
        (2, 1003, 3, 1, None, 4, None),
        (5, 1000, 2, 0, Some(4), 4, None),
        (3, 1003, 3, 1, Some(1), 4, None),
        (3, 1001, 1, 2, Some(2), 3, None),
        // Eight loads a unit and a staged page of eight, `dy` read again: the f32 softmax
        // planner's chunks of 64-256 long rows, at a plane's scale (the page part filled).
        (3, 4000, 2, 1, None, 4, Some(8)),
        // The same, `dy` staged with `y`: the f32 softmax planner's chunks in twin 256-unit cubes.
        (4, 3900, 2, 1, None, 4, Some(8)),
        // Eight loads a unit and two staged pages of eight: the f32 log-softmax planner's chunks
        // on a grid of one cube per chunk, at a plane's scale (the second page part filled).
        (3, 7500, 3, 2, None, 4, Some(8)),
    ];
    for (dtype_index, &dtype) in Dtype::ON_DEVICE.iter().enumerate() {
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            for merge in [MergePath::Plane, MergePath::SharedMemory] {
                for (index, &(rows, row_len, chunks, pages, max_cubes, planes, loads)) in
                    shapes.iter().enumerate()
                {
                    let (y, dy) = inputs(rows, row_len, kind, 40 + index as u64);
                    // The staged chunks read `dy` again by turns (softmax; log-softmax ignores it).
                    let dy_read_again = index % 2 == 1;
                    let tail_loads_ahead = (index + dtype_index) % 2 == 1;
                    let request = LaunchRequest {
                        units_per_cube: Some(planes * plane),
                        loads_per_unit: loads,
                        staged_pages: Some(pages),
                        chunks_per_row: Some(chunks),
                        max_cubes,
                        dy_read_again: Some(dy_read_again),
                        tail_loads_ahead: Some(tail_loads_ahead),
                        ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, merge)
                    };
                    let (dx, y, dy, plan) =
                        try_backward(&y, &dy, row_len, row_len, dtype, request).expect("plan");
                    let what = format!("{dtype:?} {kind:?} {rows}x{row_len} [{plan}]");
                    let cubes = max_cubes.map_or(rows * chunks, |most| most as usize);
                    assert_eq!(
                        (plan.chunks, plan.cubes as usize),
                        (chunks, cubes),
                        "{what}"
                    );
                    if let Some(loads) = loads {
                        assert_eq!(plan.loads_per_unit, loads, "{what}");
                    }
                    assert_eq!(
                        plan.dy_read_again,
                        dy_read_again && pages > 0 && kind == SoftmaxKind::Softmax,
                        "{what}"
                    );
                    let tail_reads = kind == SoftmaxKind::LogSoftmax || plan.dy_read_again;
                    assert_eq!(
                        plan.tail_loads_ahead,
                        tail_loads_ahead && pages > 0 && tail_reads,
                        "{what}"
                    );
                    assert_gradient_close(
                        &dx,
                        &backward_oracle(&y, &dy, row_len, kind),
                        row_len,
                        dtype,
                        &what,
                    );
                }
            }
        }
    }
}

/// Under a causal limit the backward reads neither `y` nor `dy` past it and writes 0 there, and
/// its sums run over the kept keys alone: `y` and `dy` past the limit hold NaN, which would poison
/// a row's sum or its element if read, and `dx` starts as 7. Every path (planes, a cube per row
/// with either merge, staged pages, exchanged chunks with and without the fallback that computes
/// the chunks it does not find, exchanged chunks reading `dy` again, split-row), dtype and kind,
/// with limits that keep no key, part of a vector, part of a page or chunk, and the whole row.
/// The staged and exchanged paths issue their tail's loads ahead on every other dtype.
#[test]
fn causal_backward_reads_nothing_past_the_limit() {
    let plane = client().properties().hardware.plane_size_max;
    let queries = 5;
    let rows = 2 * queries;
    let paths = |kind, tail_loads_ahead| {
        let cube = |merge| LaunchRequest::new(kind).forced(Strategy::CubePerRow, merge);
        let staged = LaunchRequest {
            units_per_cube: Some(4 * plane),
            staged_pages: Some(2),
            tail_loads_ahead: Some(tail_loads_ahead),
            ..cube(MergePath::Plane)
        };
        let exchanged = |max_cubes| LaunchRequest {
            chunks_per_row: Some(3),
            max_cubes,
            ..staged
        };
        [
            (
                40,
                LaunchRequest::new(kind).forced(Strategy::PlanePerRow, MergePath::Plane),
            ),
            (1000, cube(MergePath::Plane)),
            (1000, cube(MergePath::SharedMemory)),
            (3000, staged),
            (3000, exchanged(None)),
            (3000, exchanged(Some(1))),
            (
                3000,
                LaunchRequest {
                    dy_read_again: Some(true),
                    ..exchanged(None)
                },
            ),
            (
                3001,
                LaunchRequest::new(kind).forced(Strategy::SplitRow, MergePath::Plane),
            ),
        ]
    };
    for (dtype_index, &dtype) in Dtype::ON_DEVICE.iter().enumerate() {
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            let tail_loads_ahead = dtype_index % 2 == 1;
            for (path, (row_len, request)) in paths(kind, tail_loads_ahead).into_iter().enumerate()
            {
                let len = row_len as i64;
                for offset in [-3, len / 3 + 1, 2 * len / 3 - 2, len - 3] {
                    let kept = |row: usize| ((row % queries) as i64 + offset + 1).clamp(0, len);
                    let mut rng = XorShift::new(70 + path as u64);
                    let (mut y, mut dy) = (Vec::new(), Vec::new());
                    for row in 0..rows {
                        let kept = kept(row) as usize;
                        let x: Vec<f64> = rng.vec(kept, 8.0).iter().map(|&v| v as f64).collect();
                        y.extend(oracle(&x, kept.max(1), kind).iter().map(|&v| v as f32));
                        y.resize((row + 1) * row_len, f32::NAN);
                        dy.extend(rng.vec(kept, 1.0));
                        dy.resize((row + 1) * row_len, f32::NAN);
                    }
                    let problem = BackwardProblem {
                        causal: Some(CausalLimit { queries, offset }),
                        ..BackwardProblem::contiguous(rows, row_len, dtype.storage())
                    };
                    let plan = plan_backward(&client(), &problem, &request).expect("plan");
                    let what =
                        format!("{dtype:?} {kind:?} {rows}x{row_len} offset {offset} [{plan}]");
                    let ((y_bytes, y), (dy_bytes, dy)) = (dtype.encode(&y), dtype.encode(&dy));
                    let (dx_bytes, _) = dtype.encode(&vec![7.0; rows * row_len]);
                    let dx =
                        launch_and_read(&y_bytes, &dy_bytes, &dx_bytes, &problem, &plan, dtype);
                    for row in 0..rows {
                        let (start, kept) = (row * row_len, kept(row) as usize);
                        let past = &dx[start + kept..start + row_len];
                        assert!(
                            past.iter().all(|&v| v == 0.0),
                            "{what}: row {row} past its {kept} kept keys: {past:?}"
                        );
                        if kept > 0 {
                            let within = start..start + kept;
                            assert_gradient_close(
                                &dx[within.clone()],
                                &backward_oracle(&y[within.clone()], &dy[within], kept, kind),
                                kept,
                                dtype,
                                &format!("{what}: row {row}"),
                            );
                        }
                    }
                }
            }
        }
    }
}

/// Split-row chunks of 32 units with one vector each, far more chunks per row than units: each
/// unit of the second pass adds several chunk sums before the cube merges them.
#[test]
fn split_row_backward_adds_more_chunks_than_units() {
    let (rows, row_len) = (3, 5000);
    for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
        let (y, dy) = inputs(rows, row_len, kind, 11);
        let request = LaunchRequest {
            units_per_cube: Some(32),
            loads_per_unit: Some(1),
            ..LaunchRequest::new(kind).forced(Strategy::SplitRow, MergePath::SharedMemory)
        };
        let (dx, y, dy, plan) =
            try_backward(&y, &dy, row_len, row_len, Dtype::F32, request).expect("plan");
        assert!(plan.chunks > 32, "{plan}");
        assert_gradient_close(
            &dx,
            &backward_oracle(&y, &dy, row_len, kind),
            row_len,
            Dtype::F32,
            &format!("{kind:?} [{plan}]"),
        );
    }
}

/// Cube-per-row with pages of `y` and `dy` staged in shared memory (how the planner holds rows
/// longer than registers hold), forced on small rows: every dtype and kind, softmax staging both
/// buffers or `y` alone (reading `dy` again), both merge paths, rows that end in the register
/// page, in a staged page, and inside a vector. One shape bounds the grid to 2 cubes, so a cube
/// stores one row's pages while it loads and stages the next row's into the same slots. The
/// tails that read a buffer issue their loads ahead by turns (each shape both ways over the
/// dtypes).
#[test]
fn staged_backward_matches_the_oracle() {
    let units = 4 * client().properties().hardware.plane_size_max;
    // (rows, row length, staged pages, most cubes).
    let shapes = [
        (3, 1000, 1, None),
        (2, 1003, 3, None),
        (1, 130, 3, None),
        (5, 1003, 2, Some(2)),
    ];
    // Softmax stages both buffers, or `y` alone and reads `dy` again; log-softmax stages `dy`.
    let ways = [
        (SoftmaxKind::Softmax, false),
        (SoftmaxKind::Softmax, true),
        (SoftmaxKind::LogSoftmax, false),
    ];
    for (dtype_index, &dtype) in Dtype::ON_DEVICE.iter().enumerate() {
        for (kind, dy_read_again) in ways {
            for merge in [MergePath::Plane, MergePath::SharedMemory] {
                for (index, &(rows, row_len, pages, max_cubes)) in shapes.iter().enumerate() {
                    let (y, dy) = inputs(rows, row_len, kind, 40 + index as u64);
                    let tail_loads_ahead = (index + dtype_index) % 2 == 1;
                    let request = LaunchRequest {
                        units_per_cube: Some(units),
                        staged_pages: Some(pages),
                        max_cubes,
                        dy_read_again: Some(dy_read_again),
                        tail_loads_ahead: Some(tail_loads_ahead),
                        ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, merge)
                    };
                    let (dx, y, dy, plan) =
                        try_backward(&y, &dy, row_len, row_len, dtype, request).expect("plan");
                    let what = format!("{dtype:?} {kind:?} {rows}x{row_len} [{plan}]");
                    assert_eq!(plan.staged_pages, pages, "{what}");
                    assert_eq!(plan.dy_read_again, dy_read_again, "{what}");
                    let tail_reads = kind == SoftmaxKind::LogSoftmax || dy_read_again;
                    assert_eq!(
                        plan.tail_loads_ahead,
                        tail_loads_ahead && tail_reads,
                        "{what}"
                    );
                    assert_eq!(
                        plan.cubes as usize,
                        max_cubes.map_or(rows, |most| most as usize),
                        "{what}"
                    );
                    assert_gradient_close(
                        &dx,
                        &backward_oracle(&y, &dy, row_len, kind),
                        row_len,
                        dtype,
                        &what,
                    );
                }
            }
        }
    }

    // Too many pages, or pages for split-row, are refused by name before anything runs.
    let problem = BackwardProblem::contiguous(2, 1000, Dtype::F32.storage());
    for (strategy, pages) in [(Strategy::SplitRow, 1), (Strategy::CubePerRow, 9)] {
        let request = LaunchRequest {
            staged_pages: Some(pages),
            ..LaunchRequest::new(SoftmaxKind::Softmax).forced(strategy, MergePath::SharedMemory)
        };
        let error = plan_backward(&client(), &problem, &request).unwrap_err();
        assert!(error.to_string().starts_with("staged_pages:"), "{error}");
    }
}

/// The planner holds a row in one cube (registers, then pages of `y` and `dy` staged in shared
/// memory) while the cube can, and cuts it into chunks beyond (exchanging their sums where the
/// device says its SM count, split-row elsewhere); every plan covers the row.
#[test]
fn backward_planner_stages_then_splits() {
    let client = client();
    for &dtype in Dtype::ON_DEVICE {
        for row_len in [20_000, 40_000, 70_000, 140_000] {
            let problem = BackwardProblem::contiguous(512, row_len, dtype.storage());
            let plan = plan_backward(&client, &problem, &LaunchRequest::new(SoftmaxKind::Softmax))
                .expect("plan");
            let vectors = plan.units_per_cube as usize * plan.loads_per_unit * plan.vector_size;
            match plan.strategy {
                Strategy::CubePerRow => {
                    assert!(
                        vectors * (plan.staged_pages + 1) * plan.chunks >= row_len,
                        "{dtype:?}: {plan}"
                    )
                }
                Strategy::SplitRow => assert!(vectors * plan.chunks >= row_len, "{plan}"),
                Strategy::PlanePerRow => panic!("{dtype:?} {row_len}: {plan}"),
            }
        }
    }
    // On an H100's or H200's profile (`DeviceProfile::HOPPER`, so that CI's CPU device, which
    // does not say its SM count, checks these too), whose 227 KB of shared memory a cube let
    // units of 1024-unit cubes hold f32 rows of 32768 in 4 vectors + one staged page of 4, and up
    // to 36864 in 3 + two pages of 3; bf16 units hold at most 3 vectors in registers alone and
    // stage pages of 2, so rows of 32768 take 2 + one page of 2, rows up to 65536 three pages.
    // With more rows than SMs (fewer than eight per SM), bf16 log-softmax rows of 32768 go to
    // 256-unit cubes instead, two per SM, at 4 vectors + 3 pages of 4.
    // With eight rows per SM or more, 16-bit rows of 16385-32768 that eight vectors a unit hold
    // filling seven eighths of whole planes are held whole in registers that way (`y` and `dy`),
    // no page staged: 16384 x 32000 in 512 units, 8192 x 20000 in 320; the softmax backward's
    // rows that the largest cube would stage (24577-32768) from more rows than SMs (256 x 32000
    // and 1024 x 32768 in 512 units), where log-softmax keeps the 256-unit pairs.
    // Longer rows are cut into two chunks exchanging their sums, but f32 softmax rows that staging
    // both buffers would cut stage `y` alone and read `dy` again, so that a cube holds twice as
    // much. Where the chunks of twin 256-unit cubes at eight vectors a unit and one staged page of
    // `y` and `dy` each (16384 elements) fill every SM twice, such rows go to those cubes on a grid
    // of one cube per chunk, `dy` staged: 512 and 4096 x 40000 in 3 chunks, 64 x 151936 in 10,
    // 66 x 50260 in 4 (264 chunks), 27 x 151936 in 10 (270). Where they do not (65 x 50260, 260
    // chunks; 26 x 151936, 260), f32 softmax rows of more than 32768 elements and at most two
    // per SM go to 512-unit cubes at eight vectors a unit and one staged page of eight, `dy`
    // read again, in as many chunks as that takes (65 x 50260 in 2, 16 x 262144 in 8), where the
    // chunks' last wave over the exchange's grid fills three quarters of the SMs (26 x 151936:
    // 130 cubes); the others keep the plan (16 x 151936, 8 chunks of 3 vectors and a page).
    // Rows longer than 64 twin chunks hold (1048576 elements) whose fewest such chunks leave the
    // last wave short, where the plan staged three pages and ran its chunks in rounds, take the
    // count whose rounds leave the fewest SMs idle (10 x 1310720 in 64, not the fewest 40).
    // f32 log-softmax chunks that one cube per SM would take in three rounds or more go on a
    // grid of one cube per chunk at eight vectors a unit in as few chunks as that takes, in
    // 256-unit cubes of at most two staged pages (256 x 131072 in 6, 96 x 200000 in 9); chunks
    // of two rounds keep their plans (log-softmax 64 x 151936 and 128 x 131072).
    // Log-softmax stages only `dy`, so the largest cube's pages hold rows twice as long: f32 rows
    // of 65536 in 4 vectors + 3 pages of 4, bf16 rows of 131072 in 2 + 7 pages of 2, and longer
    // rows in fewer chunks. Its pairs of 256-unit cubes keep softmax's rows (at most three
    // pages), where two cubes of more pages would fit. Its bf16 rows staged in pages of two
    // vectors (the largest cube's) issue each page's loads of `y` ahead of the page before's
    // stores; pages of four, f16 and f32 rows load each page just before its own stores.
    {
        use SoftmaxKind::{LogSoftmax, Softmax};
        // (`dy` read again, the tail's loads issued ahead): neither, the one, the other.
        const NEITHER: (bool, bool) = (false, false);
        const AGAIN: (bool, bool) = (true, false);
        const AHEAD: (bool, bool) = (false, true);
        for (kind, dtype, rows, row_len, units, pages, chunks, tail) in [
            (Softmax, Dtype::F32, 512, 32_768, 1024, 1, 1, NEITHER),
            (Softmax, Dtype::F32, 512, 40_000, 256, 1, 3, NEITHER),
            (Softmax, Dtype::F32, 4096, 40_000, 256, 1, 3, NEITHER),
            (Softmax, Dtype::F32, 64, 151_936, 256, 1, 10, NEITHER),
            (Softmax, Dtype::F32, 264, 151_936, 256, 1, 10, NEITHER),
            (Softmax, Dtype::F32, 27, 151_936, 256, 1, 10, NEITHER),
            (Softmax, Dtype::F32, 26, 151_936, 512, 1, 5, AGAIN),
            (Softmax, Dtype::F32, 16, 151_936, 1024, 1, 8, AGAIN),
            (Softmax, Dtype::F32, 66, 50_260, 256, 1, 4, NEITHER),
            (Softmax, Dtype::F32, 65, 50_260, 512, 1, 2, AGAIN),
            (Softmax, Dtype::F32, 48, 131_072, 256, 1, 8, NEITHER),
            (Softmax, Dtype::F32, 256, 128_256, 256, 1, 8, NEITHER),
            (Softmax, Dtype::F32, 64, 262_144, 256, 1, 16, NEITHER),
            (Softmax, Dtype::F32, 16, 262_144, 512, 1, 8, AGAIN),
            (Softmax, Dtype::F32, 10, 1_310_720, 512, 1, 64, AGAIN),
            (Softmax, Dtype::F32, 1024, 131_072, 256, 1, 8, NEITHER),
            (Softmax, Dtype::F32, 256, 32_000, 1024, 1, 1, NEITHER),
            (Softmax, Dtype::BF16, 256, 151_936, 1024, 3, 3, NEITHER),
            (Softmax, Dtype::BF16, 512, 32_768, 512, 0, 1, NEITHER),
            (Softmax, Dtype::BF16, 256, 32_000, 512, 0, 1, NEITHER),
            (Softmax, Dtype::F16, 140, 24_584, 416, 0, 1, NEITHER),
            (Softmax, Dtype::BF16, 132, 32_768, 1024, 1, 1, NEITHER),
            (Softmax, Dtype::BF16, 512, 65_536, 1024, 3, 1, NEITHER),
            (Softmax, Dtype::BF16, 512, 80_000, 1024, 2, 2, NEITHER),
            (Softmax, Dtype::BF16, 16_384, 32_000, 512, 0, 1, NEITHER),
            (LogSoftmax, Dtype::F16, 8192, 20_000, 320, 0, 1, NEITHER),
            (Softmax, Dtype::F16, 1056, 32_768, 512, 0, 1, NEITHER),
            (Softmax, Dtype::BF16, 1024, 32_768, 512, 0, 1, NEITHER),
            (LogSoftmax, Dtype::BF16, 1024, 32_768, 256, 3, 1, NEITHER),
            (Softmax, Dtype::F32, 16_384, 32_000, 1024, 1, 1, NEITHER),
            (LogSoftmax, Dtype::F32, 512, 32_768, 1024, 1, 1, NEITHER),
            (LogSoftmax, Dtype::F32, 1024, 65_536, 1024, 3, 1, NEITHER),
            (LogSoftmax, Dtype::F32, 256, 131_072, 256, 2, 6, NEITHER),
            (LogSoftmax, Dtype::F32, 96, 200_000, 256, 2, 9, NEITHER),
            (LogSoftmax, Dtype::F32, 64, 151_936, 1024, 2, 4, NEITHER),
            (LogSoftmax, Dtype::F32, 128, 131_072, 1024, 3, 2, NEITHER),
            (LogSoftmax, Dtype::BF16, 512, 32_768, 256, 3, 1, NEITHER),
            (LogSoftmax, Dtype::BF16, 256, 50_257, 1024, 3, 1, AHEAD),
            (LogSoftmax, Dtype::BF16, 512, 65_536, 1024, 3, 1, AHEAD),
            (LogSoftmax, Dtype::BF16, 256, 131_072, 1024, 7, 1, AHEAD),
            (LogSoftmax, Dtype::BF16, 64, 262_144, 1024, 7, 2, AHEAD),
            (LogSoftmax, Dtype::F16, 64, 151_936, 1024, 4, 2, NEITHER),
            (LogSoftmax, Dtype::BF16, 64, 151_936, 1024, 4, 2, AHEAD),
        ] {
            let problem = BackwardProblem::contiguous(rows, row_len, dtype.storage());
            let plan =
                plan_backward_on(&DeviceProfile::HOPPER, &problem, &LaunchRequest::new(kind))
                    .expect("plan");
            assert_eq!(
                (
                    plan.strategy,
                    plan.units_per_cube as usize,
                    plan.staged_pages,
                    plan.chunks,
                    plan.dy_read_again,
                    plan.tail_loads_ahead
                ),
                (Strategy::CubePerRow, units, pages, chunks, tail.0, tail.1),
                "{kind:?} {dtype:?} {rows}x{row_len}: {plan}"
            );
            // The rows held whole in registers without a page hold them at eight vectors, and
            // so do the f32 chunks in cubes of 512 units or fewer.
            if pages == 0 || (dtype == Dtype::F32 && units <= 512) {
                assert_eq!(
                    plan.loads_per_unit, 8,
                    "{kind:?} {dtype:?} {rows}x{row_len}: {plan}"
                );
            }
        }
    }
    // One or a few rows of a vocabulary are cut into exchanged chunks, never read twice by
    // split-row, even where the chunks the exchange first asks for are too short for a cube of
    // as many units (the bf16 row of 50257 once fell back to split-row there).
    for &dtype in Dtype::ALL {
        for rows in [1, 8] {
            for row_len in [32_000, 50_257, 128_256, 151_936] {
                let problem = BackwardProblem::contiguous(rows, row_len, dtype.storage());
                let plan = plan_backward_on(
                    &DeviceProfile::HOPPER,
                    &problem,
                    &LaunchRequest::new(SoftmaxKind::Softmax),
                )
                .expect("plan");
                let held = plan.units_per_cube as usize
                    * plan.loads_per_unit
                    * (plan.staged_pages + 1)
                    * plan.vector_size;
                assert!(
                    plan.strategy == Strategy::CubePerRow
                        && plan.chunks * held >= row_len
                        && plan.units_per_cube as usize >= plan.chunks,
                    "{dtype:?} {rows}x{row_len}: {plan}"
                );
            }
        }
    }
}

/// The backward of the column strategy (a non-last axis read in place) against the oracle:
/// `[outer, len, inner]` shapes with one-element and odd `inner`, both kinds, every dtype, with
/// and without the forward's scale (then an f32 `dx`), in the forward column tests' plans
/// ([`column_requests`]: streamed in one launch and in two, held in registers and staged); the
/// planner streams the column of 20000 elements, longer than its cubes hold, in groups of
/// segments. Then a column too long to hold, asked to be held, and groups asked of held columns
/// or out of range: refused by name.
#[test]
fn columns_backward_matches_the_oracle() {
    let client = client();
    let shapes = [
        (1, 1, 1),
        (3, 7, 1),
        (2, 5, 12),
        (4, 19, 8),
        (2, 300, 20),
        (1, 20_000, 4),
    ];
    for &dtype in Dtype::ON_DEVICE {
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            let requests = column_requests(kind);
            for (index, &(outer, len, inner)) in shapes.iter().enumerate() {
                for request in &requests {
                    let plan = plan_backward_columns(
                        &client,
                        &ColumnProblem::contiguous(outer, len, inner, dtype.storage()),
                        request,
                    );
                    // The longest column neither fits the 32-unit cubes held columns are
                    // forced into nor streams in them.
                    let Ok(plan) = plan else {
                        assert!(
                            len == 20_000 && request.units_per_cube == Some(32),
                            "{dtype:?} [{outer}, {len}, {inner}] {request:?}: {plan:?}"
                        );
                        continue;
                    };
                    if len == 20_000 && *request == ColumnRequest::new(kind) {
                        assert!(
                            plan.held_vectors == 0 && plan.len_groups > 1,
                            "a column of 20000 is streamed in groups of segments: {plan}"
                        );
                    }
                    // `y` and `dy` each row-major, pitched, or with their outer indices, inner
                    // elements or both found by terms ([`ColumnsAt`], NaN in every gap), alike
                    // or apart; `dx` row-major.
                    let cases = [
                        (None, ColumnsAt::RowMajor, ColumnsAt::RowMajor),
                        (Some(0.6f32), ColumnsAt::RowMajor, ColumnsAt::RowMajor),
                        (None, ColumnsAt::Terms, ColumnsAt::Terms),
                        (Some(0.6f32), ColumnsAt::Terms, ColumnsAt::Pitched),
                        (None, ColumnsAt::Pitched, ColumnsAt::RowMajor),
                        (
                            None,
                            ColumnsAt::RowMajor,
                            ColumnsAt::InnerSliced { outer_terms: true },
                        ),
                        (
                            Some(0.6f32),
                            ColumnsAt::InnerSliced { outer_terms: false },
                            ColumnsAt::Terms,
                        ),
                    ];
                    for (scale, y_at, dy_at) in cases {
                        // Layouts apart on every plan of the shorter columns: the longest one
                        // streams as the others do, only in more groups, and takes the most
                        // time on the CPU.
                        if y_at != dy_at && len == 20_000 {
                            continue;
                        }
                        // Column `c = o * inner + i` is row `c` of the inputs.
                        let (y_rows, dy_rows) = inputs(outer * inner, len, kind, index as u64);
                        let fill = |at: ColumnsAt, rows: &[f32]| {
                            let mut buffer = vec![f32::NAN; at.span(outer, len, inner)];
                            for o in 0..outer {
                                for i in 0..inner {
                                    for l in 0..len {
                                        buffer[at.index(outer, len, inner, [o, l, i])] =
                                            rows[(o * inner + i) * len + l];
                                    }
                                }
                            }
                            buffer
                        };
                        let (y, dy) = (fill(y_at, &y_rows), fill(dy_at, &dy_rows));
                        let (y_bytes, y_rounded) = dtype.encode(&y);
                        let (dy_bytes, dy_rounded) = dtype.encode(&dy);
                        let dx_dtype = if scale.is_some() { Dtype::F32 } else { dtype };
                        let mut problem = ColumnProblem {
                            output_dtype: dx_dtype.storage(),
                            scale,
                            ..ColumnProblem::contiguous(outer, len, inner, dtype.storage())
                        };
                        let y_strides = y_at.strides(outer, len, inner);
                        problem.input_outer = y_strides.outer;
                        problem.input_inner = y_strides.inner;
                        problem.input_len_stride = y_strides.len_stride;
                        if dy_at != y_at {
                            problem.dy_layout = Some(dy_at.strides(outer, len, inner));
                        }
                        let plan = plan_backward_columns(&client, &problem, request).expect("plan");
                        let dx = client.empty(outer * len * inner * dx_dtype.storage().size());
                        launch_softmax_backward_columns(
                            &client,
                            client.create_from_slice(&y_bytes),
                            client.create_from_slice(&dy_bytes),
                            dx.clone(),
                            &problem,
                            request,
                        )
                        .expect("launch");
                        let dx = dx_dtype.decode(&client.read_one(dx).expect("read"));
                        let columns = |at: ColumnsAt, values: &[f64]| -> Vec<f64> {
                            (0..outer * inner)
                                .flat_map(|c| (0..len).map(move |l| [c / inner, l, c % inner]))
                                .map(|index| values[at.index(outer, len, inner, index)])
                                .collect()
                        };
                        let s = scale.unwrap_or(1.0) as f64;
                        let (expected, scales) = backward_oracle(
                            &columns(y_at, &y_rounded),
                            &columns(dy_at, &dy_rounded),
                            len,
                            kind,
                        );
                        let expected = (
                            expected.iter().map(|v| v * s).collect(),
                            scales.iter().map(|v| v * s).collect(),
                        );
                        let dx: Vec<f64> = (0..outer * inner)
                            .flat_map(|c| (0..len).map(move |l| (c / inner, l, c % inner)))
                            .map(|(o, l, i)| dx[(o * len + l) * inner + i])
                            .collect();
                        assert_gradient_close(
                            &dx,
                            &expected,
                            len,
                            dtype,
                            &format!(
                                "{dtype:?} {kind:?} [{outer}, {len}, {inner}] scale {scale:?}, \
                                 y {y_at:?}, dy {dy_at:?}, {plan}"
                            ),
                        );
                    }
                }
            }
        }
    }
    let long = ColumnProblem::contiguous(1, 1 << 20, 4, Dtype::F32.storage());
    let held = ColumnRequest {
        held: Some(true),
        ..ColumnRequest::new(SoftmaxKind::Softmax)
    };
    match plan_backward_columns(&client, &long, &held) {
        Err(SoftmaxError::BadShape { argument, .. }) => assert_eq!(argument, "held"),
        other => panic!(
            "the backward of a column of 2^20 held: expected an error naming `held`, got {other:?}"
        ),
    }
    let short = ColumnProblem::contiguous(2, 8, 4, Dtype::F32.storage());
    for (held, len_groups) in [(Some(true), 2), (Some(false), 0), (Some(false), 65)] {
        let request = ColumnRequest {
            held,
            len_groups: Some(len_groups),
            ..ColumnRequest::new(SoftmaxKind::Softmax)
        };
        match plan_backward_columns(&client, &short, &request) {
            Err(SoftmaxError::BadShape { argument, .. }) => assert_eq!(argument, "len_groups"),
            other => panic!("{request:?}: expected an error naming `len_groups`, got {other:?}"),
        }
    }

    // A `dy` laid out apart from `y` whose outer or inner terms divide by zero, whose columns
    // overlap, whose buffer is shorter than its strides reach (row-major `[2, 8, 4]` holds 64
    // elements, the strides below reach 124), or that is given to the forward, and an input
    // whose inner terms have no length: refused by name.
    let buffer = || client.empty(short.outer * short.len * short.inner * 4);
    let term = |div, len, stride| OffsetTerm { div, len, stride };
    // Not `ColumnProblem { dy_layout, ..short }`: rustc 1.95 ICEs on that struct update in a
    // closure ("broken MIR").
    let apart = |outer, len_stride| {
        let mut problem = short;
        problem.dy_layout = Some(ColumnStrides {
            outer,
            inner: None,
            len_stride,
        });
        problem
    };
    for (problem, argument) in [
        (
            apart(
                RowStarts::Terms([term(0, 2, 32), OffsetTerm::UNUSED, OffsetTerm::UNUSED]),
                4,
            ),
            "dy_layout.outer:",
        ),
        (apart(RowStarts::Strided(32), 2), "dy_layout.len_stride:"),
        (apart(RowStarts::Strided(64), 8), "dy:"),
        (
            {
                let mut problem = apart(RowStarts::Strided(32), 4);
                if let Some(dy) = &mut problem.dy_layout {
                    dy.inner = Some([term(0, 4, 1), OffsetTerm::UNUSED, OffsetTerm::UNUSED]);
                }
                problem
            },
            "dy_layout.inner:",
        ),
        (
            {
                let mut problem = short;
                problem.input_inner = Some([term(1, 0, 1), OffsetTerm::UNUSED, OffsetTerm::UNUSED]);
                problem
            },
            "input_inner:",
        ),
    ] {
        let request = ColumnRequest::new(SoftmaxKind::Softmax);
        let error = launch_softmax_backward_columns(
            &client,
            buffer(),
            buffer(),
            buffer(),
            &problem,
            &request,
        )
        .unwrap_err();
        assert!(
            error.to_string().starts_with(argument),
            "{argument} {error}"
        );
    }
    let error = launch_softmax_columns(
        &client,
        buffer(),
        buffer(),
        &apart(RowStarts::Strided(32), 4),
        &ColumnRequest::new(SoftmaxKind::Softmax),
    )
    .unwrap_err();
    assert!(error.to_string().starts_with("dy_layout:"), "{error}");
}

/// On an H100's or H200's profile: the forward loads every held slot of bf16 rows, whatever the
/// strategy (rows on planes, in a cube, with staged pages, cut into exchanged chunks), and only
/// the slots within the row of f16 and f32 rows, unless the request says otherwise; the
/// backward's plans never load every slot, even when asked.
#[test]
fn every_slot_loaded_for_bf16_forward_rows_only() {
    let hopper = DeviceProfile::HOPPER;
    for &dtype in Dtype::ALL {
        for (rows, row_len) in [(32_768, 1024), (4096, 4096), (1024, 65_536), (16, 262_144)] {
            for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
                let problem = RowProblem::contiguous(rows, row_len, dtype.storage());
                let planned = |every_slot_loaded| {
                    let request = LaunchRequest {
                        every_slot_loaded,
                        ..LaunchRequest::new(kind)
                    };
                    plan_launch_on(&hopper, &problem, &request).expect("forward plan")
                };
                let plan = planned(None);
                let what = format!("{dtype:?} {kind:?} {rows}x{row_len}: {plan}");
                assert_eq!(plan.every_slot_loaded, dtype == Dtype::BF16, "{what}");
                assert!(planned(Some(true)).every_slot_loaded, "{what}");
                assert!(!planned(Some(false)).every_slot_loaded, "{what}");

                let backward = BackwardProblem::contiguous(rows, row_len, dtype.storage());
                let request = LaunchRequest {
                    every_slot_loaded: Some(true),
                    ..LaunchRequest::new(kind)
                };
                let plan = plan_backward_on(&hopper, &backward, &request).expect("backward plan");
                assert!(
                    !plan.every_slot_loaded,
                    "{dtype:?} {kind:?} backward: {plan}"
                );
            }
        }
    }
}
