//! The kernels themselves, on raw CubeCL buffers: every strategy and merge path, every dtype,
//! against the f64 oracle, plus the properties a softmax must have and its edge semantics.

use cubecl::prelude::*;
use cubemax_kernels::tiers::{OnlineState, merge_states, vector_exp_sum, vector_max};
use cubemax_kernels::{
    BackwardProblem, ColumnProblem, ColumnRequest, DeviceProfile, LaunchPlan, LaunchRequest,
    MergePath, OffsetTerm, RegistersPageExps, RowProblem, RowStarts, SoftmaxError, SoftmaxKind,
    Strategy, column_len_groups, column_segments, launch_softmax, launch_softmax_backward,
    launch_softmax_columns, plan_backward_columns, plan_backward_on, plan_columns, plan_launch,
    plan_launch_on, streamed_column_segments, streamed_column_split,
};

use crate::common::{
    ColumnsAt, Dtype, SlicedView, TestRuntime, XorShift, assert_close, client, oracle,
};

/// Every way the kernels can run: the planner's own choice, then each strategy and merge path
/// forced (the plane path is forced even where the runtime does not advertise planes).
pub const PATHS: [(Option<Strategy>, Option<MergePath>); 6] = [
    (None, None),
    (Some(Strategy::CubePerRow), Some(MergePath::SharedMemory)),
    (Some(Strategy::CubePerRow), Some(MergePath::Plane)),
    (Some(Strategy::PlanePerRow), Some(MergePath::Plane)),
    (Some(Strategy::SplitRow), Some(MergePath::SharedMemory)),
    (Some(Strategy::SplitRow), Some(MergePath::Plane)),
];

/// Every place a cube's registers' page may keep its exps when a request asks for kept exps
/// (`LaunchRequest::registers_page_exps`); the last needs a staged page.
pub const PAGE_EXPS_PLACEMENTS: [RegistersPageExps; 3] = [
    RegistersPageExps::Shared,
    RegistersPageExps::InPlace,
    RegistersPageExps::Recomputed,
];

/// (rows, row length): tiny, odd, not a multiple of any vector width, long, very long, and the
/// flattened rows of rank-3 and rank-4 tensors.
const SHAPES: [(usize, usize); 9] = [
    (1, 1),
    (3, 7),
    (5, 33),
    (64, 1000),
    (4, 4096),
    (2, 50257),
    (1, 262_144),
    (2 * 3, 40),     // [2, 3, 40]
    (2 * 2 * 3, 17), // [2, 2, 3, 17]
];

/// Runs one softmax on the device; returns the output (decoded to f64), the input as the kernel
/// saw it (rounded to `dtype`) and the plan that ran, or the planner's error.
fn try_run(
    values: &[f32],
    row_len: usize,
    dtype: Dtype,
    request: LaunchRequest,
) -> Result<(Vec<f64>, Vec<f64>, LaunchPlan), SoftmaxError> {
    let client = client();
    let problem = RowProblem::contiguous(values.len() / row_len, row_len, dtype.storage());
    let (bytes, rounded) = dtype.encode(values);
    let input = client.create_from_slice(&bytes);
    let output = client.empty(bytes.len());
    let plan = plan_launch(&client, &problem, &request)?;
    launch_softmax(&client, input, output.clone(), &problem, &plan).expect("launch");
    let out = client.read_one(output).expect("read back");
    Ok((dtype.decode(&out), rounded, plan))
}

/// [`try_run`] for a problem every path can hold.
fn run(
    values: &[f32],
    row_len: usize,
    dtype: Dtype,
    request: LaunchRequest,
) -> (Vec<f64>, Vec<f64>, LaunchPlan) {
    try_run(values, row_len, dtype, request).expect("plan")
}

fn request(
    kind: SoftmaxKind,
    (strategy, merge): (Option<Strategy>, Option<MergePath>),
) -> LaunchRequest {
    LaunchRequest {
        strategy,
        merge,
        ..LaunchRequest::new(kind)
    }
}

/// Every path on every shape, each with its held vectors loaded both ways: every slot (what the
/// planner does for bf16 rows) and only the slots within the row.
fn check_grid(dtype: Dtype, kind: SoftmaxKind) {
    for (path_index, path) in PATHS.into_iter().enumerate() {
        for (shape_index, &(rows, row_len)) in SHAPES.iter().enumerate() {
            let mut rng = XorShift::new((path_index * 100 + shape_index) as u64);
            let values = rng.vec(rows * row_len, 8.0);
            // Every slot loaded or not; on the plane path also the plane's width read at run
            // time, as a device whose planes differ in width runs it.
            for (every_slot, width_at_run_time) in [(false, false), (true, false), (false, true)] {
                if width_at_run_time && path.1 != Some(MergePath::Plane) {
                    continue;
                }
                let request = LaunchRequest {
                    every_slot_loaded: Some(every_slot),
                    plane_width_at_run_time: width_at_run_time,
                    ..request(kind, path)
                };
                let (actual, rounded, plan) = match try_run(&values, row_len, dtype, request) {
                    Ok(result) => result,
                    // A forced strategy may refuse a row too long for it; it must say so, and
                    // only the strategies that hold a bounded row may refuse.
                    Err(
                        error @ SoftmaxError::RowTooLong {
                            strategy,
                            max_row_len,
                            ..
                        },
                    ) => {
                        assert!(
                            strategy != Strategy::SplitRow && row_len > max_row_len,
                            "{dtype:?} {kind:?} {rows}x{row_len}: {error}"
                        );
                        assert!(error.to_string().starts_with("strategy:"), "{error}");
                        continue;
                    }
                    Err(error) => panic!("{dtype:?} {kind:?} {rows}x{row_len}: {error}"),
                };
                let what = format!("{dtype:?} {kind:?} {rows}x{row_len} [{plan}]");
                assert_eq!(plan.every_slot_loaded, every_slot, "{what}");
                assert_eq!(
                    plan.plane_width,
                    compiled_plane_width(plan.merge, width_at_run_time),
                    "{what}"
                );
                assert_matches_oracle(&actual, &rounded, row_len, dtype, kind, &what);
            }
        }
    }
}

/// The plane width the planner compiles into a plan of `merge` on this device: its planes'
/// one width on the plane path unless the request reads it at run time, else 0.
pub fn compiled_plane_width(merge: MergePath, width_at_run_time: bool) -> usize {
    match DeviceProfile::of(&client()).one_plane_width() {
        Some(width) if merge == MergePath::Plane && !width_at_run_time => width,
        _ => 0,
    }
}

/// The CPU test device's planes all have one width, so the suite runs the plane path's kernels
/// both ways there: with the width compiled in (every plane-path test) and read at run time (the
/// `*_on_every_path` tests, which force it).
#[test]
fn planes_of_one_width_compile_it_in() {
    let client = client();
    let hardware = &client.properties().hardware;
    assert_eq!(
        hardware.plane_size_min, hardware.plane_size_max,
        "this device's planes differ in width, so no kernel compiled for one width would run here"
    );
    // Rows short enough for a plane segment of the narrowest planes.
    let problem = RowProblem::contiguous(4, 200, Dtype::F32.storage());
    for (strategy, merge) in PATHS.into_iter().skip(1) {
        for at_run_time in [false, true] {
            let request = LaunchRequest {
                plane_width_at_run_time: at_run_time,
                ..LaunchRequest::new(SoftmaxKind::Softmax).forced(strategy.unwrap(), merge.unwrap())
            };
            let plan = plan_launch(&client, &problem, &request).expect("plan");
            let expected = match (merge.unwrap(), at_run_time) {
                (MergePath::Plane, false) => hardware.plane_size_max as usize,
                _ => 0,
            };
            assert_eq!(
                plan.plane_width, expected,
                "{plan}, at run time: {at_run_time}"
            );
        }
    }
}

/// `actual` is close to the oracle's rows of `rounded` (the input as the kernel saw it), and a
/// softmax also has a softmax's properties.
fn assert_matches_oracle(
    actual: &[f64],
    rounded: &[f64],
    row_len: usize,
    dtype: Dtype,
    kind: SoftmaxKind,
    what: &str,
) {
    assert_close(
        actual,
        &oracle(rounded, row_len, kind),
        row_len,
        dtype,
        kind,
        what,
    );
    if kind == SoftmaxKind::Softmax {
        assert_softmax_properties(actual, row_len, dtype, what);
    }
}

/// Each row sums to 1 and every value lies in [0, 1].
fn assert_softmax_properties(output: &[f64], row_len: usize, dtype: Dtype, what: &str) {
    // Each output is rounded once to the storage type, so the sum can be off by the relative
    // rounding of that type (plus f32 accumulation for f32).
    let sum_tolerance = match dtype {
        Dtype::F32 => 1e-4,
        Dtype::F16 => 1e-3,
        Dtype::BF16 => 4e-3,
    };
    for (row, values) in output.chunks(row_len).enumerate() {
        let sum: f64 = values.iter().sum();
        assert!(
            (sum - 1.0).abs() <= sum_tolerance,
            "{what}: row {row} sums to {sum}"
        );
        for (index, &value) in values.iter().enumerate() {
            assert!(
                (0.0..=1.0).contains(&value),
                "{what}: row {row} element {index} = {value} is outside [0, 1]"
            );
        }
    }
}

#[test]
fn softmax_f32_matches_oracle_on_every_path() {
    check_grid(Dtype::F32, SoftmaxKind::Softmax);
}

#[test]
fn softmax_f16_matches_oracle_on_every_path() {
    check_grid(Dtype::F16, SoftmaxKind::Softmax);
}

/// bf16 runs where the runtime stores it (CUDA); wgpu's shader language has no bf16, and there the
/// planner must refuse it with an error naming the dtype rather than launch a kernel that fails.
fn check_bf16(kind: SoftmaxKind) {
    if Dtype::ON_DEVICE.contains(&Dtype::BF16) {
        check_grid(Dtype::BF16, kind);
    } else {
        let problem = RowProblem::contiguous(4, 64, Dtype::BF16.storage());
        let error = plan_launch(&client(), &problem, &LaunchRequest::new(kind)).unwrap_err();
        assert!(error.to_string().starts_with("dtype:"), "{error}");
    }
}

#[test]
fn softmax_bf16_matches_oracle_on_every_path() {
    check_bf16(SoftmaxKind::Softmax);
}

#[test]
fn log_softmax_f32_matches_oracle_on_every_path() {
    check_grid(Dtype::F32, SoftmaxKind::LogSoftmax);
}

#[test]
fn log_softmax_f16_matches_oracle_on_every_path() {
    check_grid(Dtype::F16, SoftmaxKind::LogSoftmax);
}

#[test]
fn log_softmax_bf16_matches_oracle_on_every_path() {
    check_bf16(SoftmaxKind::LogSoftmax);
}

/// The contiguous row problem of `rows` x `row_len` elements of `dtype`, written as `output`,
/// with `fused` scores: the planner tests' shapes.
fn fused_problem(
    dtype: Dtype,
    output: Dtype,
    rows: usize,
    row_len: usize,
    fused: cubemax_kernels::FusedScores,
) -> RowProblem {
    RowProblem {
        output_dtype: output.storage(),
        fused,
        ..RowProblem::contiguous(rows, row_len, dtype.storage())
    }
}

#[test]
fn planner_chooses_by_row_length() {
    let client = client();
    let hardware = &client.properties().hardware;
    let plane = hardware.plane_size_max as usize;
    let forced_plane = LaunchRequest {
        merge: Some(MergePath::Plane),
        ..LaunchRequest::new(SoftmaxKind::Softmax)
    };
    let f32 = Dtype::F32.storage();
    let plan = |problem: RowProblem| plan_launch(&client, &problem, &forced_plane).unwrap();

    let short = plan(RowProblem::contiguous(64, plane, f32));
    assert_eq!(short.strategy, Strategy::PlanePerRow, "{short}");
    let medium = plan(RowProblem::contiguous(64, 4 * plane * 32, f32));
    assert_eq!(medium.strategy, Strategy::CubePerRow, "{medium}");
    assert_eq!(medium.units_per_cube % hardware.plane_size_max, 0);
    // A row no cube holds: cut into chunks that exchange their states where the device says
    // how many SMs it has (they must be resident at once), split-row elsewhere.
    let long = plan(RowProblem::contiguous(64, 262_144, f32));
    assert_eq!(long.units_per_cube % hardware.plane_size_max, 0);
    if hardware.num_streaming_multiprocessors.is_some() {
        assert_eq!(long.strategy, Strategy::CubePerRow, "{long}");
        let held = long.units_per_cube as usize
            * long.loads_per_unit
            * (long.staged_pages + 1)
            * long.vector_size;
        assert!(long.chunks > 1 && long.chunks * held >= 262_144, "{long}");
    } else {
        assert_eq!(long.strategy, Strategy::SplitRow, "{long}");
        // The chunks cover the row, and no chunk is empty.
        let chunk = long.units_per_cube as usize * long.loads_per_unit * long.vector_size;
        assert_eq!(long.chunks, 262_144usize.div_ceil(chunk), "{long}");
    }

    // A long row held cube-per-row keeps at most 32 elements per unit (each is widened to f32 in
    // registers); rows of 2-byte elements past that are split instead of held at 8 vectors of 8.
    for &dtype in Dtype::ON_DEVICE {
        for row_len in [20_000, 32_768, 40_000, 65_536] {
            let held = plan(RowProblem::contiguous(64, row_len, dtype.storage()));
            if held.strategy == Strategy::CubePerRow {
                assert!(
                    held.loads_per_unit * held.vector_size <= 32,
                    "{dtype:?}: {held}"
                );
            }
        }
    }

    // An f32 row that 512 units hold at 8 vectors each gets them, not 1024 units at 4.
    let half = plan(RowProblem::contiguous(64, 16_384, f32));
    assert_eq!(
        (half.strategy, half.units_per_cube, half.loads_per_unit),
        (Strategy::CubePerRow, 512, 8),
        "{half}"
    );

    // Rows longer than the registers of one cube hold are staged in shared memory while it has
    // room (on an H100's 227 KB: f32 rows up to 86016 elements, bf16 up to 131072), then cut
    // into chunks (exchanging their states, or split-row).
    for &dtype in Dtype::ON_DEVICE {
        for row_len in [50_000, 65_536, 131_072, 262_144] {
            let long = plan(RowProblem::contiguous(64, row_len, dtype.storage()));
            match long.strategy {
                Strategy::CubePerRow => {
                    let held = long.units_per_cube as usize
                        * long.loads_per_unit
                        * (long.staged_pages + 1)
                        * long.vector_size;
                    assert!(
                        long.staged_pages > 0 && long.chunks * held >= row_len,
                        "{dtype:?}: {long}"
                    );
                    assert!(
                        long.loads_per_unit * long.vector_size <= 32,
                        "{dtype:?}: {long}"
                    );
                }
                Strategy::SplitRow => {}
                Strategy::PlanePerRow => panic!("{dtype:?} {row_len}: {long}"),
            }
        }
    }
    // A row with room to spare is held at 64 bytes per unit in every dtype (four 16-byte
    // vectors where the device loads 16 bytes), and a plane takes rows of up to 64 bytes per lane.
    for &dtype in Dtype::ON_DEVICE {
        let size = dtype.storage().size();
        let held = plan(RowProblem::contiguous(64, 4096, dtype.storage()));
        assert_eq!(held.strategy, Strategy::CubePerRow, "{dtype:?}: {held}");
        assert_eq!(
            held.loads_per_unit * held.vector_size * size,
            64,
            "{dtype:?}: {held}"
        );
        let segment = plan(RowProblem::contiguous(
            64,
            plane * 64 / size,
            dtype.storage(),
        ));
        assert_eq!(
            segment.strategy,
            Strategy::PlanePerRow,
            "{dtype:?}: {segment}"
        );
        assert_eq!(segment.lanes_per_row, plane, "{dtype:?}: {segment}");
    }

    // A plain 16-bit softmax written as 16-bit, whose row the narrowest plane holds at 32 bytes
    // per unit, is held at 32 bytes and keeps its exps in place of its scores; its log-softmax
    // and f32 rows are held at 64 bytes per unit and keep none.
    let plane_min = hardware.plane_size_min as usize;
    for &dtype in Dtype::ON_DEVICE {
        let size = dtype.storage().size();
        let problem = RowProblem::contiguous(64, plane_min * 32 / size, dtype.storage());
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            let request = LaunchRequest {
                kind,
                ..forced_plane
            };
            let short = plan_launch(&client, &problem, &request).unwrap();
            let what = format!("{kind:?} {dtype:?}: {short}");
            let kept = kind == SoftmaxKind::Softmax && size == 2;
            assert_eq!(short.strategy, Strategy::PlanePerRow, "{what}");
            let in_place = kept.then_some(RegistersPageExps::InPlace);
            assert_eq!(short.kept_exps, in_place, "{what}");
            let held_bytes = short.loads_per_unit * short.vector_size * size;
            assert_eq!(held_bytes, if kept { 32 } else { 64 }, "{what}");
            if kept {
                // The same loads asked for on a row three quarters as long, which leaves a
                // quarter of its segment's slots empty: not kept.
                let partial = RowProblem::contiguous(64, plane_min * 24 / size, dtype.storage());
                let request = LaunchRequest {
                    loads_per_unit: Some(short.loads_per_unit),
                    ..request
                };
                let partial = plan_launch(&client, &partial, &request).unwrap();
                assert!(partial.kept_exps.is_none(), "{kind:?} {dtype:?}: {partial}");
            }
        }
    }

    // Packed rows no vector width divides fall back to scalar loads; the same rows pitched to a
    // multiple of 16 bytes get full-width vectors (and a predicated tail).
    let odd = plan(RowProblem::contiguous(64, 50257, f32));
    assert_eq!(odd.vector_size, 1, "{odd}");
    let pitched = plan(RowProblem {
        input_rows: RowStarts::Strided(50260),
        output_row_stride: 50260,
        ..RowProblem::contiguous(64, 50257, f32)
    });
    assert!(pitched.vector_size > 1, "{pitched}");
    assert_eq!(50260 % pitched.vector_size, 0, "{pitched}");
}

