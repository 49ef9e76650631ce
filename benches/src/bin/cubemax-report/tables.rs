//! Reading the report's CSVs back: `table` and `peers` print them as the tables of
//! docs/PERFORMANCE.md, `plot` draws the figure.

use cubemax_bench::oracle::Op;
use cubemax_bench::plot::{Panel, ReferenceLine, Series, render_svg};
use cubemax_bench::record::{self, Record};

use super::*;

/// The records of the `--csv` files, and the other `--flag value` pairs.
pub(super) type CsvArgs = (Vec<Record>, Vec<(String, String)>);

/// Reads every record of the CSVs named by `--csv` flags in `args`; returns them and the other
/// flags with their values.
pub(super) fn read_csv_args(args: &[String]) -> Result<CsvArgs, String> {
    let mut records = Vec::new();
    let mut others = Vec::new();
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("{flag}: expected a value"))?
            .clone();
        if flag == "--csv" {
            let text = std::fs::read_to_string(&value)
                .map_err(|e| format!("--csv: cannot read {value}: {e}"))?;
            records.extend(record::parse_csv(&text).map_err(|e| format!("--csv: {value}: {e}"))?);
        } else {
            others.push((flag.clone(), value));
        }
    }
    if records.is_empty() {
        return Err("--csv: expected at least one CSV written by cubemax-report".into());
    }
    Ok((records, others))
}

/// The rows of the CSVs given to a table command (`table`, `peers`), and the one op it prints.
pub(super) struct OpRows {
    records: Vec<Record>,
    op: Op,
}

impl OpRows {
    /// Reads `--csv PATH...`, `--op OP` and the flags named in `optional` (each at most once,
    /// returned with their values); `command` names the command in the usage error.
    fn read(
        command: &str,
        args: &[String],
        optional: &[&str],
    ) -> Result<(OpRows, Vec<(String, String)>), String> {
        let (records, others) = read_csv_args(args)?;
        let usage_error = || {
            let extra: String = optional.iter().map(|f| format!(" [{f} VALUE]")).collect();
            format!(
                "{command}: expected --csv PATH... --op OP{extra}\n{}",
                usage()
            )
        };
        let mut op = None;
        let mut options: Vec<(String, String)> = Vec::new();
        for (flag, value) in others {
            if flag == "--op" && op.is_none() {
                op = Some(Op::parse(&value).ok_or_else(|| format!("--op: unknown {value:?}"))?);
            } else if optional.contains(&flag.as_str()) && !options.iter().any(|(f, _)| *f == flag)
            {
                options.push((flag, value));
            } else {
                return Err(usage_error());
            }
        }
        let op = op.ok_or_else(usage_error)?;
        Ok((OpRows { records, op }, options))
    }

    /// The row of the op by `implementation` in `dtype` on `shape`, if measured.
    fn find(&self, implementation: &str, dtype: &str, shape: &str) -> Option<&Record> {
        self.records.iter().find(|r| {
            r.op == self.op.name()
                && r.implementation == implementation
                && r.dtype == dtype
                && r.shape == shape
        })
    }

    /// The (dtype, shape) pairs the op has a `cubemax` or `cubemax-kernel` row of (a grid timed
    /// with `--kernel-alone` has only the latter), in the order the CSVs hold them.
    fn measured_shapes(&self) -> Vec<(&str, &str)> {
        let mut shapes: Vec<(&str, &str)> = Vec::new();
        for record in self.records.iter().filter(|r| {
            r.op == self.op.name()
                && (r.implementation == "cubemax" || r.implementation == "cubemax-kernel")
        }) {
            let key = (record.dtype.as_str(), record.shape.as_str());
            if !shapes.contains(&key) {
                shapes.push(key);
            }
        }
        shapes
    }
}

/// A table cell: GB/s and the ratio to the copy of the row's own process, or why there is none.
pub(super) fn bandwidth_cell(record: Option<&Record>) -> String {
    match record {
        Some(r) if r.check == "ok" => format!("{:.0} ({:.2}x)", r.gbps, r.ratio_to_copy),
        Some(_) => "wrong output".to_string(),
        None => "-".to_string(),
    }
}

/// Prints a Markdown table's header line and the line under it.
pub(super) fn print_table_header(columns: &[&str]) {
    println!("| {} |", columns.join(" | "));
    println!("|{}", "---|".repeat(columns.len()));
}

