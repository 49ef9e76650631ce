//! Causal self-attention with cubemax's fused softmax, trained for a few steps.
//!
//! A language model small enough to read in one sitting (a token embedding, one causal
//! self-attention block with two heads, a projection to vocabulary logits) learns to continue
//! sequences that count upward modulo the vocabulary size, each with its own stride. The attention
//! computes its probabilities in one of two ways:
//!
//! - **fused**: `cubemax::softmax_with` with the `1 / sqrt(head_dim)` scale and the causal mask
//!   folded into one kernel (one more for the backward), and no mask tensor in memory;
//! - **composed**: what Burn's own attention does, op by op: scale the scores, fill the future
//!   keys with `-inf` using `generate_autoregressive_mask`, then
//!   `burn::tensor::activation::softmax`.
//!
//! Both copies start from the same weights and train on the same batch with plain SGD. The example
//! prints the two loss curves side by side and fails unless they agree: the fused path has to be a
//! drop-in replacement for the composed one, gradients included.
//!
//! Run it on the best device this machine has (Vulkan through wgpu, else the CPU):
//!
//! ```text
//! cargo run --release --example causal_attention
//! ```
//!
//! and on an NVIDIA GPU through CUDA:
//!
//! ```text
//! cargo run --release --example causal_attention --features cuda
//! ```
//!
//! On the CPU the example runs Burn's Flex backend, where cubemax has no kernel and computes the
//! fused softmax from Burn ops; the comparison then checks cubemax's options and its backward, not
//! a GPU kernel.

use std::process::ExitCode;

use burn::backend::{Autodiff, Flex, Wgpu};
use burn::module::{Module, ModuleVisitor, Param};
use burn::nn::attention::generate_autoregressive_mask;
use burn::nn::loss::CrossEntropyLossConfig;
use burn::nn::{Embedding, EmbeddingConfig, Linear, LinearConfig};
use burn::optim::{GradientsParams, Optimizer, SgdConfig};
use burn::tensor::activation::softmax;
use burn::tensor::backend::{AutodiffBackend, Backend};
use burn::tensor::{ElementConversion, Int, Tensor, TensorData};
use cubemax::device::{DeviceKind, best_device, device_name};
use cubemax::{SoftmaxBackend, SoftmaxOptions, softmax_with};

const VOCAB: usize = 32;
const HEADS: usize = 2;
const HEAD_DIM: usize = 8;
const MODEL_DIM: usize = HEADS * HEAD_DIM;
const BATCH: usize = 4;
const SEQ_LEN: usize = 16;
/// One stride per sequence of the batch. A token alone does not say which comes next (token 9
/// is followed by 10, 11, 12 or 14 depending on the row), so beyond a point the model lowers its
/// loss only by looking back at earlier tokens through the attention.
const STRIDES: [usize; BATCH] = [1, 2, 3, 5];
/// Plain SGD with a large step: a model this small moves its loss visibly within a few steps.
const LEARNING_RATE: f64 = 0.5;
const STEPS: usize = 8;

/// The largest relative difference allowed between the two loss curves, step by step.
///
/// Both paths compute the same function in f32 but not with the same operations (one kernel
/// against separate scale, mask, max, exp, sum and divide ops), so their softmax rows may differ
/// in the last bit, and SGD carries such differences into the weights. Measured on wgpu
/// (lavapipe): the curves are bitwise equal for the first steps and stay within 2e-7 of each
/// other over 60 steps. A deliberately wrong composed path moves them much further within these
/// 8 steps: the mask shifted by one key by 2e-3 from the first step, a backward without the
/// scale by 2e-3 and one with the scale applied twice by 7e-4. 1e-5 sits between the two, with
/// room for GPUs that reduce in another order.
const RELATIVE_TOLERANCE: f32 = 1e-5;

/// How the attention turns its scores into probabilities.
#[derive(Debug, Clone, Copy)]
enum AttentionSoftmax {
    /// `cubemax::softmax_with`: scale and causal mask fused into the softmax.
    Fused,
    /// Burn's ops: multiply by the scale, `mask_fill` the future with `-inf`, then softmax.
    Composed,
}

/// Multi-head causal self-attention: each position attends to itself and the positions before it.
#[derive(Module, Debug)]
struct CausalSelfAttention<B: Backend> {
    query: Linear<B>,
    key: Linear<B>,
    value: Linear<B>,
    output: Linear<B>,
}

impl<B: SoftmaxBackend> CausalSelfAttention<B> {
    fn new(device: &B::Device) -> Self {
        let projection = || LinearConfig::new(MODEL_DIM, MODEL_DIM).init(device);
        Self {
            query: projection(),
            key: projection(),
            value: projection(),
            output: projection(),
        }
    }

