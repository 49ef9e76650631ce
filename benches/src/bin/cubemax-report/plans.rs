//! `cubemax-report plans`: the plan an H100 or H200 gets for each shape, dtype and op, made on
//! any machine from [`DeviceProfile::HOPPER`]: what a grid there will run, known before the
//! device time is spent.

use burn::tensor::DType;
use cubemax::kernels::{
    BackwardProblem, DeviceProfile, LaunchRequest, RowProblem, RowStarts, plan_backward_on,
    plan_launch_on,
};
use cubemax_bench::backends::dtype_name;
use cubemax_bench::grid;
use cubemax_bench::oracle::Op;

use super::*;

/// Bytes a row of a grid's tensor is padded to on CUDA: CubeCL's pitched allocation rounds each
/// row to at least 16 bytes (`optimal_align` in cubecl-runtime 0.10), so a row of 50257 f32
/// elements is read in vectors of 4 there. Only whether a vector divides the stride counts, so 16
/// stands for any larger pitch.
const GRID_ROW_PITCH_BYTES: usize = 16;

/// `cubemax-report plans`: one line per op, dtype and shape (`--shape`, or the main grid's),
/// the planner's plan on an H100's or H200's profile for rows laid out as the grids' tensors are
/// on CUDA ([`GRID_ROW_PITCH_BYTES`]), or the error it gives; with `--dy-read-again` or
/// `--cube-per-chunk`, one line per combination of the values asked of each.
pub(super) fn plans_command(options: &Options) -> Result<(), String> {
    let shapes = if options.shapes.is_empty() {
        grid::main_grid()
    } else {
        options.shapes.clone()
    };
    println!("plans on DeviceProfile::HOPPER (an H100 or H200: 132 SMs, planes of 32)");
    for dtype in options.dtypes_or(&[DType::F32, DType::BF16]) {
        for op in options.ops_or(&Op::ALL) {
            let switches: Vec<_> = asked_or_planner(&options.dy_read_again)
                .into_iter()
                .flat_map(|dy_read_again| {
                    asked_or_planner(&options.cube_per_chunk)
                        .into_iter()
                        .map(move |cube_per_chunk| (dy_read_again, cube_per_chunk))
                })
                .collect();
            for (shape, &(dy_read_again, cube_per_chunk)) in shapes
                .iter()
                .flat_map(|shape| switches.iter().map(move |switch| (shape, switch)))
            {
                let (rows, cols, storage) = (shape.rows(), shape.cols(), dtype.into());
                let pitch =
                    (cols * dtype.size()).next_multiple_of(GRID_ROW_PITCH_BYTES) / dtype.size();
                let request = LaunchRequest {
                    dy_read_again,
                    cube_per_chunk,
                    ..LaunchRequest::new(op.softmax_kind())
                };
                let device = &DeviceProfile::HOPPER;
                let plan = if op.is_backward() {
                    let problem = BackwardProblem {
                        y_rows: RowStarts::Strided(pitch),
                        dy_rows: RowStarts::Strided(pitch),
                        dx_row_stride: pitch,
                        ..BackwardProblem::contiguous(rows, cols, storage)
                    };
                    plan_backward_on(device, &problem, &request)
                } else {
                    let problem = RowProblem::pitched(rows, cols, storage, pitch, pitch);
                    plan_launch_on(device, &problem, &request)
                };
                let planned =
                    plan.map_or_else(|error| format!("error: {error}"), |p| p.to_string());
                println!(
                    "{:<22} {:<5} {:<17} {planned}",
                    op.name(),
                    dtype_name(dtype),
                    shape.label()
                );
            }
        }
    }
    Ok(())
}