/// Planning on a device's profile gives what planning on the device gives: the same plan for
/// every strategy and merge path asked of a few shapes, the same error for a request the device
/// refuses; only a dtype the device lacks is refused by the device alone (bf16 on the CPU's
/// Vulkan).
#[test]
fn planning_on_the_devices_profile_is_planning_on_the_device() {
    let client = client();
    let profile = DeviceProfile::of(&client);
    for &dtype in Dtype::ON_DEVICE {
        for (rows, row_len) in [(64, 100), (64, 4096), (64, 50_257), (4, 262_144)] {
            let problem = RowProblem::contiguous(rows, row_len, dtype.storage());
            for (strategy, merge) in PATHS {
                let request = LaunchRequest {
                    strategy,
                    merge,
                    ..LaunchRequest::new(SoftmaxKind::Softmax)
                };
                assert_eq!(
                    plan_launch(&client, &problem, &request),
                    plan_launch_on(&profile, &problem, &request),
                    "{dtype:?} {rows}x{row_len} {strategy:?} {merge:?}"
                );
            }
        }
    }
    let bf16 = RowProblem::contiguous(4, 64, Dtype::BF16.storage());
    let request = LaunchRequest::new(SoftmaxKind::Softmax);
    assert!(plan_launch_on(&profile, &bf16, &request).is_ok());
    if !Dtype::ON_DEVICE.contains(&Dtype::BF16) {
        let error = plan_launch(&client, &bf16, &request).unwrap_err();
        assert!(error.to_string().starts_with("dtype:"), "{error}");
    }
}

/// A device's profile chooses vectors as CubeCL does for that device: the planner's vector is
/// the widest of the client's `io_optimized_vector_sizes` that divides the row (the profile
/// rebuilds that list from the load width, so that a described device needs no client).
#[test]
fn planned_vectors_are_the_clients_io_optimized_sizes() {
    let client = client();
    for &dtype in Dtype::ON_DEVICE {
        let size = dtype.storage().size();
        for row_len in [1, 2, 6, 12, 100, 4096, 50_257, 32_000] {
            let problem = RowProblem::contiguous(64, row_len, dtype.storage());
            let plan = plan_launch(&client, &problem, &LaunchRequest::new(SoftmaxKind::Softmax))
                .expect("plan");
            let widest = client
                .io_optimized_vector_sizes(size)
                .find(|&vector| row_len.is_multiple_of(vector))
                .unwrap_or(1);
            assert_eq!(plan.vector_size, widest, "{dtype:?} 64x{row_len}: {plan}");
        }
    }
}

/// The described H100 or H200 ([`DeviceProfile::HOPPER`]), which CI's planner tests plan on, is
/// what the GPU the CUDA suite runs on reports; otherwise those tests would check plans that
/// device does not get. CUDA only: the suite's GPU runs are on H100s and H200s.
#[cfg(feature = "cuda")]
#[test]
fn hopper_profile_is_the_device() {
    assert_eq!(
        DeviceProfile::of(&client()),
        DeviceProfile::HOPPER,
        "the GPU under test is not described by DeviceProfile::HOPPER (an H100 or H200)"
    );
}

