//! Softmax along rows: planning ([`plan_launch`]) and launching ([`launch_fused_softmax`]).

use cubecl::ir::{AddressType, ElemType};
use cubecl::server::Handle;

use crate::cube_per_row::softmax_cube_per_row;
use crate::exchange::{exchange_buffer, row_words};
use crate::plane_per_row::softmax_plane_per_row;
use crate::scores::ScoreArgsLaunch;
use crate::split_row::{split_row_normalize, split_row_states};

use super::*;

/// Chooses how to run `problem` on `client`'s device.
///
/// Guaranteed to return a plan whose vector size divides both row strides, whose units hold every
/// vector of a row (or of a chunk) and whose cube count and size are within the device's limits,
/// or an error naming the argument at fault.
///
/// The choice, in order (each threshold is where the next strategy starts to win):
/// - plane-per-row when one plane holds the row in at most `HELD_BYTES_PER_UNIT` per unit (rows
///   up to 2 KB on 32-wide planes): no barrier, no shared memory unless exps are kept there,
///   several rows per cube. On the H100 a 4 KB f32 row already ran 1.5x faster as cube-per-row;
/// - cube-per-row when one cube of at most 1024 units holds the row at up to twice that budget:
///   one read, one write, one barrier (a row that 512 units hold at twice the budget gets those
///   rather than 1024 at the budget, see `HALF_SM_CUBE_UNITS`, and so do rows up to 32768 f32
///   or 65536 16-bit elements with part of them staged in shared memory when there are enough
///   rows, see `HALF_SM_MAX_HELD_BYTES`; with more rows than SMs, 16-bit rows of 8K-28K elements
///   go to smaller cubes or fewer loads, see `HALF_SM_THREE_LOADS`,
///   `LARGEST_CUBE_THREE_LOADS` and `NARROW_PAGES_CUBE_UNITS`; rows of 28K-36K, when they
///   are many, to cubes of 384 units three to an SM, see `THIRD_SM_CUBE_UNITS`, and fewer of a
///   log-softmax's rows of 28K-32K to the 256-unit cube, see
///   `NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM`, as do a bf16 softmax's that one round of those cubes
///   takes, see `NARROW_BF16_SOFTMAX_MAX_ROWS_PER_SM`);
/// - cube-per-row with pages staged in shared memory beyond (f32 rows up to 86016 elements,
///   bf16 up to 131072 on an H100, and up to 172032 in pages of `WIDE_PAGE_LOADS`): still one
///   read and one write, where split-row reads twice.
///   With rows for fewer than half the SMs, one staged page at most (see
///   `FEW_ROWS_MAX_STAGED_PAGES`), and none with at most 33 rows on an H100 (see
///   `FORWARD_FEWEST_ROWS`);
/// - beyond, where the row no longer fits in one SM's registers and shared memory (or would be
///   held at more than `CUBE_PER_ROW_MAX_HELD_ELEMENTS` per unit in registers), or where rows
///   needing staged pages are too few to give half the SMs a cube: each row is cut into chunks,
///   each held by one cube as cube-per-row holds a row, at most one cube per SM, the cubes of a
///   row exchanging their states through global memory (one read, one write; see
///   [`exchange`](crate::exchange), [`exchange_chunks`] and [`exchange_cubes`]); where one cube
///   per SM would take the chunks in rounds, one small cube per chunk instead (256 units for
///   f32, 512 for 16-bit inputs from three rounds; see `Limits::cube_per_chunk_shape`), and for
///   bf16 rows one round takes on at most five SMs in six, twice the chunks in 512-unit
///   cubes; and a few unmasked rows of 28673-32768 elements, which one cube would hold, are
///   cut into 8 chunks of 256 units (see `FEW_ROWS_SMALL_CHUNKS`);
/// - split-row where the device does not say how many SMs it has (the exchange needs the cubes
///   of a row resident at once) or a chunk no cube holds: it reads each row twice.
pub fn plan_launch<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &RowProblem,
    request: &LaunchRequest,
) -> Result<LaunchPlan, SoftmaxError> {
    check_available(client, problem)?;
    plan_launch_on(&DeviceProfile::of(client), problem, request)
}

