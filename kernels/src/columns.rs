//! Strategy: the softmax axis is not the innermost; units own columns.
//!
//! A tensor seen as `[outer, len, inner]` with the softmax along `len` (the axes before it merged
//! into `outer`, those after it into a contiguous `inner`): element `(o, l, i)` of a column
//! `(o, i)` sits `len_stride` apart from `(o, l + 1, i)`. A cube is `column_units x segments`
//! units: the units along x own one vector of adjacent columns each (one vector along `inner`),
//! so the units of a plane read consecutive vectors of the same `(o, l)` row and every load is
//! coalesced, and no copy of the tensor with the axis moved last is made. The units along y split
//! each column's `len` elements between them, segment `s` taking `l = s, s + segments, ...`, so
//! a tensor with few columns still gives the device enough units (a column per unit ran 64 cubes
//! for [4, 16, 1024, 1024] along dim 2, fewer than an H100 has SMs).
//!
//! Each unit folds its part of a column as it streams, a block of loads at a time (the block's
//! max, its sum, one online merge); the segments' states meet in shared memory (one barrier);
//! then each unit reads its part again to normalize: two reads and one write, where the permuted
//! copy it replaces costs a read and a write before the row kernel's own two.

use cubecl::prelude::*;

use crate::blueprint::SoftmaxKind;
use crate::tiers::exp_intrinsics;

/// Units per cube of the column strategy: columns along x times segments of each column along y.
pub const COLUMN_CUBE_UNITS: usize = 256;

