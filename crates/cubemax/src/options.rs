//! The options of a fused softmax, checked before anything runs, and the one entry point that
//! takes them.

use burn::tensor::{Bool, DType, Tensor, TensorPrimitive};
use cubemax_kernels::SoftmaxKind;

use crate::backend::{FusedSoftmax, MaskPrimitive, SoftmaxBackend};

/// A mask for [`SoftmaxOptions`], of the input's rank and broadcastable to its shape (each axis
/// of the input's length, or 1).
#[derive(Debug, Clone)]
pub enum Mask<B: SoftmaxBackend, const D: usize> {
    /// Added to the scaled input: `0` keeps an element, `-inf` masks it out, anything else biases
    /// it (ALiBi, relative positions). Gradients flow into it when it is tracked.
    Additive(Tensor<B, D>),
    /// `true` masks an element out (as in Burn's `mask_fill` and `generate_autoregressive_mask`).
    Boolean(Tensor<B, D, Bool>),
}

/// What a fused softmax computes, built step by step and applied by [`softmax_with`]:
///
/// `softmax(x * scale + mask)`, or its log, with `-inf` where a boolean mask is true and past a
/// causal limit, stored in the output dtype. Every option defaults to "not applied".
///
/// ```
/// use burn::backend::Flex;
/// use burn::tensor::{Tensor, TensorData, Tolerance};
/// use cubemax::{SoftmaxOptions, softmax_with};
///
/// let device = Default::default();
/// // Scores of 2 queries against 3 keys; query i sees keys j <= i + 1.
/// let scores = Tensor::<Flex, 2>::from_floats([[2.0, 4.0, 6.0], [2.0, 4.0, 6.0]], &device);
/// let options = SoftmaxOptions::softmax().scale(0.5).causal(1);
/// let probabilities = softmax_with(scores, 1, options).unwrap();
/// probabilities.into_data().assert_approx_eq::<f32>(
///     &TensorData::from([[0.2689f32, 0.7311, 0.0], [0.0900, 0.2447, 0.6652]]),
///     Tolerance::absolute(1e-4),
/// );
/// ```
#[derive(Debug, Clone)]
pub struct SoftmaxOptions<B: SoftmaxBackend, const D: usize> {
    kind: SoftmaxKind,
    scale: Option<f32>,
    mask: Option<Mask<B, D>>,
    causal_offset: Option<i64>,
    output_dtype: Option<DType>,
}

impl<B: SoftmaxBackend, const D: usize> SoftmaxOptions<B, D> {
    /// Options for a softmax, nothing else applied yet.
    pub fn softmax() -> Self {
        Self::new(SoftmaxKind::Softmax)
    }

    /// Options for a log-softmax, nothing else applied yet.
    pub fn log_softmax() -> Self {
        Self::new(SoftmaxKind::LogSoftmax)
    }

    fn new(kind: SoftmaxKind) -> Self {
        Self {
            kind,
            scale: None,
            mask: None,
            causal_offset: None,
            output_dtype: None,
        }
    }

    /// Multiplies the input by `scale` first (`1 / sqrt(head_dim)` in attention, `1 / T` for a
    /// temperature). Must be finite and nonzero.
    pub fn scale(mut self, scale: f32) -> Self {
        self.scale = Some(scale);
        self
    }

    /// Adds `mask` to the scaled input; replaces any mask set before.
    pub fn additive_mask(mut self, mask: Tensor<B, D>) -> Self {
        self.mask = Some(Mask::Additive(mask));
        self
    }

    /// Masks out the elements where `mask` is true; replaces any mask set before.
    pub fn bool_mask(mut self, mask: Tensor<B, D, Bool>) -> Self {
        self.mask = Some(Mask::Boolean(mask));
        self
    }

    /// An implicit causal mask, no tensor in memory: with queries along axis `D - 2` and keys
    /// along the softmax axis, which must be the last, query `i` keeps keys `j <= i + offset`.
    /// `offset = 0` is plain causal attention; with a KV cache of `past` keys before the `Q` new
    /// queries, `offset = past`. A query that keeps no key is a fully masked row.
    pub fn causal(mut self, offset: i64) -> Self {
        self.causal_offset = Some(offset);
        self
    }

