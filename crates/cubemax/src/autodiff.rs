//! `Autodiff<B>`: the forward is the inner backend's fused softmax; the backward is the inner
//! backend's fused backward (one kernel on the CubeCL backends), from the saved output.
//!
//! With `z = x * scale + mask` (and `-inf` where masked out), `y = softmax(z)`:
//!
//! softmax:     dz = y * (dy - sum(dy * y))
//! log_softmax: dz = dy - exp(y) * sum(dy)        (0 where y = -inf)
//!
//! and `dx = scale * dz`; under a causal limit the sums run over the keys within it and `dz` is 0
//! past it. A tracked additive mask gets `dz` summed over the axes it broadcasts.

use burn::tensor::TensorMetadata;
use burn::tensor::backend::Backend;
use burn::tensor::ops::FloatTensor;
use burn_autodiff::Autodiff;
use burn_autodiff::checkpoint::base::Checkpointer;
use burn_autodiff::checkpoint::strategy::CheckpointStrategy;
use burn_autodiff::grads::Gradients;
use burn_autodiff::ops::{Backward, Ops, OpsKind, unary};

use crate::backend::{FusedBackward, FusedSoftmax, MaskPrimitive, SoftmaxBackend, cast, row_major};

impl<B: SoftmaxBackend, C: CheckpointStrategy> SoftmaxBackend for Autodiff<B, C> {
    fn fused_softmax_with(
        x: FloatTensor<Self>,
        mask: Option<MaskPrimitive<Self>>,
        dim: usize,
        spec: &FusedSoftmax,
    ) -> FloatTensor<Self> {
        let backward = FusedBackward {
            kind: spec.kind,
            scale: spec.scale.unwrap_or(1.0),
            causal_offset: spec.causal_offset,
            dx_dtype: x.primitive.dtype(),
        };
        match mask {
            Some(MaskPrimitive::Additive(mask)) => {
                let state = |output: &FloatTensor<B>| BinaryState {
                    output: output.clone(),
                    dim,
                    mask_shape: mask.primitive.shape().to_vec(),
                    mask_dtype: mask.primitive.dtype(),
                };
                let inner_mask = Some(MaskPrimitive::Additive(mask.primitive.clone()));
                match (SoftmaxWithMaskBackward { spec: backward })
                    .prepare::<C>([x.node.clone(), mask.node.clone()])
                    .compute_bound()
                    .stateful()
                {
                    OpsKind::Tracked(prep) => {
                        let output = B::fused_softmax_with(x.primitive, inner_mask, dim, spec);
                        prep.finish(state(&output), output)
                    }
                    OpsKind::UnTracked(prep) => {
                        prep.finish(B::fused_softmax_with(x.primitive, inner_mask, dim, spec))
                    }
                }
            }
            mask => {
                // A boolean mask is not differentiable: only `x` is a parent.
                let inner_mask = mask.map(|mask| match mask {
                    MaskPrimitive::Boolean(mask) => MaskPrimitive::Boolean(mask),
                    MaskPrimitive::Additive(_) => unreachable!("matched above"),
                });
                match (SoftmaxBackward { spec: backward })
                    .prepare::<C>([x.node.clone()])
                    .compute_bound()
                    .stateful()
                {
                    OpsKind::Tracked(prep) => {
                        let output = B::fused_softmax_with(x.primitive, inner_mask, dim, spec);
                        prep.finish((output.clone(), dim), output)
                    }
                    OpsKind::UnTracked(prep) => {
                        prep.finish(B::fused_softmax_with(x.primitive, inner_mask, dim, spec))
                    }
                }
            }
        }
    }
}

/// The backward with `x` as the only parent; its state is the forward's output `y` and `dim`.
#[derive(Debug)]
struct SoftmaxBackward {
    spec: FusedBackward,
}

impl<B: SoftmaxBackend> Backward<B, 1> for SoftmaxBackward {
    type State = (FloatTensor<B>, usize);

    fn backward(
        self,
        ops: Ops<Self::State, 1>,
        grads: &mut Gradients,
        _checkpointer: &mut Checkpointer,
    ) {
        let (output, dim) = ops.state;
        unary::<B, _>(ops.parents, ops.node, grads, |grad| {
            B::fused_softmax_backward(output, grad, dim, &self.spec)
        });
    }
}

/// The forward's output and what the mask's gradient needs to be reduced to its shape.
#[derive(Debug, Clone)]
struct BinaryState<B: Backend> {
    output: FloatTensor<B>,
    dim: usize,
    mask_shape: Vec<usize>,
    mask_dtype: burn::tensor::DType,
}

/// The backward with `x` and an additive mask as parents.
#[derive(Debug)]
struct SoftmaxWithMaskBackward {
    spec: FusedBackward,
}

impl<B: SoftmaxBackend> Backward<B, 2> for SoftmaxWithMaskBackward {
    type State = BinaryState<B>;

    fn backward(
        self,
        ops: Ops<Self::State, 2>,
        grads: &mut Gradients,
        _checkpointer: &mut Checkpointer,
    ) {
        let state = ops.state;
        let dy = grads.consume::<B>(&ops.node);
        let [x_node, mask_node] = ops.parents;
        let Some(mask_node) = mask_node else {
            if let Some(x_node) = x_node {
                let dx = B::fused_softmax_backward(state.output, dy, state.dim, &self.spec);
                grads.register::<B>(x_node.id, dx);
            }
            return;
        };
        // The gradient of the scores, once; `dx` scales it, the mask sums it over its
        // broadcast axes.
        let unscaled = FusedBackward {
            scale: 1.0,
            dx_dtype: state.output.dtype(),
            ..self.spec
        };
        let dz = B::fused_softmax_backward(state.output, dy, state.dim, &unscaled);
        if let Some(x_node) = x_node {
            let dx = if self.spec.scale == 1.0 {
                dz.clone()
            } else {
                B::float_mul_scalar(dz.clone(), self.spec.scale.into())
            };
            grads.register::<B>(x_node.id, cast::<B>(dx, self.spec.dx_dtype));
        }
        let shape = dz.shape();
        let broadcast: Vec<usize> = (0..shape.num_dims())
            .filter(|&axis| state.mask_shape[axis] == 1 && shape[axis] != 1)
            .collect();
        let mut dmask = if broadcast.is_empty() {
            dz
        } else {
            row_major::<B>(dz)
        };
        for axis in broadcast {
            dmask = B::float_sum_dim(dmask, axis);
        }
        grads.register::<B>(mask_node.id, cast::<B>(dmask, state.mask_dtype));
    }
}
