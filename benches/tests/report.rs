//! Runs the real `cubemax-report` binary on the CPU Vulkan device: the instrument itself must work
//! in CI, where there is no GPU (its numbers there mean nothing; its checks do).

use std::process::Command;

use cubemax_bench::record::parse_csv;

fn report() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cubemax-report"))
}

fn run(command: &mut Command) -> String {
    let output = command.output().expect("run cubemax-report");
    let stdout = String::from_utf8_lossy(&output.stdout).to_string();
    assert!(
        output.status.success(),
        "cubemax-report failed ({}). If no Vulkan device was found, install Mesa's software \
         driver: apt-get install mesa-vulkan-drivers libvulkan1.\nstdout:\n{stdout}\nstderr:\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// A fresh directory for one test's files, apart from the other tests' (they run at once).
fn scratch_dir(test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cubemax-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// By default the copies and the kernels launched alone are timed behind a hold of the device's
/// queue, and `--queue-ahead false` times them at the host's pace; each says so, and every
/// output is checked either way.
#[test]
fn copies_and_kernels_alone_are_held_unless_asked_not_to() {
    let dir = scratch_dir("queue-ahead");
    for (flags, says) in [
        (&[][..], "each batch behind a hold of the device's queue"),
        (
            &["--queue-ahead", "false"][..],
            "at the host's pace, no hold",
        ),
    ] {
        let csv = dir.join("times.csv");
        let stdout = run(report()
            .args(["--shape", "8x1000", "--dtype", "f32", "--kernel-alone"])
            .args(["--op", "softmax_backward"])
            .args(flags)
            .arg("--csv")
            .arg(&csv));
        assert!(stdout.contains(says), "{flags:?}: {stdout}");
        let records = parse_csv(&std::fs::read_to_string(&csv).unwrap()).unwrap();
        assert_eq!(records.len(), 3, "{stdout}");
        for record in &records {
            assert_eq!(record.check, "ok", "{record:?}");
            assert!(record.gbps > 0.0, "{record:?}");
        }
    }
}

/// `--kernel-alone` times the kernel and the copies only: no row through Burn, no speedup over
/// it, every output still checked.
#[test]
fn kernel_alone_leaves_burn_out() {
    let dir = scratch_dir("kernel-alone");
    let csv = dir.join("kernel.csv");
    let stdout = run(report()
        .args(["--shape", "8x1000", "--dtype", "f32", "--op", "softmax"])
        .args(["--op", "softmax_backward", "--kernel-alone", "--csv"])
        .arg(&csv));
    let records = parse_csv(&std::fs::read_to_string(&csv).unwrap()).unwrap();
    let implementations: Vec<&str> = records.iter().map(|r| r.implementation.as_str()).collect();
    assert_eq!(
        implementations,
        [
            "copy",
            "copy-same-bytes",
            "cubemax-kernel",
            "cubemax-kernel"
        ],
        "{stdout}"
    );
    for record in &records[2..] {
        assert_eq!(record.check, "ok", "{record:?}");
        assert!(
            record.gbps > 0.0 && record.speedup_vs_burn == 0.0,
            "{record:?}"
        );
    }
    // `table` prints such a grid too: the kernel and the copy of the shape's elements, without
    // the columns of the rows through Burn.
    for op in ["softmax", "softmax_backward"] {
        let table = run(report().args(["table", "--op", op, "--csv"]).arg(&csv));
        let header = table.lines().next().unwrap_or_default();
        assert!(
            header.contains("| cubemax kernel alone GB/s (x copy) |")
                && !header.contains("Burn")
                && !header.contains("| cubemax GB/s"),
            "{table}"
        );
        let line = table
            .lines()
            .find(|line| line.starts_with("| f32 | 8 x 1000 |"))
            .unwrap_or_else(|| panic!("no row for 8 x 1000: {table}"));
        let kernel = records.iter().find(|r| r.op == op).unwrap();
        let copy = &records[1];
        assert_eq!(
            line,
            format!(
                "| f32 | 8 x 1000 | {:.0} ({:.2}x) | {:.0} ({:.2}x) | {} |",
                kernel.gbps,
                kernel.ratio_to_copy,
                copy.gbps,
                copy.ratio_to_copy,
                kernel.strategy.replace(';', ",")
            ),
            "{table}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `plans` prints an H100's or H200's plans without the GPU: the row of 32768 bf16 elements at
/// eight vectors of 8 in 512 units (`DOUBLED_LOADS`), and the row of 50257 read in vectors of 8,
/// pitched to 16 bytes as CUDA lays out the grids' tensors.
#[test]
fn plans_are_an_h100s_without_the_gpu() {
    let stdout = run(report().args([
        "plans",
        "--shape",
        "4096x32768",
        "--shape",
        "64x50257",
        "--dtype",
        "bf16",
        "--op",
        "softmax",
        "--op",
        "log_softmax_backward",
    ]));
    let line = |op: &str, shape: &str| {
        stdout
            .lines()
            .find(|line| line.starts_with(&format!("{op} ")) && line.contains(shape))
            .unwrap_or_else(|| panic!("no {op} {shape}: {stdout}"))
            .to_string()
    };
    let doubled = line("softmax", "4096x32768");
    assert!(
        doubled.contains("8 x vector 8 per unit, 4096 cubes x 512 units"),
        "{doubled}"
    );
    assert!(line("softmax", "64x50257").contains("vector 8"), "{stdout}");
    assert!(
        line("log_softmax_backward", "64x50257").contains("vector 8"),
        "{stdout}"
    );
}

/// `plans --cube-per-chunk` prints one line per grid asked for: exchanged f32 rows of 151936 on
/// 256 rows, in 256-unit cubes one per chunk, then in 1024-unit cubes one per SM.
#[test]
fn plans_take_either_exchange_grid() {
    let stdout = run(report().args([
        "plans",
        "--shape",
        "256x151936",
        "--dtype",
        "f32",
        "--op",
        "softmax",
        "--cube-per-chunk",
        "true",
        "--cube-per-chunk",
        "false",
    ]));
    let lines: Vec<&str> = stdout
        .lines()
        .filter(|line| line.starts_with("softmax "))
        .collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(lines[0].contains("2048 cubes x 256 units"), "{stdout}");
    assert!(lines[1].contains("132 cubes x 1024 units"), "{stdout}");
}

#[test]
fn smoke_grid_checks_every_output_and_plots_it() {
    let dir = scratch_dir("report");
    let csv = dir.join("smoke.csv");
    let stdout = run(report()
        .args([
            "--grid",
            "smoke",
            "--dtype",
            "f32",
            "--op",
            "softmax",
            "--op",
            "log_softmax_backward",
        ])
        .arg("--csv")
        .arg(&csv));
    assert!(stdout.contains("device copy:"), "{stdout}");

    let records = parse_csv(&std::fs::read_to_string(&csv).unwrap()).unwrap();
    let roofline = records
        .iter()
        .filter(|r| r.op == "copy" && r.implementation == "copy");
    assert_eq!(roofline.count(), 1);
    // Each shape's own bytes are copied too, as the speed of light at that size.
    let sized_copies: Vec<_> = records
        .iter()
        .filter(|r| r.implementation == "copy-same-bytes")
        .collect();
    assert_eq!(sized_copies.len(), 3, "{stdout}");
    for copy in &sized_copies {
        assert_eq!(
            copy.bytes,
            2 * (copy.rows * copy.cols * 4).next_multiple_of(16)
        );
        assert!(copy.gbps > 0.0, "{copy:?}");
    }
    let measured: Vec<_> = records.iter().filter(|r| r.op != "copy").collect();
    // 3 shapes x (burn + cubemax + cubemax's raw kernel) for 2 ops, plus the 3 seeds on the
    // forward op of each shape.
    assert_eq!(measured.len(), 3 * 2 * 3 + 3 * 3, "{stdout}");
    assert_eq!(
        measured
            .iter()
            .filter(|r| r.implementation == "cubemax-kernel")
            .count(),
        6
    );
    for record in &measured {
        assert_eq!(record.check, "ok", "{record:?}");
        assert!(
            record.gbps > 0.0 && record.ratio_to_copy > 0.0,
            "{record:?}"
        );
        assert_eq!(
            record.bytes,
            if record.op == "softmax" { 2 } else { 3 } * record.rows * record.cols * 4
        );
        if record.implementation != "burn" {
            assert!(record.speedup_vs_burn > 0.0, "{record:?}");
        }
    }
    for seed in ["seed-naive", "seed-two-pass", "seed-one-pass"] {
        assert_eq!(
            measured.iter().filter(|r| r.implementation == seed).count(),
            3,
            "{seed}"
        );
    }

    // `peers` puts a peer's rows (as benches/peers/pytorch_softmax.py writes them) beside
    // cubemax's, with the speedup taken from the times per call. Here PyTorch's rows are the
    // kernel's own, made twice as slow, and QuACK's four times as slow.
    let kernel = measured
        .iter()
        .find(|r| r.op == "softmax" && r.implementation == "cubemax-kernel")
        .unwrap();
    let peers_csv = dir.join("peers.csv");
    let mut text = String::from(cubemax_bench::record::HEADER);
    for (implementation, slower) in [
        ("pytorch", 2.0),
        ("pytorch-graph", 2.0),
        ("quack", 4.0),
        ("quack-graph", 4.0),
    ] {
        let mut peer = (*kernel).clone();
        peer.implementation = implementation.into();
        peer.median_us *= slower;
        peer.gbps /= slower;
        text.push('\n');
        text.push_str(&peer.to_csv());
    }
    std::fs::write(&peers_csv, text + "\n").unwrap();
    for (peer_args, title, speedup) in [
        (&[][..], "PyTorch", "2.00x"),
        (&["--peer", "pytorch"][..], "PyTorch", "2.00x"),
        (&["--peer", "quack"][..], "QuACK", "4.00x"),
    ] {
        let table = run(report()
            .args(["peers", "--op", "softmax"])
            .args(peer_args)
            .arg("--csv")
            .arg(&csv)
            .arg("--csv")
            .arg(&peers_csv));
        assert!(
            table.contains(&format!("| {title} CUDA graph GB/s (x copy) |")),
            "{table}"
        );
        let line = table
            .lines()
            .find(|line| line.contains(&format!("| {} |", kernel.shape.replace('x', " x "))))
            .unwrap_or_else(|| panic!("no row for {}: {table}", kernel.shape));
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // dtype, shape, cubemax, the peer eager, speedup, kernel, the peer's graph, kernel speedup.
        assert_eq!(cells[8], speedup, "{line}");
        let eager_speedup = cells[5].trim_end_matches('x').parse::<f64>().unwrap();
        assert!(eager_speedup > 0.0, "{line}");
    }
    // A peer with no rows in the CSVs, and a peer the script does not time, are errors that
    // name the argument.
    for (peer, expected) in [
        ("liger", "--csv: no liger rows"),
        (
            "onnx",
            "--peer: expected one of pytorch, quack, liger, got \"onnx\"",
        ),
    ] {
        let output = report()
            .args(["peers", "--op", "softmax", "--peer", peer, "--csv"])
            .arg(&csv)
            .arg("--csv")
            .arg(&peers_csv)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            !output.status.success() && stderr.contains(expected),
            "{stderr}"
        );
    }

    // `targets` reads the run back: no forward row of the smoke grid is large enough for a
    // bandwidth target, its backward rows of 5003 face issue 5's, and each forward row through
    // Burn has its speedup over Burn's softmax. How many of them reach 3x depends on the CPU's
    // timings, so the count is checked against the CSV's own speedups, not a fixed number.
    let targets = run(report().arg("targets").arg("--csv").arg(&csv));
    assert!(
        targets.contains("\n  log_softmax_backward   f32   3x5003 "),
        "{targets}"
    );
    let through_burn: Vec<_> = measured
        .iter()
        .filter(|r| r.op == "softmax" && r.implementation == "cubemax")
        .collect();
    assert_eq!(through_burn.len(), 3, "{stdout}");
    let at_3x = through_burn
        .iter()
        .filter(|r| r.speedup_vs_burn >= 3.0)
        .count();
    assert!(
        targets.contains(&format!("  {at_3x} of 3 forward rows; ")),
        "{targets}"
    );

    let svg = dir.join("smoke.svg");
    run(report()
        .args(["plot", "--rows", "64", "--csv"])
        .arg(&csv)
        .arg("--out")
        .arg(&svg));
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(
        svg.starts_with("<svg") && svg.contains("cubemax") && svg.contains("device copy"),
        "{svg}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `cubemax-report sweep` with `args` after `--shape shape --strategy strategy`; returns its
/// plan lines (the planner's first), each checked against the reference (`ok`), and its output.
fn sweep_plans(shape: &str, strategy: &str, args: &[&str]) -> (Vec<String>, String) {
    let stdout = run(report()
        .args(["sweep", "--shape", shape, "--strategy", strategy])
        .args(args));
    let plans: Vec<String> = stdout
        .lines()
        .filter(|line| line.contains(" us "))
        .map(str::to_string)
        .collect();
    assert!(plans[0].contains("planner: "), "{stdout}");
    assert!(plans.iter().all(|line| line.contains(" ok ")), "{stdout}");
    (plans, stdout)
}

/// [`sweep_plans`] of cube-per-row on `shape` where `args` force one plan: the planner's line and
/// the forced plan's, and the sweep's output.
fn planner_and_one_forced(shape: &str, args: &[&str]) -> ([String; 2], String) {
    let (plans, stdout) = sweep_plans(shape, "cube-per-row", args);
    let lines = <[String; 2]>::try_from(plans).unwrap_or_else(|plans| {
        panic!(
            "the planner's line and one forced, got {} lines:\n{stdout}",
            plans.len()
        )
    });
    (lines, stdout)
}

/// The sweep times the planner's plan, then the cube-per-row plans of each count of staged
/// pages asked for, each checked against the reference; a count no cube stages is skipped.
#[test]
fn sweep_tries_the_staged_pages_asked_for() {
    let ([_, staged], stdout) = planner_and_one_forced(
        "3x300",
        &[
            "--units", "32", "--loads", "1", "--staged", "2", "--staged", "16",
        ],
    );
    assert!(staged.contains("2 more pages"), "{stdout}");
}

/// Sweeps the cube-per-row plan of 32 units at `loads` vectors and `staged` pages, forced on 3 x
/// 300 with the kernel switch `flag` asked `true` and then `false`: the planner's line, then the
/// forced plan whose line says `marked`, then the same plan whose line does not. Returns the
/// forced plans' lines.
fn forced_both_ways(flag: &str, loads: &str, staged: &str, marked: &str) -> [String; 2] {
    let (plans, stdout) = sweep_plans(
        "3x300",
        "cube-per-row",
        &[
            "--units", "32", "--loads", loads, "--staged", staged, flag, "true", flag, "false",
        ],
    );
    assert_eq!(
        plans.len(),
        3,
        "the planner's plan and the forced plan both ways:\n{stdout}"
    );
    assert!(plans[1].contains(marked), "{stdout}");
    assert!(!plans[2].contains(marked), "{stdout}");
    [plans[1].clone(), plans[2].clone()]
}

/// `--page-loops` runs each staged plan with its pages walked in loops and unrolled, both checked
/// against the reference.
#[test]
fn sweep_walks_staged_pages_both_ways_asked_for() {
    let plans = forced_both_ways("--page-loops", "1", "2", "pages walked in loops");
    for plan in plans {
        assert!(plan.contains("2 more pages"), "{plan}");
    }
}

/// `--every-slot` runs each forced plan with every held slot loaded and with only the row's,
/// both checked against the reference.
#[test]
fn sweep_loads_slots_both_ways_asked_for() {
    forced_both_ways("--every-slot", "4", "0", "every slot loaded");
}

/// `--max-cubes` bounds the grid of every plan the sweep forces, and leaves the planner's alone.
#[test]
fn sweep_bounds_the_grid_asked_for() {
    let (plans, stdout) = sweep_plans(
        "40x64",
        "plane-per-row",
        &[
            "--units",
            "64",
            "--loads",
            "2",
            "--max-cubes",
            "1",
            "--max-cubes",
            "1000",
        ],
    );
    assert_eq!(
        plans.len(),
        3,
        "the planner's plan and one plan per bound:\n{stdout}"
    );
    assert!(plans[1].contains(" 1 cubes x 64 units"), "{stdout}");
    assert!(!plans[2].contains(" 1 cubes x"), "{stdout}");
}

/// `--cube-per-chunk` times the planner's own plan, then the planner's and each forced plan once
/// per grid asked for, every output checked against the reference (on a device that does not say
/// its SM count both grids are one cube per chunk: the lines only show that each ran).
#[test]
fn sweep_runs_each_exchange_grid_asked_for() {
    let (plans, stdout) = sweep_plans(
        "3x1000",
        "cube-per-row",
        &[
            "--units",
            "32",
            "--loads",
            "4",
            "--staged",
            "0",
            "--chunks",
            "2",
            "--cube-per-chunk",
            "true",
            "--cube-per-chunk",
            "false",
        ],
    );
    assert_eq!(
        plans.len(),
        5,
        "the planner's own line, two as asked, two forced:\n{stdout}"
    );
    assert!(plans[0].contains("  planner: "), "{stdout}");
    for asked in &plans[1..3] {
        assert!(asked.contains("  planner, as asked: "), "{stdout}");
    }
    for forced in &plans[3..] {
        assert!(
            forced.contains("2 chunks per row exchanging states"),
            "{stdout}"
        );
    }
}

/// `--queue-ahead true` times every line behind a kernel that holds the device's queue (its
/// launch, a spin calibrated on the device, runs here on the CPU's Vulkan device): the lines
/// print and pass their checks as they do unheld.
#[test]
fn sweep_holds_the_queue_when_asked() {
    let ([_, forced], stdout) = planner_and_one_forced(
        "3x1000",
        &[
            "--units",
            "32",
            "--loads",
            "4",
            "--staged",
            "1",
            "--queue-ahead",
            "true",
            "--rounds",
            "2",
        ],
    );
    assert!(forced.contains("over 2 rounds"), "{stdout}");
}

/// `--chunks` takes any count of chunks the exchange takes, 1 to 64 (a row of eleven here, the
/// planner's count for f32 rows of 200000 in some backward plans; `bad_arguments_are_named`
/// checks that 65 is refused by name).
#[test]
fn sweep_takes_any_chunk_count_the_exchange_takes() {
    let ([_, chunked], stdout) = planner_and_one_forced(
        "2x1100",
        &[
            "--units", "32", "--loads", "1", "--staged", "0", "--chunks", "11",
        ],
    );
    assert!(
        chunked.contains("11 chunks per row exchanging states"),
        "{stdout}"
    );
}

/// `--rounds` times every plan in each round and prints, for each, the median of its rounds
/// and their range, the planner's line first and every output checked against the reference.
#[test]
fn sweep_times_each_plan_in_every_round() {
    let (lines, stdout) = planner_and_one_forced(
        "3x300",
        &[
            "--units", "32", "--loads", "1", "--staged", "2", "--rounds", "3",
        ],
    );
    assert!(
        lines.iter().all(|line| line.contains(" us over 3 rounds ")),
        "{stdout}"
    );
}

/// A dtype the device cannot store (bf16 on the CPU Vulkan device) is refused by name before
/// anything is launched, by each subcommand that launches kernels in the dtypes asked; a device
/// that stores it runs the sweep and checks its output.
#[test]
fn dtypes_the_device_cannot_store_are_named() {
    let sweep = report()
        .args([
            "sweep", "--shape", "4x64", "--dtype", "bf16", "--rounds", "1",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&sweep.stdout);
    let stderr = String::from_utf8_lossy(&sweep.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    if sweep.status.success() {
        assert!(
            stdout.contains("softmax bf16 4x64") && stdout.contains(" ok "),
            "{stdout}"
        );
        return;
    }
    assert!(
        stderr.contains("sweep --dtype: bf16 cannot be stored on this device")
            && stderr.contains("expected f32"),
        "{stderr}"
    );
    for (command, shape) in [("columns", "2x8x4"), ("options", "")] {
        let mut args = vec![command, "--dtype", "bf16"];
        if !shape.is_empty() {
            args.extend(["--shape", shape]);
        }
        let output = report().args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} succeeded");
        assert!(
            stderr.contains(&format!("{command} --dtype: bf16 cannot be stored")),
            "{args:?}: {stderr}"
        );
    }
}

/// The host-cost breakdown runs every way of calling softmax it lists.
#[test]
fn host_breakdown_runs_every_way() {
    let stdout = run(report().args(["host", "--shape", "3x40"]));
    for way in [
        "copy kernel",
        "kernel, planned once",
        "kernel + fresh output",
        "cubemax::softmax, CubeBackend",
        "cubemax::softmax, Fusion",
        "burn softmax, Fusion",
        "burn cumsum, Fusion",
        "burn cumsum, CubeBackend",
    ] {
        assert!(stdout.contains(way), "{way} missing:\n{stdout}");
    }
}

/// `copies` times every way of copying each size asked for, lists each size's fastest, and fits
/// a fixed cost and a bandwidth through them: the lines the speed-of-light table in
/// docs/PERFORMANCE.md is read from.
#[test]
fn copies_time_every_way_and_list_the_fastest() {
    let stdout = run(report().args(["copies", "--mib", "1", "--mib", "2"]));
    for per_unit in [1, 2, 4, 8] {
        let line =
            format!("MiB each way, CubeCL kernel, {per_unit} vector(s) of 16 bytes per unit");
        assert_eq!(stdout.matches(&line).count(), 2, "{line}:\n{stdout}");
    }
    assert!(
        stdout.contains("fastest copy of each size against the fastest of 2 MiB"),
        "{stdout}"
    );
    assert!(stdout.contains("    1 MiB each way: ") && stdout.contains("    2 MiB each way: "));
    // The fit's line, or, where the CPU's caches made the smaller copy faster than the larger
    // one by more than the DRAM-bound margin and left one point, the line that says so.
    assert!(stdout.contains("least squares"), "{stdout}");
}

#[test]
fn bad_arguments_are_named() {
    for (args, expected) in [
        (vec!["--dtype", "f64"], "--dtype: expected f32, f16 or bf16"),
        (vec!["--grid", "huge"], "--grid: expected main"),
        (vec!["--shape", "4x0"], "--shape: expected positive sizes"),
        (
            vec!["sweep", "--shape", "99999999999x99999999999"],
            "at most 2^36 elements), got",
        ),
        (vec!["--op", "relu"], "--op: expected softmax"),
        (
            vec!["sweep", "--shape", "4x4", "--max-cubes", "0"],
            "--max-cubes: expected a positive count",
        ),
        (
            vec!["sweep", "--shape", "2x1100", "--chunks", "65"],
            "--chunks: expected one of [1, 2,",
        ),
        (
            vec!["plot", "--csv", "/nonexistent.csv", "--out", "/tmp/x.svg"],
            "--csv: cannot read",
        ),
        (
            vec!["sweep", "--shape", "4x4", "--rounds", "0"],
            "--rounds: expected one of [1, 2,",
        ),
        (
            vec!["sweep", "--shape", "4x4", "--seconds", "0"],
            "--seconds: expected a positive whole number, got \"0\"",
        ),
        (
            vec!["sweep", "--shape", "4x4", "--queue-ahead", "yes"],
            "--queue-ahead: expected one of [true, false], got \"yes\"",
        ),
        (vec!["copies", "--mib", "0"], "--mib: expected 1 to 4096"),
        (vec!["targets"], "targets: expected --csv PATH"),
        (
            vec!["targets", "--csv", "/nonexistent.csv"],
            "--csv: cannot read /nonexistent.csv",
        ),
    ] {
        let output = report().args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} succeeded");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}