/// The planner's rules for many SMs, on an H100's or H200's profile ([`DeviceProfile::HOPPER`]),
/// so that CI's CPU device, which does not say its SM count, checks them too; on a GPU the suite
/// also checks that the profile is what the device reports (`hopper_profile_is_the_device`).
#[test]
fn planner_rules_on_an_h100_or_h200() {
    let forced_plane = LaunchRequest {
        merge: Some(MergePath::Plane),
        ..LaunchRequest::new(SoftmaxKind::Softmax)
    };
    let hopper = |problem: &RowProblem, request: &LaunchRequest| {
        plan_launch_on(&DeviceProfile::HOPPER, problem, request).unwrap()
    };
    let plan = |problem: RowProblem| hopper(&problem, &forced_plane);

    // With rows for fewer than half the SMs, only rows that need one staged page are held
    // whole; longer ones, and rows no cube holds, are cut into chunks, two at least. 16-bit rows
    // of up to 172032 elements are held whole in wider pages from half the SMs up. With rows
    // for at most a quarter of the SMs (an H100 has 132), the forward holds whole only the rows
    // that registers hold, and cuts a row that one cube could have held into at most 16 chunks.
    for (dtype, rows, row_len, cut) in [
        (Dtype::F32, 64, 65_536, false),
        (Dtype::F32, 64, 40_000, false),
        (Dtype::F32, 16, 40_000, true),
        (Dtype::F32, 16, 32_000, false),
        (Dtype::F32, 1, 32_000, true),
        (Dtype::F16, 1, 28_672, false),
        (Dtype::F32, 1, 65_536, true),
        (Dtype::BF16, 8, 40_000, true),
        (Dtype::BF16, 1, 40_000, true),
        (Dtype::BF16, 2, 65_536, true),
        (Dtype::F32, 1024, 131_072, true),
        (Dtype::BF16, 128, 131_072, false),
        (Dtype::BF16, 64, 131_072, true),
        (Dtype::BF16, 96, 151_936, false),
        (Dtype::BF16, 256, 172_032, false),
        (Dtype::BF16, 64, 151_936, true),
        (Dtype::BF16, 256, 172_040, true),
        (Dtype::BF16, 1024, 262_144, true),
    ] {
        let long = plan(RowProblem::contiguous(rows, row_len, dtype.storage()));
        assert_eq!(
            (long.strategy, long.chunks > 1),
            (Strategy::CubePerRow, cut),
            "{dtype:?} {rows}x{row_len}: {long}"
        );
        if rows <= 8 {
            assert!(long.chunks <= 16, "{dtype:?} {rows}x{row_len}: {long}");
        }
    }
    // A softmax or log-softmax of rows of 28673-32768 elements in 16-byte vectors, at most one
    // row for every 16 SMs, goes to 8 chunks of 256 units holding 16 elements each
    // (`FEW_ROWS_SMALL_CHUNKS`); 9 rows, shorter rows and a row under a causal limit stay whole.
    let few_rows_cut = |dtype: Dtype, rows: usize, row_len: usize, request: &LaunchRequest| {
        let problem = RowProblem::contiguous(rows, row_len, dtype.storage());
        let plan = hopper(&problem, request);
        let small_chunks = (plan.chunks, plan.units_per_cube, plan.staged_pages) == (8, 256, 0)
            && plan.loads_per_unit * plan.vector_size == 16;
        assert!(
            small_chunks || plan.chunks == 1,
            "{dtype:?} {rows}x{row_len}: {plan}"
        );
        small_chunks
    };
    let softmax = LaunchRequest::new(SoftmaxKind::Softmax);
    for &dtype in Dtype::ALL {
        use cubemax_kernels::{CausalLimit, FusedScores};
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            for (rows, row_len, cut) in [
                (1, 32_000, true),
                (8, 32_000, true),
                (1, 28_680, true),
                (8, 32_768, true),
                (9, 32_000, false),
                (1, 28_672, false),
            ] {
                assert_eq!(
                    few_rows_cut(dtype, rows, row_len, &LaunchRequest::new(kind)),
                    cut,
                    "{dtype:?} {kind:?}"
                );
            }
        }
        let masked = RowProblem {
            fused: FusedScores {
                causal: Some(CausalLimit {
                    queries: 1,
                    offset: 0,
                }),
                ..FusedScores::NONE
            },
            ..RowProblem::contiguous(1, 32_000, dtype.storage())
        };
        assert_eq!(hopper(&masked, &softmax).chunks, 1, "{dtype:?}");
    }

    // Such a row is held by the largest cube in three pages of 7 vectors, two of them staged.
    {
        let wide = plan(RowProblem::contiguous(256, 151_936, Dtype::BF16.storage()));
        assert_eq!(
            (
                wide.units_per_cube,
                wide.loads_per_unit,
                wide.staged_pages,
                wide.chunks
            ),
            (1024, 7, 2, 1),
            "{wide}"
        );
    }
    // The forward cuts one to four rows that no cube holds into 16 chunks where the largest cube
    // holds a 16th at its preferred loads (the exchange would give 33-64), and a longer row into
    // the fewest chunks that cube holds (f32 1 x 524288 in 32, checked with the cubes below). The
    // backward keeps the exchange's count.
    for &dtype in Dtype::ALL {
        for rows in [1, 2, 4] {
            let forward = plan(RowProblem::contiguous(rows, 262_144, dtype.storage()));
            assert!(
                forward.strategy == Strategy::CubePerRow && forward.chunks == 16,
                "{dtype:?} {rows} rows: {forward}"
            );
            let problem = BackwardProblem::contiguous(rows, 262_144, dtype.storage());
            let backward = plan_backward_on(&DeviceProfile::HOPPER, &problem, &forced_plane);
            assert!(backward.unwrap().chunks > 16, "{dtype:?} {rows} rows");
        }
    }

    // An f32 chunk that a 512-unit cube holds in registers at 8 vectors a unit, where 4 would
    // take the largest cube, gets the 512-unit cube while every chunk of the grid has an SM of
    // its own and the row has 8 chunks or more; a row of fewer chunks, a forced cut of more
    // chunks than SMs and the backward keep the largest cube.
    let cube_of = |problem: RowProblem, request: &LaunchRequest| {
        let plan = hopper(&problem, request);
        let held = plan.loads_per_unit * plan.vector_size;
        (plan.chunks, plan.units_per_cube, held, plan.staged_pages)
    };
    for (rows, row_len, chunks, units) in [
        (1, 151_936, 16, 512),
        (8, 262_144, 16, 512),
        (1, 524_288, 32, 512),
        (16, 131_072, 8, 512),
        (24, 65_536, 5, 1024),
        (33, 65_536, 4, 1024),
    ] {
        let problem = RowProblem::contiguous(rows, row_len, Dtype::F32.storage());
        // Elements a unit holds: 8 vectors of 4 in 512 units, 4 in 1024.
        let held_per_unit = if units == 512 { 32 } else { 16 };
        assert_eq!(
            cube_of(problem, &forced_plane),
            (chunks, units, held_per_unit, 0),
            "{rows}x{row_len}"
        );
    }
    let more_chunks_than_sms = LaunchRequest {
        chunks_per_row: Some(16),
        ..forced_plane
    };
    let forced_16 = |rows: usize| {
        let problem = RowProblem::contiguous(rows, 262_144, Dtype::F32.storage());
        cube_of(problem, &more_chunks_than_sms).1
    };
    assert_eq!((forced_16(8), forced_16(9)), (512, 1024));
    let f32_backward = BackwardProblem::contiguous(1, 1_048_576, Dtype::F32.storage());
    let backward = plan_backward_on(&DeviceProfile::HOPPER, &f32_backward, &forced_plane);
    let backward = backward.unwrap();
    assert_eq!(
        (
            backward.chunks,
            backward.units_per_cube,
            backward.loads_per_unit
        ),
        (64, 1024, 4),
        "{backward}"
    );

    // With more rows than SMs (an H100 has 132), rows of up to 32768 elements run in two
    // 512-unit cubes per SM, each unit holding 64 elements, part of them in shared memory; with
    // fewer rows, one 1024-unit cube per SM holds them in registers. A bf16 softmax of three to
    // four rows per SM (396-528 on 132 SMs) runs in four 256-unit cubes per SM instead, each unit
    // holding 128 elements in four vectors and three staged pages: one round where the pairs take
    // two (`NARROW_BF16_SOFTMAX_MAX_ROWS_PER_SM`).
    for &dtype in Dtype::ALL {
        for rows in [256, 395, 396, 512, 528, 529] {
            let many = plan(RowProblem::contiguous(rows, 32_768, dtype.storage()));
            let one_round_of_four = dtype == Dtype::BF16 && (396..=528).contains(&rows);
            let (units, held_per_unit) = if one_round_of_four {
                (256, 128)
            } else {
                (512, 64)
            };
            assert_eq!(
                (many.strategy, many.units_per_cube),
                (Strategy::CubePerRow, units),
                "{dtype:?} {rows} rows: {many}"
            );
            assert!(many.staged_pages > 0, "{dtype:?} {rows} rows: {many}");
            let held = many.loads_per_unit * (many.staged_pages + 1) * many.vector_size;
            assert_eq!(held, held_per_unit, "{dtype:?} {rows} rows: {many}");
        }
        let few = plan(RowProblem::contiguous(128, 32_768, dtype.storage()));
        assert_eq!(
            (few.strategy, few.units_per_cube, few.staged_pages),
            (Strategy::CubePerRow, 1024, 0),
            "{dtype:?}: {few}"
        );
    }

    // Counted in bytes, that holding takes 16-bit rows of up to 65536 elements too: 128
    // elements a unit, in 4 vectors of 8 and 2 or 3 staged pages. f32 rows as long, a 16-bit row
    // written as f32 (the widest element counts), and as many rows as SMs keep the largest cube.
    for (dtype, output, rows, row_len, paired_pages) in [
        (Dtype::BF16, Dtype::BF16, 256, 65_536, Some(3)),
        (Dtype::F16, Dtype::F16, 4096, 40_960, Some(2)),
        (Dtype::BF16, Dtype::BF16, 1024, 49_152, Some(2)),
        (Dtype::F16, Dtype::F16, 150, 57_344, Some(3)),
        (Dtype::F32, Dtype::F32, 256, 40_960, None),
        (Dtype::BF16, Dtype::F32, 256, 65_536, None),
        (Dtype::BF16, Dtype::BF16, 132, 65_536, None),
    ] {
        let long = plan(RowProblem {
            output_dtype: output.storage(),
            ..RowProblem::contiguous(rows, row_len, dtype.storage())
        });
        let what = format!("{dtype:?} -> {output:?} {rows}x{row_len}: {long}");
        assert_eq!(
            (long.strategy, long.chunks),
            (Strategy::CubePerRow, 1),
            "{what}"
        );
        match paired_pages {
            Some(pages) => assert_eq!(
                (long.units_per_cube, long.loads_per_unit, long.staged_pages),
                (512, 4, pages),
                "{what}"
            ),
            None => assert_eq!(long.units_per_cube, 1024, "{what}"),
        }
    }

    // With more rows than SMs, 16-bit rows of 8193-12288 elements run in 512-unit cubes of
    // three loads (not rounded to four), and rows of 19657-24576 (four fifths of the slots or
    // more) in 1024-unit cubes of three loads, in registers; the others up to 28672 elements in
    // 256-unit cubes holding pages of two vectors where the 512-unit cube would hold them with a
    // tenth or more of its slots empty (18432 at 3 loads + a page of 3, 28000 at 4 + a page of
    // 4), but not where it holds them exactly in registers (16384); bf16 rows take them too
    // wherever the larger cube stages a page. f32 rows, and as many rows as SMs, keep the larger
    // cubes. (With eight rows per SM or more, rows that eight vectors a unit hold in whole planes
    // filled to seven eighths, such as 9216, 10240 and 20480, take those instead:
    // `DOUBLED_LOADS`, below.)
    for (dtype, rows, row_len, units) in [
        (Dtype::BF16, 256, 8_200, 512),
        (Dtype::BF16, 1024, 9_216, 512),
        (Dtype::BF16, 256, 10_240, 512),
        (Dtype::F16, 256, 12_288, 512),
        (Dtype::BF16, 256, 24_576, 1024),
        (Dtype::F16, 683, 24_576, 1024),
        (Dtype::BF16, 1024, 20_480, 1024),
        (Dtype::F16, 256, 19_664, 1024),
    ] {
        let held = plan(RowProblem::contiguous(rows, row_len, dtype.storage()));
        assert_eq!(
            (
                held.strategy,
                held.units_per_cube,
                held.loads_per_unit,
                held.staged_pages
            ),
            (Strategy::CubePerRow, units, 3, 0),
            "{dtype:?} {rows}x{row_len}: {held}"
        );
    }
    for (dtype, rows, row_len, narrow) in [
        (Dtype::BF16, 4096, 16_384, false),
        (Dtype::BF16, 256, 18_432, true),
        (Dtype::BF16, 256, 19_656, true),
        (Dtype::BF16, 256, 28_000, true),
        (Dtype::F16, 256, 18_432, true),
        (Dtype::F16, 256, 28_000, true),
        (Dtype::F16, 4096, 16_384, false),
        (Dtype::F16, 128, 24_576, false),
        (Dtype::BF16, 256, 8_192, false),
        (Dtype::BF16, 256, 32_000, false),
        (Dtype::BF16, 128, 16_384, false),
        (Dtype::F32, 256, 16_384, false),
    ] {
        let held = plan(RowProblem::contiguous(rows, row_len, dtype.storage()));
        let what = format!("{dtype:?} {rows}x{row_len}: {held}");
        assert_eq!(held.strategy, Strategy::CubePerRow, "{what}");
        assert_eq!(
            held.units_per_cube == 256 && held.loads_per_unit == 2,
            narrow,
            "{what}"
        );
        let slots = held.units_per_cube as usize * held.loads_per_unit * (held.staged_pages + 1);
        assert!(slots * held.vector_size >= row_len, "{what}");
    }

    // A plain (or scaled) 16-bit softmax written as 16-bit, held whole with staged pages, keeps
    // its exps (in the input's type): every page's in shared memory where they fit there as many
    // cubes per SM as the staged pages (the 512-unit pairs with one page, the largest cube with
    // two pages); bf16 rows in the largest cube at four vectors where they do not, the
    // registers' page keeping its own in place (256 x 131072); other bf16 rows the staged
    // pages' alone, in the bytes their scores took, the registers' page taking its exps again at
    // the store (the pairs with three pages, whose every exp takes 128 KB, one cube per SM; the
    // largest cube at seven vectors). bf16 rows held whole in the registers of a cube of up to
    // 256 units keep theirs in shared memory (8192 x 8192, 4096 x 4096), and so do f16 and bf16
    // rows held at eight vectors a unit (32768 x 16384, f16 8192 x 8192, 4096 x 32768 in 512
    // units, f16 16384 x 32000 and 4793 x 28000 with the last plane part empty). Not f16 rows
    // whose every exp does not fit (256 x 131072) or held in registers at four vectors (256 x
    // 8192), exchanged chunks, log-softmax, f32 rows, a row written as f32, a bf16 softmax held
    // by a cube under a causal limit, or one with a mask but in f16; bf16 rows with a mask and no
    // causal limit keep theirs where a plain row would, staged pages included (32768 keys: every
    // page's; 65536: the staged pages' alone; 131072: the registers' page's in place), and in
    // registers in cubes of any size (rows of 2048-24576 keys, in 64-1024 units). f16 rows under
    // a causal limit and no mask keep theirs in shared memory held in the registers of a cube of
    // up to 256 units (2048-8192 keys), and nowhere else (16384 and 32768 keys). On planes, at
    // the four vectors a unit the planner holds them at and at any length, bf16 rows under a
    // causal limit alone keep their exps in place; bf16 rows with a mask (a causal limit or
    // not), and f16 rows under a causal limit or with an additive mask, in the cube's shared
    // memory; not f16 rows with a boolean mask, log-softmax, or a row written as f32. Plain (or
    // scaled) 16-bit rows keep theirs in place at two vectors a unit where those fill the
    // segment (512), in the cube's shared memory at four where the row leaves a slot of the
    // segment empty (96-1000), and none where four fill it (1024); not log-softmax, f32, or a
    // row written as f32.
    {
        use cubemax_kernels::{CausalLimit, FusedScores, MaskKind, MaskLayout, OffsetTerm};
        let (log, soft) = (SoftmaxKind::LogSoftmax, SoftmaxKind::Softmax);
        let (bf16, f16, f32) = (Dtype::BF16, Dtype::F16, Dtype::F32);
        // `alone`: the staged pages' exps alone, the registers' page's taken again.
        let (shared, in_place, alone) = (
            Some(RegistersPageExps::Shared),
            Some(RegistersPageExps::InPlace),
            Some(RegistersPageExps::Recomputed),
        );
        let scaled = FusedScores {
            scale: Some(0.125),
            ..FusedScores::NONE
        };
        let causal = FusedScores {
            causal: Some(CausalLimit {
                queries: 1024,
                offset: 0,
            }),
            ..FusedScores::NONE
        };
        // A mask broadcast over every row, of `kind` in `dtype`.
        let mask = |kind: MaskKind, dtype: StorageType| FusedScores {
            mask: Some(MaskLayout {
                kind,
                dtype,
                terms: [OffsetTerm::UNUSED; 3],
            }),
            ..FusedScores::NONE
        };
        // An additive mask is in the scores' dtype; a boolean one in u32, or in bytes as
        // `burn::backend::Cuda` stores its booleans (a u32 mask's wider element halves a 16-bit
        // row's vectors).
        let additive = |dtype: Dtype| mask(MaskKind::Additive, dtype.storage());
        let boolean = mask(
            MaskKind::Boolean,
            u32::as_type_native_unchecked().storage_type(),
        );
        let byte_boolean = mask(
            MaskKind::Boolean,
            u8::as_type_native_unchecked().storage_type(),
        );
        let boolean_and_causal = FusedScores {
            causal: causal.causal,
            ..boolean
        };
        for (kind, dtype, output, rows, row_len, fused, kept) in [
            (soft, bf16, bf16, 65_536, 1024, causal, in_place),
            (soft, bf16, bf16, 131_072, 512, causal, in_place),
            (soft, bf16, bf16, 65_536, 1000, causal, in_place),
            (soft, bf16, bf16, 65_536, 96, causal, in_place),
            (soft, bf16, bf16, 65_536, 1024, additive(bf16), shared),
            (soft, bf16, bf16, 52_428, 640, boolean, shared),
            (soft, bf16, bf16, 65_536, 1024, boolean_and_causal, shared),
            (soft, f16, f16, 65_536, 1024, causal, shared),
            (soft, f16, f16, 65_536, 96, causal, shared),
            (soft, f16, f16, 65_536, 1024, additive(f16), shared),
            (soft, f16, f16, 65_536, 384, additive(f16), shared),
            (soft, f16, f16, 65_536, 1024, boolean, None),
            (soft, f16, f16, 32_768, 1000, boolean, None),
            (log, bf16, bf16, 65_536, 1024, causal, None),
            (log, f16, f16, 32_768, 1000, additive(f16), None),
            (soft, bf16, f32, 65_536, 1024, causal, None),
            (soft, bf16, f32, 52_428, 640, boolean, None),
            (soft, bf16, bf16, 65_536, 1024, FusedScores::NONE, None),
            (soft, bf16, bf16, 65_536, 512, FusedScores::NONE, in_place),
            (soft, bf16, bf16, 52_428, 640, FusedScores::NONE, shared),
            (soft, f16, f16, 32_768, 1000, scaled, shared),
            (soft, bf16, bf16, 65_536, 96, FusedScores::NONE, shared),
            (soft, f16, f16, 65_536, 384, FusedScores::NONE, shared),
            (log, bf16, bf16, 52_428, 640, FusedScores::NONE, None),
            (soft, bf16, f32, 52_428, 640, FusedScores::NONE, None),
            (soft, f32, f32, 65_536, 384, FusedScores::NONE, None),
            (soft, bf16, bf16, 1024, 32_768, FusedScores::NONE, shared),
            (soft, f16, f16, 16_384, 32_000, FusedScores::NONE, shared),
            (soft, bf16, bf16, 4096, 32_768, scaled, shared),
            (soft, f16, f16, 4793, 28_000, FusedScores::NONE, shared),
            (soft, bf16, bf16, 512, 98_304, FusedScores::NONE, shared),
            (soft, bf16, bf16, 1024, 65_536, FusedScores::NONE, alone),
            (soft, bf16, bf16, 256, 131_072, FusedScores::NONE, in_place),
            (soft, f16, f16, 256, 131_072, FusedScores::NONE, None),
            (soft, bf16, bf16, 256, 151_936, FusedScores::NONE, alone),
            (soft, bf16, bf16, 8192, 8_192, FusedScores::NONE, shared),
            (soft, bf16, bf16, 4096, 4_096, FusedScores::NONE, shared),
            (soft, bf16, bf16, 32_768, 16_384, FusedScores::NONE, shared),
            (soft, f16, f16, 8192, 8_192, FusedScores::NONE, shared),
            (soft, bf16, bf16, 4096, 32_768, FusedScores::NONE, shared),
            (soft, f16, f16, 256, 8_192, FusedScores::NONE, None),
            (log, bf16, bf16, 8192, 8_192, FusedScores::NONE, None),
            (soft, bf16, bf16, 64, 262_144, FusedScores::NONE, None),
            (log, bf16, bf16, 1024, 32_768, FusedScores::NONE, None),
            (soft, f32, f32, 1024, 32_768, FusedScores::NONE, None),
            (soft, bf16, f32, 1024, 32_768, FusedScores::NONE, None),
            (soft, bf16, bf16, 1024, 32_768, causal, None),
            (soft, bf16, bf16, 32_768, 2048, boolean, shared),
            (soft, bf16, bf16, 16_384, 4096, additive(bf16), shared),
            (soft, bf16, bf16, 8192, 8192, boolean, shared),
            (soft, bf16, bf16, 16_384, 4096, boolean_and_causal, None),
            (soft, bf16, bf16, 8192, 8192, causal, None),
            (soft, f16, f16, 32_768, 2048, causal, shared),
            (soft, f16, f16, 8192, 8192, causal, shared),
            (soft, f16, f16, 16_384, 4096, boolean_and_causal, None),
            (log, f16, f16, 8192, 8192, causal, None),
            (soft, f16, f32, 8192, 8192, causal, None),
            (soft, f16, f16, 2048, 16_384, causal, None),
            (soft, f16, f16, 1024, 32_768, causal, None),
            (soft, f16, f16, 16_384, 4096, boolean, None),
            (log, bf16, bf16, 16_384, 4096, boolean, None),
            (soft, bf16, f32, 16_384, 4096, boolean, None),
            (soft, bf16, bf16, 1024, 32_768, byte_boolean, shared),
            (soft, bf16, bf16, 1024, 32_768, boolean, shared),
            (soft, bf16, bf16, 4096, 16_384, additive(bf16), shared),
            (soft, bf16, bf16, 2728, 24_576, byte_boolean, shared),
            (soft, bf16, bf16, 1024, 65_536, byte_boolean, alone),
            (soft, bf16, bf16, 512, 131_072, additive(bf16), in_place),
            (soft, f16, f16, 4096, 16_384, byte_boolean, None),
            (soft, f16, f16, 1024, 65_536, additive(f16), None),
            (soft, bf16, bf16, 1024, 65_536, boolean_and_causal, None),
        ] {
            let problem = fused_problem(dtype, output, rows, row_len, fused);
            let planned = hopper(&problem, &LaunchRequest::new(kind));
            let what = format!("{kind:?} {dtype:?} -> {output:?} {rows}x{row_len}: {planned}");
            assert_eq!(planned.kept_exps, kept, "{what}");
            if row_len <= 1024 {
                assert_eq!(planned.strategy, Strategy::PlanePerRow, "{what}");
            }
            if kept.is_some() {
                assert!(planned.chunks == 1, "{what}");
                // Plain rows held in registers alone keep their exps only in cubes of up to
                // 256 units, or of up to 512 at eight vectors a unit; masked bf16 rows in any.
                assert!(
                    planned.staged_pages > 0
                        || fused.mask.is_some()
                        || planned.units_per_cube <= 256
                        || (planned.units_per_cube <= 512 && planned.loads_per_unit == 8),
                    "{what}"
                );
            }
        }
    }

    // Plain 16-bit rows held in registers at eight vectors a unit, and in the cubes of a third
    // and a quarter of an SM.
    {
        use cubemax_kernels::FusedScores;
        let (log, soft) = (SoftmaxKind::LogSoftmax, SoftmaxKind::Softmax);
        let (bf16, f16, f32) = (Dtype::BF16, Dtype::F16, Dtype::F32);
        let plain = FusedScores::NONE;
        let scaled = FusedScores {
            scale: Some(0.125),
            ..plain
        };
        // With at least eight rows per SM (five for rows of 28673-32768, in 480 or 512 units),
        // plain 16-bit rows of up to 32768 elements that eight vectors of 8 a unit hold in whole
        // planes, filling seven eighths of them or more, are held whole in registers that way, by
        // about half the units that four would take: softmax and log-softmax, rows of a power of
        // two or not, the last plane full or part empty (32000 in 512 units, 30000 in 480, 17000
        // in 288, 9000 in 160, 1904 in 32). Rows that fill less of their planes (3072 and 5000 in
        // 64 and 96 units: 75% and 81%), fewer rows, fused scores, a row written as f32 and f32
        // rows keep the rules of their length, and so does a softmax of rows that would take 64
        // units (3577-4096 elements, `SOFTMAX_FOUR_LOADS_ROW_LENS`), not its log-softmax.
        for (kind, dtype, output, rows, row_len, fused, doubled) in [
            (soft, bf16, bf16, 32_768, 16_384, plain, Some(256)),
            (log, bf16, bf16, 32_768, 16_384, plain, Some(256)),
            (soft, f16, f16, 8192, 8_192, plain, Some(128)),
            (log, f16, f16, 4096, 4_096, plain, Some(64)),
            (soft, bf16, bf16, 32_768, 2_048, plain, Some(32)),
            (soft, bf16, bf16, 32_768, 12_288, plain, Some(192)),
            (log, f16, f16, 8192, 24_576, plain, Some(384)),
            (soft, bf16, bf16, 4096, 32_768, plain, Some(512)),
            (log, bf16, bf16, 1056, 32_768, plain, Some(512)),
            (log, bf16, bf16, 1024, 32_768, plain, Some(512)),
            (soft, bf16, bf16, 660, 32_768, plain, Some(512)),
            (log, f16, f16, 660, 30_000, plain, Some(480)),
            (soft, bf16, bf16, 32_768, 32_000, plain, Some(512)),
            (log, f16, f16, 16_384, 17_000, plain, Some(288)),
            (soft, bf16, bf16, 16_384, 9_000, plain, Some(160)),
            (log, bf16, bf16, 32_768, 1_904, plain, Some(32)),
            (soft, bf16, bf16, 32_768, 3_072, plain, None),
            (log, bf16, bf16, 16_384, 5_000, plain, None),
            (soft, bf16, bf16, 512, 16_384, plain, None),
            (soft, bf16, bf16, 659, 32_768, plain, None),
            (log, bf16, bf16, 1024, 28_672, plain, None),
            (soft, bf16, bf16, 32_768, 65_536, plain, None),
            (soft, bf16, bf16, 32_768, 8_192, scaled, None),
            (soft, bf16, f32, 32_768, 8_192, plain, None),
            (soft, f32, f32, 32_768, 4_096, plain, None),
            (soft, bf16, bf16, 32_768, 4_096, plain, None),
            (soft, f16, f16, 4096, 3_584, plain, None),
        ] {
            let problem = fused_problem(dtype, output, rows, row_len, fused);
            let planned = hopper(&problem, &LaunchRequest::new(kind));
            let what = format!("{kind:?} {dtype:?} -> {output:?} {rows}x{row_len}: {planned}");
            assert_eq!(planned.strategy, Strategy::CubePerRow, "{what}");
            // Eight vectors of 8 lanes: a row written as f32 takes vectors of 4 lanes (the
            // widest element counts), at eight loads by the f32 rule of its own.
            let at_eight = (planned.loads_per_unit == 8
                && planned.vector_size == 8
                && planned.staged_pages == 0)
                .then_some(planned.units_per_cube as usize);
            assert_eq!(at_eight, doubled, "{what}");
        }

        // Plain 16-bit rows of 32769-36864 elements, with at least eight rows per SM, run in
        // 384-unit cubes of 3 vectors of 8 and 3 staged pages of 3 (three to an SM; the shorter
        // rows of 28673-32768 it once took go to `DOUBLED_LOADS`, above); with three to seven
        // rows per SM (three or four for rows past 28672, which `DOUBLED_LOADS` takes from five),
        // a plain log-softmax of rows up to 32768 runs in 256-unit cubes of 4 vectors of 8 and 3
        // staged pages of 4 (four to an SM). The softmax of those fewer
        // rows, f32 rows, a row written as f32, fused scores, rows the narrow cube's pages of two
        // hold, rows `DOUBLED_LOADS` takes and longer rows keep their cubes.
        let (third, quarter, other) = (Some((384, 3, 3)), Some((256, 4, 3)), None);
        for (kind, dtype, output, rows, row_len, fused, cube) in [
            (log, bf16, bf16, 659, 32_768, plain, quarter),
            (log, f16, f16, 512, 30_000, plain, quarter),
            (log, bf16, bf16, 400, 28_800, plain, quarter),
            (log, bf16, bf16, 16_384, 33_000, plain, third),
            (soft, bf16, bf16, 16_384, 36_000, plain, third),
            (soft, f16, f16, 2048, 34_816, plain, third),
            (log, bf16, bf16, 4096, 36_864, plain, third),
            (soft, f16, f16, 1056, 33_000, plain, third),
            (soft, bf16, bf16, 16_384, 32_000, plain, other),
            (soft, f16, f16, 1500, 28_800, plain, other),
            (soft, bf16, bf16, 1024, 32_768, plain, other),
            (log, bf16, bf16, 264, 32_768, plain, other),
            (log, f32, f32, 1024, 32_768, plain, other),
            (soft, f32, f32, 4096, 32_768, plain, other),
            (log, bf16, f32, 1024, 32_768, plain, other),
            (soft, bf16, f32, 4096, 32_768, plain, other),
            (log, bf16, bf16, 1024, 32_768, scaled, other),
            (soft, bf16, bf16, 4096, 32_768, scaled, other),
            (log, bf16, bf16, 1024, 28_000, plain, other),
            (soft, bf16, bf16, 4096, 28_672, plain, other),
            (log, bf16, bf16, 1024, 40_960, plain, other),
            (soft, bf16, bf16, 4096, 36_865, plain, other),
        ] {
            let problem = fused_problem(dtype, output, rows, row_len, fused);
            let request = LaunchRequest {
                kind,
                ..forced_plane
            };
            let held = hopper(&problem, &request);
            let what =
                format!("{kind:?} {dtype:?} -> {output:?} {rows}x{row_len} {fused:?}: {held}");
            assert_eq!(
                (held.strategy, held.chunks),
                (Strategy::CubePerRow, 1),
                "{what}"
            );
            let shape = (held.units_per_cube, held.loads_per_unit, held.staged_pages);
            match cube {
                Some(expected) => assert_eq!(shape, expected, "{what}"),
                None => assert!(shape != (384, 3, 3) && shape != (256, 4, 3), "{what}"),
            }
        }
    }
}

