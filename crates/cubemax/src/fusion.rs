//! `Fusion<B>`: the fused softmax and its backward as custom operations in the fusion stream.
//!
//! Burn's fusion backend records operations lazily. A custom operation is recorded with its input
//! and output tensor descriptions; when the stream executes, [`InnerOp::execute`] fetches the inner
//! backend's tensors, runs the inner backend's fused op and registers the result. Burn does not
//! fuse a custom operation with its neighbours: it runs as its own launch.

use burn::tensor::ops::FloatTensor;
use burn_fusion::stream::{Operation, OperationStreams};
use burn_fusion::{Fusion, FusionBackend, FusionRuntime};
use burn_ir::{CustomOpIr, HandleContainer, OperationIr, OperationOutput, TensorIr};
use cubemax_kernels::SoftmaxKind;

use crate::backend::{SoftmaxBackend, check_dim, fused, fused_backward};

impl<B: FusionBackend + SoftmaxBackend> SoftmaxBackend for Fusion<B> {
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        record::<B, 1>([tensor], dim, SoftmaxKind::Softmax, |[x], dim, kind| {
            fused::<B>(x, dim, kind)
        })
    }

    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        record::<B, 1>([tensor], dim, SoftmaxKind::LogSoftmax, |[x], dim, kind| {
            fused::<B>(x, dim, kind)
        })
    }

    fn fused_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        record::<B, 2>([y, dy], dim, SoftmaxKind::Softmax, |[y, dy], dim, kind| {
            fused_backward::<B>(y, dy, dim, kind)
        })
    }

    fn fused_log_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        record::<B, 2>(
            [y, dy],
            dim,
            SoftmaxKind::LogSoftmax,
            |[y, dy], dim, kind| fused_backward::<B>(y, dy, dim, kind),
        )
    }
}

/// What a recorded operation runs on the inner backend: its `N` input tensors, `dim` and `kind`
/// to the output.
type InnerFn<B, const N: usize> = fn([FloatTensor<B>; N], usize, SoftmaxKind) -> FloatTensor<B>;

/// A recorded operation of `N` float inputs and one output, run on the inner backend `B`.
struct InnerOp<B: FusionBackend, const N: usize> {
    desc: CustomOpIr,
    dim: usize,
    kind: SoftmaxKind,
    run: InnerFn<B, N>,
}

impl<B: FusionBackend, const N: usize> core::fmt::Debug for InnerOp<B, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("InnerOp")
            .field("desc", &self.desc)
            .field("dim", &self.dim)
            .field("kind", &self.kind)
            .finish()
    }
}

impl<B: FusionBackend + SoftmaxBackend, const N: usize> Operation<B::FusionRuntime>
    for InnerOp<B, N>
{
    fn execute(
        &self,
        handles: &mut HandleContainer<<B::FusionRuntime as FusionRuntime>::FusionHandle>,
    ) {
        let (inputs, [output]) = self.desc.as_fixed::<N, 1>();
        let inputs = inputs
            .each_ref()
            .map(|input| handles.get_float_tensor::<B>(input));
        let result = (self.run)(inputs, self.dim, self.kind);
        handles.register_float_tensor::<B>(&output.id, result);
    }
}

/// Records `run` on `inputs` in the fusion stream as one custom operation whose output has the
/// first input's shape and dtype (true of softmax, log-softmax and both backwards).
fn record<B: FusionBackend + SoftmaxBackend, const N: usize>(
    inputs: [FloatTensor<Fusion<B>>; N],
    dim: usize,
    kind: SoftmaxKind,
    run: InnerFn<B, N>,
) -> FloatTensor<Fusion<B>> {
    let name = match (kind, N) {
        (SoftmaxKind::Softmax, 1) => "cubemax_softmax",
        (SoftmaxKind::LogSoftmax, 1) => "cubemax_log_softmax",
        (SoftmaxKind::Softmax, _) => "cubemax_softmax_backward",
        (SoftmaxKind::LogSoftmax, _) => "cubemax_log_softmax_backward",
    };
    // Checked here, not only when the stream runs, so the panic points at the caller.
    check_dim(kind.name(), dim, inputs[0].shape.num_dims());
    let client = inputs[0].client.clone();
    let streams = OperationStreams::with_inputs(&inputs);
    let output = TensorIr::uninit(
        client.create_empty_handle(),
        inputs[0].shape.clone(),
        inputs[0].dtype,
    );
    let desc = CustomOpIr::new(name, &inputs.map(|input| input.into_ir()), &[output]);
    let op = InnerOp::<B, N> {
        desc: desc.clone(),
        dim,
        kind,
        run,
    };
    client
        .register(streams, OperationIr::Custom(desc), op)
        .output()
}
