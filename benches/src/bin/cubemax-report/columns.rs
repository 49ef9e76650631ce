//! `cubemax-report columns`: the column strategy (softmax along an axis that is not the
//! innermost) on every plan asked for, forward and backward, against a copy of the same bytes.

use burn::tensor::{DType, Distribution, Tensor};
use cubemax::kernels::{
    BackwardProblem, ColumnMaskLayout, ColumnProblem, ColumnRequest, LaunchRequest, MaskKind,
    OFFSET_TERMS, OffsetTerm, RowStarts, SoftmaxKind, launch_fused_softmax_columns,
    launch_softmax_backward, launch_softmax_backward_columns, launch_softmax_columns,
    plan_backward, plan_backward_columns, plan_columns,
};
use cubemax_bench::backends::{self, Bare, GpuRuntime, client, dtype_name, sync};
use cubemax_bench::measure;
use cubemax_bench::oracle::{self, Op};

use super::*;

/// The mask of the `columns` command: `[L, I]`, broadcast over `O`, as an attention bias
/// `[1, 1, N, N]` is against scores `[B, H, N, N]` along the queries. Additive values are uniform
/// in [-1, 0] in the input's dtype; a boolean mask marks where such a value is under -0.5.
pub(super) struct ColumnSweepMask {
    layout: ColumnMaskLayout,
    buffer: burn_cubecl::tensor::CubeTensor<GpuRuntime>,
    inner: usize,
    /// The mask on the host, as floats (1 or 0 for a boolean mask), row-major `[L, I]`.
    host: Vec<f32>,
}

impl ColumnSweepMask {
    fn new(kind: MaskKind, len: usize, inner: usize, dtype: DType) -> Self {
        let values = Tensor::<Bare, 2>::random(
            [len, inner],
            Distribution::Uniform(-1.0, 0.0),
            &backends::device(),
        );
        let (buffer, host) = match kind {
            MaskKind::Boolean => {
                let marked = values.lower_elem(-0.5);
                let host = marked.clone().float().into_data();
                (marked.into_primitive(), host)
            }
            _ => {
                let values = values.cast(dtype);
                let host = values.clone().cast(DType::F32).into_data();
                (values.into_primitive().tensor(), host)
            }
        };
        let layout = ColumnMaskLayout {
            kind,
            dtype: buffer.dtype.into(),
            terms: [OffsetTerm::UNUSED; OFFSET_TERMS],
            len_stride: inner,
            broadcast_inner: false,
        };
        Self {
            layout,
            buffer,
            inner,
            host: host.to_vec::<f32>().expect("f32 data"),
        }
    }

    /// The scores of column `i` (of any outer index) whose input is `x`.
    fn scores(&self, i: usize, x: &[f32]) -> Vec<f32> {
        x.iter()
            .enumerate()
            .map(|(l, &x)| masked_score(self.layout.kind, x, self.host[l * self.inner + i]))
            .collect()
    }
}

/// Vectors per unit the `columns` command holds columns in, its cube sizes, and the vectors per
/// unit it may stage in shared memory besides.
pub(super) const COLUMN_SWEEP_HELD: [usize; 5] = [1, 2, 4, 8, 16];
pub(super) const COLUMN_SWEEP_UNITS: [u32; 3] = [256, 512, 1024];
pub(super) const COLUMN_SWEEP_STAGED: [usize; 9] = [0, 1, 2, 3, 4, 6, 8, 12, 16];
/// Segments per column the `columns` command may stream columns in.
pub(super) const COLUMN_SWEEP_SEGMENTS: [usize; 9] = [1, 2, 4, 8, 16, 32, 64, 128, 256];
/// Vectors per unit and phase of the tile the `columns` command's held plans may write an
/// output with the axis last through (0: no tile, element by element).
pub(super) const COLUMN_SWEEP_TILES: [usize; 6] = [0, 1, 2, 4, 8, 16];

/// Columns of each sampled `outer` index the `columns` command checks.
pub(super) const CHECKED_COLUMNS: usize = 3;