#[test]
fn planner_and_launch_reject_bad_arguments() {
    let client = client();
    let problem = RowProblem::contiguous(2, 8, Dtype::F32.storage());
    let impossible = LaunchRequest::new(SoftmaxKind::Softmax)
        .forced(Strategy::PlanePerRow, MergePath::SharedMemory);
    let error = plan_launch(&client, &problem, &impossible).unwrap_err();
    assert!(error.to_string().starts_with("strategy:"), "{error}");

    let overlapping = RowProblem {
        output_row_stride: 4,
        ..problem
    };
    let error = plan_launch(
        &client,
        &overlapping,
        &LaunchRequest::new(SoftmaxKind::Softmax),
    )
    .unwrap_err();
    assert!(
        error.to_string().starts_with("output_row_stride:"),
        "{error}"
    );

    // A buffer far smaller than the problem (runtimes may round small allocations up).
    let large = RowProblem::contiguous(1024, 1024, Dtype::F32.storage());
    let plan = plan_launch(&client, &large, &LaunchRequest::new(SoftmaxKind::Softmax)).unwrap();
    let small = client.empty(4 * 1024);
    let big = client.empty(4 * 1024 * 1024);
    let error = launch_softmax(&client, small, big.clone(), &large, &plan).unwrap_err();
    assert!(error.to_string().starts_with("input:"), "{error}");

    // A buffer that starts between two vectors.
    let shifted = big.clone().offset_start(4);
    let error = launch_softmax(&client, big.clone(), shifted, &large, &plan).unwrap_err();
    assert!(error.to_string().starts_with("output:"), "{error}");

    // Rows found by terms: a term that divides by zero, and a buffer shorter than the row the
    // terms put furthest (row 1023 at 1023 * 2048 elements: twice the contiguous input's span).
    let term = |div, len, stride| OffsetTerm { div, len, stride };
    let zero_div = RowProblem {
        input_rows: RowStarts::Terms([term(0, 1024, 2048), OffsetTerm::UNUSED, OffsetTerm::UNUSED]),
        ..large
    };
    let error = plan_launch(
        &client,
        &zero_div,
        &LaunchRequest::new(SoftmaxKind::Softmax),
    )
    .unwrap_err();
    assert!(error.to_string().starts_with("input_rows:"), "{error}");
    let spread = RowProblem {
        input_rows: RowStarts::Terms([term(1, 1024, 2048), OffsetTerm::UNUSED, OffsetTerm::UNUSED]),
        ..large
    };
    let plan = plan_launch(&client, &spread, &LaunchRequest::new(SoftmaxKind::Softmax)).unwrap();
    let error = launch_softmax(&client, big.clone(), big.clone(), &spread, &plan).unwrap_err();
    assert!(error.to_string().starts_with("input:"), "{error}");

    // Plans that do not hold the rows launched with them, refused by name before anything is
    // launched: the planner's plan for rows a quarter as long (whose kernel would leave three
    // quarters of each row unwritten), and plans no planner makes (more exchanged chunks than the
    // kernel keeps states for, vectors of no element, cubes larger than the device runs), forward
    // and backward.
    let quarter = RowProblem::contiguous(1024, 256, Dtype::F32.storage());
    let quarter_plan =
        plan_launch(&client, &quarter, &LaunchRequest::new(SoftmaxKind::Softmax)).unwrap();
    let cube_plan = plan_launch(
        &client,
        &large,
        &LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, MergePath::Plane),
    )
    .unwrap();
    let backward = BackwardProblem::contiguous(1024, 1024, Dtype::F32.storage());
    for (plan, expected) in [
        (quarter_plan, "units holding all 256 vectors"),
        (
            LaunchPlan {
                chunks: 65,
                cubes: 65,
                ..cube_plan
            },
            "exchanged chunks a row",
        ),
        (
            LaunchPlan {
                vector_size: 0,
                ..cube_plan
            },
            "a vector of at least one element",
        ),
        (
            LaunchPlan {
                units_per_cube: client.properties().hardware.max_units_per_cube + 32,
                ..cube_plan
            },
            "units a cube",
        ),
    ] {
        for error in [
            launch_softmax(&client, big.clone(), big.clone(), &large, &plan).unwrap_err(),
            launch_softmax_backward(
                &client,
                big.clone(),
                big.clone(),
                big.clone(),
                &backward,
                &plan,
            )
            .unwrap_err(),
        ] {
            assert!(
                error.to_string().starts_with("plan:") && error.to_string().contains(expected),
                "{plan}: {error}"
            );
        }
    }

    let not_a_float = RowProblem {
        dtype: u32::as_type_native_unchecked().storage_type(),
        ..problem
    };
    let error = plan_launch(
        &client,
        &not_a_float,
        &LaunchRequest::new(SoftmaxKind::Softmax),
    )
    .unwrap_err();
    assert!(error.to_string().starts_with("dtype:"), "{error}");
}

/// Forced cube sizes and load counts (what the bandwidth report's sweep tries) give the same
/// answer as the planner's choice, and impossible ones are refused with the argument named.
/// Cube-per-row also takes cubes of three planes, which the other strategies refuse.
#[test]
fn forced_cube_sizes_and_loads() {
    let client = client();
    let plane = client.properties().hardware.plane_size_max;
    let (rows, row_len) = (3, 200);
    let mut rng = XorShift::new(31);
    let values = rng.vec(rows * row_len, 8.0);
    let rounded: Vec<f64> = values.iter().map(|&v| v as f64).collect();
    let expected = oracle(&rounded, row_len, SoftmaxKind::Softmax);
    let mut ran = 0;
    for strategy in [Strategy::CubePerRow, Strategy::SplitRow] {
        for merge in [MergePath::Plane, MergePath::SharedMemory] {
            for (units, loads) in [
                (plane, 16),
                (2 * plane, 8),
                (3 * plane, 3),
                (4 * plane, 1),
                (8 * plane, 2),
            ] {
                let request = LaunchRequest {
                    units_per_cube: Some(units),
                    loads_per_unit: Some(loads),
                    ..LaunchRequest::new(SoftmaxKind::Softmax).forced(strategy, merge)
                };
                match try_run(&values, row_len, Dtype::F32, request) {
                    Ok((actual, _, plan)) => {
                        assert_eq!((plan.units_per_cube, plan.loads_per_unit), (units, loads));
                        let what = format!("{rows}x{row_len} [{plan}]");
                        assert_close(
                            &actual,
                            &expected,
                            row_len,
                            Dtype::F32,
                            SoftmaxKind::Softmax,
                            &what,
                        );
                        ran += 1;
                    }
                    // Only a cube too small to hold the row may be refused, and only by
                    // cube-per-row.
                    Err(SoftmaxError::RowTooLong { max_row_len, .. }) => {
                        assert!(
                            strategy == Strategy::CubePerRow
                                && (units as usize) * loads * 4 < row_len,
                            "{max_row_len}"
                        );
                    }
                    Err(SoftmaxError::BadShape {
                        argument: "units_per_cube",
                        ..
                    }) if strategy != Strategy::CubePerRow && !units.is_power_of_two() => {}
                    Err(error) => panic!("{strategy} {units}x{loads}: {error}"),
                }
            }
        }
    }
    assert!(ran >= 14, "only {ran} forced shapes ran");

    let problem = RowProblem::contiguous(rows, row_len, Dtype::F32.storage());
    for (units, loads, argument) in [
        (plane + 1, 4, "units_per_cube"),
        (plane, 17, "loads_per_unit"),
        (plane, 0, "loads_per_unit"),
    ] {
        let request = LaunchRequest {
            units_per_cube: Some(units),
            loads_per_unit: Some(loads),
            ..LaunchRequest::new(SoftmaxKind::Softmax)
                .forced(Strategy::CubePerRow, MergePath::Plane)
        };
        let error = plan_launch(&client, &problem, &request).unwrap_err();
        assert!(error.to_string().starts_with(argument), "{error}");
    }
}

/// Cube-per-row softmax with the fold's exponentials kept for the store, forced on small rows:
/// every dtype, both merge paths, rows held in registers alone and with pages, rows that end
/// inside a vector, a grid bounded so that a cube keeps one row's exponentials where it kept the
/// last one's, the registers' page's exps in shared memory, in place and (with pages) not kept,
/// in turn; and rows held in more registers than the device has shared memory, whose
/// registers' page keeps its exps in place; and plane-per-row rows, whose held vectors keep
/// their exps in place and in shared memory. The output is checked against the oracle and for
/// the properties of a softmax; log-softmax, exchanged chunks, split-row, a 16-bit row written
/// as f32 and placements a plan cannot take are refused by name.
#[test]
fn kept_exps_match_the_oracle() {
    let client = client();
    let units = 4 * client.properties().hardware.plane_size_max;
    // (rows, row length, staged pages, most cubes, vectors a unit); the fourth holds its rows
    // at eight vectors a unit, as the planner's `DOUBLED_LOADS` does on a GPU.
    let shapes = [
        (3, 1000, 0, None, None),
        (2, 1003, 3, None, None),
        (5, 777, 2, Some(2), None),
        (2, 1000, 0, None, Some(8)),
        (1, 130, 1, None, None),
        (4, 9, 0, Some(1), None),
    ];
    // Where the registers' page keeps its exps (`PAGE_EXPS_PLACEMENTS`), taken in turn by shape
    // and merge path; without a staged page, not keeping them would keep nothing.
    let mut ran = 0;
    let mut placed = std::collections::HashSet::new();
    for &dtype in Dtype::ON_DEVICE {
        for (turn, merge) in [MergePath::Plane, MergePath::SharedMemory]
            .into_iter()
            .enumerate()
        {
            for (index, &(rows, row_len, pages, max_cubes, loads)) in shapes.iter().enumerate() {
                let placements = if pages > 0 {
                    &PAGE_EXPS_PLACEMENTS[..]
                } else {
                    &PAGE_EXPS_PLACEMENTS[..2]
                };
                let placement = placements[(index + turn) % placements.len()];
                let request = LaunchRequest {
                    units_per_cube: Some(units),
                    loads_per_unit: loads,
                    staged_pages: Some(pages),
                    max_cubes,
                    kept_exps: Some(true),
                    registers_page_exps: Some(placement),
                    every_slot_loaded: Some(index % 2 == 1),
                    ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, merge)
                };
                let mut rng = XorShift::new(700 + index as u64);
                let values = rng.vec(rows * row_len, 8.0);
                let (actual, rounded, plan) = run(&values, row_len, dtype, request);
                let what = format!("{dtype:?} {rows}x{row_len} [{plan}]");
                assert_eq!(plan.kept_exps, Some(placement), "{what}");
                assert_eq!(plan.staged_pages, pages, "{what}");
                placed.insert((pages > 0, placement));
                if let Some(loads) = loads {
                    assert_eq!(plan.loads_per_unit, loads, "{what}");
                }
                assert_matches_oracle(
                    &actual,
                    &rounded,
                    row_len,
                    dtype,
                    SoftmaxKind::Softmax,
                    &what,
                );
                ran += 1;
            }
        }
    }
    assert_eq!(ran, Dtype::ON_DEVICE.len() * 2 * shapes.len());
    assert_eq!(
        placed.len(),
        5,
        "placements run (staged pages, placement): {placed:?}"
    );

    let problem = RowProblem::contiguous(2, 5000, Dtype::F32.storage());
    let refused = [
        LaunchRequest {
            kept_exps: Some(true),
            ..LaunchRequest::new(SoftmaxKind::LogSoftmax)
                .forced(Strategy::CubePerRow, MergePath::Plane)
        },
        LaunchRequest {
            kept_exps: Some(true),
            chunks_per_row: Some(2),
            ..LaunchRequest::new(SoftmaxKind::Softmax)
                .forced(Strategy::CubePerRow, MergePath::Plane)
        },
        LaunchRequest {
            kept_exps: Some(true),
            ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::SplitRow, MergePath::Plane)
        },
    ];
    for request in refused {
        let error = plan_launch(&client, &problem, &request).unwrap_err();
        assert!(error.to_string().starts_with("kept_exps"), "{error}");
    }
    // The exps are kept in the input's type, so a 16-bit row written as f32 (which keeps f32
    // precision) is refused them.
    let widened = RowProblem {
        output_dtype: Dtype::F32.storage(),
        ..RowProblem::contiguous(2, 5000, Dtype::F16.storage())
    };
    let request = LaunchRequest {
        kept_exps: Some(true),
        ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, MergePath::Plane)
    };
    let error = plan_launch(&client, &widened, &request).unwrap_err();
    assert!(error.to_string().starts_with("kept_exps"), "{error}");
    // Placements of the registers' page's exps that a plan cannot take: not kept without a
    // staged page, in a cube or on a plane.
    let cube = LaunchRequest {
        units_per_cube: Some(units),
        staged_pages: Some(0),
        kept_exps: Some(true),
        registers_page_exps: Some(RegistersPageExps::Recomputed),
        ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, MergePath::Plane)
    };
    let plane = LaunchRequest {
        kept_exps: Some(true),
        registers_page_exps: Some(RegistersPageExps::Recomputed),
        ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::PlanePerRow, MergePath::Plane)
    };
    let short = RowProblem::contiguous(2, 100, Dtype::F32.storage());
    for request in [cube, plane] {
        let error = plan_launch(&client, &short, &request).unwrap_err();
        assert!(
            error.to_string().starts_with("registers_page_exps"),
            "{error}"
        );
    }
    // Rows the largest cube holds in registers at 16 vectors per unit, in every dtype: where
    // their exps do not fit in shared memory (f32 rows on every device), the registers' page
    // keeps its exps in place of its scores, and the output still matches the oracle.
    let hardware = &client.properties().hardware;
    let (most_units, shared) = (
        hardware.max_units_per_cube as usize,
        hardware.max_shared_memory_size,
    );
    let mut in_registers = 0;
    for &dtype in Dtype::ON_DEVICE {
        let held = LaunchRequest {
            units_per_cube: Some(most_units as u32),
            loads_per_unit: Some(16),
            staged_pages: Some(0),
            ..LaunchRequest::new(SoftmaxKind::Softmax)
                .forced(Strategy::CubePerRow, MergePath::Plane)
        };
        let probe = RowProblem::contiguous(1, most_units * 16, dtype.storage());
        let lanes = plan_launch(&client, &probe, &held).unwrap().vector_size;
        let row_len = most_units * 16 * lanes;
        let exps_bytes = row_len * dtype.storage().size();
        let values = XorShift::new(799).vec(row_len, 8.0);
        let kept = LaunchRequest {
            kept_exps: Some(true),
            ..held
        };
        let (actual, rounded, plan) = run(&values, row_len, dtype, kept);
        let what = format!("{dtype:?} 1x{row_len} [{plan}]");
        assert!(plan.kept_exps.is_some() && plan.staged_pages == 0, "{what}");
        if exps_bytes > shared {
            assert_eq!(
                plan.kept_exps,
                Some(RegistersPageExps::InPlace),
                "{what}: {exps_bytes} bytes of exps"
            );
            in_registers += 1;
        }
        assert_matches_oracle(
            &actual,
            &rounded,
            row_len,
            dtype,
            SoftmaxKind::Softmax,
            &what,
        );
    }
    assert!(in_registers > 0, "no row kept its exps in registers");

    // Plane-per-row keeps every held vector's exps in place, or in the cube's shared memory,
    // each way on every shape: short rows, an odd length (scalar loads, a part-filled segment),
    // two and four loads a unit, and cubes of one plane bounded in number, which step over the
    // rows (so a unit's slots of shared memory take one row's exps after another's). Each row
    // fits a plane of 8 at its loads. (rows, row length, loads per unit, most cubes).
    let short = [
        (37, 60, 2, None),
        (9, 13, 2, Some(1)),
        (20, 128, 4, Some(2)),
    ];
    let on_planes = [RegistersPageExps::InPlace, RegistersPageExps::Shared];
    for &dtype in Dtype::ON_DEVICE {
        for (index, &(rows, row_len, loads, max_cubes)) in short.iter().enumerate() {
            for placement in on_planes {
                let request = LaunchRequest {
                    loads_per_unit: Some(loads),
                    units_per_cube: max_cubes.map(|_| units / 4),
                    max_cubes,
                    kept_exps: Some(true),
                    registers_page_exps: Some(placement),
                    ..LaunchRequest::new(SoftmaxKind::Softmax)
                        .forced(Strategy::PlanePerRow, MergePath::Plane)
                };
                let values = XorShift::new(820 + index as u64).vec(rows * row_len, 8.0);
                let (actual, rounded, plan) = run(&values, row_len, dtype, request);
                let what = format!("{dtype:?} {rows}x{row_len} [{plan}]");
                assert!(
                    plan.strategy == Strategy::PlanePerRow && plan.kept_exps == Some(placement),
                    "{what}"
                );
                if max_cubes.is_some() {
                    let rows_at_once =
                        plan.cubes as usize * plan.units_per_cube as usize / plan.lanes_per_row;
                    assert!(rows_at_once < rows, "{what}: the cubes do not step");
                }
                assert_matches_oracle(
                    &actual,
                    &rounded,
                    row_len,
                    dtype,
                    SoftmaxKind::Softmax,
                    &what,
                );
            }
        }
    }
}

/// Cube-per-row with pages of the row staged in shared memory (how the planner holds rows longer
/// than registers hold), forced on small rows: every dtype and kind, both merge paths, rows that
/// end in the register page, in a staged page, and inside a vector (odd lengths). Two shapes
/// bound the grid, so a cube stores one row's pages while it loads and stages the next row's
/// into the same slots.
#[test]
fn staged_pages_match_the_oracle() {
    let client = client();
    let plane = client.properties().hardware.plane_size_max;
    let units = 4 * plane;
    // (rows, row length, staged pages, most cubes, planes per cube).
    let shapes = [
        (3, 1000, 1, None, 4),
        (2, 1003, 3, None, 4),
        (5, 777, 2, Some(2), 4),
        (1, 130, 3, None, 4),
        (4, 1003, 3, Some(1), 4),
        // A cube of three planes, its last page part-filled.
        (3, 1001, 2, Some(2), 3),
    ];
    let mut ran = 0;
    for &dtype in Dtype::ON_DEVICE {
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            for merge in [MergePath::Plane, MergePath::SharedMemory] {
                for (index, &(rows, row_len, pages, max_cubes, planes)) in shapes.iter().enumerate()
                {
                    let request = LaunchRequest {
                        units_per_cube: Some(planes * plane),
                        staged_pages: Some(pages),
                        max_cubes,
                        // Each staged page's last slots loaded both ways, shape by shape.
                        every_slot_loaded: Some(index % 2 == 1),
                        ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, merge)
                    };
                    let mut rng = XorShift::new(300 + index as u64);
                    let values = rng.vec(rows * row_len, 8.0);
                    let (actual, rounded, plan) = run(&values, row_len, dtype, request);
                    let what = format!("{dtype:?} {kind:?} {rows}x{row_len} [{plan}]");
                    assert_eq!(plan.staged_pages, pages, "{what}");
                    assert_eq!(
                        plan.cubes as usize,
                        max_cubes.map_or(rows, |most| most as usize),
                        "{what}"
                    );
                    let held = plan.units_per_cube as usize * plan.loads_per_unit * (pages + 1);
                    assert!(held * plan.vector_size >= row_len, "{what}");
                    assert_matches_oracle(&actual, &rounded, row_len, dtype, kind, &what);
                    ran += 1;
                }
            }
        }
    }
    assert_eq!(ran, Dtype::ON_DEVICE.len() * 2 * 2 * shapes.len());

    // Pages that cannot fit in the device's shared memory (16 KB per unit of 4 planes: over 32 KB
    // on a CPU Vulkan driver, over 227 KB on an H100), too many pages, or pages for a strategy
    // that stages nothing are refused with the argument named.
    let problem = RowProblem::contiguous(2, 1000, Dtype::F32.storage());
    let too_many = LaunchRequest {
        units_per_cube: Some(units),
        loads_per_unit: Some(16),
        staged_pages: Some(8),
        ..LaunchRequest::new(SoftmaxKind::Softmax)
            .forced(Strategy::CubePerRow, MergePath::SharedMemory)
    };
    let error = plan_launch(&client, &problem, &too_many).unwrap_err();
    assert!(error.to_string().starts_with("staged_pages:"), "{error}");
    for (strategy, pages) in [(Strategy::SplitRow, 1), (Strategy::CubePerRow, 9)] {
        let request = LaunchRequest {
            staged_pages: Some(pages),
            ..LaunchRequest::new(SoftmaxKind::Softmax).forced(strategy, MergePath::SharedMemory)
        };
        let error = plan_launch(&client, &problem, &request).unwrap_err();
        assert!(error.to_string().starts_with("staged_pages:"), "{error}");
    }
}

