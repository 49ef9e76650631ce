//! Tier 4, the grid merge: cubes that each hold one chunk of a row exchange their chunk states
//! through global memory, so a row too long for one SM (or too few rows to fill the SMs) is
//! still read once and written once.
//!
//! CubeCL 0.10 has no cluster barrier, no distributed shared memory and no memory fence, so the
//! exchange is built to need none of them:
//! - **Every word is its own flag.** A chunk's state is two 32-bit words, each published by one
//!   atomic store into a word that [`open_exchange`] set to [`ABSENT`] before the launch (a NaN
//!   pattern no state is published as: one with those bits goes out as [`CANONICAL_NAN`]). A
//!   reader takes a word once it is not `ABSENT`; nothing depends on the order in which two
//!   words become visible.
//! - **Waiting is bounded.** A reader polls a word at most `wait_polls` times. The planner
//!   launches no more cubes than the device has SMs, in whole rows of chunks, and the cubes step
//!   over the chunks with a stride of the cube count
//!   ([`exchange_cubes`](crate::exchange_cubes)): the cubes that take a row take all of its
//!   chunks at the same step, so on a GPU every chunk of a row is resident at once and its state
//!   arrives within microseconds. A runtime that runs fewer cubes at a time (the CPU Vulkan
//!   driver), or a grid bounded below a row's chunks, makes a cube give up, and that cube then
//!   computes the missing states from the input itself. That costs time, never correctness.

use cubecl::prelude::*;

use crate::tiers::{OnlineState, merge_states};

/// An exchange word no state has been published to yet: a negative NaN with every payload bit
/// set, which no arithmetic produces.
pub const ABSENT: u32 = u32::MAX;

/// The NaN a state word with the bits of [`ABSENT`] is published as.
pub const CANONICAL_NAN: u32 = 0x7fc0_0000;

/// The word of a state's `max` of 0.0 (the bits of `0.0f32`), which every sum carried as a
/// state has ([`OnlineState::of_sum`]): a kernel that exchanges sums publishes it as is. (The
/// CUDA compiler refuses to reinterpret a constant, which `published_word(0.0)` would ask.)
pub const ZERO_MAX_WORD: u32 = 0;

/// Most chunks a row may be cut into for the exchange: the cube keeps the row's states in
/// shared memory, two words each.
pub const MAX_EXCHANGE_CHUNKS: usize = 64;

/// Sets every word of `exchange` to [`ABSENT`]; launched before every exchanging launch.
#[cube(launch_unchecked)]
pub fn open_exchange(exchange: &mut Array<u32>) {
    let mut index = ABSOLUTE_POS;
    while index < exchange.len() {
        exchange[index] = ABSENT;
        index += CUBE_COUNT * CUBE_DIM as usize;
    }
}

/// The bits a state word `value` is published as: its own, never [`ABSENT`].
#[cube]
pub fn published_word(value: f32) -> u32 {
    let bits = u32::reinterpret(value);
    select(bits == ABSENT, CANONICAL_NAN, bits)
}

/// Publishes a state, as the words [`published_word`] gives of its `max` and `sum`, as the state
/// of `chunk` (words `2 * chunk` and `2 * chunk + 1`); called by one unit.
#[cube]
pub fn publish_state(
    exchange: &mut Array<Atomic<u32>>,
    chunk: usize,
    max_word: u32,
    sum_word: u32,
) {
    exchange[2 * chunk].store(max_word);
    exchange[2 * chunk + 1].store(sum_word);
}

/// Publishes this cube's state (its words `max_word` and `sum_word`, see [`publish_state`]) as
/// chunk `chunk` of the row whose chunk states start at slot `first_slot`, and gathers the row's
/// `chunks` states into `row_states`, two words each: the cube's own as given, the others polled
/// from `exchange` (words that did not arrive within `wait_polls` polls stay [`ABSENT`]). Ends
/// with a barrier, so every unit then reads the same words. `chunks` must be at most `CUBE_DIM`
/// (a unit polls each chunk).
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn gather_row_states(
    exchange: &mut Array<Atomic<u32>>,
    row_states: &mut SharedMemory<u32>,
    first_slot: usize,
    chunk: usize,
    chunks: usize,
    max_word: u32,
    sum_word: u32,
    wait_polls: u32,
) {
    let unit = UNIT_POS as usize;
    if unit == 0 {
        publish_state(exchange, first_slot + chunk, max_word, sum_word);
    }
    if unit < chunks {
        let own = unit == chunk;
        let word = 2 * (first_slot + unit);
        let polls = select(own, 0u32, wait_polls);
        row_states[2 * unit] = select(own, max_word, poll_word(exchange, word, polls));
        row_states[2 * unit + 1] = select(own, sum_word, poll_word(exchange, word + 1, polls));
    }
    sync_cube();
}

/// Whether both words of chunk `chunk`'s state arrived in `row_states`.
#[cube]
pub fn gathered(row_states: &SharedMemory<u32>, chunk: usize) -> bool {
    row_states[2 * chunk] != ABSENT && row_states[2 * chunk + 1] != ABSENT
}

/// Chunk `chunk`'s state as gathered in `row_states` (meaningful where [`gathered`]).
#[cube]
pub fn gathered_state(row_states: &SharedMemory<u32>, chunk: usize) -> OnlineState {
    state_of_bits(row_states[2 * chunk], row_states[2 * chunk + 1])
}

/// Whether every one of the `chunks` states arrived in `row_states`.
#[cube]
pub fn gathered_all(row_states: &SharedMemory<u32>, chunks: usize) -> bool {
    let mut all = true;
    for chunk in 0..chunks {
        all = all && gathered(row_states, chunk);
    }
    all
}

/// The `chunks` states of `row_states` merged in chunk order (where [`gathered_all`]): every
/// cube of a row merges the same words in the same order, so all of them get the same state.
#[cube]
pub fn merge_gathered(row_states: &SharedMemory<u32>, chunks: usize) -> OnlineState {
    let mut merged = OnlineState::identity();
    for chunk in 0..chunks {
        let next = merge_states(merged, gathered_state(row_states, chunk));
        merged.max = next.max;
        merged.sum = next.sum;
    }
    merged
}

/// Word `word` of the exchange, polled at most `1 + wait_polls` times; [`ABSENT`] if it did not
/// arrive.
#[cube]
pub fn poll_word(exchange: &Array<Atomic<u32>>, word: usize, wait_polls: u32) -> u32 {
    let mut bits = exchange[word].load();
    let mut polls = 0u32;
    while bits == ABSENT && polls < wait_polls {
        bits = exchange[word].load();
        polls += 1;
    }
    bits
}

/// The state published as `max` and `sum`.
#[cube]
pub fn state_of_bits(max: u32, sum: u32) -> OnlineState {
    OnlineState {
        max: f32::reinterpret(max),
        sum: f32::reinterpret(sum),
    }
}