/// `cubemax-report columns`: the column strategy's kernel alone (a softmax along `L` of a
/// contiguous `[O, L, I]`, as a non-last axis of a tensor is read), the planner's plan first,
/// then columns streamed twice, then held in each count of vectors (`--loads`), cube size
/// (`--units`) and staged vectors (`--staged`) asked for (all of [`COLUMN_SWEEP_HELD`] and
/// [`COLUMN_SWEEP_UNITS`], and none staged, when not), each against a copy of the same bytes and
/// checked on sampled columns against the f64 reference. With `--mask`, every call fuses a mask
/// `[L, I]` broadcast over `O` (an attention bias, or a boolean mask, [`ColumnSweepMask`]). With
/// `--tile`, the output is written with the softmax axis last (`[O, I, L]`, as a transposed
/// view's), each plan once per tile size asked for (0: element by element, held plans only; a
/// streamed plan takes the tiles that divide its loads), the planner's own first. With
/// `--kept-exps`, each plan keeps its exps or not as each value asks, where it can
/// ([`ColumnGrid`]). With `--rounds N`, the forward's plans are timed in `N` rounds
/// ([`sweep_in_rounds`]), each line the median of its rounds. A backward op times the column
/// backward instead ([`columns_backward`]).
pub(super) fn columns_command(options: &Options) -> Result<(), String> {
    if options.shapes.is_empty() || options.shapes.iter().any(|shape| shape.dims.len() != 3) {
        return Err(format!(
            "columns: expected at least one --shape of rank 3, OxLxI\n{}",
            usage()
        ));
    }
    let client = client();
    let method = sweep_method(options);
    let dtypes = options.device_dtypes("columns", &[DType::F32])?;
    let ops = options.ops_or(&[Op::Softmax]);
    let held = if options.loads.is_empty() {
        COLUMN_SWEEP_HELD.to_vec()
    } else {
        options.loads.clone()
    };
    let units = if options.units.is_empty() {
        COLUMN_SWEEP_UNITS.to_vec()
    } else {
        options.units.clone()
    };
    let staged = if options.staged.is_empty() {
        vec![0]
    } else {
        options.staged.clone()
    };
    for &dtype in &dtypes {
        for shape in &options.shapes {
            let [outer, len, inner] = [shape.dims[0], shape.dims[1], shape.dims[2]];
            let elements = shape.elements();
            let bytes = 2 * elements * dtype.size();
            let buffers =
                RawBuffers::new(outer * len, inner, dtype, bytes, true, MAX_ROTATED_INPUTS);
            let mask = options
                .mask
                .map(|kind| ColumnSweepMask::new(kind, len, inner, dtype));
            let axis_last = !options.tiles.is_empty();
            let problem = ColumnProblem {
                mask: mask.as_ref().map(|mask| mask.layout),
                output_axis_last: axis_last,
                ..ColumnProblem::contiguous(outer, len, inner, dtype.into())
            };
            let sampled = SampledColumns::new(outer, len, inner);
            let columns_of = |tensor: &Tensor<Bare, 2>| sampled.read(tensor);
            let x = columns_of(&buffers.inputs[0]);
            // The scores the reference takes: `x` with the mask of each sampled column applied.
            let scores: Vec<Vec<f32>> = match &mask {
                Some(mask) => sampled
                    .outer
                    .iter()
                    .flat_map(|_| sampled.inner.iter())
                    .zip(&x)
                    .map(|(&i, column)| mask.scores(i, column))
                    .collect(),
                None => x.clone(),
            };
            for &op in &ops {
                if op.is_backward() {
                    if options.mask.is_some() || axis_last {
                        return Err("columns: the backward takes no --mask and no --tile".into());
                    }
                    let grid = ColumnGrid {
                        held: &held,
                        units: &units,
                        staged: &staged,
                        segments: &options.segments,
                        groups: &options.groups,
                        tiles: &[],
                        kept_exps: &[],
                    };
                    columns_backward(options, op, [outer, len, inner], dtype, &grid);
                    continue;
                }
                let kind = op.softmax_kind();
                let copy_gbps = sweep_header(
                    &format!(
                        "{} {} along L of {} (O x L x I){}",
                        op.name(),
                        dtype_name(dtype),
                        shape.label(),
                        match options.mask {
                            Some(MaskKind::Additive) => " + additive mask [L, I]",
                            Some(_) => " + boolean mask [L, I]",
                            None => "",
                        }
                    ),
                    elements * dtype.size(),
                    buffers.input_primitives.len(),
                    &method,
                );
                let requests = ColumnGrid {
                    held: &held,
                    units: &units,
                    staged: &staged,
                    segments: &options.segments,
                    groups: &options.groups,
                    tiles: &options.tiles,
                    kept_exps: &options.kept_exps,
                }
                .requests(kind);
                // Each request the planner accepts, once per plan, with whether it is the
                // planner's own (the first request's).
                let mut timed: Vec<(ColumnRequest, _, bool)> = Vec::new();
                for (index, request) in requests.iter().enumerate() {
                    if let Ok(plan) = plan_columns(&client, &problem, request)
                        && !timed.iter().any(|(_, earlier, _)| *earlier == plan)
                    {
                        timed.push((*request, plan, index == 0));
                    }
                }
                let launch = |request: &ColumnRequest, call: usize| {
                    let count = buffers.input_primitives.len();
                    launch_fused_softmax_columns(
                        &client,
                        buffers.input_primitives[call % count].handle.clone(),
                        mask.as_ref().map(|mask| mask.buffer.handle.clone()),
                        buffers.output_primitives[call % count].handle.clone(),
                        &problem,
                        request,
                    )
                    .expect("cubemax column launch")
                };
                sweep_in_rounds(
                    timed.len(),
                    options.sweep_rounds(),
                    |i| {
                        let request = &timed[i].0;
                        measure::time_throughput(&method, |call| launch(request, call), sync)
                            .per_call
                    },
                    |i, per_call| {
                        let (request, plan, planner) = &timed[i];
                        launch(request, 0);
                        let check = check_against_reference(
                            op,
                            dtype,
                            &scores,
                            None,
                            &if axis_last {
                                sampled.read_axis_last(&buffers.outputs[0])
                            } else {
                                columns_of(&buffers.outputs[0])
                            },
                        );
                        let chooser = Chooser::planner_or_forced(*planner);
                        print_sweep_line(per_call, bytes, copy_gbps, &check, plan, chooser);
                    },
                );
            }
        }
    }
    Ok(())
}