/// Cube-per-row with rows cut into chunks held by different cubes, which merge their states
/// through the exchange, in every dtype, kind and merge path, with staged pages too. For
/// softmax, row 0's first chunk is all `-inf` (a chunk whose state is empty). Where the runtime
/// runs a row's cubes one after another (the CPU Vulkan driver may), a cube that finds a state
/// missing computes it from the input; either way every row must match the oracle. Two shapes
/// bound the grid: 4 cubes for 5 rows of 2 chunks step over two rows at a time, and a single
/// cube holds every chunk in turn, never finding the later chunks' states (it computes them).
/// The shapes take turns asking for each grid (`cube_per_chunk`), which on a device that does
/// not say its SM count are both one cube per chunk within the bound. Chunk counts that are out
/// of range, or asked of another strategy, are refused with the argument named.
#[test]
fn exchanged_chunks_match_the_oracle() {
    let client = client();
    let units = 4 * client.properties().hardware.plane_size_max;
    // (rows, row length, chunks, staged pages, most cubes).
    let shapes = [
        (3, 1000, 2, 0, None),
        (2, 1003, 3, 1, None),
        (1, 4100, 5, 0, None),
        (4, 130, 4, 0, None),
        (5, 1000, 2, 0, Some(4)),
        (3, 1003, 3, 1, Some(1)),
    ];
    let mut ran = 0;
    for &dtype in Dtype::ON_DEVICE {
        for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
            for merge in [MergePath::Plane, MergePath::SharedMemory] {
                for (index, &(rows, row_len, chunks, pages, max_cubes)) in shapes.iter().enumerate()
                {
                    let request = LaunchRequest {
                        units_per_cube: Some(units),
                        staged_pages: Some(pages),
                        chunks_per_row: Some(chunks),
                        max_cubes,
                        every_slot_loaded: Some(index % 2 == 1),
                        cube_per_chunk: [None, Some(true), Some(false)][index % 3],
                        ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, merge)
                    };
                    let mut rng = XorShift::new(700 + index as u64);
                    let mut values = rng.vec(rows * row_len, 8.0);
                    if kind == SoftmaxKind::Softmax {
                        // (Log-softmax would give -inf there, which the closeness check does
                        // not compare.)
                        values[..row_len / chunks].fill(f32::NEG_INFINITY);
                    }
                    let (actual, rounded, plan) = run(&values, row_len, dtype, request);
                    let what = format!("{dtype:?} {kind:?} {rows}x{row_len} [{plan}]");
                    let cubes = max_cubes.map_or(rows * chunks, |most| most as usize);
                    assert_eq!(
                        (plan.chunks, plan.cubes as usize),
                        (chunks, cubes),
                        "{what}"
                    );
                    assert_matches_oracle(&actual, &rounded, row_len, dtype, kind, &what);
                    ran += 1;
                }
            }
        }
    }
    assert_eq!(ran, Dtype::ON_DEVICE.len() * 2 * 2 * shapes.len());

    let problem = RowProblem::contiguous(2, 1000, Dtype::F32.storage());
    for (strategy, chunks) in [
        (Strategy::CubePerRow, 0),
        (Strategy::CubePerRow, 65),
        (Strategy::SplitRow, 2),
        (Strategy::PlanePerRow, 2),
    ] {
        let request = LaunchRequest {
            chunks_per_row: Some(chunks),
            ..LaunchRequest::new(SoftmaxKind::Softmax).forced(strategy, MergePath::Plane)
        };
        let error = plan_launch(&client, &problem, &request).unwrap_err();
        assert!(error.to_string().starts_with("chunks_per_row:"), "{error}");
    }
}

/// Exchanging launches one after another in one stream share one kept exchange buffer, which
/// each must leave as it found it: launches of the same plan on fresh inputs, then a launch
/// whose rows' blocks of words lie across the first plan's (more chunks, fewer rows), then the
/// first plan again, on each merge path. A word a launch left published would hand its state to
/// the next launch's cubes, whose rows would then no longer match the oracle.
#[test]
fn exchanged_launches_in_a_row_see_only_their_own_states() {
    let client = client();
    let units = 4 * client.properties().hardware.plane_size_max;
    // (rows, row length, chunks).
    let launches = [
        (4, 1000, 2),
        (4, 1000, 2),
        (4, 1000, 2),
        (2, 1003, 5),
        (4, 1000, 2),
    ];
    for merge in [MergePath::Plane, MergePath::SharedMemory] {
        for (index, &(rows, row_len, chunks)) in launches.iter().enumerate() {
            let request = LaunchRequest {
                units_per_cube: Some(units),
                chunks_per_row: Some(chunks),
                ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, merge)
            };
            // A different offset per launch: a stale state would be far from this launch's.
            let mut rng = XorShift::new(900 + index as u64);
            let offset = 10.0 * index as f32;
            let values: Vec<f32> = rng
                .vec(rows * row_len, 4.0)
                .iter()
                .map(|v| v + offset)
                .collect();
            let (actual, rounded, plan) = run(&values, row_len, Dtype::F32, request);
            assert_eq!(plan.chunks, chunks);
            let what = format!("{merge:?} launch {index}: {rows}x{row_len} [{plan}]");
            assert_matches_oracle(
                &actual,
                &rounded,
                row_len,
                Dtype::F32,
                SoftmaxKind::Softmax,
                &what,
            );
        }
    }
}

/// How the planner cuts rows for the exchange. Few rows: one cube per SM (64 rows of 132 SMs: 2
/// chunks; 1 row: 64, the most). More rows, or chunks too long for that: the chunk count whose
/// rounds of resident cubes idle the fewest SMs (70 rows: 7 chunks fill 126 SMs in 4 rounds
/// where 2 chunks leave 128 of 264 slots idle in the second round; 64 rows of at least 3
/// chunks: 4, two full rounds), fewer chunks on ties (128 and 256 rows: 2). A device that does
/// not say its SM count, or a chunk no cube holds, gets no cut. The grid is one cube per chunk
/// up to the SMs, rounded down to whole rows.
#[test]
fn exchange_cuts_fill_the_device() {
    use cubemax_kernels::{exchange_chunks, exchange_cubes};
    assert_eq!(exchange_chunks(64, 132, 2, 8), 2);
    assert_eq!(exchange_chunks(8, 132, 2, 8), 16);
    assert_eq!(exchange_chunks(1, 132, 2, 8), 64);
    assert_eq!(exchange_chunks(40, 132, 3, 8), 3);
    assert_eq!(exchange_chunks(40, 132, 5, 8), 6);
    assert_eq!(exchange_chunks(64, 132, 3, 4), 4);
    assert_eq!(exchange_chunks(70, 132, 2, 8), 7);
    assert_eq!(exchange_chunks(128, 132, 2, 8), 2);
    assert_eq!(exchange_chunks(256, 132, 2, 8), 2);
    assert_eq!(exchange_chunks(256, 132, 3, 2), 3);
    assert_eq!(exchange_chunks(64, 0, 2, 8), 1);
    assert_eq!(exchange_chunks(64, 132, 65, 70), 1);
    assert_eq!(exchange_cubes(64, 2, 132), 128);
    assert_eq!(exchange_cubes(256, 2, 132), 132);
    assert_eq!(exchange_cubes(70, 7, 132), 126);
    assert_eq!(exchange_cubes(1, 64, 132), 64);
    assert_eq!(exchange_cubes(3, 2, 0), 6);
    assert_eq!(exchange_cubes(4, 64, 20), 64);
    for rows in 1..300 {
        for sms in [1, 8, 66, 132] {
            for fewest in 2..=9 {
                let chunks = exchange_chunks(rows, sms, fewest, 8);
                assert!(
                    (fewest..=64).contains(&chunks),
                    "{rows} {sms} {fewest}: {chunks}"
                );
                let cubes = exchange_cubes(rows, chunks, sms);
                assert!(
                    cubes == rows * chunks || cubes.is_multiple_of(chunks),
                    "{rows} rows of {chunks} chunks on {sms} SMs: {cubes} cubes"
                );
                assert!(cubes <= sms.max(chunks), "{rows} {chunks} {sms}: {cubes}");
            }
        }
    }
}

/// Where one cube per SM would take a forward's exchanged f32 chunks in more than one round
/// (rows of 128K-262K elements from 67 rows up on an H100's or H200's 132 SMs), the planner
/// launches one 256-unit cube per chunk, cutting the row into the fewest chunks, a power of two,
/// that such a cube holds at four vectors a unit in at most four staged pages; the grid is every
/// chunk, bounded to whole rows of chunks within 65535 cubes. Where one round takes the chunks
/// (64 rows of 151936), and for bf16 rows until three rounds, it keeps one cube per SM; bf16
/// rows from three rounds get 512-unit cubes, and so do bf16 rows one round takes on at most
/// five SMs in six, their chunks halved. `cube_per_chunk` forces either grid, and with
/// chunks asked for changes only the grid. The backward takes one cube per chunk where one per
/// SM would take its chunks in rounds, with its plan's chunks and cube but where f32 chunks are
/// cut for that grid (asked for, or from three rounds: eight vectors a unit).
#[test]
fn exchanged_chunks_in_rounds_get_a_cube_each() {
    let hopper = |problem: &RowProblem, request: &LaunchRequest| {
        plan_launch_on(&DeviceProfile::HOPPER, problem, request).unwrap()
    };
    let softmax = LaunchRequest::new(SoftmaxKind::Softmax);
    let asking = |cube_per_chunk| LaunchRequest {
        cube_per_chunk: Some(cube_per_chunk),
        ..softmax
    };
    let f32 = Dtype::F32.storage();
    // (rows, row length, chunks, staged pages, cubes).
    for (rows, row_len, chunks, pages, cubes) in [
        (256, 151_936, 8, 4, 2048),
        (256, 131_072, 8, 3, 2048),
        (256, 128_256, 8, 3, 2048),
        (128, 262_144, 16, 3, 2048),
        (1024, 200_000, 16, 3, 16_384),
        (16_384, 131_072, 8, 3, 65_528),
    ] {
        let problem = RowProblem::contiguous(rows, row_len, f32);
        let plan = hopper(&problem, &softmax);
        let what = format!("{rows}x{row_len}: {plan}");
        assert_eq!(
            (
                plan.strategy,
                plan.units_per_cube,
                plan.loads_per_unit,
                plan.staged_pages,
                plan.chunks,
                plan.cubes as usize
            ),
            (Strategy::CubePerRow, 256, 4, pages, chunks, cubes),
            "{what}"
        );
        // The fewest such chunks: half as many would need more than four staged pages.
        let held_per_unit = 4 * (pages + 1) * plan.vector_size;
        assert!(chunks * 256 * held_per_unit >= row_len, "{what}");
        assert!(
            chunks / 2 * 256 * 4 * 5 * plan.vector_size < row_len,
            "{what}"
        );
        assert_eq!(hopper(&problem, &asking(true)), plan, "{what}");
        let in_rounds = hopper(&problem, &asking(false));
        assert!(
            in_rounds.chunks > 1
                && in_rounds.cubes <= 132
                && (in_rounds.cubes as usize) < rows * in_rounds.chunks,
            "{rows}x{row_len}: {in_rounds}"
        );
    }

    let grid = |plan: &LaunchPlan| (plan.units_per_cube, plan.chunks, plan.cubes);
    // One round (f32 64 x 151936), and bf16 rows in two (128 x 262144): one cube per SM, unless
    // asked. (dtype, rows, row length, planned and asked (units, chunks, cubes)).
    for (dtype, rows, row_len, planned, asked) in [
        (Dtype::F32, 64, 151_936, (1024, 2, 128), (256, 8, 512)),
        (Dtype::BF16, 128, 262_144, (1024, 2, 132), (512, 4, 512)),
    ] {
        let problem = RowProblem::contiguous(rows, row_len, dtype.storage());
        let plan = hopper(&problem, &softmax);
        let what = format!("{dtype:?} {rows}x{row_len}: {plan}");
        assert_eq!(grid(&plan), planned, "{what}");
        assert_eq!(hopper(&problem, &asking(false)), plan, "{what}");
        assert_eq!(grid(&hopper(&problem, &asking(true))), asked, "{what}");
    }

    // bf16 rows that one round of 1024-unit cubes takes on at most five SMs in six (48 rows: 96
    // of 132): each chunk halved, one 512-unit cube each, the cubes of a row holding it whole.
    // f16 rows, and bf16 rows on more SMs (64 rows: 128), keep the 1024-unit cubes. (dtype, rows,
    // planned (units, chunks, cubes)).
    for (dtype, rows, planned) in [
        (Dtype::BF16, 48, (512, 4, 192)),
        (Dtype::F16, 48, (1024, 2, 96)),
        (Dtype::BF16, 64, (1024, 2, 128)),
    ] {
        let problem = RowProblem::contiguous(rows, 151_936, dtype.storage());
        let plan = hopper(&problem, &softmax);
        let what = format!("{dtype:?} {rows}x151936: {plan}");
        assert_eq!(grid(&plan), planned, "{what}");
        let one_per_sm = hopper(&problem, &asking(false));
        assert_eq!(grid(&one_per_sm), (1024, 2, 2 * rows as u32), "{what}");
        let held = plan.units_per_cube as usize
            * plan.loads_per_unit
            * (plan.staged_pages + 1)
            * plan.vector_size;
        assert!(held * plan.chunks >= 151_936, "{what}");
    }

    // bf16 rows from three rounds: one 512-unit cube per chunk, four vectors a unit and three
    // staged pages.
    for (rows, row_len) in [(96, 200_000), (256, 262_144), (1024, 262_144)] {
        let problem = RowProblem::contiguous(rows, row_len, Dtype::BF16.storage());
        let plan = hopper(&problem, &softmax);
        assert_eq!(
            (
                plan.units_per_cube,
                plan.loads_per_unit,
                plan.staged_pages,
                plan.chunks,
                plan.cubes as usize
            ),
            (512, 4, 3, 4, rows * 4),
            "bf16 {rows}x{row_len}: {plan}"
        );
        let in_rounds = hopper(&problem, &asking(false));
        let rounds = (rows * in_rounds.chunks).div_ceil(in_rounds.cubes as usize);
        assert!(rounds >= 3, "bf16 {rows}x{row_len}: {in_rounds}");
    }

    // Chunks asked for: the grid alone follows `cube_per_chunk`.
    let problem = RowProblem::contiguous(256, 151_936, f32);
    let forced = LaunchRequest {
        chunks_per_row: Some(4),
        ..softmax
    };
    let per_sm = hopper(&problem, &forced);
    let per_chunk = hopper(
        &problem,
        &LaunchRequest {
            cube_per_chunk: Some(true),
            ..forced
        },
    );
    assert_eq!((per_sm.chunks, per_sm.cubes), (4, 132), "{per_sm}");
    assert_eq!(
        per_chunk,
        LaunchPlan {
            cubes: 1024,
            ..per_sm
        }
    );

    // The backward: the plan's own chunks and cube, on one cube per chunk where one per SM
    // would take them in rounds (256 rows), on one per SM where one round does (16 rows).
    for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
        for &dtype in Dtype::ON_DEVICE {
            for rows in [16, 256] {
                let problem = BackwardProblem::contiguous(rows, 151_936, dtype.storage());
                let backward = |cube_per_chunk| {
                    let request = LaunchRequest {
                        cube_per_chunk,
                        ..LaunchRequest::new(kind)
                    };
                    plan_backward_on(&DeviceProfile::HOPPER, &problem, &request).unwrap()
                };
                let (planned, per_sm, per_chunk) =
                    (backward(None), backward(Some(false)), backward(Some(true)));
                let what = format!("{kind:?} {dtype:?} {rows} rows: {planned}");
                assert!(per_sm.chunks > 1 && per_sm.cubes <= 132, "{what}");
                // f32 chunks asked onto that grid are cut for it, at eight vectors a unit: the
                // softmax's in twin 256-unit cubes staging `dy` with `y` where their chunks fill
                // every SM twice (`twin_chunk_cube`: 256 rows), in 512 units reading `dy` again
                // where they do not (`chunk_grid_cube`: 16 rows); the log-softmax's in 256.
                if dtype == Dtype::F32 {
                    let softmax = kind == SoftmaxKind::Softmax;
                    let units = if softmax && rows == 16 { 512 } else { 256 };
                    assert_eq!(
                        (per_chunk.units_per_cube, per_chunk.loads_per_unit),
                        (units, 8),
                        "{what}"
                    );
                    assert_eq!(per_chunk.dy_read_again, softmax && rows == 16, "{what}");
                    assert_eq!(per_chunk.cubes as usize, rows * per_chunk.chunks, "{what}");
                } else {
                    assert_eq!(
                        per_chunk,
                        LaunchPlan {
                            cubes: (rows * per_sm.chunks) as u32,
                            ..per_sm
                        },
                        "{what}"
                    );
                }
                let in_rounds = (per_sm.cubes as usize) < rows * per_sm.chunks;
                assert_eq!(in_rounds, rows == 256, "{what}");
                assert_eq!(
                    planned,
                    if in_rounds { per_chunk } else { per_sm },
                    "{what}"
                );
            }
        }
    }
}

/// The plan the H100's or H200's planner gives a forward of 256 x 151936 f32 rows (one 256-unit
/// cube per chunk, 8 chunks, four vectors a unit and four staged pages), with its cube cut to 64
/// units so that its pages fit in the CPU device's shared memory, on rows as long as such cubes
/// hold less 36 elements (every page full but the last, in vectors of four): every row matches
/// the oracle on both merge paths, with the grid of every chunk and with it bounded to three
/// cubes (not a whole row of chunks).
#[test]
fn cube_per_chunk_plans_match_the_oracle() {
    let hopper = plan_launch_on(
        &DeviceProfile::HOPPER,
        &RowProblem::contiguous(256, 151_936, Dtype::F32.storage()),
        &LaunchRequest::new(SoftmaxKind::Softmax),
    )
    .unwrap();
    let held = (hopper.loads_per_unit, hopper.staged_pages, hopper.chunks);
    assert_eq!((hopper.units_per_cube, held), (256, (4, 4, 8)), "{hopper}");
    let units = 64;
    let row_len = hopper.chunks * units * 4 * 5 * hopper.vector_size - 36;
    let rows = 2;
    let mut rng = XorShift::new(1200);
    let values = rng.vec(rows * row_len, 8.0);
    for merge in [MergePath::Plane, MergePath::SharedMemory] {
        for max_cubes in [None, Some(3)] {
            let request = LaunchRequest {
                units_per_cube: Some(units as u32),
                loads_per_unit: Some(hopper.loads_per_unit),
                staged_pages: Some(hopper.staged_pages),
                chunks_per_row: Some(hopper.chunks),
                cube_per_chunk: Some(true),
                max_cubes,
                ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, merge)
            };
            let (actual, rounded, plan) = run(&values, row_len, Dtype::F32, request);
            let what = format!("{merge:?} {rows}x{row_len} [{plan}]");
            assert_eq!(
                (plan.vector_size, plan.cubes),
                (hopper.vector_size, max_cubes.unwrap_or(16)),
                "{what}"
            );
            assert_matches_oracle(
                &actual,
                &rounded,
                row_len,
                Dtype::F32,
                SoftmaxKind::Softmax,
                &what,
            );
        }
    }
}

