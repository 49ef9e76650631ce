#!/usr/bin/env python3
"""PyTorch's softmax, and the peers that run on PyTorch's tensors, timed the way
`cubemax-report` times cubemax, on the shapes of a report CSV.

Issue 4 asks cubemax to beat PyTorch's softmax and the fused softmax kernels of its peers on the
same machine. This script reads the CSV a `cubemax-report` run wrote (`--like main-f32.csv`), and
for every (op, dtype, shape) that has a `cubemax` row it times one peer (`--peer`) on the same
problem and writes rows in the same CSV format, so that `cubemax-report peers` and
`cubemax-report plot` read both. Each peer gives two rows a shape:

- `PEER`: the eager call a model makes, back to back; the counterpart of the `cubemax` rows
  (cubemax through Burn).
- `PEER-graph`: the same calls captured in a CUDA graph and replayed, so that the host's launch
  cost is not in the time; the counterpart of the `cubemax-kernel` rows.

The peers (`--peer`):

- `pytorch` (the default): `torch.softmax(x, -1)` and `torch.log_softmax(x, -1)`, and for the
  backward ops the single kernel autograd runs (`torch._softmax_backward_data` and its log
  counterpart).
- `quack`: QuACK's CuTe-DSL kernels (`quack.softmax.softmax_fwd` and `softmax_bwd`, on the
  input viewed as rows); softmax and its backward only, as QuACK has no log-softmax.
- `liger`: Liger-Kernel's Triton kernels (`liger_kernel.ops.softmax`); softmax and its backward
  only, and rows of at most 65536, the longest Liger launches.

An op a peer does not have is left out with a note; a shape it refuses (it raises on the first
call) is left out with its message; neither is a failure. Both copies are PyTorch's
`Tensor.copy_`, which it runs as a driver memcpy for contiguous tensors of one dtype: `copy`, a
1 GiB copy, the roofline every ratio of this process is taken to, and `copy-same-bytes-graph`, a
copy of each forward shape's bytes in a CUDA graph.

The method is the report's (`benches/src/measure.rs`): the first call timed alone and excluded,
three warm-up calls, then pairs of batches of `n` and `2n` calls, each closed by a device
synchronization, `n` sized so a batch lasts at least 10 ms and `2n` at most 64; the median over
at least 15 pairs and 300 ms of (longer - shorter) / n. Inputs and outputs rotate through 256 MiB
so that shapes that fit in the L2 are read from HBM. Every output is checked on sampled rows
against a float64 reference with the report's tolerances before its row is written.

Run on the GPU machine (PyTorch is there, Rust is not; QuACK and Liger travel as wheels):

    python3 benches/peers/pytorch_softmax.py --like main-f32.csv --csv pytorch-main-f32.csv
    python3 benches/peers/pytorch_softmax.py --peer quack --like main-f32.csv \
        --csv quack-main-f32.csv
"""

import argparse
import csv
import statistics
import sys
import time

import torch

HEADER = (
    "op,impl,dtype,shape,rows,cols,bytes,first_call_ms,median_us,latency_us,gbps,ratio_to_copy,"
    "speedup_vs_burn,strategy,check,worst_error"
)
CACHE_DEFEATING_BYTES = 256 << 20
MAX_ROTATED_INPUTS = 1024
MIN_BATCH_S = 10e-3
MAX_CALLS_PER_BATCH = 64
MIN_PAIRS = 15
MAX_PAIRS = 255
MIN_SAMPLING_S = 0.3
WARMUP_CALLS = 3
LATENCY_SAMPLES = 50
CHECKED_ROWS = 8
INPUT_STD = 2.0  # benches/src/backends.rs
ROOFLINE_BYTES = 1 << 30
DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}
TOLERANCE = {"f32": 2e-4, "f16": 4e-3, "bf16": 3e-2}  # benches/src/oracle.rs
FORWARD_OPS = ("softmax", "log_softmax")
BACKWARD_OPS = ("softmax_backward", "log_softmax_backward")
PEERS = ("pytorch", "quack", "liger")