/// The plans the `columns` command times besides the planner's: columns streamed twice (in the
/// planner's segments, then in each count of the grid's, then in each count of groups of the
/// planner's segments and of each of the grid's), then held in each count of vectors, cube size
/// and staged vectors of the grid; when `tiles` has any, each of those, streamed or held, with
/// each tile; when `kept_exps` has any, every one of them (the planner's too, after its own
/// choice) once with each. Plans refused for a tile or kept exps they cannot take are left out.
pub(super) struct ColumnGrid<'a> {
    held: &'a [usize],
    units: &'a [u32],
    staged: &'a [usize],
    segments: &'a [usize],
    groups: &'a [usize],
    tiles: &'a [usize],
    kept_exps: &'a [bool],
}

impl ColumnGrid<'_> {
    /// The planner's request first, then streamed, then the grid's held requests.
    fn requests(&self, kind: SoftmaxKind) -> Vec<ColumnRequest> {
        let tiles: Vec<Option<usize>> = if self.tiles.is_empty() {
            vec![None]
        } else {
            self.tiles.iter().map(|&tile| Some(tile)).collect()
        };
        let mut streamed = vec![ColumnRequest {
            held: Some(false),
            ..ColumnRequest::new(kind)
        }];
        for &segments in self.segments {
            streamed.push(ColumnRequest {
                segments: Some(segments),
                ..ColumnRequest::new(kind)
            });
        }
        for &len_groups in self.groups {
            let grid_segments = self.segments.iter().map(|&segments| Some(segments));
            for segments in core::iter::once(None).chain(grid_segments) {
                streamed.push(ColumnRequest {
                    held: Some(false),
                    segments,
                    len_groups: Some(len_groups),
                    ..ColumnRequest::new(kind)
                });
            }
        }
        // Each streamed request with each tile (those they cannot take are refused).
        let mut requests = vec![ColumnRequest::new(kind)];
        for request in streamed {
            for &tile_vectors in &tiles {
                requests.push(ColumnRequest {
                    tile_vectors,
                    ..request
                });
            }
        }
        for &held_vectors in self.held {
            for &units in self.units {
                for &staged_vectors in self.staged {
                    for &tile_vectors in &tiles {
                        requests.push(ColumnRequest {
                            held: Some(true),
                            held_vectors: Some(held_vectors),
                            staged_vectors: Some(staged_vectors),
                            units_per_cube: Some(units),
                            tile_vectors,
                            ..ColumnRequest::new(kind)
                        });
                    }
                }
            }
        }
        if self.kept_exps.is_empty() {
            return requests;
        }
        let forced = requests.iter().flat_map(|&request| {
            self.kept_exps.iter().map(move |&kept| ColumnRequest {
                kept_exps: Some(kept),
                ..request
            })
        });
        core::iter::once(requests[0]).chain(forced).collect()
    }
}