/// Every strategy with its grid bounded to 1 and 3 cubes: each cube steps over several rows (or
/// several chunks of rows) with a stride of the cube count, and every row must still match the
/// oracle. `max_cubes` of 0 is refused with the argument named.
#[test]
fn bounded_grids_step_over_every_row() {
    let client = client();
    let plane = client.properties().hardware.plane_size_max;
    let mut rng = XorShift::new(91);
    let mut ran = 0;
    for &dtype in Dtype::ON_DEVICE {
        for (strategy, merge) in PATHS.into_iter().skip(1) {
            // Plane-per-row holds a short row in part of a plane, several rows per cube: one
            // plane per cube and enough rows to need more than 3 cubes.
            let (rows, row_len, units) = if strategy == Some(Strategy::PlanePerRow) {
                (64, 40, Some(plane))
            } else {
                (7, 3000, None)
            };
            let values = rng.vec(rows * row_len, 8.0);
            for max_cubes in [1, 3] {
                let bounded = LaunchRequest {
                    max_cubes: Some(max_cubes),
                    units_per_cube: units,
                    ..request(SoftmaxKind::Softmax, (strategy, merge))
                };
                let (actual, rounded, plan) = run(&values, row_len, dtype, bounded);
                let what = format!("{dtype:?} {rows}x{row_len} [{plan}]");
                assert_eq!(plan.cubes, max_cubes, "{what}");
                assert_close(
                    &actual,
                    &oracle(&rounded, row_len, SoftmaxKind::Softmax),
                    row_len,
                    dtype,
                    SoftmaxKind::Softmax,
                    &what,
                );
                ran += 1;
            }
        }
    }
    assert_eq!(ran, Dtype::ON_DEVICE.len() * (PATHS.len() - 1) * 2);
    let problem = RowProblem::contiguous(2, 1000, Dtype::F32.storage());
    let request = LaunchRequest {
        max_cubes: Some(0),
        ..LaunchRequest::new(SoftmaxKind::Softmax)
    };
    let error = plan_launch(&client, &problem, &request).unwrap_err();
    assert!(error.to_string().starts_with("max_cubes:"), "{error}");
}

/// Plane-per-row with every segment width: asking for more loads per unit narrows the segment
/// that holds a row (down to one unit per row), and with 7 rows some segments of the last plane
/// hold no row at all yet take part in the shuffles. Every width must give the oracle's rows.
#[test]
fn plane_segments_of_every_width() {
    let client = client();
    let plane_min = client.properties().hardware.plane_size_min as usize;
    let (rows, row_len) = (7, 40);
    let vectors = row_len / 4;
    let mut rng = XorShift::new(47);
    let values = rng.vec(rows * row_len, 8.0);
    let rounded: Vec<f64> = values.iter().map(|&v| v as f64).collect();
    let expected = oracle(&rounded, row_len, SoftmaxKind::Softmax);
    let mut widths = Vec::new();
    for loads in [1, 2, 4, 8, 16] {
        let request = LaunchRequest {
            loads_per_unit: Some(loads),
            ..LaunchRequest::new(SoftmaxKind::Softmax)
                .forced(Strategy::PlanePerRow, MergePath::Plane)
        };
        match try_run(&values, row_len, Dtype::F32, request) {
            Ok((actual, _, plan)) => {
                let lanes = plan.lanes_per_row;
                assert!(
                    lanes.is_power_of_two() && lanes <= plane_min && lanes * loads >= vectors,
                    "{plan}"
                );
                let what = format!("{rows}x{row_len} [{plan}]");
                assert_close(
                    &actual,
                    &expected,
                    row_len,
                    Dtype::F32,
                    SoftmaxKind::Softmax,
                    &what,
                );
                assert_softmax_properties(&actual, row_len, Dtype::F32, &what);
                widths.push(lanes);
            }
            // Only a plane too narrow for the row at this load count may refuse it.
            Err(SoftmaxError::RowTooLong { .. }) => assert!(plane_min * loads < vectors),
            Err(error) => panic!("{loads} loads: {error}"),
        }
    }
    widths.dedup();
    assert!(widths.len() >= 4, "segment widths tried: {widths:?}");
}

/// Pitched rows, as CubeCL's CUDA allocator lays out a rank-2 tensor whose rows are not a multiple
/// of 16 bytes: every path reads and writes the rows in place, ignores the input's gap (filled with
/// NaN and huge values here, so a leak would show) and leaves the output's gap past the last
/// vector alone. Cube-per-row with staged pages runs too: the row's last vector, whose tail is
/// masked, then lies in a staged page or in the register page depending on the plane size.
#[test]
fn pitched_rows_on_every_path() {
    let client = client();
    let sentinel = 12345.0f32;
    let staged = LaunchRequest {
        units_per_cube: Some(4 * client.properties().hardware.plane_size_max),
        staged_pages: Some(2),
        ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, MergePath::Plane)
    };
    let requests = PATHS
        .into_iter()
        .map(|path| request(SoftmaxKind::Softmax, path))
        .chain([staged]);
    for (path_index, request) in requests.enumerate() {
        for &(rows, row_len, stride) in &[
            (3usize, 5usize, 16usize),
            (5, 33, 40),
            (4, 1001, 1008),
            (2, 4097, 4112),
        ] {
            let mut rng = XorShift::new(500 + path_index as u64);
            let values = rng.vec(rows * row_len, 8.0);
            let mut laid_out = vec![f32::NAN; rows * stride];
            for row in 0..rows {
                laid_out[row * stride..row * stride + row_len]
                    .copy_from_slice(&values[row * row_len..(row + 1) * row_len]);
                laid_out[row * stride + row_len..(row + 1) * stride].fill(1e30);
                laid_out[(row + 1) * stride - 1] = f32::NAN;
            }
            let (bytes, _) = Dtype::F32.encode(&laid_out);
            let input = client.create_from_slice(&bytes);
            let (sentinels, _) = Dtype::F32.encode(&vec![sentinel; rows * stride]);
            let output = client.create_from_slice(&sentinels);
            let problem = RowProblem {
                input_rows: RowStarts::Strided(stride),
                output_row_stride: stride,
                ..RowProblem::contiguous(rows, row_len, Dtype::F32.storage())
            };
            let plan = match plan_launch(&client, &problem, &request) {
                Ok(plan) => plan,
                Err(SoftmaxError::RowTooLong { max_row_len, .. }) if row_len > max_row_len => {
                    continue;
                }
                Err(error) => panic!("{rows}x{row_len}/{stride}: {error}"),
            };
            launch_softmax(&client, input, output.clone(), &problem, &plan).expect("launch");
            let out = Dtype::F32.decode(&client.read_one(output).expect("read back"));
            let what = format!("{rows}x{row_len} stride {stride} [{plan}]");
            let mut packed = Vec::new();
            for row in 0..rows {
                packed.extend_from_slice(&out[row * stride..row * stride + row_len]);
                let written_to = row_len.div_ceil(plan.vector_size) * plan.vector_size;
                assert!(
                    out[row * stride + written_to..(row + 1) * stride]
                        .iter()
                        .all(|&v| v == sentinel as f64),
                    "{what}: row {row} written past its last vector"
                );
            }
            let expected = oracle(
                &values.iter().map(|&v| v as f64).collect::<Vec<_>>(),
                row_len,
                SoftmaxKind::Softmax,
            );
            assert_close(
                &packed,
                &expected,
                row_len,
                Dtype::F32,
                SoftmaxKind::Softmax,
                &what,
            );
            assert_softmax_properties(&packed, row_len, Dtype::F32, &what);
        }
    }
}

/// Rows found by terms ([`SlicedView`]: a slice along an outer axis and a broadcast axis, read
/// in place) on every path, staged pages and exchanged chunks included, in every dtype and kind:
/// the output, written back to back, matches the oracle of the view's rows. The parent's rows
/// the view does not reach hold `NaN`, so a row read from the wrong place poisons its output.
#[test]
fn rows_found_by_terms_on_every_path() {
    let client = client();
    let units = 4 * client.properties().hardware.plane_size_max;
    let mut requests: Vec<(SoftmaxKind, LaunchRequest)> = Vec::new();
    for kind in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax] {
        requests.extend(PATHS.into_iter().map(|path| (kind, request(kind, path))));
        for (pages, chunks) in [(2, 1), (1, 3)] {
            let request = LaunchRequest {
                units_per_cube: Some(units),
                staged_pages: Some(pages),
                chunks_per_row: Some(chunks),
                ..LaunchRequest::new(kind).forced(Strategy::CubePerRow, MergePath::Plane)
            };
            requests.push((kind, request));
        }
    }
    for (index, &(kind, request)) in requests.iter().enumerate() {
        for view in [
            SlicedView {
                row_len: 7,
                pitch: 8,
            },
            SlicedView {
                row_len: 1003,
                pitch: 1008,
            },
        ] {
            for &dtype in Dtype::ON_DEVICE {
                let problem = RowProblem {
                    input_rows: RowStarts::Terms(view.terms()),
                    ..RowProblem::contiguous(SlicedView::ROWS, view.row_len, dtype.storage())
                };
                let plan = match plan_launch(&client, &problem, &request) {
                    Ok(plan) => plan,
                    // Only forced plane segments may refuse, and only the long rows.
                    Err(SoftmaxError::RowTooLong {
                        strategy: Strategy::PlanePerRow,
                        max_row_len,
                        ..
                    }) if view.row_len > max_row_len => continue,
                    Err(error) => panic!("{dtype:?} {view:?}: {error}"),
                };
                let mut rng = XorShift::new(900 + index as u64);
                let (bytes, rounded) = dtype.encode(&view.parent(&mut rng, 8.0));
                let input = client.create_from_slice(&bytes);
                let output = client.empty(SlicedView::ROWS * view.row_len * dtype.storage().size());
                launch_softmax(&client, input, output.clone(), &problem, &plan).expect("launch");
                let actual = dtype.decode(&client.read_one(output).expect("read back"));
                let what = format!("{dtype:?} {kind:?} {view:?} [{plan}]");
                let rows = view.gather(&rounded);
                assert_matches_oracle(&actual, &rows, view.row_len, dtype, kind, &what);
            }
        }
    }
}

/// Runs both kinds on every path and dtype for a hand-written input; returns (path, dtype,
/// softmax, log-softmax) for each combination.
fn each_path(values: &[f32], row_len: usize) -> Vec<(String, Dtype, Vec<f64>, Vec<f64>)> {
    let mut results = Vec::new();
    for path in PATHS {
        for &dtype in Dtype::ON_DEVICE {
            let (softmax, _, plan) =
                run(values, row_len, dtype, request(SoftmaxKind::Softmax, path));
            let (log_softmax, _, _) = run(
                values,
                row_len,
                dtype,
                request(SoftmaxKind::LogSoftmax, path),
            );
            results.push((format!("{dtype:?} [{plan}]"), dtype, softmax, log_softmax));
        }
    }
    // Softmax from kept exponentials, beside the cube-per-row log-softmax (which has no such
    // path).
    for merge in [MergePath::Plane, MergePath::SharedMemory] {
        for &dtype in Dtype::ON_DEVICE {
            let kept = LaunchRequest {
                kept_exps: Some(true),
                ..LaunchRequest::new(SoftmaxKind::Softmax).forced(Strategy::CubePerRow, merge)
            };
            let (softmax, _, plan) = run(values, row_len, dtype, kept);
            assert!(plan.kept_exps.is_some(), "{plan}");
            let (log_softmax, _, _) = run(
                values,
                row_len,
                dtype,
                request(
                    SoftmaxKind::LogSoftmax,
                    (Some(Strategy::CubePerRow), Some(merge)),
                ),
            );
            results.push((format!("{dtype:?} [{plan}]"), dtype, softmax, log_softmax));
        }
    }
    results
}

#[test]
fn seed_examples_by_hand() {
    for (what, dtype, softmax, _) in each_path(&[2.0, 1.0, 3.0], 3) {
        // The seed's numbers are rounded to 2 decimals.
        let tolerance = 0.005 + dtype.softmax_tolerance();
        for (got, want) in softmax.iter().zip([0.24, 0.09, 0.67]) {
            assert!((got - want).abs() < tolerance, "{what}: {softmax:?}");
        }
    }
    for (what, dtype, softmax, _) in each_path(&[1.0, 3.0, 2.0, 5.0], 4) {
        // The seed's numbers are rounded to 4 decimals.
        let tolerance = dtype.softmax_tolerance().max(1e-4);
        for (got, want) in softmax.iter().zip([0.0152, 0.1124, 0.0414, 0.8310]) {
            assert!((got - want).abs() < tolerance, "{what}: {softmax:?}");
        }
    }
}

#[test]
fn large_inputs_do_not_overflow() {
    // exp(89) overflows f32; a softmax that forgets to subtract the max returns inf/inf = NaN.
    let values = [1000.0, 1001.0, 1002.0, 88.7, 200.0, 300.0];
    for (what, dtype, softmax, log_softmax) in each_path(&values, 3) {
        // bf16 cannot hold 1001 (its spacing there is 4): compare with the exact answer for the
        // input as the kernel saw it.
        let rounded = dtype.encode(&values).1;
        let expected = oracle(&rounded, 3, SoftmaxKind::Softmax);
        let log_expected = oracle(&rounded, 3, SoftmaxKind::LogSoftmax);
        assert_close(&softmax, &expected, 3, dtype, SoftmaxKind::Softmax, &what);
        assert_close(
            &log_softmax,
            &log_expected,
            3,
            dtype,
            SoftmaxKind::LogSoftmax,
            &what,
        );
        if dtype == Dtype::F32 {
            for (got, want) in softmax.iter().zip([0.0900, 0.2447, 0.6652, 0.0, 0.0, 1.0]) {
                assert!((got - want).abs() < 1e-4, "{what}: {softmax:?}");
            }
        }
    }
}

#[test]
fn fully_masked_row_gives_zeros_and_minus_infinity() {
    let ninf = f32::NEG_INFINITY;
    // Row 0 is fully masked, row 1 is partly masked, row 2 is ordinary.
    let values = [
        ninf, ninf, ninf, ninf, ninf, 0.0, 0.0, ninf, 1.0, 2.0, 3.0, 4.0,
    ];
    for (what, _, softmax, log_softmax) in each_path(&values, 4) {
        assert_eq!(&softmax[0..4], &[0.0; 4], "{what}: softmax of a masked row");
        assert!(
            log_softmax[0..4].iter().all(|&v| v == f64::NEG_INFINITY),
            "{what}: {log_softmax:?}"
        );
        assert_eq!(softmax[4], 0.0, "{what}");
        assert!(
            (softmax[5] - 0.5).abs() < 1e-3 && (softmax[6] - 0.5).abs() < 1e-3,
            "{what}"
        );
        assert_eq!(log_softmax[4], f64::NEG_INFINITY, "{what}");
        assert!(
            (log_softmax[5] + std::f64::consts::LN_2).abs() < 1e-2,
            "{what}"
        );
        let ordinary_sum: f64 = softmax[8..12].iter().sum();
        assert!((ordinary_sum - 1.0).abs() < 1e-2, "{what}: {softmax:?}");
    }
}

/// Runs two rows of 4 on every path: the first must come out all NaN, the second all finite.
fn assert_first_row_poisoned_only(values: [f32; 8]) {
    for (what, _, softmax, log_softmax) in each_path(&values, 4) {
        for (kind, output) in [("softmax", &softmax), ("log_softmax", &log_softmax)] {
            assert!(
                output[0..4].iter().all(|v| v.is_nan()),
                "{what} {kind}: {output:?}"
            );
            assert!(
                output[4..8].iter().all(|v| v.is_finite()),
                "{what} {kind}: {output:?}"
            );
        }
    }
}

#[test]
fn nan_poisons_its_row_only() {
    assert_first_row_poisoned_only([1.0, f32::NAN, 3.0, 0.5, 1.0, 2.0, 3.0, 0.5]);
}

#[test]
fn positive_infinity_makes_its_row_nan() {
    // inf - inf is undefined, as in PyTorch and Burn's composed softmax: the row becomes NaN.
    assert_first_row_poisoned_only([1.0, f32::INFINITY, 3.0, 0.5, 1.0, 2.0, 3.0, 0.5]);
}

#[test]
fn softmax_is_shift_invariant() {
    // Inputs on a grid of 2^-10 in [-8, 8], so x + 64 is exact in f32.
    let mut rng = XorShift::new(7);
    // Short enough for every path to hold on an 8-wide plane.
    let row_len = 500;
    let values: Vec<f32> = rng
        .vec(16 * row_len, 8.0)
        .into_iter()
        .map(|v| (v * 1024.0).round() / 1024.0)
        .collect();
    let shifted: Vec<f32> = values.iter().map(|v| v + 64.0).collect();
    for path in PATHS {
        let kind_request = request(SoftmaxKind::Softmax, path);
        let (base, _, plan) = run(&values, row_len, Dtype::F32, kind_request);
        let (moved, _, _) = run(&shifted, row_len, Dtype::F32, kind_request);
        for (index, (a, b)) in base.iter().zip(&moved).enumerate() {
            assert!(
                (a - b).abs() <= 1e-6,
                "[{plan}] element {index}: {a} vs {b}"
            );
        }
    }
}

