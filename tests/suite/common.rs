//! What every test shares: the runtime under test, deterministic inputs, the f64 oracle and the
//! per-dtype tolerances.

use cubecl::prelude::*;
use cubemax_kernels::SoftmaxKind;
use half::{bf16, f16};

#[cfg(feature = "cuda")]
pub type TestRuntime = cubecl::cuda::CudaRuntime;
#[cfg(not(feature = "cuda"))]
pub type TestRuntime = cubecl::wgpu::WgpuRuntime;

/// The Burn backends under test: as users declare them (fusion on), and the bare `CubeBackend`
/// of the same runtime.
#[cfg(feature = "cuda")]
pub type Fused = burn::backend::Cuda;
#[cfg(feature = "cuda")]
pub type Bare = burn_cubecl::CubeBackend<cubecl::cuda::CudaRuntime, f32, i32, u8>;
#[cfg(not(feature = "cuda"))]
pub type Fused = burn::backend::Wgpu;
#[cfg(not(feature = "cuda"))]
pub type Bare = burn_cubecl::CubeBackend<cubecl::wgpu::WgpuRuntime, f32, i32, u32>;

#[cfg(not(feature = "cuda"))]
const MISSING_DEVICE: &str = "no Vulkan device found. The CPU test suite runs the kernels on Mesa's \
software Vulkan driver: install it with `apt-get install -y mesa-vulkan-drivers libvulkan1` \
(the README's test command does this), or run on a machine with a GPU.";

/// The compute client of the device the suite runs on. Fails (never skips) when there is none.
pub fn client() -> ComputeClient<TestRuntime> {
    #[cfg(feature = "cuda")]
    {
        let device = cubecl::cuda::CudaDevice::new(0);
        TestRuntime::client(&device)
    }
    #[cfg(not(feature = "cuda"))]
    {
        require_device();
        TestRuntime::client(&cubecl::wgpu::WgpuDevice::DefaultDevice)
    }
}

/// Fails with instructions when the device the suite runs on is missing.
pub fn require_device() {
    #[cfg(feature = "cuda")]
    assert!(
        cubemax::device::cuda_available(),
        "no CUDA device found: the `cuda` build of the suite needs an NVIDIA GPU and its driver"
    );
    #[cfg(not(feature = "cuda"))]
    assert!(cubemax::device::vulkan_available(), "{MISSING_DEVICE}");
}

/// The float storage types the kernels accept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dtype {
    F32,
    F16,
    BF16,
}

impl Dtype {
    /// The dtypes the suite's runtime stores: CUDA has all three; wgpu (WGSL) has no bf16, which
    /// the bf16 tests check as a clean refusal instead.
    #[cfg(feature = "cuda")]
    pub const ON_DEVICE: &[Dtype] = &[Dtype::F32, Dtype::F16, Dtype::BF16];
    #[cfg(not(feature = "cuda"))]
    pub const ON_DEVICE: &[Dtype] = &[Dtype::F32, Dtype::F16];
    /// All three, for what needs no device (planning on a described one).
    pub const ALL: &[Dtype] = &[Dtype::F32, Dtype::F16, Dtype::BF16];

    pub fn storage(self) -> StorageType {
        match self {
            Dtype::F32 => f32::as_type_native_unchecked().storage_type(),
            Dtype::F16 => f16::as_type_native_unchecked().storage_type(),
            Dtype::BF16 => bf16::as_type_native_unchecked().storage_type(),
        }
    }

    /// Rounds `values` to this dtype, returning the bytes to upload and the rounded values (the
    /// oracle must see exactly what the kernel sees).
    pub fn encode(self, values: &[f32]) -> (Vec<u8>, Vec<f64>) {
        match self {
            Dtype::F32 => (
                values.iter().flat_map(|v| v.to_le_bytes()).collect(),
                values.iter().map(|&v| v as f64).collect(),
            ),
            Dtype::F16 => {
                let rounded: Vec<f16> = values.iter().map(|&v| f16::from_f32(v)).collect();
                (
                    rounded.iter().flat_map(|v| v.to_le_bytes()).collect(),
                    rounded.iter().map(|v| v.to_f64()).collect(),
                )
            }
            Dtype::BF16 => {
                let rounded: Vec<bf16> = values.iter().map(|&v| bf16::from_f32(v)).collect();
                (
                    rounded.iter().flat_map(|v| v.to_le_bytes()).collect(),
                    rounded.iter().map(|v| v.to_f64()).collect(),
                )
            }
        }
    }