/// The columns the `columns` command checks, as rows of `len`: a few `inner` indices of a few
/// `outer` ones of an `[O, L, I]` stored as `[O * L, I]`.
pub(super) struct SampledColumns {
    outer: Vec<usize>,
    inner: Vec<usize>,
    len: usize,
}

impl SampledColumns {
    fn new(outer: usize, len: usize, inner: usize) -> Self {
        Self {
            outer: oracle::sampled_rows(outer, 2),
            inner: oracle::sampled_rows(inner, CHECKED_COLUMNS),
            len,
        }
    }

    /// The sampled columns of `tensor` written with the axis last (`[O, I, L]`, each column a
    /// row), in the order of [`Self::read`].
    fn read_axis_last(&self, tensor: &Tensor<Bare, 2>) -> Vec<Vec<f32>> {
        let [rows, inner] = tensor.dims();
        let outer = rows / self.len;
        let rows: Vec<usize> = self
            .outer
            .iter()
            .flat_map(|&o| self.inner.iter().map(move |&i| o * inner + i))
            .collect();
        read_rows(tensor.clone().reshape([outer * inner, self.len]), &rows)
    }

    /// The sampled columns of `tensor`, outer index by outer index.
    fn read(&self, tensor: &Tensor<Bare, 2>) -> Vec<Vec<f32>> {
        let mut columns = Vec::new();
        for &o in &self.outer {
            let rows = read_rows(
                tensor.clone(),
                &(o * self.len..(o + 1) * self.len).collect::<Vec<_>>(),
            );
            for &i in &self.inner {
                columns.push(rows.iter().map(|row| row[i]).collect());
            }
        }
        columns
    }
}