/// Chooses how to run `problem` on a device of profile `device`, as [`plan_launch`] does on a
/// device of that profile: guaranteed to return the same plan, or the same error, but where a
/// dtype the problem names is one that device lacks (which only the device itself can tell).
pub fn plan_launch_on(
    device: &DeviceProfile,
    problem: &RowProblem,
    request: &LaunchRequest,
) -> Result<LaunchPlan, SoftmaxError> {
    check_problem(problem)?;
    let limits = Limits::read(device, request)?;
    let element_size = problem.dtype.size();
    let vector_size = vector_size(device, problem.widest_element(), &problem.vector_divides());
    let vectors_per_row = problem.row_len.div_ceil(vector_size).max(1);
    let preferred_loads = preferred_loads(vector_size, element_size);
    let scores = problem
        .fused
        .blueprint(problem.rows, vector_size, request.hold_mask);
    // See FEW_ROWS_SMALL_CHUNKS: a few rows of about 32K elements, cut where one SM would take
    // each.
    if let Some(cut) = limits.few_rows_small_chunks(request, problem, scores, vector_size) {
        return plan_launch_on(device, problem, &cut);
    }
    // A held mask is staged with the row; otherwise only the input is.
    let mask_size = match problem.fused.mask {
        Some(mask) if scores.holds_mask() => mask.dtype.size(),
        _ => 0,
    };
    let max_loads = cube_per_row_max_loads(vector_size, preferred_loads);
    let holding = Holding {
        max_loads,
        page_loads: max_loads,
        staged_slot_bytes: vector_size * (element_size + mask_size),
    };
    // How a whole row is held; the exchange's chunks keep `holding` (see WIDE_PAGE_LOADS).
    let row_holding = limits.with_wide_pages(vectors_per_row, holding);

    let (wide_cube, wide_holding) = limits.half_sm_cube(
        request,
        problem.rows,
        vectors_per_row,
        vectors_per_row * vector_size * problem.widest_element(),
        row_holding,
        preferred_loads,
    );
    let wide_units = wide_cube.map_or_else(
        || limits.fitted_cube_units(vectors_per_row, preferred_loads),
        |units| units as usize,
    );
    let (wide_loads, wide_pages) = wide_holding.split(vectors_per_row.div_ceil(wide_units));
    let narrow_cube = limits.narrow_pages_cube(
        request,
        problem.rows,
        vectors_per_row,
        problem.widest_element(),
        preferred_loads,
        holding,
    );
    let doubled_loads_cube =
        limits.doubled_loads_cube(request, problem, vector_size, vectors_per_row);
    let (half_sm_cube, cube_holding) = match narrow_cube {
        // See DOUBLED_LOADS: half the units, twice the loads, the row still in registers.
        _ if doubled_loads_cube.is_some() => (
            doubled_loads_cube.map(|units| units as u32),
            holding.in_pages_of(DOUBLED_LOADS),
        ),
        // See HALF_SM_THREE_LOADS: at most three loads in registers, so three are not rounded
        // up to four.
        Some(_)
            if wide_units == HALF_SM_CUBE_UNITS
                && wide_pages == 0
                && vectors_per_row.div_ceil(wide_units) == HALF_SM_THREE_LOADS =>
        {
            (wide_cube, wide_holding.in_pages_of(HALF_SM_THREE_LOADS))
        }
        // See LARGEST_CUBE_THREE_LOADS: the whole row in the registers of two cubes per SM.
        Some(_) if limits.largest_cube_holds_in_three_loads(vectors_per_row) => (
            Some(limits.max_units as u32),
            wide_holding.in_pages_of(LARGEST_CUBE_THREE_LOADS),
        ),
        Some(paged)
            if narrow_pages_win(
                problem,
                vectors_per_row,
                wide_units * wide_loads * (wide_pages + 1),
                wide_pages > 0,
            ) =>
        {
            (Some(NARROW_PAGES_CUBE_UNITS as u32), paged)
        }
        Some(_) => (wide_cube, wide_holding),
        // Rows past the narrow cube's pages of two: see THIRD_SM_CUBE_UNITS, then
        // NARROW_LOG_SOFTMAX_MIN_ROWS_PER_SM and NARROW_BF16_SOFTMAX_MAX_ROWS_PER_SM.
        None => {
            if let Some(paged) = limits.third_sm_cube(request, problem, vectors_per_row, holding) {
                (Some(THIRD_SM_CUBE_UNITS as u32), paged)
            } else if let Some(paged) = limits.narrow_paged_cube(
                request,
                problem,
                vectors_per_row,
                preferred_loads,
                holding,
            ) {
                (Some(NARROW_PAGES_CUBE_UNITS as u32), paged)
            } else {
                (wide_cube, wide_holding)
            }
        }
    };
    let planned_strategy = request.strategy.unwrap_or_else(|| {
        limits.strategy_for(
            vectors_per_row,
            preferred_loads,
            problem.rows,
            row_holding,
            FORWARD_FEWEST_ROWS,
        )
    });
    if let Some(shape) = limits.exchanged_shape(
        request,
        problem.rows,
        problem.row_len,
        vector_size,
        preferred_loads,
        holding,
        planned_strategy,
        FORWARD_FEWEST_ROWS,
    ) {
        let shape = limits.cube_per_chunk_shape(
            request,
            problem,
            vector_size,
            preferred_loads,
            holding,
            shape?,
        );
        let plan = limits.plan(
            request.kind,
            scores,
            Strategy::CubePerRow,
            vector_size,
            shape,
        );
        return limits.as_requested(plan, request, problem);
    }
    let strategy = planned_strategy;
    let too_long = |max_vectors: usize| SoftmaxError::RowTooLong {
        strategy,
        row_len: problem.row_len,
        max_row_len: max_vectors * vector_size,
    };
    let shape = match strategy {
        Strategy::PlanePerRow => limits
            .plane_per_row(
                request,
                problem.rows,
                vectors_per_row,
                limits
                    .plane_kept_exps_loads(request, problem, scores, vector_size)
                    .unwrap_or(preferred_loads),
            )
            .map_err(|holders| too_long(holders * MAX_LOADS_PER_UNIT)),
        Strategy::CubePerRow => limits.cube_per_row(
            &LaunchRequest {
                units_per_cube: request.units_per_cube.or(half_sm_cube),
                ..*request
            },
            problem.rows,
            vectors_per_row,
            preferred_loads,
            cube_holding,
            too_long,
        ),
        Strategy::SplitRow => {
            Ok(limits.split_row(request, problem.rows, vectors_per_row, preferred_loads))
        }
    }?;
    limits.as_requested(
        limits.plan(request.kind, scores, strategy, vector_size, shape),
        request,
        problem,
    )
}

