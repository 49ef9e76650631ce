//! `Autodiff<B>`: the forward is the inner backend's fused softmax; the backward is the inner
//! backend's fused backward (one kernel on the CubeCL backends), from the saved output.
//!
//! softmax:     dx = y * (dy - sum(dy * y))
//! log_softmax: dx = dy - exp(y) * sum(dy)

use burn::tensor::ops::FloatTensor;
use burn_autodiff::Autodiff;
use burn_autodiff::checkpoint::base::Checkpointer;
use burn_autodiff::checkpoint::strategy::CheckpointStrategy;
use burn_autodiff::grads::Gradients;
use burn_autodiff::ops::{Backward, Ops, OpsKind, unary};
use cubemax_kernels::SoftmaxKind;

use crate::backend::{SoftmaxBackend, fused, fused_backward};

impl<B: SoftmaxBackend, C: CheckpointStrategy> SoftmaxBackend for Autodiff<B, C> {
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        forward::<B, C>(tensor, dim, SoftmaxKind::Softmax)
    }

    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        forward::<B, C>(tensor, dim, SoftmaxKind::LogSoftmax)
    }
}

fn forward<B: SoftmaxBackend, C: CheckpointStrategy>(
    tensor: FloatTensor<Autodiff<B, C>>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<Autodiff<B, C>> {
    let backward = SoftmaxBackward { kind };
    match backward
        .prepare::<C>([tensor.node.clone()])
        .compute_bound()
        .stateful()
    {
        OpsKind::Tracked(prep) => {
            let output = fused::<B>(tensor.primitive, dim, kind);
            prep.finish((output.clone(), dim), output)
        }
        OpsKind::UnTracked(prep) => prep.finish(fused::<B>(tensor.primitive, dim, kind)),
    }
}

/// The backward of either kind; its state is the forward's output `y` and `dim`.
#[derive(Debug)]
struct SoftmaxBackward {
    kind: SoftmaxKind,
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
            fused_backward::<B>(output, grad, dim, self.kind)
        });
    }
}