/// `cubemax-report table`: the rows of one op as a Markdown table, one line per (dtype, shape)
/// the CSVs measured it at: cubemax through Burn (for a backward op, one whole autodiff pass),
/// its kernel alone, a copy of the shape's elements (read once and written once) and Burn's own
/// softmax, each as GB/s and as a ratio to the copy measured in the same process. A column no row
/// has a number in is left out (a grid timed `--kernel-alone` has the kernel and the copies
/// only); a row missing one where others have it shows "-".
pub(super) fn table_command(args: &[String]) -> Result<(), String> {
    let (rows, _) = OpRows::read("table", args, &[])?;
    let forward = !rows.op.is_backward();
    let columns = [
        "dtype",
        "shape",
        "cubemax GB/s (x copy)",
        "cubemax kernel alone GB/s (x copy)",
        if forward {
            "copy of the same bytes GB/s (x copy)"
        } else {
            "copy of M x N elements GB/s (x copy)"
        },
        "Burn GB/s (x copy)",
        "cubemax speedup over Burn",
        if forward {
            "cubemax strategy"
        } else {
            "cubemax kernel strategy"
        },
    ];
    let lines: Vec<[String; 8]> = rows
        .measured_shapes()
        .into_iter()
        .map(|(dtype, shape)| {
            let cubemax = rows.find("cubemax", dtype, shape);
            let kernel = rows.find("cubemax-kernel", dtype, shape);
            let sized_copy = same_bytes_copy(&rows.records, dtype, shape);
            // The backward's `cubemax` row is an autodiff pass; the strategy is its kernel's.
            let strategy = if forward { cubemax.or(kernel) } else { kernel };
            [
                dtype.to_string(),
                shape.replace('x', " x "),
                bandwidth_cell(cubemax),
                bandwidth_cell(kernel),
                bandwidth_cell(sized_copy),
                bandwidth_cell(rows.find("burn", dtype, shape)),
                cubemax.map_or("-".to_string(), |r| format!("{:.2}x", r.speedup_vs_burn)),
                strategy.map_or(String::new(), |r| r.strategy.replace(';', ",")),
            ]
        })
        .collect();
    let shown: Vec<usize> = (0..columns.len())
        .filter(|&column| lines.iter().any(|line| line[column] != "-"))
        .collect();
    print_table_header(&shown.iter().map(|&c| columns[c]).collect::<Vec<_>>());
    for line in &lines {
        let cells: Vec<&str> = shown.iter().map(|&c| line[c].as_str()).collect();
        println!("| {} |", cells.join(" | "));
    }
    Ok(())
}

/// The peers `benches/peers/pytorch_softmax.py` times (`--peer`): the name its rows carry, and
/// the name a table prints.
const PEERS: [(&str, &str); 3] = [
    ("pytorch", "PyTorch"),
    ("quack", "QuACK"),
    ("liger", "Liger"),
];

/// `cubemax-report peers`: the rows of one op beside one peer's (`--peer`, PyTorch by default), as
/// written by `benches/peers/pytorch_softmax.py` from the same CSVs: cubemax as a model calls it
/// beside the peer's eager call, and cubemax's kernel alone beside the peer's calls replayed from
/// a CUDA graph (neither pays the host's launch cost). Each ratio is to the copy of its own
/// process.
pub(super) fn peers_command(args: &[String]) -> Result<(), String> {
    let (rows, options) = OpRows::read("peers", args, &["--peer"])?;
    let names: Vec<&str> = PEERS.iter().map(|(name, _)| *name).collect();
    let (peer, title) = match options.first() {
        None => PEERS[0],
        Some((_, value)) => *PEERS
            .iter()
            .find(|(name, _)| name == value)
            .ok_or_else(|| {
                format!(
                    "--peer: expected one of {}, got {value:?}",
                    names.join(", ")
                )
            })?,
    };
    let peer_graph = format!("{peer}-graph");
    // How many times faster `ours` ran than `theirs`, from the times per call of two checked
    // outputs.
    let speedup = |ours: Option<&Record>, theirs: Option<&Record>| match (ours, theirs) {
        (Some(ours), Some(theirs)) if ours.check == "ok" && theirs.check == "ok" => {
            format!("{:.2}x", theirs.median_us / ours.median_us)
        }
        _ => "-".to_string(),
    };
    if !rows
        .records
        .iter()
        .any(|r| r.op == rows.op.name() && r.implementation == peer)
    {
        return Err(format!(
            "--csv: no {peer} rows of {} (written by benches/peers/pytorch_softmax.py --peer {peer})",
            rows.op.name()
        ));
    }
    // A backward's `cubemax` row is a whole autodiff pass; a peer's is its one backward kernel,
    // so only the kernel alone compares.
    let forward = !rows.op.is_backward();
    let eager_column = format!("{title} eager GB/s (x copy)");
    let graph_column = format!("{title} CUDA graph GB/s (x copy)");
    let eager_speedup_column = format!("cubemax over {title} eager");
    let graph_speedup_column = format!("kernel over {title} graph");
    if forward {
        print_table_header(&[
            "dtype",
            "shape",
            "cubemax GB/s (x copy)",
            &eager_column,
            &eager_speedup_column,
            "cubemax kernel alone GB/s (x copy)",
            &graph_column,
            &graph_speedup_column,
        ]);
    } else {
        print_table_header(&[
            "dtype",
            "shape",
            "cubemax kernel alone GB/s (x copy)",
            &eager_column,
            &graph_column,
            &graph_speedup_column,
        ]);
    }
    for (dtype, shape) in rows.measured_shapes() {
        let record = rows.find("cubemax", dtype, shape);
        let kernel = rows.find("cubemax-kernel", dtype, shape);
        let eager = rows.find(peer, dtype, shape);
        let graph = rows.find(&peer_graph, dtype, shape);
        let label = shape.replace('x', " x ");
        if forward {
            println!(
                "| {dtype} | {label} | {} | {} | {} | {} | {} | {} |",
                bandwidth_cell(record),
                bandwidth_cell(eager),
                speedup(record, eager),
                bandwidth_cell(kernel),
                bandwidth_cell(graph),
                speedup(kernel, graph),
            );
        } else {
            println!(
                "| {dtype} | {label} | {} | {} | {} | {} |",
                bandwidth_cell(kernel),
                bandwidth_cell(eager),
                bandwidth_cell(graph),
                speedup(kernel, graph),
            );
        }
    }
    Ok(())
}

