//! Strategy: the softmax axis is not the innermost; units own columns.
//!
//! A tensor seen as `[outer, len, inner]` with the softmax along `len` (the axes before it merged
//! into `outer`, those after it into a contiguous `inner`): element `(o, l, i)` of a column
//! `(o, i)` sits `len_stride` apart from `(o, l + 1, i)`. Each unit owns one vector of adjacent
//! columns (one vector along `inner`), so the units of a plane read consecutive vectors of the
//! same `(o, l)` row: every load is coalesced, and no copy of the tensor with the axis moved
//! last is made.
//!
//! A column is folded as it streams, a block of loads at a time (the block's max, its sum, one
//! online merge), then read a second time to normalize: two reads and one write, where the
//! permuted copy it replaces costs a read and a write before the row kernel's own two.

use cubecl::prelude::*;

use crate::blueprint::SoftmaxKind;
use crate::tiers::exp_intrinsics;

/// Softmax or log-softmax of `x * scale` (`scale` applied when `scaled`) along `len` of every
/// column; `columns = outer * inner_vectors` vector columns, column `c` starting at vector
/// `(c / inner_vectors) * outer_stride + c % inner_vectors` of each buffer (with that buffer's
/// strides), its `len` elements `len_stride` vectors apart.
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
    #[define(F, G)] _dtypes: [StorageType; 2],
) {
    let mut block = Array::<Vector<F, N>>::new(loads);
    let mut column = ABSOLUTE_POS;
    while column < columns {
        let outer = column / inner_vectors;
        let inner = column % inner_vectors;
        let input_start = outer * input_outer_stride + inner;

        // The online fold, lane by lane: each lane is its own column.
        let mut max = Vector::<f32, N>::new(f32::min_value());
        let mut sum = Vector::<f32, N>::new(0.0f32);
        let mut first = 0;
        while first < len {
            load_block::<F, N>(
                input,
                input_start,
                input_len_stride,
                first,
                len,
                &mut block,
                loads,
            );
            // The max over the block and the running max first, then the block's sum of
            // exponentials, then one merge: the loads' arithmetic is independent, and the serial
            // chain from one block to the next is one merge rather than one per element.
            let mut new_max = max;
            #[unroll]
            for j in 0..loads {
                if first + j < len {
                    let z = scores::<F, N>(block[j], scale, scaled);
                    #[unroll]
                    for k in 0..N::value() {
                        new_max[k] = f32::max(new_max[k], z[k]);
                    }
                }
            }
            let mut block_sum = Vector::<f32, N>::new(0.0f32);
            #[unroll]
            for j in 0..loads {
                if first + j < len {
                    let z = scores::<F, N>(block[j], scale, scaled);
                    block_sum += Vector::exp(z - new_max);
                }
            }
            sum = sum * Vector::exp(max - new_max) + block_sum;
            max = new_max;
            first += loads;
        }

        let empty = sum.equal(Vector::new(0.0f32));
        let zeros = Vector::<f32, N>::new(0.0f32);
        let inverse = select_many(empty, zeros, Vector::new(1.0f32) / sum);
        let log_sum = select_many(empty, zeros, Vector::ln(sum));
        let output_start = outer * output_outer_stride + inner;
        first = 0;
        while first < len {
            load_block::<F, N>(
                input,
                input_start,
                input_len_stride,
                first,
                len,
                &mut block,
                loads,
            );
            #[unroll]
            for j in 0..loads {
                if first + j < len {
                    let z = scores::<F, N>(block[j], scale, scaled);
                    let y = match kind {
                        SoftmaxKind::Softmax => Vector::exp(z - max) * inverse,
                        SoftmaxKind::LogSoftmax => z - max - log_sum,
                    };
                    output[output_start + (first + j) * output_len_stride] = Vector::cast_from(y);
                }
            }
            first += loads;
        }
        column += CUBE_COUNT * CUBE_DIM as usize;
    }
}

/// Loads elements `first..first + loads` (those below `len`) of the column starting at `start`
/// into `block`. A unit streams a whole column, so it issues `loads` loads before using any:
/// one at a time it would wait out a memory latency per element.
#[cube]
fn load_block<F: Float, N: Size>(
    input: &Array<Vector<F, N>>,
    start: usize,
    len_stride: usize,
    first: usize,
    len: usize,
    block: &mut Array<Vector<F, N>>,
    #[comptime] loads: usize,
) {
    #[unroll]
    for j in 0..loads {
        if first + j < len {
            block[j] = input[start + (first + j) * len_stride];
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