/// Reduces `len` values in blocks of `block` elements (one state per block, by the tier-1
/// functions) and merges the block states in order with the tier merge: the online algorithm cut
/// at arbitrary points.
#[cube(launch)]
fn fold_in_blocks<N: Size>(
    input: &Array<Vector<f32, N>>,
    state_out: &mut Array<f32>,
    len: usize,
    block: usize,
) {
    if ABSOLUTE_POS == 0 {
        let mut total = OnlineState::identity();
        let mut start = 0;
        while start < len {
            let end = select(start + block < len, start + block, len);
            let mut block_max = f32::min_value();
            for index in start..end {
                block_max = f32::max(block_max, vector_max::<N>(input[index], 0, false));
            }
            let mut block_sum = 0.0f32;
            for index in start..end {
                block_sum += vector_exp_sum::<N>(input[index], block_max, 0, false);
            }
            let block_state = OnlineState {
                max: block_max,
                sum: block_sum,
            };
            let merged = merge_states(total, block_state);
            total.max = merged.max;
            total.sum = merged.sum;
            start += block;
        }
        state_out[0] = total.max;
        state_out[1] = total.sum;
    }
}

fn fold_state(values: &[f32], block: usize) -> (f32, f32) {
    let client = client();
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let input = client.create_from_slice(&bytes);
    let output = client.empty(8);
    fold_in_blocks::launch::<TestRuntime>(
        &client,
        CubeCount::new_1d(1),
        CubeDim::new_1d(1),
        1,
        unsafe { ArrayArg::from_raw_parts(input, values.len()) },
        unsafe { ArrayArg::from_raw_parts(output.clone(), 2) },
        values.len(),
        block,
    );
    let out = client.read_one(output).expect("read back");
    let max = f32::from_le_bytes(out[0..4].try_into().unwrap());
    let sum = f32::from_le_bytes(out[4..8].try_into().unwrap());
    (max, sum)
}

#[test]
fn seed_state_of_1_3_2_5() {
    let (max, sum) = fold_state(&[1.0, 3.0, 2.0, 5.0], 1);
    assert_eq!(max, 5.0);
    assert!((sum - 1.2034).abs() < 1e-4, "d = {sum}");
}

#[test]
fn merge_matches_two_pass_whatever_the_split() {
    let mut rng = XorShift::new(11);
    let values = rng.vec(4099, 20.0);
    let max = values.iter().copied().fold(f32::NEG_INFINITY, f32::max) as f64;
    let sum: f64 = values.iter().map(|&v| (v as f64 - max).exp()).sum();
    for block in [1, 2, 8, 32, 128, 512, 1024] {
        let (got_max, got_sum) = fold_state(&values, block);
        assert_eq!(got_max as f64, max, "block {block}");
        assert!(
            ((got_sum as f64) - sum).abs() <= 1e-5 * sum,
            "block {block}: d = {got_sum}, two-pass d = {sum}"
        );
    }
}

/// More than 2^31 elements (4 GiB of bf16 each way): every index the kernels compute must be
/// wide enough. Sampled rows, including the one that straddles element 2^31 and the last, are
/// checked against the f64 oracle; a 32-bit index would wrap and write rows onto the first ones.
/// CUDA only: the CPU Vulkan device has neither the memory nor the bf16 type for it.
#[cfg(feature = "cuda")]
#[test]
fn more_than_2_31_elements_in_bf16() {
    use half::bf16;
    let client = client();
    // Long rows (cube-per-row) and short ones (plane segments, far more rows than cubes).
    for (rows, row_len) in [(65_537usize, 32_768usize), (8_388_609, 256)] {
        let len = rows * row_len;
        assert!(len > 1 << 31);
        let value = |index: usize| {
            let hashed = (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52;
            bf16::from_f32(hashed as f32 / 256.0 - 8.0)
        };
        let bytes: Vec<u8> = (0..len).flat_map(|i| value(i).to_le_bytes()).collect();
        let input = client.create_from_slice(&bytes);
        drop(bytes);
        let output = client.empty(len * 2);
        let problem = RowProblem::contiguous(rows, row_len, Dtype::BF16.storage());
        let plan = plan_launch(&client, &problem, &LaunchRequest::new(SoftmaxKind::Softmax))
            .expect("plan");
        launch_softmax(&client, input, output.clone(), &problem, &plan).expect("launch");
        let straddling = (1usize << 31) / row_len;
        let sampled = [0, 1, rows / 2, straddling, straddling + 1, rows - 1];
        for row in sampled.into_iter().filter(|&row| row < rows) {
            let x: Vec<f64> = (row * row_len..(row + 1) * row_len)
                .map(|i| value(i).to_f64())
                .collect();
            // Each sampled row is read back alone, through a handle onto its bytes.
            let (start, end) = ((row * row_len * 2) as u64, ((row + 1) * row_len * 2) as u64);
            let row_bytes = output
                .clone()
                .offset_start(start)
                .offset_end((len * 2) as u64 - end);
            let actual = Dtype::BF16.decode(&client.read_one(row_bytes).expect("read back"));
            assert_eq!(actual.len(), row_len, "row {row} read back");
            let what = format!("{rows}x{row_len} bf16, row {row} [{plan}]");
            assert_close(
                &actual,
                &oracle(&x, row_len, SoftmaxKind::Softmax),
                row_len,
                Dtype::BF16,
                SoftmaxKind::Softmax,
                &what,
            );
        }
    }
}

/// The ways the column strategy is run by the tests, forward and backward: the planner's
/// choice (held on every shape tested but the backward's longest, merged through shared memory
/// where planes are not advertised); columns streamed twice in one launch, and in two launches
/// with each column cut into 5 groups of 2 segments (so that groups, and segments of a group,
/// may find no element); held columns in parts of up to 16 vectors merged by plane shuffles in
/// cubes of 32 units, so that most shapes put several segments of a column in one plane even
/// where planes are 8 wide; and held columns of one vector in registers and up to 15 in shared
/// memory, so that every part of two vectors or more is mostly staged. All but the first run
/// one cube along the columns, so its loop over blocks of columns runs on every shape with more
/// columns than a cube owns.
pub(crate) fn column_requests(kind: SoftmaxKind) -> [ColumnRequest; 5] {
    [
        ColumnRequest::new(kind),
        // Streamed, in more segments than most columns here have elements.
        ColumnRequest {
            segments: Some(64),
            len_groups: Some(1),
            max_cubes: Some(1),
            ..ColumnRequest::new(kind)
        },
        // Streamed in two launches, in more groups than a cube has segments: in the second, the
        // first segment's units merge the states of groups 0, 2 and 4, the second's of 1 and 3.
        ColumnRequest {
            segments: Some(2),
            len_groups: Some(5),
            max_cubes: Some(1),
            ..ColumnRequest::new(kind)
        },
        ColumnRequest {
            held: Some(true),
            held_vectors: Some(16),
            merge: Some(MergePath::Plane),
            units_per_cube: Some(32),
            max_cubes: Some(1),
            ..ColumnRequest::new(kind)
        },
        ColumnRequest {
            held: Some(true),
            held_vectors: Some(1),
            staged_vectors: Some(15),
            units_per_cube: Some(32),
            max_cubes: Some(1),
            ..ColumnRequest::new(kind)
        },
    ]
}

/// The column strategy with its outer indices found by terms ([`paired_terms`]: runs in pairs),
/// its inner elements found by terms (runs of a sliced last axis), or both ([`ColumnsAt`]), NaN
/// in the gaps, in every column plan of the tests, both kinds, every dtype: the output, written
/// row-major, matches the oracle of the columns where the terms put them.
#[test]
fn columns_found_by_terms_match_the_oracle() {
    let client = client();
    for &dtype in Dtype::ON_DEVICE {
        for request in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax]
            .into_iter()
            .flat_map(column_requests)
        {
            let kind = request.kind;
            for (index, &(outer, len, inner, layout)) in [
                (2, 7, 4, ColumnsAt::Terms),
                (4, 19, 8, ColumnsAt::InnerSliced { outer_terms: true }),
                (6, 300, 20, ColumnsAt::InnerSliced { outer_terms: false }),
            ]
            .iter()
            .enumerate()
            {
                let at = |o, l, i| layout.index(outer, len, inner, [o, l, i]);
                let mut values = vec![f32::NAN; layout.span(outer, len, inner)];
                let mut random = XorShift::new(index as u64 + 40);
                for o in 0..outer {
                    for l in 0..len {
                        for i in 0..inner {
                            values[at(o, l, i)] = random.next(8.0);
                        }
                    }
                }
                let (bytes, rounded) = dtype.encode(&values);
                let strides = layout.strides(outer, len, inner);
                let problem = ColumnProblem {
                    input_outer: strides.outer,
                    input_inner: strides.inner,
                    input_len_stride: strides.len_stride,
                    ..ColumnProblem::contiguous(outer, len, inner, dtype.storage())
                };
                let output = client.empty(outer * len * inner * dtype.storage().size());
                let plan = plan_columns(&client, &problem, &request).expect("plan");
                let input = client.create_from_slice(&bytes);
                launch_softmax_columns(&client, input, output.clone(), &problem, &request)
                    .expect("launch");
                let actual = dtype.decode(&client.read_one(output).expect("read"));
                let column_major = |value_at: &dyn Fn(usize, usize, usize) -> f64| -> Vec<f64> {
                    (0..outer * inner)
                        .flat_map(|c| (0..len).map(move |l| (c / inner, l, c % inner)))
                        .map(|(o, l, i)| value_at(o, l, i))
                        .collect()
                };
                let expected = oracle(&column_major(&|o, l, i| rounded[at(o, l, i)]), len, kind);
                let got = column_major(&|o, l, i| actual[(o * len + l) * inner + i]);
                let what =
                    format!("{kind:?} {dtype:?} [{outer}, {len}, {inner}] {layout:?}, {plan}");
                assert_close(&got, &expected, len, dtype, kind, &what);
            }
        }
    }
}

