//! `Autodiff<B>`: the forward is the inner backend's fused softmax; the backward is written with
//! Burn ops from the saved output.
//!
//! softmax:     dx = y * (dy - sum(dy * y))
//! log_softmax: dx = dy - exp(y) * sum(dy)

use burn::tensor::ops::FloatTensor;
use burn_autodiff::Autodiff;
use burn_autodiff::checkpoint::base::Checkpointer;
use burn_autodiff::checkpoint::strategy::CheckpointStrategy;
use burn_autodiff::grads::Gradients;
use burn_autodiff::ops::{Backward, Ops, OpsKind, unary};

use crate::backend::SoftmaxBackend;

impl<B: SoftmaxBackend, C: CheckpointStrategy> SoftmaxBackend for Autodiff<B, C> {
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        match SoftmaxBackward
            .prepare::<C>([tensor.node.clone()])
            .compute_bound()
            .stateful()
        {
            OpsKind::Tracked(prep) => {
                let output = B::fused_softmax(tensor.primitive, dim);
                prep.finish((output.clone(), dim), output)
            }
            OpsKind::UnTracked(prep) => prep.finish(B::fused_softmax(tensor.primitive, dim)),
        }
    }

    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        match LogSoftmaxBackward
            .prepare::<C>([tensor.node.clone()])
            .compute_bound()
            .stateful()
        {
            OpsKind::Tracked(prep) => {
                let output = B::fused_log_softmax(tensor.primitive, dim);
                prep.finish((output.clone(), dim), output)
            }
            OpsKind::UnTracked(prep) => prep.finish(B::fused_log_softmax(tensor.primitive, dim)),
        }
    }
}

/// Saves the softmax output `y` (and `dim`).
#[derive(Debug)]
struct SoftmaxBackward;

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
            let dot = B::float_sum_dim(B::float_mul(grad.clone(), output.clone()), dim);
            B::float_mul(output, B::float_sub(grad, dot))
        });
    }
}

/// Saves the log-softmax output `y` (and `dim`).
#[derive(Debug)]
struct LogSoftmaxBackward;

impl<B: SoftmaxBackend> Backward<B, 1> for LogSoftmaxBackward {
    type State = (FloatTensor<B>, usize);

    fn backward(
        self,
        ops: Ops<Self::State, 1>,
        grads: &mut Gradients,
        _checkpointer: &mut Checkpointer,
    ) {
        let (output, dim) = ops.state;
        unary::<B, _>(ops.parents, ops.node, grads, |grad| {
            let total = B::float_sum_dim(grad.clone(), dim);
            B::float_sub(grad, B::float_mul(B::float_exp(output), total))
        });
    }
}