    pub fn decode(self, bytes: &[u8]) -> Vec<f64> {
        match self {
            Dtype::F32 => bytes
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64)
                .collect(),
            Dtype::F16 => bytes
                .chunks_exact(2)
                .map(|b| f16::from_le_bytes([b[0], b[1]]).to_f64())
                .collect(),
            Dtype::BF16 => bytes
                .chunks_exact(2)
                .map(|b| bf16::from_le_bytes([b[0], b[1]]).to_f64())
                .collect(),
        }
    }

    /// Absolute tolerance on softmax outputs (values in [0, 1]): a few units of the storage type's
    /// rounding at 1, since the output is computed in f32 and rounded once on store.
    pub fn softmax_tolerance(self) -> f64 {
        match self {
            Dtype::F32 => 2e-6,
            Dtype::F16 => 1e-3,
            Dtype::BF16 => 8e-3,
        }
    }

    /// Tolerance on log-softmax outputs of a row of `row_len` elements: the output's own rounding
    /// (relative to its magnitude), plus the f32 rounding of the row's sum, whose relative error
    /// becomes an absolute error after `ln` and grows like the square root of the row length.
    pub fn log_softmax_tolerance(self, expected: f64, row_len: usize) -> f64 {
        let relative = match self {
            Dtype::F32 => 2e-6,
            Dtype::F16 => 1e-3,
            Dtype::BF16 => 8e-3,
        };
        relative * expected.abs().max(1.0) + 1e-5 + 2.5e-7 * (row_len as f64).sqrt()
    }
}

/// A deterministic generator (xorshift64*), so a failure replays exactly.
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> Self {
        XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// Uniform in [-scale, scale).
    pub fn next(&mut self, scale: f32) -> f32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let bits = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 40;
        (bits as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * scale
    }

    pub fn vec(&mut self, len: usize, scale: f32) -> Vec<f32> {
        (0..len).map(|_| self.next(scale)).collect()
    }
}