    /// Stores the output as `dtype` (a float type the device stores) instead of the input's
    /// dtype: `DType::F32` from an f16 or bf16 input keeps the probabilities in full precision,
    /// at no extra pass.
    pub fn output_dtype(mut self, dtype: DType) -> Self {
        self.output_dtype = Some(dtype);
        self
    }
}

/// Why [`softmax_with`] refused its arguments: the argument at fault, what was expected and what
/// came.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionsError {
    pub argument: &'static str,
    pub expected: String,
    pub got: String,
}

impl core::fmt::Display for OptionsError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "cubemax::softmax_with: {}: expected {}, got {}",
            self.argument, self.expected, self.got
        )
    }
}

impl std::error::Error for OptionsError {}

/// The softmax (or log-softmax) of `x` along `dim` with `options` fused in: one kernel launch on
/// the CubeCL backends for the forward, one for the backward under `Autodiff`.
///
/// Every argument is checked before anything runs: `dim < D`; the scale finite and nonzero; the
/// mask of a shape that broadcasts to `x`'s (the error names both shapes); the output dtype a
/// float type the device stores; a causal limit only along the last axis of a tensor of rank 2
/// or more.
pub fn softmax_with<B: SoftmaxBackend, const D: usize>(
    x: Tensor<B, D>,
    dim: usize,
    options: SoftmaxOptions<B, D>,
) -> Result<Tensor<B, D>, OptionsError> {
    let spec = check(&x, dim, &options)?;
    let mask = options.mask.map(|mask| match mask {
        Mask::Additive(mask) => MaskPrimitive::Additive(mask.into_primitive().tensor()),
        Mask::Boolean(mask) => MaskPrimitive::Boolean(mask.into_primitive()),
    });
    let x = x.into_primitive().tensor();
    Ok(Tensor::from_primitive(TensorPrimitive::Float(
        B::fused_softmax_with(x, mask, dim, &spec),
    )))
}

fn check<B: SoftmaxBackend, const D: usize>(
    x: &Tensor<B, D>,
    dim: usize,
    options: &SoftmaxOptions<B, D>,
) -> Result<FusedSoftmax, OptionsError> {
    let error = |argument, expected: String, got: String| OptionsError {
        argument,
        expected,
        got,
    };
    if dim >= D {
        return Err(error("dim", format!("an axis < {D}"), dim.to_string()));
    }
    if let Some(scale) = options.scale
        && (!scale.is_finite() || scale == 0.0)
    {
        return Err(error(
            "scale",
            "a finite, nonzero number".into(),
            scale.to_string(),
        ));
    }
    let shape = x.dims();
    if let Some(mask) = &options.mask {
        let mask_shape = match mask {
            Mask::Additive(mask) => mask.dims(),
            Mask::Boolean(mask) => mask.dims(),
        };
        let broadcasts = mask_shape.iter().zip(shape).all(|(&m, x)| m == x || m == 1);
        if !broadcasts {
            return Err(error(
                "mask",
                format!("a shape that broadcasts to the input's {shape:?} (each axis equal or 1)"),
                format!("{mask_shape:?}"),
            ));
        }
    }
    let output_dtype = options.output_dtype.unwrap_or(x.dtype());
    if !output_dtype.is_float() {
        return Err(error(
            "output_dtype",
            "a float dtype".into(),
            format!("{output_dtype:?}"),
        ));
    }
    // Refused here rather than by the launch, which would panic on Burn's fusion thread (and
    // leave that device's later calls failing) instead of returning an error. The input's own
    // dtype is stored already: only another one is asked about.
    if output_dtype != x.dtype() && !B::supports_dtype(&x.device(), output_dtype) {
        return Err(error(
            "output_dtype",
            "a float dtype the device stores".into(),
            format!("{output_dtype:?}"),
        ));
    }
    if let Some(offset) = options.causal_offset
        && (D < 2 || dim != D - 1)
    {
        return Err(error(
            "causal",
            "a softmax over the last axis (keys) of a tensor of rank 2 or more, queries on the \
             axis before it"
                .into(),
            format!("dim {dim} of a rank-{D} tensor (offset {offset})"),
        ));
    }
    Ok(FusedSoftmax {
        kind: options.kind,
        scale: options.scale,
        causal_offset: options.causal_offset,
        output_dtype,
    })
}