/// `cubemax-report columns --op softmax_backward` (or `log_softmax_backward`): the column
/// backward's kernel alone on `[O, L, I]` along `L`, `y` the forward of random inputs and `dy`
/// random: the planner's plan, columns streamed twice, the held plans of `grid`, and then the
/// axis moved last as `CubeBackend` ran a backward it could not hold before the streamed column
/// backward (`y` and `dy` each copied with `L` last, then the row backward), each against a copy
/// of the same bytes and checked on sampled columns against the f64 reference.
pub(super) fn columns_backward(
    options: &Options,
    op: Op,
    [outer, len, inner]: [usize; 3],
    dtype: DType,
    grid: &ColumnGrid,
) {
    let client = client();
    let method = sweep_method(options);
    let kind = op.softmax_kind();
    let bytes = op.passes() * outer * len * inner * dtype.size();
    // `x` with `y` its forward, `dy` with `dx`.
    let forward = RawBuffers::new(outer * len, inner, dtype, bytes, true, MAX_ROTATED_INPUTS);
    let gradient = RawBuffers::new(outer * len, inner, dtype, bytes, true, MAX_ROTATED_INPUTS);
    let count = forward.input_primitives.len();
    let problem = ColumnProblem::contiguous(outer, len, inner, dtype.into());
    for (x, y) in forward
        .input_primitives
        .iter()
        .zip(&forward.output_primitives)
    {
        launch_softmax_columns(
            &client,
            x.handle.clone(),
            y.handle.clone(),
            &problem,
            &ColumnRequest::new(kind),
        )
        .expect("cubemax column launch");
    }
    let sampled = SampledColumns::new(outer, len, inner);
    let x = sampled.read(&forward.inputs[0]);
    let dy = sampled.read(&gradient.inputs[0]);
    let copy_gbps = sweep_header(
        &format!(
            "{} {} along L of {}x{len}x{inner} (O x L x I)",
            op.name(),
            dtype_name(dtype),
            outer
        ),
        bytes / 2,
        count,
        &method,
    );
    let mut timed = Vec::new();
    for (index, request) in grid.requests(kind).iter().enumerate() {
        let Ok(plan) = plan_backward_columns(&client, &problem, request) else {
            continue;
        };
        if index > 0 && timed.contains(&plan) {
            continue;
        }
        timed.push(plan);
        let launch = |call: usize| {
            launch_softmax_backward_columns(
                &client,
                forward.output_primitives[call % count].handle.clone(),
                gradient.input_primitives[call % count].handle.clone(),
                gradient.output_primitives[call % count].handle.clone(),
                &problem,
                request,
            )
            .expect("cubemax column backward launch")
        };
        let timing = measure::time_throughput(&method, launch, sync);
        launch(0);
        let check = check_against_reference(
            op,
            dtype,
            &x,
            Some(&dy),
            &sampled.read(&gradient.outputs[0]),
        );
        let per_call = [timing.per_call];
        let chooser = Chooser::planner_or_forced(index == 0);
        print_sweep_line(&per_call, bytes, copy_gbps, &check, &plan, chooser);
    }

    // The axis moved last: rows `(o, i)` of `L` elements, `dx` written as such rows.
    let moved_last = |tensor: &Tensor<Bare, 2>| {
        burn_cubecl::kernel::into_contiguous(
            tensor
                .clone()
                .reshape([outer, len, inner])
                .swap_dims(1, 2)
                .into_primitive()
                .tensor(),
        )
    };
    let rows = outer * inner;
    let dxs: Vec<Tensor<Bare, 2>> = (0..count)
        .map(|_| Tensor::<Bare, 2>::empty([rows, len], &backends::device()).cast(dtype))
        .collect();
    let row_stride = |tensor: &burn_cubecl::tensor::CubeTensor<GpuRuntime>| {
        let strides = tensor.meta.strides();
        strides[strides.len() - 2]
    };
    let launch = |call: usize| {
        let index = call % count;
        let (y, dy) = (
            moved_last(&forward.outputs[index]),
            moved_last(&gradient.inputs[index]),
        );
        let dx = dxs[index].clone().into_primitive().tensor();
        let problem = BackwardProblem {
            y_rows: RowStarts::Strided(row_stride(&y)),
            dy_rows: RowStarts::Strided(row_stride(&dy)),
            dx_row_stride: row_stride(&dx),
            ..BackwardProblem::contiguous(rows, len, dtype.into())
        };
        let plan = plan_backward(&client, &problem, &LaunchRequest::new(kind))
            .expect("cubemax backward plan");
        launch_softmax_backward(&client, y.handle, dy.handle, dx.handle, &problem, &plan)
            .expect("cubemax backward launch")
    };
    let timing = measure::time_throughput(&method, launch, sync);
    launch(0);
    let dx_rows: Vec<usize> = sampled
        .outer
        .iter()
        .flat_map(|&o| sampled.inner.iter().map(move |&i| o * inner + i))
        .collect();
    let check = check_against_reference(
        op,
        dtype,
        &x,
        Some(&dy),
        &read_rows(dxs[0].clone(), &dx_rows),
    );
    print_sweep_line(
        &[timing.per_call],
        bytes,
        copy_gbps,
        &check,
        &"moved last: y and dy copied with L last, then the row backward",
        Chooser::Forced,
    );
}