/// Checks that `client`'s device has the dtypes `problem` names, where they are of a kind the
/// kernels take ([`check_problem`] refuses the others).
pub(super) fn check_available<R: Runtime>(
    client: &ComputeClient<R>,
    problem: &RowProblem,
) -> Result<(), SoftmaxError> {
    check_dtype_available(client, "dtype", problem.dtype)?;
    check_dtype_available(client, "output_dtype", problem.output_dtype)?;
    problem.fused.mask.map_or(Ok(()), |mask| {
        check_mask_available(client, mask.kind, mask.dtype)
    })
}

/// Checks the dtypes' kinds, strides and fused options of `problem`.
pub(super) fn check_problem(problem: &RowProblem) -> Result<(), SoftmaxError> {
    check_dtype_kind("dtype", problem.dtype)?;
    check_dtype_kind("output_dtype", problem.output_dtype)?;
    check_strides(problem.rows, problem.row_len, problem.strides())?;
    problem.input_rows.check("input_rows")?;
    let fused = &problem.fused;
    check_scale(fused.scale)?;
    check_causal(fused.causal)?;
    if let Some(mask) = fused.mask {
        check_mask_kind(mask.kind, mask.dtype, &mask.terms)?;
    }
    Ok(())
}

/// The error for a mask buffer given without a mask layout in the problem (`has_layout` false),
/// or missing where the problem has one.
pub(super) fn mask_buffer_mismatch(has_layout: bool) -> SoftmaxError {
    SoftmaxError::BadOption {
        argument: "mask",
        expected: format!(
            "a mask buffer exactly when the problem has a mask layout ({})",
            if has_layout { "it has" } else { "it has none" }
        ),
        got: if has_layout { "none" } else { "a buffer" }.into(),
    }
}