    /// `[batch, seq, MODEL_DIM]` to `[batch, seq, MODEL_DIM]`.
    fn forward(&self, x: Tensor<B, 3>, attention_softmax: AttentionSoftmax) -> Tensor<B, 3> {
        let [batch, seq_len, _] = x.dims();
        let query = split_heads(self.query.forward(x.clone()));
        let key = split_heads(self.key.forward(x.clone()));
        let value = split_heads(self.value.forward(x));

        // [batch, heads, queries, keys], left unscaled: both softmax paths apply the scale.
        let scores = query.matmul(key.swap_dims(2, 3));
        let scale = 1.0 / (HEAD_DIM as f32).sqrt();
        let probabilities = match attention_softmax {
            AttentionSoftmax::Fused => {
                softmax_with(scores, 3, SoftmaxOptions::softmax().scale(scale).causal(0))
                    .expect("the options are valid for a softmax over the keys of 4-D scores")
            }
            AttentionSoftmax::Composed => composed_causal_softmax(scores, scale),
        };

        let context = probabilities
            .matmul(value)
            .swap_dims(1, 2)
            .reshape([batch, seq_len, MODEL_DIM]);
        self.output.forward(context)
    }
}

/// `[batch, seq, MODEL_DIM]` to `[batch, HEADS, seq, HEAD_DIM]`.
fn split_heads<B: Backend>(x: Tensor<B, 3>) -> Tensor<B, 4> {
    let [batch, seq_len, _] = x.dims();
    x.reshape([batch, seq_len, HEADS, HEAD_DIM]).swap_dims(1, 2)
}

/// The scaled, causally masked softmax the way Burn's `MultiHeadAttention` builds it.
fn composed_causal_softmax<B: Backend>(scores: Tensor<B, 4>, scale: f32) -> Tensor<B, 4> {
    let [batch, _, queries, keys] = scores.dims();
    // True marks a key after its query, one that must get no probability; the head axis of 1
    // broadcasts the same mask to every head.
    let future = generate_autoregressive_mask::<B>(batch, queries, &scores.device())
        .reshape([batch, 1, queries, keys]);
    // -inf rather than Burn's large negative default, so that masked keys get exactly zero
    // probability, as they do in the fused softmax. Every row keeps its diagonal key, so no row
    // is all -inf.
    let masked = scores
        .mul_scalar(scale)
        .mask_fill(future, f32::NEG_INFINITY);
    softmax(masked, 3)
}

/// Embedding, one attention block with a residual connection, and a projection to logits.
#[derive(Module, Debug)]
struct TinyLanguageModel<B: Backend> {
    embedding: Embedding<B>,
    attention: CausalSelfAttention<B>,
    to_logits: Linear<B>,
}

impl<B: SoftmaxBackend> TinyLanguageModel<B> {
    fn new(device: &B::Device) -> Self {
        Self {
            embedding: EmbeddingConfig::new(VOCAB, MODEL_DIM).init(device),
            attention: CausalSelfAttention::new(device),
            to_logits: LinearConfig::new(MODEL_DIM, VOCAB).init(device),
        }
    }

    /// Token ids `[batch, seq]` to next-token logits `[batch, seq, VOCAB]`.
    fn forward(
        &self,
        tokens: Tensor<B, 2, Int>,
        attention_softmax: AttentionSoftmax,
    ) -> Tensor<B, 3> {
        let embedded = self.embedding.forward(tokens);
        let attended = self.attention.forward(embedded.clone(), attention_softmax);
        self.to_logits.forward(embedded + attended)
    }
}

/// The training batch: each row counts upward from its own start by its own stride, modulo
/// `VOCAB`. Returns the inputs and, shifted by one position, the tokens to predict, both
/// `[BATCH, SEQ_LEN]`.
fn counting_batch<B: Backend>(device: &B::Device) -> (Tensor<B, 2, Int>, Tensor<B, 2, Int>) {
    let row = |row: usize, shift: usize| {
        // Rows start apart, so that they overlap in tokens but not in whole sequences.
        let start = 7 * row;
        (0..SEQ_LEN)
            .map(move |position| ((start + (position + shift) * STRIDES[row]) % VOCAB) as i64)
    };
    let tokens = |shift: usize| {
        let values: Vec<i64> = (0..BATCH).flat_map(|r| row(r, shift)).collect();
        Tensor::from_data(TensorData::new(values, [BATCH, SEQ_LEN]), device)
    };
    (tokens(0), tokens(1))
}

