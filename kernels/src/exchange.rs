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
//!   launches no more cubes than the device has SMs, so on a GPU every chunk of a row is
//!   resident at once and its state arrives within microseconds; a runtime that runs fewer
//!   cubes at a time (the CPU Vulkan driver) makes a cube give up, and that cube then computes
//!   the missing states from the input itself. That costs time, never correctness.

use cubecl::prelude::*;

use crate::tiers::OnlineState;

/// An exchange word no state has been published to yet: a negative NaN with every payload bit
/// set, which no arithmetic produces.
pub const ABSENT: u32 = u32::MAX;

/// The NaN a state word with the bits of [`ABSENT`] is published as.
pub const CANONICAL_NAN: u32 = 0x7fc0_0000;

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

/// Publishes `state` as the state of `chunk` (words `2 * chunk` and `2 * chunk + 1`); called by
/// one unit.
#[cube]
pub fn publish_state(exchange: &mut Array<Atomic<u32>>, chunk: usize, state: OnlineState) {
    exchange[2 * chunk].store(published_word(state.max));
    exchange[2 * chunk + 1].store(published_word(state.sum));
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