/// Whether a mask of `kind` takes elements of `dtype`: an additive mask a float type, a boolean
/// one an integer type.
pub(super) fn mask_kind_takes(kind: MaskKind, dtype: StorageType) -> bool {
    match kind {
        MaskKind::Additive => matches!(dtype, StorageType::Scalar(ElemType::Float(_))),
        MaskKind::Boolean => matches!(
            dtype,
            StorageType::Scalar(ElemType::UInt(_) | ElemType::Int(_))
        ),
        MaskKind::None => false,
    }
}

/// The error for a mask of `kind` in `dtype`: of a kind that does not take it, or a dtype the
/// device lacks.
pub(super) fn mask_dtype_error(kind: MaskKind, dtype: StorageType) -> SoftmaxError {
    SoftmaxError::BadOption {
        argument: "mask.dtype",
        expected: "a float type for an additive mask, an integer type for a boolean one".into(),
        got: format!("{dtype:?} for a {kind:?} mask"),
    }
}

/// Checks a mask's kind against its dtype ([`mask_kind_takes`]) and its terms (nonzero `div` and
/// `len`).
pub(super) fn check_mask_kind(
    kind: MaskKind,
    dtype: StorageType,
    terms: &[OffsetTerm],
) -> Result<(), SoftmaxError> {
    if !mask_kind_takes(kind, dtype) {
        return Err(mask_dtype_error(kind, dtype));
    }
    if let Some(term) = terms.iter().find(|term| term.div == 0 || term.len == 0) {
        return Err(SoftmaxError::BadOption {
            argument: "mask.terms",
            expected: "terms with nonzero div and len".into(),
            got: format!("{term:?}"),
        });
    }
    Ok(())
}

/// Checks that `client`'s device has a mask's dtype, where the mask's kind takes it
/// ([`check_mask_kind`] refuses the others).
pub(super) fn check_mask_available<R: Runtime>(
    client: &ComputeClient<R>,
    kind: MaskKind,
    dtype: StorageType,
) -> Result<(), SoftmaxError> {
    if mask_kind_takes(kind, dtype) && !client.properties().supports_type(dtype) {
        return Err(mask_dtype_error(kind, dtype));
    }
    Ok(())
}

/// Checks a mask's kind against its dtype, that `client`'s device has that dtype, and its terms.
pub(super) fn check_mask_layout<R: Runtime>(
    client: &ComputeClient<R>,
    kind: MaskKind,
    dtype: StorageType,
    terms: &[OffsetTerm],
) -> Result<(), SoftmaxError> {
    check_mask_kind(kind, dtype, terms)?;
    check_mask_available(client, kind, dtype)
}

/// Launches the planned softmax from `input` into `output`, laid out as `problem` says, with
/// nothing fused that needs a mask buffer: [`launch_fused_softmax`] without a mask.
pub fn launch_softmax<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    output: Handle,
    problem: &RowProblem,
    plan: &LaunchPlan,
) -> Result<(), SoftmaxError> {
    launch_fused_softmax(client, input, None, output, problem, plan)
}