/// Trains `model` for `steps` SGD steps with the attention's softmax computed as
/// `attention_softmax`; returns the loss before each step.
fn train<B: AutodiffBackend + SoftmaxBackend>(
    mut model: TinyLanguageModel<B>,
    attention_softmax: AttentionSoftmax,
    steps: usize,
    device: &B::Device,
) -> Vec<f32> {
    let (inputs, targets) = counting_batch::<B>(device);
    let targets = targets.reshape([BATCH * SEQ_LEN]);
    let loss_fn = CrossEntropyLossConfig::new().init(device);
    let mut optimizer = SgdConfig::new().init();
    let mut losses = Vec::with_capacity(steps);
    for _ in 0..steps {
        let logits = model
            .forward(inputs.clone(), attention_softmax)
            .reshape([BATCH * SEQ_LEN, VOCAB]);
        let loss = loss_fn.forward(logits, targets.clone());
        losses.push(loss.clone().into_scalar().elem::<f32>());
        let gradients = GradientsParams::from_grads(loss.backward(), &model);
        model = optimizer.step(LEARNING_RATE, model, gradients);
    }
    losses
}

/// Trains two copies of one model on `Autodiff<B>`, one with the fused softmax and one with the
/// composed one, for `steps` steps; returns the pairs (fused loss, composed loss) step by step.
fn compare<B: SoftmaxBackend>(device: &B::Device, steps: usize) -> Vec<(f32, f32)> {
    // The same initial weights on every run of the example.
    Autodiff::<B>::seed(device, 0);
    let model = TinyLanguageModel::<Autodiff<B>>::new(device);
    // Burn draws a parameter's initial values at its first use, and a clone of a parameter not
    // drawn yet draws its own: the weights are drawn once here, so that the clone below starts
    // from exactly the same weights as the original.
    model.visit(&mut DrawInitialWeights);
    let fused = train(model.clone(), AttentionSoftmax::Fused, steps, device);
    let composed = train(model, AttentionSoftmax::Composed, steps, device);
    fused.into_iter().zip(composed).collect()
}

/// Reads every parameter once, which makes Burn draw its lazily initialized values.
struct DrawInitialWeights;

impl<B: Backend> ModuleVisitor<B> for DrawInitialWeights {
    fn visit_float<const D: usize>(&mut self, param: &Param<Tensor<B, D>>) {
        param.val();
    }
}

/// The relative difference of the two losses of a step.
fn relative_difference((fused, composed): (f32, f32)) -> f32 {
    (fused - composed).abs() / composed.abs().max(f32::MIN_POSITIVE)
}

/// Checks that the two curves agree within [`RELATIVE_TOLERANCE`] at every step and that
/// training lowered the loss; the error says at which step and by how much it failed.
fn check_curves(curves: &[(f32, f32)]) -> Result<(), String> {
    for (step, &losses) in curves.iter().enumerate() {
        let difference = relative_difference(losses);
        // A NaN loss on either side makes the difference NaN, which must fail too.
        if difference.is_nan() || difference > RELATIVE_TOLERANCE {
            return Err(format!(
                "step {step}: fused loss {} and composed loss {} differ by {difference:.3e} \
                 relative, more than the tolerance {RELATIVE_TOLERANCE:.0e}",
                losses.0, losses.1
            ));
        }
    }
    match (curves.first(), curves.last()) {
        (Some(first), Some(last)) if last.0 < first.0 && last.1 < first.1 => Ok(()),
        (Some(first), Some(last)) => Err(format!(
            "the loss did not fall: fused {} -> {}, composed {} -> {}",
            first.0, last.0, first.1, last.1
        )),
        _ => Err("no training step ran".into()),
    }
}

fn print_curves(curves: &[(f32, f32)]) {
    println!(
        "{:>4}  {:>12}  {:>13}  {:>13}",
        "step", "loss fused", "loss composed", "relative diff"
    );
    for (step, &losses) in curves.iter().enumerate() {
        println!(
            "{step:>4}  {:>12.6}  {:>13.6}  {:>13.3e}",
            losses.0,
            losses.1,
            relative_difference(losses)
        );
    }
}

fn main() -> ExitCode {
    let device_kind = best_device();
    let name = device_name(device_kind).map_or_else(String::new, |name| format!(" ({name})"));
    println!("device: {device_kind}{name}");
    let curves = match device_kind {
        #[cfg(feature = "cuda")]
        DeviceKind::Cuda => compare::<burn::backend::Cuda>(&Default::default(), STEPS),
        DeviceKind::Vulkan => compare::<Wgpu>(&Default::default(), STEPS),
        _ => {
            println!("no GPU runtime: Burn's Flex backend on the CPU, with no cubemax kernel");
            compare::<Flex>(&Default::default(), STEPS)
        }
    };
    print_curves(&curves);
    match check_curves(&curves) {
        Ok(()) => {
            println!("the fused and composed loss curves agree");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fused_and_composed_training_agree_on_flex() {
        let curves = compare::<Flex>(&Default::default(), STEPS);
        if let Err(message) = check_curves(&curves) {
            panic!("{message}");
        }
    }
}
