//! The checks every launch runs before it touches a buffer: dtypes, strides, scales and each
//! buffer's size and alignment.

use cubecl::ir::{ElemType, FloatKind};
use cubecl::server::Handle;

use super::*;

/// A scale, when there is one, must be finite and nonzero.
pub(super) fn check_scale(scale: Option<f32>) -> Result<(), SoftmaxError> {
    match scale {
        Some(scale) if !scale.is_finite() || scale == 0.0 => Err(SoftmaxError::BadOption {
            argument: "scale",
            expected: "a finite, nonzero number".into(),
            got: format!("{scale}"),
        }),
        _ => Ok(()),
    }
}

/// Checks a causal limit's query count, where there is a limit.
pub(super) fn check_causal(causal: Option<CausalLimit>) -> Result<(), SoftmaxError> {
    match causal {
        Some(causal) if causal.queries == 0 => Err(SoftmaxError::BadOption {
            argument: "causal.queries",
            expected: "at least 1 query per block".into(),
            got: "0".into(),
        }),
        _ => Ok(()),
    }
}

/// Every row stride must be at least the row length (rows may not overlap); one row has no stride.
pub(super) fn check_strides(
    rows: usize,
    row_len: usize,
    strides: impl IntoIterator<Item = (&'static str, usize)>,
) -> Result<(), SoftmaxError> {
    if rows <= 1 {
        return Ok(());
    }
    for (argument, stride) in strides {
        if stride < row_len {
            return Err(SoftmaxError::StrideTooShort {
                argument,
                stride,
                row_len,
            });
        }
    }
    Ok(())
}

/// Whether the kernels take elements of `dtype`: f32, f16 or bf16.
fn kernels_take(dtype: StorageType) -> bool {
    matches!(
        dtype,
        StorageType::Scalar(ElemType::Float(
            FloatKind::F32 | FloatKind::F16 | FloatKind::BF16
        ))
    )
}

/// `argument`'s dtype is one the kernels take.
pub(super) fn check_dtype_kind(
    argument: &'static str,
    dtype: StorageType,
) -> Result<(), SoftmaxError> {
    if kernels_take(dtype) {
        Ok(())
    } else {
        Err(SoftmaxError::UnsupportedDtype(argument, dtype))
    }
}

/// `argument`'s dtype, where the kernels take it, is one `client`'s device has.
pub(super) fn check_dtype_available<R: Runtime>(
    client: &ComputeClient<R>,
    argument: &'static str,
    dtype: StorageType,
) -> Result<(), SoftmaxError> {
    if kernels_take(dtype) && !client.properties().supports_type(dtype) {
        return Err(SoftmaxError::DtypeUnavailable(argument, dtype));
    }
    Ok(())
}

/// `argument`'s dtype is one the kernels take and `client`'s device has.
pub(super) fn check_dtype<R: Runtime>(
    client: &ComputeClient<R>,
    argument: &'static str,
    dtype: StorageType,
) -> Result<(), SoftmaxError> {
    check_dtype_kind(argument, dtype)?;
    check_dtype_available(client, argument, dtype)
}

/// The rows of one buffer as a launch indexes them: `rows` rows of `row_len` elements of `dtype`
/// read in vectors of `vector` elements.
pub(super) struct RowsLayout {
    pub(super) rows: usize,
    pub(super) element_size: usize,
    pub(super) vector: usize,
    pub(super) vectors_per_row: usize,
}

impl RowsLayout {
    pub(super) fn new(rows: usize, row_len: usize, dtype: StorageType, vector: usize) -> Self {
        Self {
            rows,
            element_size: dtype.size(),
            vector,
            vectors_per_row: row_len.div_ceil(vector),
        }
    }

    /// Checks that `handle` holds every row at `row_stride` elements apart, starting on a vector
    /// boundary; returns the elements a kernel may index.
    ///
    /// Panics if the plan's vector does not divide `row_stride` (a plan made for another problem).
    pub(super) fn check(
        &self,
        argument: &'static str,
        handle: &Handle,
        row_stride: usize,
    ) -> Result<usize, SoftmaxError> {
        self.check_starts(argument, handle, &RowStarts::Strided(row_stride))
    }

    /// Checks that `handle` holds every row where `starts` puts it, each starting on a vector
    /// boundary; returns the elements a kernel may index.
    ///
    /// Panics if the plan's vector does not divide a stride of `starts` (a plan made for another
    /// problem).
    pub(super) fn check_starts(
        &self,
        argument: &'static str,
        handle: &Handle,
        starts: &RowStarts,
    ) -> Result<usize, SoftmaxError> {
        for stride in starts.strides() {
            assert!(
                stride.is_multiple_of(self.vector),
                "plan: vector size {} does not divide the {argument} row stride {stride}",
                self.vector
            );
        }
        let len = starts.last_start(self.rows) + self.vectors_per_row * self.vector;
        check_buffer(argument, handle, len, self.element_size, self.vector)?;
        Ok(len)
    }
}

/// Checks that `handle` holds `elements` elements of `element_size` bytes and starts on a
/// boundary of `vector` of them; what every launch asks of each buffer it indexes.
pub(super) fn check_buffer(
    argument: &'static str,
    handle: &Handle,
    elements: usize,
    element_size: usize,
    vector: usize,
) -> Result<(), SoftmaxError> {
    let needed = (elements * element_size) as u64;
    let bytes = handle.size_in_used();
    if bytes < needed {
        return Err(SoftmaxError::BufferTooSmall {
            argument,
            bytes,
            needed,
        });
    }
    let alignment = vector * element_size;
    let offset = handle.offset_start.unwrap_or(0);
    if !offset.is_multiple_of(alignment as u64) {
        return Err(SoftmaxError::Misaligned {
            argument,
            offset,
            alignment,
        });
    }
    Ok(())
}