/// Launches the planned softmax of the scores of `input` (see [`FusedScores`]) into `output`,
/// laid out as `problem` says; `mask` is the mask buffer `problem.fused.mask` describes.
///
/// Guaranteed not to launch anything that could read or write outside the buffers: their sizes
/// and alignment are checked against the problem and the plan first. A plan whose units do not
/// hold every vector of the problem's rows (one made for shorter rows, or by hand), or whose cubes
/// are larger than the device runs, is refused as a [`SoftmaxError::BadShape`] naming `plan`,
/// before anything is launched. An empty problem launches nothing. The gap of a pitched output
/// row may be written up to the next vector boundary (with values of no meaning); nothing beyond
/// it is.
///
/// Panics if `plan` was made for a problem with other fused options, or with a mask whose terms
/// need other operations over its rows (see [`TermOps::of`](crate::scores::TermOps::of): a plan
/// made for fewer rows may have left out a remainder these rows need).
pub fn launch_fused_softmax<R: Runtime>(
    client: &ComputeClient<R>,
    input: Handle,
    mask: Option<Handle>,
    output: Handle,
    problem: &RowProblem,
    plan: &LaunchPlan,
) -> Result<(), SoftmaxError> {
    check_available(client, problem)?;
    check_problem(problem)?;
    let options =
        problem
            .fused
            .blueprint(problem.rows, plan.vector_size, Some(plan.scores.mask_held));
    assert_eq!(
        plan.scores, options,
        "plan: made for other fused options than the problem's"
    );
    if problem.is_empty() {
        return Ok(());
    }
    let max_units_per_cube = client.properties().hardware.max_units_per_cube;
    plan.check_holds_rows(max_units_per_cube, problem.row_len)?;
    let vector = plan.vector_size;
    let rows = |dtype| RowsLayout::new(problem.rows, problem.row_len, dtype, vector);
    let input_len = rows(problem.dtype).check_starts("input", &input, &problem.input_rows)?;
    let output_len =
        rows(problem.output_dtype).check("output", &output, problem.output_row_stride)?;
    let (mask, mask_len, mask_dtype) = match (problem.fused.mask, mask) {
        (Some(layout), Some(mask)) => {
            let len = check_mask(&layout, &mask, problem.row_len, vector)?;
            (mask, len, layout.dtype)
        }
        (None, None) => (input.clone(), input_len, problem.dtype),
        (layout, _) => return Err(mask_buffer_mismatch(layout.is_some())),
    };
    let vectors_per_row = problem.row_len.div_ceil(vector);
    let tail_lanes = problem.row_len - (vectors_per_row - 1) * vector;
    let input_rows = || problem.input_rows.offsets(problem.rows, vector);
    let output_stride = problem.output_row_stride / vector;
    let address_type = AddressType::from_len(input_len.max(output_len).max(mask_len));
    let cube_count = CubeCount::new_1d(plan.cubes);
    let cube_dim = CubeDim::new_1d(plan.units_per_cube);
    let blueprint = plan.blueprint(problem.input_rows.by_terms());
    let score_args = || score_args(&problem.fused, problem.row_len, vector);
    let dtypes = [problem.dtype, problem.output_dtype, mask_dtype];
    // SAFETY: every buffer holds the rows it is indexed with (checked above), and the kernels
    // only index rows `< problem.rows`, each `vectors_per_row` vectors from its row start (the
    // mask's row start from its layout's terms, checked with it), and, where every held slot is
    // loaded, vector 0 of the input and of the mask (held, or applied at load when boolean),
    // which exist: an empty problem returned above.
    unsafe {
        let output = ArrayArg::from_raw_parts(output, output_len);
        let mask_arg = |mask| ArrayArg::from_raw_parts(mask, mask_len);
        match plan.strategy {
            Strategy::PlanePerRow => softmax_plane_per_row::launch_unchecked::<R>(
                client,
                cube_count,
                cube_dim,
                address_type,
                vector,
                ArrayArg::from_raw_parts(input, input_len),
                mask_arg(mask),
                output,
                problem.rows,
                vectors_per_row,
                tail_lanes,
                input_rows(),
                output_stride,
                score_args(),
                blueprint,
                dtypes,
            ),
            Strategy::CubePerRow => {
                let (exchange, exchange_len) = exchange_words(client, problem.rows, plan, &input);
                softmax_cube_per_row::launch_unchecked::<R>(
                    client,
                    cube_count,
                    cube_dim,
                    address_type,
                    vector,
                    ArrayArg::from_raw_parts(input, input_len),
                    mask_arg(mask),
                    output,
                    ArrayArg::from_raw_parts(exchange, exchange_len),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    input_rows(),
                    output_stride,
                    plan.chunks,
                    EXCHANGE_WAIT_POLLS,
                    score_args(),
                    blueprint,
                    dtypes,
                )
            }
            Strategy::SplitRow => {
                let state_count = 2 * problem.rows * plan.chunks;
                let states = client.empty(state_count * core::mem::size_of::<f32>());
                split_row_states::launch_unchecked::<R>(
                    client,
                    cube_count.clone(),
                    cube_dim,
                    address_type,
                    vector,
                    ArrayArg::from_raw_parts(input.clone(), input_len),
                    mask_arg(mask.clone()),
                    ArrayArg::from_raw_parts(states.clone(), state_count),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    input_rows(),
                    plan.chunks,
                    score_args(),
                    blueprint,
                    [problem.dtype, mask_dtype],
                );
                split_row_normalize::launch_unchecked::<R>(
                    client,
                    cube_count,
                    cube_dim,
                    address_type,
                    vector,
                    ArrayArg::from_raw_parts(input, input_len),
                    mask_arg(mask),
                    output,
                    ArrayArg::from_raw_parts(states, state_count),
                    problem.rows,
                    vectors_per_row,
                    tail_lanes,
                    input_rows(),
                    output_stride,
                    plan.chunks,
                    score_args(),
                    blueprint,
                    dtypes,
                )
            }
        }
    }
    Ok(())
}

