//! `Fusion<B>`: the fused softmax as a custom operation in the fusion stream.
//!
//! Burn's fusion backend records operations lazily. A custom operation is recorded with its input
//! and output tensor descriptions; when the stream executes, [`FusedSoftmaxOp::execute`] fetches
//! the inner backend's tensor, runs the inner backend's fused softmax and registers the result.
//! Burn does not fuse a custom operation with its neighbours: it runs as its own launch.

use core::marker::PhantomData;

use burn::tensor::ops::FloatTensor;
use burn_fusion::stream::{Operation, OperationStreams};
use burn_fusion::{Fusion, FusionBackend, FusionRuntime};
use burn_ir::{CustomOpIr, HandleContainer, OperationIr, OperationOutput, TensorIr};
use cubemax_kernels::SoftmaxKind;

use crate::backend::{SoftmaxBackend, check_dim, fused, fused_backward};

impl<B: FusionBackend + SoftmaxBackend> SoftmaxBackend for Fusion<B> {
    fn fused_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        record::<B>(tensor, dim, SoftmaxKind::Softmax)
    }

    fn fused_log_softmax(tensor: FloatTensor<Self>, dim: usize) -> FloatTensor<Self> {
        record::<B>(tensor, dim, SoftmaxKind::LogSoftmax)
    }

    fn fused_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        record_backward::<B>(y, dy, dim, SoftmaxKind::Softmax)
    }

    fn fused_log_softmax_backward(
        y: FloatTensor<Self>,
        dy: FloatTensor<Self>,
        dim: usize,
    ) -> FloatTensor<Self> {
        record_backward::<B>(y, dy, dim, SoftmaxKind::LogSoftmax)
    }
}

#[derive(Debug)]
struct FusedBackwardOp<B> {
    desc: CustomOpIr,
    dim: usize,
    kind: SoftmaxKind,
    _backend: PhantomData<B>,
}

impl<B: FusionBackend + SoftmaxBackend> Operation<B::FusionRuntime> for FusedBackwardOp<B> {
    fn execute(
        &self,
        handles: &mut HandleContainer<<B::FusionRuntime as FusionRuntime>::FusionHandle>,
    ) {
        let ([y, dy], [dx]) = self.desc.as_fixed();
        let y = handles.get_float_tensor::<B>(y);
        let dy = handles.get_float_tensor::<B>(dy);
        let result = fused_backward::<B>(y, dy, self.dim, self.kind);
        handles.register_float_tensor::<B>(&dx.id, result);
    }
}

fn record_backward<B: FusionBackend + SoftmaxBackend>(
    y: FloatTensor<Fusion<B>>,
    dy: FloatTensor<Fusion<B>>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<Fusion<B>> {
    let name = match kind {
        SoftmaxKind::Softmax => "cubemax_softmax_backward",
        SoftmaxKind::LogSoftmax => "cubemax_log_softmax_backward",
    };
    check_dim(kind.name(), dim, y.shape.num_dims());
    let client = y.client.clone();
    let streams = OperationStreams::with_inputs([&y, &dy]);
    let output = TensorIr::uninit(client.create_empty_handle(), y.shape.clone(), y.dtype);
    let desc = CustomOpIr::new(name, &[y.into_ir(), dy.into_ir()], &[output]);
    let op = FusedBackwardOp::<B> {
        desc: desc.clone(),
        dim,
        kind,
        _backend: PhantomData,
    };
    client
        .register(streams, OperationIr::Custom(desc), op)
        .output()
}

#[derive(Debug)]
struct FusedSoftmaxOp<B> {
    desc: CustomOpIr,
    dim: usize,
    kind: SoftmaxKind,
    _backend: PhantomData<B>,
}

impl<B: FusionBackend + SoftmaxBackend> Operation<B::FusionRuntime> for FusedSoftmaxOp<B> {
    fn execute(
        &self,
        handles: &mut HandleContainer<<B::FusionRuntime as FusionRuntime>::FusionHandle>,
    ) {
        let ([input], [output]) = self.desc.as_fixed();
        let input = handles.get_float_tensor::<B>(input);
        let result = fused::<B>(input, self.dim, self.kind);
        handles.register_float_tensor::<B>(&output.id, result);
    }
}

fn record<B: FusionBackend + SoftmaxBackend>(
    tensor: FloatTensor<Fusion<B>>,
    dim: usize,
    kind: SoftmaxKind,
) -> FloatTensor<Fusion<B>> {
    let name = match kind {
        SoftmaxKind::Softmax => "cubemax_softmax",
        SoftmaxKind::LogSoftmax => "cubemax_log_softmax",
    };
    // Checked here, not only when the stream runs, so the panic points at the caller.
    check_dim(kind.name(), dim, tensor.shape.num_dims());
    let client = tensor.client.clone();
    let streams = OperationStreams::with_inputs([&tensor]);
    let output = TensorIr::uninit(
        client.create_empty_handle(),
        tensor.shape.clone(),
        tensor.dtype,
    );
    let desc = CustomOpIr::new(name, &[tensor.into_ir()], &[output]);
    let op = FusedSoftmaxOp::<B> {
        desc: desc.clone(),
        dim,
        kind,
        _backend: PhantomData,
    };
    client
        .register(streams, OperationIr::Custom(desc), op)
        .output()
}