/// `cubemax-report plot`: GB/s against the row length for the shapes of `--rows` rows (32768, the
/// main grid's wide batch, by default), softmax forward, one panel per dtype, one line per
/// implementation, the copy as a line. Rows that failed their check are left out.
pub(super) fn plot_command(args: &[String]) -> Result<(), String> {
    let (records, others) = read_csv_args(args)?;
    let mut out = None;
    let mut rows = 32768;
    for (flag, value) in others {
        match flag.as_str() {
            "--out" => out = Some(value),
            "--rows" => {
                rows = value
                    .parse()
                    .map_err(|_| format!("--rows: expected a positive integer, got {value:?}"))?;
            }
            other => return Err(format!("plot: unknown argument {other:?}\n{}", usage())),
        }
    }
    let out = out.ok_or("--out: expected the path of the SVG to write")?;
    let panels = plot_panels(&records, rows);
    if panels.is_empty() {
        return Err(format!(
            "--csv: no checked softmax rows with {rows} rows to plot (see --rows)"
        ));
    }
    let svg = render_svg(
        &panels,
        &format!("row length N (softmax over {rows} rows)"),
        "GB/s (read + write)",
    );
    std::fs::write(&out, svg).map_err(|e| format!("--out: cannot write {out}: {e}"))?;
    println!("wrote {out}");
    Ok(())
}

/// The panels of the plot: softmax forward over the `rows`-row shapes, per dtype.
pub(super) fn plot_panels(records: &[Record], rows: usize) -> Vec<Panel> {
    let copies: Vec<f64> = records
        .iter()
        .filter(|r| r.op == "copy" && r.implementation == "copy")
        .map(|r| r.gbps)
        .collect();
    // Several CSVs (one per run) each carry their own copy; the plot shows the lowest, the
    // stricter bar.
    let reference = copies
        .iter()
        .copied()
        .reduce(f64::min)
        .map(|value| ReferenceLine {
            label: format!("device copy {value:.0} GB/s"),
            value,
        });
    let mut panels = Vec::new();
    for dtype in ["f32", "bf16", "f16"] {
        let mut series: Vec<Series> = Vec::new();
        for record in records.iter().filter(|r| {
            (r.op == "softmax" || r.implementation == SAME_BYTES_COPY)
                && r.dtype == dtype
                && r.rows == rows
                && r.check == "ok"
        }) {
            let point = (record.cols as f64, record.gbps);
            match series.iter_mut().find(|s| s.label == record.implementation) {
                Some(series) => series.points.push(point),
                None => series.push(Series {
                    label: record.implementation.clone(),
                    points: vec![point],
                }),
            }
        }
        for series in &mut series {
            series.points.sort_by(|a, b| a.0.total_cmp(&b.0));
        }
        if !series.is_empty() {
            panels.push(Panel {
                title: format!("softmax forward, {dtype}, {rows} rows"),
                series,
                reference: reference.as_ref().map(|r| ReferenceLine {
                    label: r.label.clone(),
                    value: r.value,
                }),
            });
        }
    }
    panels
}