/// The oracle: softmax or log-softmax of each row, in f64, two passes, the textbook way.
pub fn oracle(values: &[f64], row_len: usize, kind: SoftmaxKind) -> Vec<f64> {
    values
        .chunks(row_len)
        .flat_map(|row| {
            let max = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let sum: f64 = row.iter().map(|x| (x - max).exp()).sum();
            row.iter()
                .map(|x| match kind {
                    SoftmaxKind::Softmax => (x - max).exp() / sum,
                    SoftmaxKind::LogSoftmax => x - max - sum.ln(),
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Asserts `actual` matches `expected` (rows of `row_len`) elementwise within the dtype's
/// tolerance for `kind`, and exactly where `expected` is `-inf`.
pub fn assert_close(
    actual: &[f64],
    expected: &[f64],
    row_len: usize,
    dtype: Dtype,
    kind: SoftmaxKind,
    what: &str,
) {
    assert_eq!(actual.len(), expected.len(), "{what}: length");
    for (index, (&a, &e)) in actual.iter().zip(expected).enumerate() {
        let tolerance = match kind {
            SoftmaxKind::Softmax => dtype.softmax_tolerance(),
            SoftmaxKind::LogSoftmax => dtype.log_softmax_tolerance(e, row_len),
        };
        // A `-inf` (log-softmax of a masked element) must be exactly that.
        let close = if e == f64::NEG_INFINITY {
            a == e
        } else {
            (a - e).abs() <= tolerance
        };
        assert!(
            close,
            "{what}: element {index}: got {a}, expected {e} (tolerance {tolerance})"
        );
    }
}

/// The rows of a view whose outer axes do not step evenly, as the kernels find them by terms
/// ([`RowStarts::Terms`](cubemax_kernels::RowStarts)): a parent buffer of `[2, 5, 3]` rows of
/// `pitch` elements, seen as `[2, 3, 2, 3]` rows of `row_len`: the first 3 of the 5 indices of
/// the parent's second axis (a slice), an axis of 2 broadcast by stride 0, then the parent's
/// last outer axis. Rows of the parent the view does not reach, and every gap, hold `NaN`.
#[derive(Debug, Clone, Copy)]
pub struct SlicedView {
    pub row_len: usize,
    pub pitch: usize,
}

impl SlicedView {
    /// Rows of the view.
    pub const ROWS: usize = 2 * 3 * 2 * 3;

    /// The view's outer axes as terms, innermost first (the broadcast axis adds none).
    pub fn terms(&self) -> [cubemax_kernels::OffsetTerm; cubemax_kernels::OFFSET_TERMS] {
        let term = |div, len, stride| cubemax_kernels::OffsetTerm { div, len, stride };
        let pitch = self.pitch;
        [
            term(1, 3, pitch),
            term(2 * 3, 3, 3 * pitch),
            term(3 * 2 * 3, 2, 5 * 3 * pitch),
        ]
    }

    /// Where row `row` of the view starts in the parent, from its index along each axis.
    pub fn start(&self, row: usize) -> usize {
        // `row / 3 % 2`, the index along the broadcast axis, does not move the start.
        let (inner, sliced, outer) = (row % 3, row / 6 % 3, row / 18);
        ((outer * 5 + sliced) * 3 + inner) * self.pitch
    }

    /// Elements of the parent buffer.
    pub fn parent_len(&self) -> usize {
        2 * 5 * 3 * self.pitch
    }

    /// A parent buffer of random values where the view reaches, `NaN` elsewhere.
    pub fn parent(&self, rng: &mut XorShift, scale: f32) -> Vec<f32> {
        let mut parent = vec![f32::NAN; self.parent_len()];
        for row in 0..Self::ROWS {
            let start = self.start(row);
            parent[start..start + self.row_len].copy_from_slice(&rng.vec(self.row_len, scale));
        }
        parent
    }

    /// The view's rows, back to back, gathered from `parent` (rounded as the kernel sees it).
    pub fn gather(&self, parent: &[f64]) -> Vec<f64> {
        (0..Self::ROWS)
            .flat_map(|row| parent[self.start(row)..self.start(row) + self.row_len].to_vec())
            .collect()
    }
}

/// Terms that put `outer` runs of `block` elements in pairs, a block apart within a pair and three
/// blocks apart from one pair to the next (the gaps hold whatever the caller leaves there): the
/// outer indices of a view that no single stride finds.
pub fn paired_terms(
    outer: usize,
    block: usize,
) -> [cubemax_kernels::OffsetTerm; cubemax_kernels::OFFSET_TERMS] {
    let term = |div, len, stride| cubemax_kernels::OffsetTerm { div, len, stride };
    [
        term(1, outer.min(2), block),
        term(2, outer.div_ceil(2), 3 * block),
        cubemax_kernels::OffsetTerm::UNUSED,
    ]
}

/// Where `terms` put run `index`, in elements: the one-line oracle of the kernels' offsets.
pub fn term_start(terms: &[cubemax_kernels::OffsetTerm], index: usize) -> usize {
    terms
        .iter()
        .map(|term| index / term.div % term.len * term.stride)
        .sum()
}

/// Where the column tests put a buffer of `[outer, len, inner]` columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnsAt {
    RowMajor,
    /// Outer indices in [`paired_terms`], each a row-major `[len, inner]` block.
    Terms,
    /// A column's elements `2 * inner` apart, and outer indices `2 * len * inner + 8` apart.
    Pitched,
    /// The inner elements in runs of 4 (of 1 where `inner` is not a multiple of 4) with a gap as
    /// long after each, as a slice along the last axis leaves them when another axis follows
    /// the softmax axis; outer indices in [`paired_terms`] when `outer_terms`, in row-major
    /// blocks otherwise.
    InnerSliced {
        outer_terms: bool,
    },
}

impl ColumnsAt {
    pub fn strides(self, outer: usize, len: usize, inner: usize) -> cubemax_kernels::ColumnStrides {
        use cubemax_kernels::{ColumnStrides, OffsetTerm, RowStarts};
        let strides = |outer, len_stride| ColumnStrides {
            outer,
            inner: None,
            len_stride,
        };
        match self {
            ColumnsAt::RowMajor => strides(RowStarts::Strided(len * inner), inner),
            ColumnsAt::Terms => strides(RowStarts::Terms(paired_terms(outer, len * inner)), inner),
            ColumnsAt::Pitched => strides(RowStarts::Strided(2 * len * inner + 8), 2 * inner),
            ColumnsAt::InnerSliced { outer_terms } => {
                let run = if inner.is_multiple_of(4) { 4 } else { 1 };
                let runs = inner / run;
                let len_stride = runs * 2 * run;
                let term = |div, len, stride| OffsetTerm { div, len, stride };
                ColumnStrides {
                    outer: if outer_terms {
                        RowStarts::Terms(paired_terms(outer, len * len_stride))
                    } else {
                        RowStarts::Strided(len * len_stride)
                    },
                    inner: Some([
                        term(1, run, 1),
                        term(run, runs, 2 * run),
                        OffsetTerm::UNUSED,
                    ]),
                    len_stride,
                }
            }
        }
    }

    /// Where element `[o, l, i]` is, from the layout's strides and terms.
    pub fn index(self, outer: usize, len: usize, inner: usize, [o, l, i]: [usize; 3]) -> usize {
        let strides = self.strides(outer, len, inner);
        let start = match strides.outer {
            cubemax_kernels::RowStarts::Strided(stride) => o * stride,
            cubemax_kernels::RowStarts::Terms(terms) => term_start(&terms, o),
        };
        let inner_at = strides.inner.map_or(i, |terms| term_start(&terms, i));
        start + l * strides.len_stride + inner_at
    }

    /// Elements a buffer of this layout spans: one past the furthest element its strides or
    /// terms can address, which the launch asks for.
    pub fn span(self, outer: usize, len: usize, inner: usize) -> usize {
        let strides = self.strides(outer, len, inner);
        let furthest = |terms: &[cubemax_kernels::OffsetTerm]| -> usize {
            terms.iter().map(|term| (term.len - 1) * term.stride).sum()
        };
        let last_outer = match strides.outer {
            cubemax_kernels::RowStarts::Strided(stride) => (outer - 1) * stride,
            cubemax_kernels::RowStarts::Terms(terms) => furthest(&terms),
        };
        let last_inner = strides.inner.map_or(inner - 1, |terms| furthest(&terms));
        last_outer + (len - 1) * strides.len_stride + last_inner + 1
    }
}
