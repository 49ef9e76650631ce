//! `cubemax-report`: the bandwidth report.
//!
//! Prints one row per (op, implementation, dtype, shape): the median time per call, the bandwidth
//! (bytes read + written over time), its ratio to a device copy measured in this same process, and
//! the speedup over Burn's own softmax; every output is checked against an f64 reference before
//! its row is printed. Also writes the rows as CSV (`--csv`), draws the plot from a CSV
//! (`cubemax-report plot`), prints its tables (`table`), and sets a peer's rows (PyTorch, QuACK or
//! Liger), written in the same format by `benches/peers/pytorch_softmax.py`, beside cubemax's
//! (`peers`).
//!
//! It is a plain binary: build it where Rust is, run it on the GPU machine. `--help` prints every
//! subcommand's flags. One file per part:
//!
//! - `args.rs`: the flags of every subcommand, parsed into one `Options`;
//! - `report.rs`: the report itself (the grids, the latency and memory grids) and the reference
//!   checks every row passes before it is printed;
//! - `tables.rs`: `table`, `peers` and `plot`, which read the CSVs back;
//! - `targets.rs`: `targets`, issue 4's and issue 5's targets read back from a run's CSVs;
//! - `buffers.rs`: the rotated raw buffers of every kernel launched without Burn;
//! - `sweep.rs`, `columns.rs`, `host.rs`, `fused.rs`, `plans.rs`, `copies.rs`, `launches.rs`: the
//!   `sweep`, `columns`, `host`, `options`, `plans`, `copies` and `launches` subcommands.
//!
//! ```text
//! cubemax-report [--grid main|curve|seeds|latency|memory|smoke]... [--dtype f32|f16|bf16]...
//!                [--op softmax|log_softmax|softmax_backward|log_softmax_backward]...
//!                [--shape AxB[xCxD]]... [--csv PATH] [--kernel-alone] [--queue-ahead true|false]
//!                (copies and kernels alone in held batches unless --queue-ahead false)
//! cubemax-report plot --csv PATH [--csv PATH]... [--rows 32768] --out PATH.svg
//! cubemax-report table --csv PATH [--csv PATH]... --op OP
//! cubemax-report peers --csv PATH [--csv PATH]... --op OP [--peer pytorch|quack|liger]
//! cubemax-report targets --csv PATH... [--curve PATH]... [--latency PATH]
//! cubemax-report sweep --shape AxB... [--dtype f32|f16|bf16]... [--op OP]... [--strategy NAME]...
//!                      [--units N]... [--loads N]... [--staged N]... [--chunks N]...
//!                      [--mask additive|bool (forward)] [--hold-mask true|false]
//!                      [--causal OFFSET]
//!                      [--kept-exps true|false]... [--page-loops true|false]...
//!                      [--every-slot true|false]... [--plane-width-at-run-time true|false]...
//!                      [--max-cubes N]... [--dy-read-again true|false]...
//!                      [--tail-loads-ahead true|false]... [--cube-per-chunk true|false]...
//!                      [--rounds N] [--seconds S] [--queue-ahead true|false]
//! cubemax-report columns --shape OxLxI... [--dtype f32|f16|bf16]... [--op OP]... [--units N]...
//!                        [--loads N]... [--staged N]... [--segments N]... [--groups N]...
//!                        [--mask additive|bool (forward)] [--tile N]... (forward)
//!                        [--kept-exps true|false]... [--rounds N] [--seconds S] (forward)
//!                        [--queue-ahead true|false]
//! cubemax-report host [--shape AxB]...
//! cubemax-report options [--dtype f32|f16|bf16]...
//! cubemax-report plans [--shape AxB]... [--dtype f32|f16|bf16]... [--op OP]...
//!                      [--dy-read-again true|false]... [--cube-per-chunk true|false]...
//! cubemax-report copies [--mib N]... [--queue-ahead true|false]
//! cubemax-report launches
//! ```

use std::process::ExitCode;

use cubemax_bench::record::Record;
use cubemax_bench::seeds::Seed;

mod args;
mod buffers;
mod columns;
mod copies;
mod fused;
mod host;
mod launches;
mod plans;
mod report;
mod sweep;
mod tables;
mod targets;

use args::*;
use buffers::*;
use columns::*;
use copies::*;
use fused::*;
use host::*;
use launches::*;
use plans::*;
use report::*;
use sweep::*;
use tables::*;
use targets::*;

/// The implementation name of the copy of a shape's own bytes.
const SAME_BYTES_COPY: &str = "copy-same-bytes";

/// The copy of the bytes of `dtype` and `shape` in `records` (a grid's row under the op `copy`,
/// whatever op the rows beside it are of).
fn same_bytes_copy<'a>(records: &'a [Record], dtype: &str, shape: &str) -> Option<&'a Record> {
    records.iter().find(|r| {
        r.op == "copy"
            && r.implementation == SAME_BYTES_COPY
            && r.dtype == dtype
            && r.shape == shape
    })
}

/// Rows of each output compared with the reference.
const CHECKED_ROWS: usize = 8;
/// Most inputs rotated through for one shape (see `measure::rotation`).
const MAX_ROTATED_INPUTS: usize = 1024;
/// Most synced calls behind a latency median.
const LATENCY_SAMPLES: usize = 50;
/// Fewest synced calls behind a latency median.
const MIN_LATENCY_SAMPLES: usize = 10;
/// Backward passes timed one by one.
const BACKWARD_SAMPLES: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GridName {
    Main,
    Curve,
    Seeds,
    Latency,
    Memory,
    Smoke,
}

impl GridName {
    fn parse(name: &str) -> Option<GridName> {
        Some(match name {
            "main" => GridName::Main,
            "curve" => GridName::Curve,
            "seeds" => GridName::Seeds,
            "latency" => GridName::Latency,
            "memory" => GridName::Memory,
            "smoke" => GridName::Smoke,
            _ => return None,
        })
    }
}

/// The two implementations measured through Burn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Implementation {
    Cubemax,
    Burn,
}

impl Implementation {
    fn name(self) -> &'static str {
        match self {
            Implementation::Cubemax => "cubemax",
            Implementation::Burn => "burn",
        }
    }
}

/// Kernels launched on raw buffers, without Burn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RawKernel {
    Cubemax,
    Seed(Seed),
}

impl RawKernel {
    fn name(self) -> &'static str {
        match self {
            RawKernel::Cubemax => "cubemax-kernel",
            RawKernel::Seed(seed) => seed.name(),
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((first, rest)) => (first.as_str(), rest),
        None => ("", &args[..]),
    };
    let result = match command {
        "plot" => plot_command(rest),
        "table" => table_command(rest),
        "peers" => peers_command(rest),
        "targets" => targets_command(rest),
        "sweep" => parse_options(rest).and_then(|options| sweep_command(&options)),
        "columns" => parse_options(rest).and_then(|options| columns_command(&options)),
        "host" => parse_options(rest).and_then(|options| host_command(&options)),
        "options" => parse_options(rest).and_then(|options| options_command(&options)),
        "plans" => parse_options(rest).and_then(|options| plans_command(&options)),
        "copies" => copies_command(rest),
        "launches" => launches_command(rest),
        "memory-probe" => memory_probe(rest),
        // No subcommand: the report itself, every argument its flags.
        _ => parse_options(&args).and_then(|options| Report::run(&options)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