/// Softmax or log-softmax of `x * scale` (`scale` applied when `scaled`) along `len` of every
/// column; `columns = outer * inner_vectors` vector columns, column `c` starting at vector
/// `(c / inner_vectors) * outer_stride + c % inner_vectors` of each buffer (with that buffer's
/// strides), its `len` elements `len_stride` vectors apart. The cube is `CUBE_DIM_X` columns by
/// `segments` units along `len` (`CUBE_DIM_Y == segments`, `CUBE_DIM_X * segments ==`
/// [`COLUMN_CUBE_UNITS`]).
///
/// Guaranteed to write every element of every column and nothing else; a column of only `-inf`
/// gives zeros (log-softmax: `-inf`), a NaN or `+inf` in a column makes it NaN, as the row
/// kernels do.
#[cube(launch_unchecked, address_type = "dynamic", fast_math = exp_intrinsics())]
#[allow(clippy::too_many_arguments)]
pub fn softmax_columns<F: Float, G: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    output: &mut Array<Vector<G, N>>,
    columns: usize,
    inner_vectors: usize,
    len: usize,
    input_outer_stride: usize,
    input_len_stride: usize,
    output_outer_stride: usize,
    output_len_stride: usize,
    scale: f32,
    #[comptime] kind: SoftmaxKind,
    #[comptime] scaled: bool,
    #[comptime] loads: usize,
    #[comptime] segments: usize,
    #[define(F, G)] _dtypes: [StorageType; 2],
) {
    let mut block = Array::<Vector<F, N>>::new(loads);
    let mut partial_max = SharedMemory::<Vector<f32, N>>::new(COLUMN_CUBE_UNITS);
    let mut partial_sum = SharedMemory::<Vector<f32, N>>::new(COLUMN_CUBE_UNITS);
    let column_units = CUBE_DIM_X as usize;
    let lane = UNIT_POS_X as usize;
    let segment = UNIT_POS_Y as usize;
    let slot = segment * column_units + lane;
    // The cube's columns start at `base`; every unit of the cube steps through the same bases,
    // so the barriers below are reached by all of them.
    let mut base = CUBE_POS * column_units;
    while base < columns {
        let column = base + lane;
        // This unit's part of the column: `part_len` elements `segments` rows apart (none when
        // the column is past the last one or the segment past the column's length).
        let part_len = select(
            column < columns && segment < len,
            (len - segment).div_ceil(segments),
            0,
        );
        let outer = column / inner_vectors;
        let inner = column % inner_vectors;
        let input_start = outer * input_outer_stride + inner + segment * input_len_stride;
        let input_step = input_len_stride * segments;

        // The online fold, lane by lane: each lane is its own column.
        let mut max = Vector::<f32, N>::new(f32::min_value());
        let mut sum = Vector::<f32, N>::new(0.0f32);
        let mut first = 0;
        while first < part_len {
            load_block::<F, N>(
                input,
                input_start,
                input_step,
                first,
                part_len,
                &mut block,
                loads,
            );
            // The max over the block and the running max first, then the block's sum of
            // exponentials, then one merge: the loads' arithmetic is independent, and the serial
            // chain from one block to the next is one merge rather than one per element.
            let mut new_max = max;
            #[unroll]
            for j in 0..loads {
                if first + j < part_len {
                    let z = scores::<F, N>(block[j], scale, scaled);
                    new_max = lanewise_max::<N>(new_max, z);
                }
            }
            let mut block_sum = Vector::<f32, N>::new(0.0f32);
            #[unroll]
            for j in 0..loads {
                if first + j < part_len {
                    let z = scores::<F, N>(block[j], scale, scaled);
                    block_sum += Vector::exp(z - new_max);
                }
            }
            sum = sum * Vector::exp(max - new_max) + block_sum;
            max = new_max;
            first += loads;
        }

        // The segments of the column merge through shared memory: the max of their maxes, then
        // their sums rescaled to it (the n-ary form of the online merge). The loops are not
        // unrolled: unrolled, every segment's slots were loaded at once, 16 segments of 8 lanes
        // of bf16 columns held 255 registers and spilled.
        partial_max[slot] = max;
        partial_sum[slot] = sum;
        sync_cube();
        let mut column_max = partial_max[lane];
        for other in 1..segments {
            column_max = lanewise_max::<N>(column_max, partial_max[other * column_units + lane]);
        }
        let mut column_sum = Vector::<f32, N>::new(0.0f32);
        for other in 0..segments {
            let other_slot = other * column_units + lane;
            column_sum +=
                partial_sum[other_slot] * Vector::exp(partial_max[other_slot] - column_max);
        }
        // The slots are written again for the next columns only after every unit has read them.
        sync_cube();

        let empty = column_sum.equal(Vector::new(0.0f32));
        let zeros = Vector::<f32, N>::new(0.0f32);
        let inverse = select_many(empty, zeros, Vector::new(1.0f32) / column_sum);
        let log_sum = select_many(empty, zeros, Vector::ln(column_sum));
        let output_start = outer * output_outer_stride + inner + segment * output_len_stride;
        let output_step = output_len_stride * segments;
        first = 0;
        while first < part_len {
            load_block::<F, N>(
                input,
                input_start,
                input_step,
                first,
                part_len,
                &mut block,
                loads,
            );
            #[unroll]
            for j in 0..loads {
                if first + j < part_len {
                    let z = scores::<F, N>(block[j], scale, scaled);
                    let y = match kind {
                        SoftmaxKind::Softmax => Vector::exp(z - column_max) * inverse,
                        SoftmaxKind::LogSoftmax => z - column_max - log_sum,
                    };
                    output[output_start + (first + j) * output_step] = Vector::cast_from(y);
                }
            }
            first += loads;
        }
        base += CUBE_COUNT * column_units;
    }
}

/// The lane-wise maximum of two vectors of scores.
#[cube]
fn lanewise_max<N: Size>(a: Vector<f32, N>, b: Vector<f32, N>) -> Vector<f32, N> {
    let mut max = a;
    #[unroll]
    for k in 0..N::value() {
        max[k] = f32::max(a[k], b[k]);
    }
    max
}

/// Loads elements `first..first + loads` (those below `len`) of the part of a column starting at
/// `start`, its elements `step` vectors apart, into `block`. A unit streams its part of a column,
/// so it issues `loads` loads before using any: one at a time it would wait out a memory latency
/// per element.
#[cube]
fn load_block<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    start: usize,
    step: usize,
    first: usize,
    len: usize,
    block: &mut Array<Vector<F, N>>,
    #[comptime] loads: usize,
) {
    #[unroll]
    for j in 0..loads {
        if first + j < len {
            block[j] = input[start + (first + j) * step];
        }
    }
}

/// One vector of `x` in `f32`, times `scale` when `scaled`.
#[cube]
fn scores<F: Float, N: Size>(
    values: Vector<F, N>,
    scale: f32,
    #[comptime] scaled: bool,
) -> Vector<f32, N> {
    let z = Vector::<f32, N>::cast_from(values);
    if scaled { z * Vector::new(scale) } else { z }
}