/// The kernels' runtime half of `fused`, for rows of `row_len` elements read in vectors of
/// `vector` elements.
pub(super) fn score_args<R: Runtime>(
    fused: &FusedScores,
    row_len: usize,
    vector: usize,
) -> ScoreArgsLaunch<R> {
    ScoreArgsLaunch::new(
        fused.scale.unwrap_or(1.0),
        f32::NEG_INFINITY,
        causal_args(fused.causal, row_len),
        outer_offsets(
            fused
                .mask
                .map_or([OffsetTerm::UNUSED; OFFSET_TERMS], |mask| mask.terms),
            vector,
        ),
    )
}

/// The kernels' [`OuterOffsets`](crate::scores::OuterOffsets) of `terms` (in elements), for a
/// buffer read in vectors of `vector` elements.
pub(super) fn outer_offsets<R: Runtime>(
    terms: [OffsetTerm; OFFSET_TERMS],
    vector: usize,
) -> OuterOffsetsLaunch<R> {
    let [t0, t1, t2] = terms;
    OuterOffsetsLaunch::new(
        t0.div,
        t0.len,
        t0.stride / vector,
        t1.div,
        t1.len,
        t1.stride / vector,
        t2.div,
        t2.len,
        t2.stride / vector,
    )
}

/// Checks that `mask` holds every row `layout` addresses, starting on a vector boundary; returns
/// the elements a kernel may index.
pub(super) fn check_mask(
    layout: &MaskLayout,
    mask: &Handle,
    row_len: usize,
    vector: usize,
) -> Result<usize, SoftmaxError> {
    let last_row: usize = layout
        .terms
        .iter()
        .map(|term| (term.len - 1) * term.stride)
        .sum();
    let len = last_row + row_len.div_ceil(vector) * vector;
    check_buffer("mask", mask, len, layout.dtype.size(), vector)?;
    Ok(len)
}

/// The exchange a cube-per-row launch of `rows` rows under `plan` passes its kernel, and its
/// length in words: a kept buffer of [`row_words()`] words per row, every one
/// [`ABSENT`](crate::exchange::ABSENT) (see [`exchange_buffer`]), when chunks are exchanged;
/// otherwise `stand_in` (the kernel never touches it then).
pub(super) fn exchange_words<R: Runtime>(
    client: &ComputeClient<R>,
    rows: usize,
    plan: &LaunchPlan,
    stand_in: &Handle,
) -> (Handle, usize) {
    if !plan.exchanges() {
        return (stand_in.clone(), 1);
    }
    let words = rows * row_words(plan.chunks);
    (exchange_buffer(client, words), words)
}