class Peer:
    """One peer: `calls[op](x, dy, y)` computes `op` on `x` (forward) or on `dy` and the forward's
    output `y` (backward), returning a new tensor; `name` prefixes its rows' `impl`, `version`
    goes in their strategy column."""

    def __init__(self, name, version, calls):
        self.name, self.version, self.calls = name, version, calls


def as_rows(t):
    """`t` viewed as rows of its last dim (QuACK takes 2-D tensors only)."""
    return t.reshape(-1, t.shape[-1])


def load_peer(name):
    """The peer `name` (one of PEERS), its package imported here so that a run of another peer
    does not need it installed."""
    if name == "pytorch":
        return Peer("pytorch", f"torch {torch.__version__.split('+')[0]}", {
            "softmax": lambda x, dy, y: torch.softmax(x, -1),
            "log_softmax": lambda x, dy, y: torch.log_softmax(x, -1),
            "softmax_backward": lambda x, dy, y: torch._softmax_backward_data(dy, y, -1, x.dtype),
            "log_softmax_backward": lambda x, dy, y: torch._log_softmax_backward_data(
                dy, y, -1, x.dtype),
        })
    if name == "quack":
        from importlib.metadata import version
        from quack.softmax import softmax_bwd, softmax_fwd

        return Peer("quack", f"quack {version('quack-kernels')}", {
            "softmax": lambda x, dy, y: softmax_fwd(as_rows(x)),
            "softmax_backward": lambda x, dy, y: softmax_bwd(as_rows(dy), as_rows(y)),
        })
    if name == "liger":
        from importlib.metadata import version
        from liger_kernel.ops.softmax import _softmax_backward, _softmax_forward
        from liger_kernel.ops.utils import calculate_settings

        def backward(x, dy, y):
            # Liger's autograd function passes the forward's block settings to its backward;
            # its forward never takes the multi-block kernel (the block is the row's next power
            # of two), so neither does the backward.
            block, warps = calculate_settings(x.shape[-1])
            return _softmax_backward(dy, y, block, warps, False)

        return Peer("liger", f"liger-kernel {version('liger-kernel')}", {
            "softmax": lambda x, dy, y: _softmax_forward(x)[0],
            "softmax_backward": backward,
        })
    raise ValueError(f"--peer: expected one of {', '.join(PEERS)}, got {name!r}")


def sync():
    torch.cuda.synchronize()


