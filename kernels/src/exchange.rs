//! Tier 4, the grid merge: cubes that each hold one chunk of a row exchange their chunk states
//! through global memory, so a row too long for one SM (or too few rows to fill the SMs) is
//! still read once and written once.
//!
//! CubeCL 0.10 has no cluster barrier, no distributed shared memory and no memory fence, so the
//! exchange is built to need none of them:
//! - **Every word is its own flag.** A chunk's state is two 32-bit words, each published by one
//!   atomic swap into a word that holds [`ABSENT`] (a NaN pattern no state is published as:
//!   one with those bits goes out as [`CANONICAL_NAN`]). A reader takes a word once it is not
//!   `ABSENT`; nothing depends on the order in which two words become visible.
//! - **Every launch leaves the exchange as it found it.** A row's words are a block of
//!   [`row_words()`] words: two per chunk and a count of the cubes done reading them. Every word
//!   rests at [`ABSENT`] between launches. The last cube of a row to finish reading its states
//!   (the one whose count makes it `chunks`) sets the block back to `ABSENT`. So one buffer
//!   serves every launch of a stream ([`exchange_buffer`]), and a launch needs no reset before
//!   it. A separate launch that reset the words cost about 1-2 us of GPU time per call, and a
//!   whole launch of host time on calls short enough for the host to pace them (section
//!   "The exchange's reset launch, and a kept exchange" of docs/PERFORMANCE.md).
//! - **Waiting is bounded.** A reader polls a word at most `wait_polls` times. The planner
//!   launches whole rows of chunks, and the cubes step over the chunks with a stride of the
//!   cube count ([`exchange_cubes`](crate::exchange_cubes)): the cubes that take a row take all
//!   of its chunks at the same step. Its grid is either at most one cube per SM, so on a GPU
//!   every chunk of a row is resident at once, or one cube per chunk, whose cubes a GPU starts
//!   as SMs free up in the order of their index (in practice, not by contract), so a row's
//!   chunks start close together. Either way a state arrives within microseconds on a GPU. A
//!   runtime that runs fewer cubes at a time (the CPU Vulkan driver), or a grid bounded below a
//!   row's chunks, makes a cube give up, and that cube then computes the missing states from
//!   the input itself. That costs time, never correctness.

use std::any::TypeId;
use std::sync::Mutex;

use cubecl::prelude::*;
use cubecl::server::Handle;
use cubecl::stream_id::StreamId;

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

/// Sets every word of `exchange` to [`ABSENT`]; launched once on each buffer
/// [`exchange_buffer`] allocates.
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

/// Words of one row's block in the exchange: two per chunk (its state's `max` and `sum`, as
/// [`published_word()`] gives them) and the count of the row's cubes done reading.
#[cube]
pub fn row_words(chunks: usize) -> usize {
    2 * chunks + 1
}

/// Publishes this cube's state (its words `max_word` and `sum_word`, see [`published_word()`]) as
/// chunk `chunk` of row `row`, whose `chunks` chunks' blocks of [`row_words()`] words start at word
/// `row * row_words(chunks)`, and gathers the row's `chunks` states into `row_states`, two words
/// each: the cube's own as given, the others polled from `exchange` (words that did not arrive
/// within `wait_polls` polls stay [`ABSENT`]). Ends with a barrier, so every unit then reads the
/// same words. `chunks` must be at most `CUBE_DIM` (a unit polls each chunk). Returns what the
/// publishing swaps replaced in unit 0 (and [`ABSENT`] in the others), for
/// [`release_row_states()`], which every cube must call once it is done with the states.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn gather_row_states(
    exchange: &mut Array<Atomic<u32>>,
    row_states: &mut SharedMemory<u32>,
    row: usize,
    chunk: usize,
    chunks: usize,
    max_word: u32,
    sum_word: u32,
    wait_polls: u32,
) -> u32 {
    let unit = UNIT_POS as usize;
    let block = row * row_words(chunks);
    // What the publishing swaps found: `ABSENT` (every launch leaves the exchange so).
    let mut replaced = ABSENT.runtime();
    if unit == 0 {
        replaced = exchange[block + 2 * chunk].swap(max_word)
            & exchange[block + 2 * chunk + 1].swap(sum_word);
    }
    if unit < chunks {
        let own = unit == chunk;
        let word = block + 2 * unit;
        let polls = select(own, 0u32, wait_polls);
        row_states[2 * unit] = select(own, max_word, poll_word(exchange, word, polls));
        row_states[2 * unit + 1] = select(own, sum_word, poll_word(exchange, word + 1, polls));
    }
    sync_cube();
    replaced
}