/// The column strategy (a softmax along an axis that is not the innermost, read in place) against
/// the oracle: `[outer, len, inner]` shapes with one-element and odd `inner`, `len` shorter and
/// longer than the loads a unit keeps in flight, both kinds, every dtype, a scale and an f32
/// output, held and streamed; then with gaps between columns filled with NaN, which must not be
/// read or written.
#[test]
fn columns_match_the_oracle() {
    let client = client();
    let shapes = [
        (1, 1, 1),
        (3, 7, 1),
        (2, 5, 12),
        (4, 19, 8),
        (2, 300, 20),
        (1, 9, 1024),
    ];
    for &dtype in Dtype::ON_DEVICE {
        for request in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax]
            .into_iter()
            .flat_map(column_requests)
        {
            let kind = request.kind;
            for (index, &(outer, len, inner)) in shapes.iter().enumerate() {
                for (scale, f32_output) in [(None, false), (Some(0.6f32), true)] {
                    // Gaps: one extra element per len step, two per outer step, NaN-filled.
                    for gaps in [false, true] {
                        let len_stride = inner + usize::from(gaps) * 4;
                        let outer_stride = len * len_stride + usize::from(gaps) * 8;
                        let total = outer * outer_stride;
                        let mut random = XorShift::new((index * 7 + len) as u64);
                        let mut values = vec![f32::NAN; total];
                        let mut logical = Vec::with_capacity(outer * len * inner);
                        for o in 0..outer {
                            for l in 0..len {
                                for i in 0..inner {
                                    let v = random.next(8.0);
                                    values[o * outer_stride + l * len_stride + i] = v;
                                    logical.push((o, l, i));
                                }
                            }
                        }
                        let (bytes, rounded) = dtype.encode(&values);
                        let output_dtype = if f32_output { Dtype::F32 } else { dtype };
                        let problem = ColumnProblem {
                            output_dtype: output_dtype.storage(),
                            scale,
                            input_outer: RowStarts::Strided(outer_stride),
                            input_len_stride: len_stride,
                            output_outer_stride: outer_stride,
                            output_len_stride: len_stride,
                            ..ColumnProblem::contiguous(outer, len, inner, dtype.storage())
                        };
                        let input = client.create_from_slice(&bytes);
                        let sentinel = output_dtype.encode(&vec![-7.0f32; total]).0;
                        let output = client.create_from_slice(&sentinel);
                        let plan = plan_columns(&client, &problem, &request).expect("plan");
                        launch_softmax_columns(&client, input, output.clone(), &problem, &request)
                            .expect("launch");
                        let actual = output_dtype.decode(&client.read_one(output).expect("read"));
                        // The oracle, column by column, as rows of `len`.
                        let s = scale.unwrap_or(1.0) as f64;
                        let mut columns = Vec::with_capacity(outer * inner * len);
                        for o in 0..outer {
                            for i in 0..inner {
                                for l in 0..len {
                                    columns
                                        .push(rounded[o * outer_stride + l * len_stride + i] * s);
                                }
                            }
                        }
                        let expected = oracle(&columns, len, kind);
                        let what = format!(
                            "{kind:?} {dtype:?} [{outer}, {len}, {inner}] scale {scale:?} \
                             f32 output {f32_output} gaps {gaps}, {plan}"
                        );
                        let mut got = Vec::with_capacity(expected.len());
                        for o in 0..outer {
                            for i in 0..inner {
                                for l in 0..len {
                                    got.push(actual[o * outer_stride + l * len_stride + i]);
                                }
                            }
                        }
                        assert_close(&got, &expected, len, output_dtype, kind, &what);
                        // Nothing outside the columns was written.
                        let written: std::collections::HashSet<usize> = logical
                            .iter()
                            .map(|&(o, l, i)| o * outer_stride + l * len_stride + i)
                            .collect();
                        for (position, &value) in actual.iter().enumerate() {
                            if !written.contains(&position) {
                                assert_eq!(value, -7.0, "{what}: gap {position} was written");
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Columns written with the softmax axis last (`output_axis_last`, what a transposed view's
/// caller sees as row-major), through the cube's tile and element by element: in every plan of
/// the tests (the planner's, streamed in one cube of 64 segments, streamed in two launches of 5
/// groups of 2 segments, plane merge in one 32-unit cube stepping over every block of columns,
/// staged) and streamed in two launches of 3 groups of 8 segments, each as the planner writes it,
/// element by element (held only), and through a tile of one vector per phase (and of four for
/// the planner's plan) where its plan can take one, both kinds, every dtype, on shapes whose
/// `len` the widest vector divides and odd ones, one of them also scaled into an f32 output.
/// Streamed tiles store whole vectors in one launch and in two, and ragged runs (where the
/// vectors do not divide `len` or the runs) in whole vectors with their ends element by element.
/// Every element of the NaN-filled output is written and matches the oracle; the backward and a
/// tile its plan cannot take refuse by name.
#[test]
fn columns_written_axis_last_match_the_oracle() {
    let client = client();
    let shapes = [
        (3, 8, 4),
        (2, 5, 12),
        (2, 67, 12),
        (4, 20, 8),
        (2, 300, 20),
        (1, 64, 1024),
        (3, 1024, 8),
    ];
    // Launches element by element, and through a tile; of streamed columns, in vectors in one
    // launch, in vectors in two, and ragged.
    let mut writes = [0; 2];
    let mut streamed_writes = [0; 3];
    for &dtype in Dtype::ON_DEVICE {
        for request in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax]
            .into_iter()
            .flat_map(|kind| {
                // At a tile of one vector per phase, the runs of their two-launch request's 2
                // segments are shorter than a vector, so they are ragged: 8 segments store whole
                // vectors.
                let grouped = ColumnRequest {
                    segments: Some(8),
                    len_groups: Some(3),
                    max_cubes: Some(1),
                    ..ColumnRequest::new(kind)
                };
                column_requests(kind).into_iter().chain([grouped])
            })
            .flat_map(|request| {
                let planners = request == ColumnRequest::new(request.kind);
                let streamed = request.segments.is_some();
                let softmax = request.kind == SoftmaxKind::Softmax;
                [None, Some(0), Some(1), Some(4)]
                    .into_iter()
                    .filter(move |&tile| planners || tile != Some(4))
                    // Streamed columns have no store element by element.
                    .filter(move |&tile| !streamed || tile != Some(0))
                    // Log-softmax differs only in the normalizer, which every way of storing
                    // applies alike: the planner's way covers it, and halves the test's time.
                    .filter(move |&tile| softmax || tile.is_none())
                    .map(move |tile_vectors| ColumnRequest {
                        tile_vectors,
                        ..request
                    })
            })
        {
            let kind = request.kind;
            for (index, &(outer, len, inner)) in shapes.iter().enumerate() {
                let options: &[_] = match index {
                    2 => &[(None, false), (Some(0.6f32), true)],
                    _ => &[(None, false)],
                };
                for &(scale, f32_output) in options {
                    let mut random = XorShift::new((index * 5 + len) as u64);
                    let values: Vec<f32> =
                        (0..outer * len * inner).map(|_| random.next(8.0)).collect();
                    let (bytes, rounded) = dtype.encode(&values);
                    let output_dtype = if f32_output { Dtype::F32 } else { dtype };
                    let problem = ColumnProblem {
                        output_dtype: output_dtype.storage(),
                        scale,
                        output_axis_last: true,
                        ..ColumnProblem::contiguous(outer, len, inner, dtype.storage())
                    };
                    let plan = match plan_columns(&client, &problem, &request) {
                        Ok(plan) => plan,
                        // A tile more than a unit holds, or of a `len` no vector divides.
                        Err(SoftmaxError::BadShape {
                            argument: "tile_vectors",
                            ..
                        }) if request.tile_vectors.is_some_and(|tile| tile > 0) => continue,
                        // Only the 32-unit requests may not hold the longest columns.
                        Err(error) => {
                            assert!(
                                request.units_per_cube.is_some() && len == 1024,
                                "{request:?}: {error}"
                            );
                            continue;
                        }
                    };
                    let what = format!(
                        "{kind:?} {dtype:?} [{outer}, {len}, {inner}] scale {scale:?} \
                         f32 output {f32_output}, {plan}"
                    );
                    assert!(plan.write.axis_last, "{what}");
                    if let Some(tile_vectors) = request.tile_vectors {
                        assert_eq!(plan.write.tile_vectors, tile_vectors, "{what}");
                    }
                    // No plan stores whole vectors along a `len` they do not divide: element by
                    // element, or through a ragged tile.
                    if !len.is_multiple_of(plan.vector_size) {
                        assert!(plan.write.tile_vectors == 0 || plan.write.ragged, "{what}");
                    }
                    writes[usize::from(plan.write.tile_vectors > 0)] += 1;
                    if plan.held_vectors == 0 {
                        // The planner's streamed tile: the fewest vectors whose phase covers
                        // 256 bytes of each row, or the most that fit in shared memory.
                        let tile = plan.write.tile_vectors;
                        let size = output_dtype.storage().size();
                        let phase_bytes = |tile| tile * plan.segments * size;
                        let partials = 2 * 256 * plan.vector_size * 4;
                        let doubled_fits = 2 * plan.write.tile_len * size + partials
                            <= client.properties().hardware.max_shared_memory_size;
                        if request.tile_vectors.is_none() {
                            assert!(
                                (tile == plan.loads_per_unit
                                    || phase_bytes(tile) >= 256
                                    || !doubled_fits)
                                    && (tile == 1 || phase_bytes(tile / 2) < 256),
                                "{what}"
                            );
                        }
                        let way = if plan.write.ragged {
                            2
                        } else {
                            usize::from(plan.len_groups > 1)
                        };
                        streamed_writes[way] += 1;
                    }
                    let elements = outer * len * inner;
                    let output =
                        client.create_from_slice(&output_dtype.encode(&vec![f32::NAN; elements]).0);
                    let input = client.create_from_slice(&bytes);
                    launch_softmax_columns(&client, input, output.clone(), &problem, &request)
                        .expect("launch");
                    let got = output_dtype.decode(&client.read_one(output).expect("read"));
                    // The input's columns as rows, scaled: the oracle's rows are the output's.
                    let s = scale.unwrap_or(1.0) as f64;
                    let rows: Vec<f64> = (0..outer * inner)
                        .flat_map(|c| (0..len).map(move |l| (c / inner, l, c % inner)))
                        .map(|(o, l, i)| rounded[(o * len + l) * inner + i] * s)
                        .collect();
                    let expected = oracle(&rows, len, kind);
                    assert_close(&got, &expected, len, output_dtype, kind, &what);
                }
            }
        }
    }
    assert!(writes.iter().all(|&count| count > 0), "{writes:?}");
    assert!(
        streamed_writes.iter().all(|&count| count > 0),
        "{streamed_writes:?}"
    );
    let problem = |len| ColumnProblem {
        output_axis_last: true,
        ..ColumnProblem::contiguous(2, len, 20, Dtype::F32.storage())
    };
    let streamed = |segments, len_groups, tile_vectors| ColumnRequest {
        segments: Some(segments),
        len_groups: Some(len_groups),
        tile_vectors,
        ..ColumnRequest::new(SoftmaxKind::Softmax)
    };
    // f32 vectors have 4 elements. A group's runs are a phase's steps (`tile_vectors *
    // segments`), so 2 segments in groups are ragged at a tile of one vector and whole vectors
    // at the planner's; a `len` of 301 is ragged; 8 segments in groups, whole vectors.
    for (len, segments, len_groups, tile_vectors, ragged) in [
        (300, 2, 5, Some(1), true),
        (300, 2, 5, None, false),
        (301, 64, 1, None, true),
        (300, 8, 3, Some(1), false),
    ] {
        let request = streamed(segments, len_groups, tile_vectors);
        let plan = plan_columns(&client, &problem(len), &request)
            .expect("a streamed plan with the axis last");
        assert_eq!(plan.write.ragged, ragged, "{plan}");
    }
    match plan_backward_columns(
        &client,
        &problem(300),
        &ColumnRequest::new(SoftmaxKind::Softmax),
    ) {
        Err(SoftmaxError::BadOption { argument, .. }) => {
            assert_eq!(argument, "output_axis_last")
        }
        other => panic!("expected an error naming `output_axis_last`, got {other:?}"),
    }
    // Not a power of two; more than a unit holds; a tile of a `len` (301) no vector divides; a
    // tile of an output laid out as the input; streamed, not a power of two.
    for (len, tile_vectors, axis_last, held) in [
        (300, 3, true, None),
        (300, 64, true, None),
        (301, 1, true, None),
        (300, 1, false, None),
        (300, 3, true, Some(false)),
    ] {
        let problem = ColumnProblem {
            output_axis_last: axis_last,
            ..ColumnProblem::contiguous(2, len, 20, Dtype::F32.storage())
        };
        let request = ColumnRequest {
            tile_vectors: Some(tile_vectors),
            held,
            ..ColumnRequest::new(SoftmaxKind::Softmax)
        };
        match plan_columns(&client, &problem, &request) {
            Err(
                SoftmaxError::BadShape { argument, .. } | SoftmaxError::BadOption { argument, .. },
            ) => assert_eq!(argument, "tile_vectors"),
            other => panic!("expected an error naming `tile_vectors`, got {other:?}"),
        }
    }
}

/// Held softmax columns that keep their exps (`kept_exps`) against the same plans computing each
/// `exp` again: in every held plan of the tests (the planner's, plane merge in one 32-unit cube
/// stepping over every block of columns, staged), every dtype, laid out as the input and with the
/// axis last, scaled or not, on columns holding NaN, `inf` and `-inf` among random values. An f32
/// output is the same to the bit; a 16-bit one, rounded twice where the exps are kept, is at most
/// one unit in its last place away (the oracle tests hold both to the f64 reference). The planner
/// keeps exps for every held f32 softmax and no log-softmax, and asking for them where they
/// cannot be kept is an error naming `kept_exps`.
#[test]
fn kept_column_exps_match_the_recomputed_ones() {
    let client = client();
    let mut compared = 0;
    for &dtype in Dtype::ON_DEVICE {
        let requests = column_requests(SoftmaxKind::Softmax)
            .into_iter()
            .filter(|request| request.segments.is_none());
        for request in requests {
            for (index, &(outer, len, inner)) in
                [(2, 5, 12), (2, 300, 20), (3, 64, 8)].iter().enumerate()
            {
                for (scale, axis_last) in [(None, false), (Some(0.6f32), false), (None, true)] {
                    let mut random = XorShift::new((index * 11 + len) as u64);
                    let mut values: Vec<f32> =
                        (0..outer * len * inner).map(|_| random.next(8.0)).collect();
                    // Column 1 of outer index 0 takes a NaN, column 2 an `inf`, column 3 is all
                    // `-inf`.
                    values[inner + 1] = f32::NAN;
                    values[inner + 2] = f32::INFINITY;
                    for l in 0..len {
                        values[l * inner + 3] = f32::NEG_INFINITY;
                    }
                    let (bytes, _) = dtype.encode(&values);
                    let problem = ColumnProblem {
                        scale,
                        output_axis_last: axis_last,
                        ..ColumnProblem::contiguous(outer, len, inner, dtype.storage())
                    };
                    let mut outputs = Vec::new();
                    for kept_exps in [true, false] {
                        let request = ColumnRequest {
                            kept_exps: Some(kept_exps),
                            ..request
                        };
                        let plan = match plan_columns(&client, &problem, &request) {
                            Ok(plan) => plan,
                            // Only the 32-unit requests may not hold the longest columns.
                            Err(error) => {
                                assert!(
                                    request.units_per_cube.is_some() && len == 300,
                                    "{request:?}: {error}"
                                );
                                break;
                            }
                        };
                        assert_eq!(plan.kept_exps, kept_exps, "{plan}");
                        assert_eq!(plan.to_string().contains("exps kept"), kept_exps, "{plan}");
                        let default = plan_columns(
                            &client,
                            &problem,
                            &ColumnRequest {
                                kept_exps: None,
                                ..request
                            },
                        )
                        .expect("plan");
                        assert_eq!(default.kept_exps, dtype == Dtype::F32, "{default}");
                        let elements = outer * len * inner;
                        let output =
                            client.create_from_slice(&dtype.encode(&vec![-7.0; elements]).0);
                        let input = client.create_from_slice(&bytes);
                        launch_softmax_columns(&client, input, output.clone(), &problem, &request)
                            .expect("launch");
                        outputs.push(dtype.decode(&client.read_one(output).expect("read")));
                    }
                    let [kept, recomputed] = &outputs[..] else {
                        continue;
                    };
                    compared += 1;
                    for (position, (&a, &b)) in kept.iter().zip(recomputed).enumerate() {
                        let what = format!(
                            "{dtype:?} [{outer}, {len}, {inner}] scale {scale:?} axis last \
                             {axis_last}, {request:?}: element {position}, kept {a}, \
                             recomputed {b}"
                        );
                        if a.is_nan() || b.is_nan() {
                            assert!(a.is_nan() && b.is_nan(), "{what}");
                            continue;
                        }
                        // One unit in the last place of the larger, or f16's subnormal spacing.
                        let last_place = match dtype {
                            Dtype::F32 => 0.0,
                            Dtype::F16 => (a.abs().max(b.abs()) * 2f64.powi(-10)).max(6e-8),
                            Dtype::BF16 => a.abs().max(b.abs()) * 2f64.powi(-7),
                        };
                        assert!((a - b).abs() <= last_place, "{what}");
                    }
                }
            }
        }
    }
    assert!(compared > 0);
    // Refused by name: log-softmax, streamed columns, a 16-bit input written as f32, the backward.
    let keep = |kind| ColumnRequest {
        kept_exps: Some(true),
        ..ColumnRequest::new(kind)
    };
    let problem = ColumnProblem::contiguous(2, 300, 20, Dtype::F32.storage());
    let log_softmax = plan_columns(
        &client,
        &problem,
        &ColumnRequest::new(SoftmaxKind::LogSoftmax),
    )
    .expect("plan");
    assert!(!log_softmax.kept_exps, "{log_softmax}");
    let widened = ColumnProblem {
        output_dtype: Dtype::F32.storage(),
        ..ColumnProblem::contiguous(2, 300, 20, Dtype::F16.storage())
    };
    let refusals = [
        plan_columns(&client, &problem, &keep(SoftmaxKind::LogSoftmax)),
        plan_columns(
            &client,
            &problem,
            &ColumnRequest {
                held: Some(false),
                ..keep(SoftmaxKind::Softmax)
            },
        ),
        plan_columns(&client, &widened, &keep(SoftmaxKind::Softmax)),
        plan_backward_columns(&client, &problem, &keep(SoftmaxKind::Softmax)),
    ];
    for refusal in refusals {
        match refusal {
            Err(SoftmaxError::BadOption { argument, .. }) => assert_eq!(argument, "kept_exps"),
            other => panic!("expected an error naming `kept_exps`, got {other:?}"),
        }
    }
}

/// How the column strategy splits columns: few columns get up to 16 segments each, never more
/// segments than elements, and enough columns get one.
#[test]
fn column_segments_fill_the_device() {
    // [4, 16, 1024, 1024] along dim 2: 16384 f32 vector columns, 8192 of bf16.
    assert_eq!(column_segments(16_384, 1024), 8);
    assert_eq!(column_segments(8192, 1024), 16);
    assert_eq!(column_segments(1 << 17, 1024), 1);
    assert_eq!(column_segments(1 << 20, 1024), 1);
    assert_eq!(column_segments(1, 1_000_000), 16);
    assert_eq!(column_segments(10, 7), 4);
    assert_eq!(column_segments(3, 1), 1);
    // Streamed, few columns take more segments: about 128 cubes of 256 units, 128 at most.
    assert_eq!(streamed_column_segments(16_384, 1024), 8);
    assert_eq!(streamed_column_segments(4096, 2048), 16);
    assert_eq!(streamed_column_segments(1024, 8192), 32);
    assert_eq!(streamed_column_segments(512, 16_384), 64);
    assert_eq!(streamed_column_segments(128, 32_768), 128);
    assert_eq!(streamed_column_segments(1, 1_000_000), 128);
    assert_eq!(streamed_column_segments(10, 7), 4);
    // Streamed forward columns in blocks that make fewer than 256 cubes are cut into groups of
    // segments too, a power of two of them, up to 64, no more than leave each segment an
    // element; in 16 segments at most, so that a cube spans 16 vectors of each row.
    assert_eq!(column_len_groups(128, 128, 32_768), 2);
    assert_eq!(column_len_groups(64, 128, 32_768), 4);
    assert_eq!(column_len_groups(512, 8, 1024), 1);
    assert_eq!(column_len_groups(1, 128, 1_000_000), 64);
    assert_eq!(column_len_groups(1, 128, 300), 2);
    assert_eq!(column_len_groups(1, 4, 7), 1);
    assert_eq!(streamed_column_split(16_384, 1024), (8, 1));
    assert_eq!(streamed_column_split(256, 32_768), (16, 16));
    assert_eq!(streamed_column_split(512, 16_384), (16, 8));
    assert_eq!(streamed_column_split(128, 32_768), (16, 32));
    assert_eq!(streamed_column_split(32, 65_536), (16, 64));
    assert_eq!(streamed_column_split(10, 7), (4, 1));
    assert_eq!(streamed_column_split(1, 40), (16, 2));
}

/// How the planner maps columns: every segment of a column in one cube, a held plan's units
/// holding their whole part of it, and the short columns tested here held, up to 4096 elements
/// where the device runs cubes of 512 units; a column too long to hold is streamed by the
/// planner and refused, by name, when holding it is forced.
#[test]
fn column_plans_cover_their_columns() {
    let client = client();
    let max_units = client.properties().hardware.max_units_per_cube;
    for &dtype in Dtype::ON_DEVICE {
        for (outer, len, inner) in [
            (64, 1024, 1024),
            (4, 16, 4096),
            (1, 3, 8),
            (2, 300, 20),
            (16, 4096, 256),
        ] {
            let problem = ColumnProblem::contiguous(outer, len, inner, dtype.storage());
            let plan = plan_columns(&client, &problem, &ColumnRequest::new(SoftmaxKind::Softmax))
                .expect("plan");
            let what = format!("{dtype:?} [{outer}, {len}, {inner}]: {plan}");
            assert!(plan.segments.is_power_of_two(), "{what}");
            assert!(plan.segments <= plan.units_per_cube as usize, "{what}");
            assert!(
                (plan.held_vectors + plan.staged_vectors) * plan.segments >= len
                    || plan.held_vectors == 0,
                "{what}"
            );
            if len <= 300 || max_units >= 512 {
                assert!(
                    plan.held_vectors > 0,
                    "{what} (cubes of up to {max_units} units)"
                );
            }
        }
    }
    let long = ColumnProblem::contiguous(1, 1 << 20, 4, Dtype::F32.storage());
    let planned =
        plan_columns(&client, &long, &ColumnRequest::new(SoftmaxKind::Softmax)).expect("plan");
    assert_eq!(planned.held_vectors, 0, "{planned}");
    let forced = ColumnRequest {
        held: Some(true),
        ..ColumnRequest::new(SoftmaxKind::Softmax)
    };
    match plan_columns(&client, &long, &forced) {
        Err(SoftmaxError::BadShape { argument, .. }) => assert_eq!(argument, "held"),
        other => panic!("a column of 2^20 held: expected an error naming `held`, got {other:?}"),
    }
    // Segments are the streamed kernel's: a power of two up to its 256 units, never held.
    let short = ColumnProblem::contiguous(2, 8, 4, Dtype::F32.storage());
    for (held, segments) in [(None, 3), (None, 512), (Some(true), 4)] {
        let request = ColumnRequest {
            held,
            segments: Some(segments),
            ..ColumnRequest::new(SoftmaxKind::Softmax)
        };
        match plan_columns(&client, &short, &request) {
            Err(SoftmaxError::BadShape { argument, .. }) => assert_eq!(argument, "segments"),
            other => panic!("{request:?}: expected an error naming `segments`, got {other:?}"),
        }
    }
    // Groups of segments are the streamed forward's: 1 to 64, and 1 for held columns.
    for (held, len_groups) in [
        (None, 0),
        (Some(false), 0),
        (Some(false), 65),
        (Some(true), 2),
    ] {
        let request = ColumnRequest {
            held,
            len_groups: Some(len_groups),
            ..ColumnRequest::new(SoftmaxKind::Softmax)
        };
        match plan_columns(&client, &short, &request) {
            Err(SoftmaxError::BadShape { argument, .. }) => assert_eq!(argument, "len_groups"),
            other => panic!("{request:?}: expected an error naming `len_groups`, got {other:?}"),
        }
    }
}

/// The column strategy keeps the edge semantics of the row kernels: a column of only `-inf` gives
/// zeros (log-softmax: `-inf`), a NaN or a `+inf` makes its column NaN, and the other columns
/// are untouched, in every plan of the tests, a softmax's held ones with their exps kept and not.
#[test]
fn columns_keep_the_edge_semantics() {
    let client = client();
    let (len, inner) = (4, 4);
    let inf = f32::INFINITY;
    // Row-major [1, len, inner]: column c is element c of each of the `len` rows.
    #[rustfmt::skip]
    let values = [
        -inf, 1.0, 1.0, 0.5,
        -inf, f32::NAN, inf, 1.5,
        -inf, 2.0, 2.0, -inf,
        -inf, 3.0, 3.0, 2.5,
    ];
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    // A softmax's held f32 columns keep their exps unless told not to: both ways.
    for request in [SoftmaxKind::Softmax, SoftmaxKind::LogSoftmax]
        .into_iter()
        .flat_map(column_requests)
        .flat_map(|request| {
            [None, Some(false)].map(|kept_exps| ColumnRequest {
                kept_exps,
                ..request
            })
        })
    {
        let kind = request.kind;
        let input = client.create_from_slice(&bytes);
        let output = client.empty(bytes.len());
        let problem = ColumnProblem::contiguous(1, len, inner, Dtype::F32.storage());
        launch_softmax_columns(&client, input, output.clone(), &problem, &request).expect("launch");
        let out = Dtype::F32.decode(&client.read_one(output).expect("read"));
        let column = |c: usize| (0..len).map(|l| out[l * inner + c]).collect::<Vec<_>>();
        let fill = match kind {
            SoftmaxKind::Softmax => 0.0,
            SoftmaxKind::LogSoftmax => f64::NEG_INFINITY,
        };
        assert!(
            column(0).iter().all(|&v| v == fill),
            "{request:?}: {:?}",
            column(0)
        );
        assert!(
            column(1).iter().all(|v| v.is_nan()),
            "{request:?}: {:?}",
            column(1)
        );
        assert!(
            column(2).iter().all(|v| v.is_nan()),
            "{request:?}: {:?}",
            column(2)
        );
        let expected = oracle(&[0.5, 1.5, f64::NEG_INFINITY, 2.5], len, kind);
        for (l, (&got, &want)) in column(3).iter().zip(&expected).enumerate() {
            let close = if want.is_infinite() {
                got == want
            } else {
                (got - want).abs() <= 1e-6
            };
            assert!(
                close,
                "{request:?}: column 3, element {l}: got {got}, expected {want}"
            );
        }
    }
}