def time_throughput(call):
    """Seconds per call of `call(index)`, and the first call's seconds (the report's method)."""
    index = 0

    def next_index():
        nonlocal index
        index += 1
        return index - 1

    sync()
    start = time.perf_counter()
    call(next_index())
    sync()
    first = time.perf_counter() - start
    for _ in range(WARMUP_CALLS):
        call(next_index())
    sync()
    start = time.perf_counter()
    call(next_index())
    sync()
    estimate = max(time.perf_counter() - start, 1e-7)
    per_batch = min(max(int(-(-MIN_BATCH_S // estimate)), 1), max(MAX_CALLS_PER_BATCH // 2, 1))

    def batch(calls):
        start = time.perf_counter()
        for _ in range(calls):
            call(next_index())
        sync()
        return time.perf_counter() - start

    differences, long_per_call = [], []
    sampling = time.perf_counter()
    while len(differences) < MIN_PAIRS or (
        time.perf_counter() - sampling < MIN_SAMPLING_S and len(differences) < MAX_PAIRS
    ):
        short = batch(per_batch)
        long = batch(2 * per_batch)
        differences.append(max(long - short, 0.0) / per_batch)
        long_per_call.append(long / (2 * per_batch))
    per_call = median(differences)
    if per_call == 0.0:
        print("note: jitter hid the calls; the longer batch over its calls is reported", file=sys.stderr)
        per_call = median(long_per_call)
    return per_call, first


def median(values):
    """The upper median, as the report takes it."""
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def time_latency(call):
    call(0)
    sync()
    times = []
    for index in range(1, LATENCY_SAMPLES + 1):
        start = time.perf_counter()
        call(index)
        sync()
        times.append(time.perf_counter() - start)
    return median(times)


def rotation(bytes_per_call):
    return max(1, min(MAX_ROTATED_INPUTS, -(-CACHE_DEFEATING_BYTES // max(bytes_per_call, 1))))


def reference(op, x, dy):
    """Float64 reference rows of `op` (the report's `oracle::reference_row`)."""
    x = x.double()
    softmax = torch.softmax(x, -1)
    if op == "softmax":
        return softmax
    if op == "log_softmax":
        return torch.log_softmax(x, -1)
    dy = dy.double()
    if op == "softmax_backward":
        return softmax * (dy - (softmax * dy).sum(-1, keepdim=True))
    return dy - softmax * dy.sum(-1, keepdim=True)


def worst_error(op, actual, expected):
    """The report's `oracle::check_rows` measure: |a - e| / (|e| + floor), floor the row's
    largest |e| for backward ops and 1/len for forward ones."""
    actual = actual.double()
    if op in BACKWARD_OPS:
        floor = expected.abs().amax(-1, keepdim=True).clamp_min(sys.float_info.min)
    else:
        floor = 1.0 / expected.shape[-1]
    error = (actual - expected).abs() / (expected.abs() + floor)
    if torch.isnan(error).any():
        return float("inf")
    return error.max().item()


def sampled_rows(rows):
    if rows <= CHECKED_ROWS:
        return list(range(rows))
    return sorted({round(i * (rows - 1) / (CHECKED_ROWS - 1)) for i in range(CHECKED_ROWS)})


class Problem:
    """Rotating inputs (and `dy`, `y` for the backward) of one op, dtype and shape."""

    def __init__(self, peer, op, dtype, dims, bytes_per_call):
        self.op, self.dims = op, dims
        self.peer_call = peer.calls[op]
        self.count = rotation(bytes_per_call)
        torch_dtype = DTYPES[dtype]
        self.xs = [(torch.randn(dims, device="cuda") * INPUT_STD).to(torch_dtype) for _ in range(self.count)]
        if op in BACKWARD_OPS:
            forward = torch.softmax if op == "softmax_backward" else torch.log_softmax
            self.ys = [forward(x, -1) for x in self.xs]
            self.dys = [torch.randn(dims, device="cuda").to(torch_dtype) for _ in range(self.count)]

    def call(self, index):
        """One call on input `index % count`, as a model makes it; returns the output."""
        i = index % self.count
        if self.op in BACKWARD_OPS:
            return self.peer_call(self.xs[i], self.dys[i], self.ys[i])
        return self.peer_call(self.xs[i], None, None)

    def check(self, index, output):
        i = index % self.count
        rows = sampled_rows(self.xs[i].numel() // self.dims[-1])
        flat = lambda t: t.reshape(-1, self.dims[-1])[rows]
        dy = flat(self.dys[i]) if self.op in BACKWARD_OPS else None
        return worst_error(self.op, flat(output), reference(self.op, flat(self.xs[i]), dy))


class Eager:
    """Back-to-back eager calls, each output kept alive for `count` calls so that the caching
    allocator rotates outputs as the inputs rotate."""

    def __init__(self, problem):
        self.problem = problem
        self.outputs = [None] * problem.count

    def __call__(self, index):
        self.outputs[index % self.problem.count] = self.problem.call(index)


class Graph:
    """The problem's `count` calls (one per rotating input, at least 8 calls in all) captured in
    one CUDA graph; a call of this is one replay, of `calls` calls."""

    def __init__(self, problem):
        self.calls = max(problem.count, 8)
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            for index in range(self.calls):  # warm-up outside the capture, as PyTorch asks
                problem.call(index)
        torch.cuda.current_stream().wait_stream(stream)
        self.graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(self.graph):
            # At most `count` outputs live at once, as in the eager calls.
            outputs = [None] * problem.count
            for index in range(self.calls):
                outputs[index % problem.count] = problem.call(index)
        self.outputs = outputs

    def __call__(self, _index):
        self.graph.replay()


class SameBytesCopy:
    """A graph of copies of `bytes_per_direction` bytes, rotating sources and destinations
    through 256 MiB as the problem's inputs and outputs do."""

    def __init__(self, bytes_per_direction):
        count = rotation(2 * bytes_per_direction)
        self.sources = [
            torch.randint(0, 256, (bytes_per_direction,), dtype=torch.uint8, device="cuda")
            for _ in range(count)
        ]
        self.targets = [torch.empty_like(s) for s in self.sources]
        self.calls = max(count, 8)
        for index in range(self.calls):
            self.targets[index % count].copy_(self.sources[index % count])
        sync()
        self.graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(self.graph):
            for index in range(self.calls):
                self.targets[index % count].copy_(self.sources[index % count])

    def __call__(self, _index):
        self.graph.replay()


def roofline():
    """The 1 GiB copy: (record, GB/s)."""
    source = torch.randn(ROOFLINE_BYTES // 4, device="cuda")
    target = torch.empty_like(source)
    per_call, first = time_throughput(lambda _i: target.copy_(source))
    gbps = 2 * ROOFLINE_BYTES / per_call / 1e9
    record = row("copy", "copy", "u32", str(ROOFLINE_BYTES // 4), 1, ROOFLINE_BYTES // 4,
                 2 * ROOFLINE_BYTES, first, per_call, 0.0, gbps, 1.0,
                 "torch Tensor.copy_ (driver memcpy)", "ok", 0.0)
    del source, target
    torch.cuda.empty_cache()
    return record, gbps


def row(op, impl, dtype, shape, rows, cols, nbytes, first_s, per_call_s, latency_s, gbps, ratio,
        strategy, check, worst):
    return {
        "op": op, "impl": impl, "dtype": dtype, "shape": shape, "rows": rows, "cols": cols,
        "bytes": nbytes, "first_call_ms": f"{first_s * 1e3:.3f}", "median_us": f"{per_call_s * 1e6:.3f}",
        "latency_us": f"{latency_s * 1e6:.3f}", "gbps": f"{gbps:.3f}", "ratio_to_copy": f"{ratio:.4f}",
        "speedup_vs_burn": "0.000", "strategy": strategy, "check": check, "worst_error": f"{worst:.3e}",
    }


def measure(record, copy_gbps, peer):
    """The peer's rows for one `cubemax` row of the report's CSV; none, with a note, where the
    peer refuses the shape."""
    op, dtype, shape = record["op"], record["dtype"], record["shape"]
    dims = [int(d) for d in shape.split("x")]
    rows, cols, nbytes = int(record["rows"]), int(record["cols"]), int(record["bytes"])
    problem = Problem(peer, op, dtype, dims, nbytes)
    # A peer refuses a shape it does not support by raising on the first call; any other failure
    # of that call is left out the same way, its note saying which it was.
    try:
        problem.call(0)
    except Exception as refusal:
        print(f"note: {peer.name} refused {op} {dtype} {shape}, left out: "
              f"{type(refusal).__name__}: {str(refusal).splitlines()[0] if str(refusal) else ''}",
              flush=True)
        del problem
        torch.cuda.empty_cache()
        return []
    out = []
    eager = Eager(problem)
    per_call, first = time_throughput(eager)
    latency = time_latency(eager) if op in FORWARD_OPS else 0.0
    worst = problem.check(0, problem.call(0))
    ok = "ok" if worst <= TOLERANCE[dtype] else "FAIL"
    gbps = nbytes / per_call / 1e9
    out.append(row(op, peer.name, dtype, shape, rows, cols, nbytes, first, per_call, latency, gbps,
                   gbps / copy_gbps, f"{peer.version} eager", ok, worst))
    graph = Graph(problem)
    per_call, first = time_throughput(graph)
    per_call /= graph.calls
    worst = problem.check(graph.calls - 1, graph.outputs[(graph.calls - 1) % problem.count])
    ok = "ok" if worst <= TOLERANCE[dtype] else "FAIL"
    gbps = nbytes / per_call / 1e9
    out.append(row(op, f"{peer.name}-graph", dtype, shape, rows, cols, nbytes, first, per_call, 0.0,
                   gbps, gbps / copy_gbps, f"{peer.version} CUDA graph of {graph.calls} calls", ok,
                   worst))
    del eager, graph, problem
    torch.cuda.empty_cache()
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--like", action="append", required=True,
                        help="a CSV written by cubemax-report: its cubemax rows say what to time")
    parser.add_argument("--csv", required=True, help="where to write the peer's rows")
    parser.add_argument("--peer", default="pytorch", choices=PEERS,
                        help="whose softmax to time (default: pytorch)")
    parser.add_argument("--op", action="append", help="only these ops (default: every op found)")
    parser.add_argument("--shape", action="append", help="only these shapes, as AxB (default: every one)")
    args = parser.parse_args()
    if not torch.cuda.is_available():
        sys.exit("no CUDA device: this script times the peers on the GPU the report ran on")
    peer = load_peer(args.peer)
    wanted = []
    for path in args.like:
        with open(path, newline="") as handle:
            for record in csv.DictReader(handle):
                key = (record["op"], record["dtype"], record["shape"])
                # A grid timed with `--kernel-alone` has only `cubemax-kernel` rows.
                seen = [(r["op"], r["dtype"], r["shape"]) for r in wanted]
                if record["impl"] in ("cubemax", "cubemax-kernel") and key not in seen:
                    if (args.op is None or record["op"] in args.op) and (
                        args.shape is None or record["shape"] in args.shape
                    ):
                        wanted.append(record)
    if not wanted:
        sys.exit(f"--like: no cubemax rows in {args.like}")
    missing = sorted({r["op"] for r in wanted if r["op"] not in peer.calls})
    if missing:
        print(f"note: {peer.name} has no {', '.join(missing)}; left out")
    wanted = [r for r in wanted if r["op"] in peer.calls]
    if not wanted:
        sys.exit(f"--peer: {peer.name} has none of the ops of {args.like}")
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}, {peer.version}")
    roof, copy_gbps = roofline()
    print(f"device copy: 1024 MiB -> 1024 MiB: {copy_gbps:.1f} GB/s (read + write); every ratio below is to this")
    # Each row is written as soon as it is measured, so a run cut short keeps what it timed.
    handle = open(args.csv, "w", newline="")
    handle.write(HEADER + "\n")

    def write(record):
        records.append(record)
        handle.write(",".join(str(record[field]) for field in HEADER.split(",")) + "\n")
        handle.flush()

    records = []
    write(roof)
    copies = {}
    for record in wanted:
        dtype, shape = record["dtype"], record["shape"]
        if record["op"] in FORWARD_OPS and (dtype, shape) not in copies:
            nbytes = int(record["bytes"])
            copy = SameBytesCopy(nbytes // 2)
            per_call, first = time_throughput(copy)
            per_call /= copy.calls
            gbps = nbytes / per_call / 1e9
            copies[(dtype, shape)] = row("copy", "copy-same-bytes-graph", dtype, shape, int(record["rows"]),
                                         int(record["cols"]), nbytes, first, per_call, 0.0, gbps,
                                         gbps / copy_gbps, f"torch Tensor.copy_ in a CUDA graph of {copy.calls}",
                                         "ok", 0.0)
            write(copies[(dtype, shape)])
            del copy
            torch.cuda.empty_cache()
        for out in measure(record, copy_gbps, peer):
            write(out)
            print(f"{out['op']:22} {out['impl']:14} {out['dtype']:5} {out['shape']:18} "
                  f"{float(out['median_us']):10.2f} us {float(out['gbps']):8.1f} GB/s "
                  f"{float(out['ratio_to_copy']):.2f}x copy  {out['check']}", flush=True)
    handle.close()
    failed = [r for r in records if r["check"] != "ok"]
    if failed:
        sys.exit(f"{len(failed)} outputs failed their check")
    print("every reported output matched the float64 reference")


if __name__ == "__main__":
    main()