/// Counts this cube as done with the states of row `row` (cut into `chunks` chunks), which
/// [`gather_row_states()`] gathered and whose return value is `replaced`; the last of the row's
/// cubes to be counted sets the row's block back to [`ABSENT`]. Every word it sets was published
/// before: it read the others' words (or they were counted after publishing, below) and
/// published its own. Called by every unit once the cube's last read of the states is behind a
/// barrier; only unit 0 acts. Calling it after the chunk's stores were issued lets its round
/// trip overlap their draining.
#[cube]
pub fn release_row_states(
    exchange: &mut Array<Atomic<u32>>,
    row: usize,
    chunks: usize,
    replaced: u32,
) {
    let block = row * row_words(chunks);
    let count_word = block + 2 * chunks;
    if UNIT_POS == 0 {
        // Adding what the swaps replaced (`ABSENT ^ ABSENT` is zero) makes the count wait for
        // them: a cube counted as done has published, so the last one never clears a word whose
        // state is still on its way (a cube that gave up polling did not see it arrive).
        let done = exchange[count_word].fetch_add(1u32 + (replaced ^ ABSENT));
        // The count rests at `ABSENT` (`u32::MAX`), so the last cube finds `chunks - 2` there,
        // in wrapping arithmetic.
        if done + 2u32 == chunks as u32 {
            for word in 0..2 * chunks {
                exchange[block + word].store(ABSENT);
            }
            exchange[count_word].store(ABSENT);
        }
    }
}

/// Whether both words of chunk `chunk`'s state arrived in `row_states`.
#[cube]
pub fn gathered(row_states: &SharedMemory<u32>, chunk: usize) -> bool {
    row_states[2 * chunk] != ABSENT && row_states[2 * chunk + 1] != ABSENT
}

/// Chunk `chunk`'s state as gathered in `row_states` (meaningful where [`gathered()`]).
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

/// The `chunks` states of `row_states` merged in chunk order (where [`gathered_all()`]): every
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

/// An exchange kept for the launches of one stream on one device.
struct KeptExchange {
    runtime: TypeId,
    /// The device, as the address of its properties: one per device, and every client of the
    /// device shares it.
    device: usize,
    stream: StreamId,
    handle: Handle,
    words: usize,
}

/// The exchanges of every device and stream that launched an exchanging kernel.
static KEPT_EXCHANGES: Mutex<Vec<KeptExchange>> = Mutex::new(Vec::new());

/// A buffer of at least `words` words, every one [`ABSENT`], for an exchanging launch on
/// `client`'s device in the calling stream.
///
/// The buffer is kept and handed to every later launch of the stream: each leaves its words
/// `ABSENT` (see [`gather_row_states()`]), and launches of one stream run one after the other.
/// Only a stream's first launch, or one needing more words than any before it, allocates, and
/// launches [`open_exchange()`] on the new buffer. Launches of different streams, which may run
/// at the same time, never share a buffer. What is kept is at most the largest exchange a
/// stream used, rounded up to a power of two: 4 bytes per word, [`row_words()`] words per row.
pub fn exchange_buffer<R: Runtime>(client: &ComputeClient<R>, words: usize) -> Handle {
    let runtime = TypeId::of::<R>();
    let device = core::ptr::from_ref(client.properties()) as usize;
    let stream = StreamId::current();
    let mut kept = KEPT_EXCHANGES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let slot = kept.iter().position(|exchange| {
        exchange.runtime == runtime && exchange.device == device && exchange.stream == stream
    });
    if let Some(slot) = slot
        && kept[slot].words >= words
    {
        return kept[slot].handle.clone();
    }
    let words = words.next_power_of_two();
    let handle = client.empty(words * core::mem::size_of::<u32>());
    // SAFETY: the kernel writes words `< words` of the buffer just allocated with them.
    unsafe {
        open_exchange::launch_unchecked::<R>(
            client,
            CubeCount::new_1d(words.div_ceil(256).min(u16::MAX as usize) as u32),
            CubeDim::new_1d(256),
            ArrayArg::from_raw_parts(handle.clone(), words),
        );
    }
    let exchange = KeptExchange {
        runtime,
        device,
        stream,
        handle: handle.clone(),
        words,
    };
    match slot {
        Some(slot) => kept[slot] = exchange,
        None => kept.push(exchange),
    }
    handle
}
