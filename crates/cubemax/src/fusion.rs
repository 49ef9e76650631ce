//! `Fusion<B>`: the fused softmax and its backward as custom operations in the fusion stream.
//!
//! Burn's fusion backend records operations lazily. A custom operation is recorded with its input
//! and output tensor descriptions; when the stream executes, [`InnerOp::execute`] fetches the inner
//! backend's tensors, runs the inner backend's fused op and registers the result. Burn does not
//! fuse a custom operation with its neighbours: it runs as its own launch.

use burn::tensor::DType;
use burn::tensor::ops::FloatTensor;
use burn_fusion::stream::{Operation, OperationStreams};
use burn_fusion::{Fusion, FusionBackend, FusionRuntime};
use burn_ir::{CustomOpIr, HandleContainer, OperationIr, OperationOutput, TensorIr};
use cubemax_kernels::{MaskKind, SoftmaxKind};

use crate::backend::{FusedBackward, FusedSoftmax, MaskPrimitive, SoftmaxBackend, check_dim};

impl<B: FusionBackend + SoftmaxBackend> SoftmaxBackend for Fusion<B> {
    fn fused_softmax_with(
        x: FloatTensor<Self>,
        mask: Option<MaskPrimitive<Self>>,
        dim: usize,
        spec: &FusedSoftmax,
    ) -> FloatTensor<Self> {
        check_dim(spec.kind.name(), dim, x.shape.num_dims());
        let (inputs, mask_kind) = match mask {
            None => (vec![x], MaskKind::None),
            Some(MaskPrimitive::Additive(mask)) => (vec![x, mask], MaskKind::Additive),
            Some(MaskPrimitive::Boolean(mask)) => (vec![x, mask], MaskKind::Boolean),
        };
        let name = match spec.kind {
            SoftmaxKind::Softmax => "cubemax_softmax",
            SoftmaxKind::LogSoftmax => "cubemax_log_softmax",
        };
        record::<B>(
            name,
            inputs,
            spec.output_dtype,
            Call::Forward {
                dim,
                spec: *spec,
                mask: mask_kind,
            },
        )
    }

    fn fused_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
        spec: &FusedBackward,
    ) -> FloatTensor<Self> {
        check_dim(spec.kind.name(), dim, y.shape.num_dims());
        let name = match spec.kind {
            SoftmaxKind::Softmax => "cubemax_softmax_backward",
            SoftmaxKind::LogSoftmax => "cubemax_log_softmax_backward",
        };
        record::<B>(
            name,
            vec![y, dy],
            spec.dx_dtype,
            Call::Backward { dim, spec: *spec },
        )
    }
}

/// What a recorded operation runs on the inner backend, with its inputs in recording order.
#[derive(Debug, Clone, Copy)]
enum Call {
    /// Inputs `x` and, unless `mask` is `None`, the mask.
    Forward {
        dim: usize,
        spec: FusedSoftmax,
        mask: MaskKind,
    },
    /// Inputs `y` and `dy`.
    Backward { dim: usize, spec: FusedBackward },
}

/// A recorded operation, run on the inner backend `B`.
struct InnerOp<B: FusionBackend> {
    desc: CustomOpIr,
    call: Call,
    _backend: core::marker::PhantomData<B>,
}

impl<B: FusionBackend> core::fmt::Debug for InnerOp<B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("InnerOp")
            .field("desc", &self.desc)
            .field("call", &self.call)
            .finish()
    }
}

impl<B: FusionBackend + SoftmaxBackend> Operation<B::FusionRuntime> for InnerOp<B> {
    fn execute(
        &self,
        handles: &mut HandleContainer<<B::FusionRuntime as FusionRuntime>::FusionHandle>,
    ) {
        let inputs = &self.desc.inputs;
        let result = match self.call {
            Call::Forward { dim, spec, mask } => {
                let x = handles.get_float_tensor::<B>(&inputs[0]);
                let mask = match mask {
                    MaskKind::None => None,
                    MaskKind::Additive => Some(MaskPrimitive::Additive(
                        handles.get_float_tensor::<B>(&inputs[1]),
                    )),
                    MaskKind::Boolean => Some(MaskPrimitive::Boolean(
                        handles.get_bool_tensor::<B>(&inputs[1]),
                    )),
                };
                B::fused_softmax_with(x, mask, dim, &spec)
            }
            Call::Backward { dim, spec } => {
                let y = handles.get_float_tensor::<B>(&inputs[0]);
                let dy = handles.get_float_tensor::<B>(&inputs[1]);
                B::fused_softmax_backward(y, dy, dim, &spec)
            }
        };
        handles.register_float_tensor::<B>(&self.desc.outputs[0].id, result);
    }
}

/// Records `call` on `inputs` in the fusion stream as one custom operation named `name`, whose
/// output has the first input's shape and `output_dtype`.
fn record<B: FusionBackend + SoftmaxBackend>(
    name: &'static str,
    inputs: Vec<FloatTensor<Fusion<B>>>,
    output_dtype: DType,
    call: Call,
) -> FloatTensor<Fusion<B>> {
    let client = inputs[0].client.clone();
    let streams = OperationStreams::with_inputs(&inputs);
    let output = TensorIr::uninit(
        client.create_empty_handle(),
        inputs[0].shape.clone(),
        output_dtype,
    );
    let inputs: Vec<TensorIr> = inputs.into_iter().map(|input| input.into_ir()).collect();
    let desc = CustomOpIr::new(name, &inputs, &[output]);
    let op = InnerOp::<B> {
        desc: desc.clone(),
        call,
        _backend: core::marker::PhantomData,
    };
    client
        .register(streams, OperationIr::Custom(desc), op)
        .output()
}
