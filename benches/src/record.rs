//! One row of the report's CSV, written by the report and read back by the plot.

/// One measured (op, implementation, dtype, shape).
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// `softmax`, `log_softmax`, `softmax_backward`, `log_softmax_backward`, or `copy`.
    pub op: String,
    /// `cubemax`, `burn`, `seed-naive`, `seed-two-pass`, `seed-one-pass`, or `copy`.
    pub implementation: String,
    pub dtype: String,
    pub shape: String,
    pub rows: usize,
    pub cols: usize,
    /// Bytes read plus bytes written by one call.
    pub bytes: usize,
    pub first_call_ms: f64,
    /// Median time per call, back to back.
    pub median_us: f64,
    /// Median time of one call followed by a sync (forward ops; 0 when not measured).
    pub latency_us: f64,
    pub gbps: f64,
    /// `gbps` over the device copy bandwidth measured in the same process.
    pub ratio_to_copy: f64,
    /// Burn's median over this one's, for the same op, dtype and shape (0 when Burn was not run).
    pub speedup_vs_burn: f64,
    /// The strategy cubemax's planner chose, or empty.
    pub strategy: String,
    /// `ok` or `FAIL`.
    pub check: String,
    /// The worst relative error found by the check (see `oracle::Check::worst`).
    pub worst_error: f64,
}

/// The CSV header, in field order.
pub const HEADER: &str = "op,impl,dtype,shape,rows,cols,bytes,first_call_ms,median_us,latency_us,gbps,ratio_to_copy,speedup_vs_burn,strategy,check,worst_error";

impl Record {
    /// The record as one CSV line (no newline). Text fields never contain commas (the strategy's
    /// are replaced by semicolons), so no quoting is needed.
    pub fn to_csv(&self) -> String {
        format!(
            "{},{},{},{},{},{},{},{:.3},{:.3},{:.3},{:.3},{:.4},{:.3},{},{},{:.3e}",
            self.op,
            self.implementation,
            self.dtype,
            self.shape,
            self.rows,
            self.cols,
            self.bytes,
            self.first_call_ms,
            self.median_us,
            self.latency_us,
            self.gbps,
            self.ratio_to_copy,
            self.speedup_vs_burn,
            self.strategy.replace(',', ";"),
            self.check,
            self.worst_error,
        )
    }

    /// Parses a line written by [`Record::to_csv`].
    pub fn from_csv(line: &str) -> Result<Record, String> {
        let fields: Vec<&str> = line.split(',').collect();
        if fields.len() != 16 {
            return Err(format!(
                "expected 16 fields, got {}: {line:?}",
                fields.len()
            ));
        }
        let number = |index: usize| -> Result<f64, String> {
            fields[index]
                .parse::<f64>()
                .map_err(|e| format!("field {index} ({:?}): {e}", fields[index]))
        };
        let count = |index: usize| -> Result<usize, String> {
            fields[index]
                .parse::<usize>()
                .map_err(|e| format!("field {index} ({:?}): {e}", fields[index]))
        };
        Ok(Record {
            op: fields[0].to_string(),
            implementation: fields[1].to_string(),
            dtype: fields[2].to_string(),
            shape: fields[3].to_string(),
            rows: count(4)?,
            cols: count(5)?,
            bytes: count(6)?,
            first_call_ms: number(7)?,
            median_us: number(8)?,
            latency_us: number(9)?,
            gbps: number(10)?,
            ratio_to_copy: number(11)?,
            speedup_vs_burn: number(12)?,
            strategy: fields[13].to_string(),
            check: fields[14].to_string(),
            worst_error: number(15)?,
        })
    }
}

/// Reads every record of a CSV written by the report (header first).
pub fn parse_csv(text: &str) -> Result<Vec<Record>, String> {
    let mut lines = text.lines().filter(|line| !line.trim().is_empty());
    match lines.next() {
        Some(header) if header == HEADER => {}
        other => return Err(format!("expected the header {HEADER:?}, got {other:?}")),
    }
    lines.map(Record::from_csv).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_round_trip() {
        let record = Record {
            op: "softmax".into(),
            implementation: "cubemax".into(),
            dtype: "bf16".into(),
            shape: "16x32x1024x1024".into(),
            rows: 524288,
            cols: 1024,
            bytes: 2 << 30,
            first_call_ms: 12.5,
            median_us: 900.25,
            latency_us: 910.0,
            gbps: 2385.25,
            ratio_to_copy: 0.8012,
            speedup_vs_burn: 3.25,
            strategy: "cube-per-row (plane merge); vector 8".into(),
            check: "ok".into(),
            worst_error: 1.5e-3,
        };
        let text = format!("{HEADER}\n{}\n", record.to_csv());
        assert_eq!(parse_csv(&text), Ok(vec![record]));
    }

    #[test]
    fn strategy_commas_do_not_break_the_line() {
        let mut record = Record::from_csv(
            "copy,copy,u32,1GiB,1,1,2147483648,1.000,700.000,0.000,3000.0,1.0000,0.000,,ok,0.000e0",
        )
        .unwrap();
        record.strategy = "a, b".into();
        assert_eq!(Record::from_csv(&record.to_csv()).unwrap().strategy, "a; b");
    }

    #[test]
    fn rejects_a_foreign_header() {
        assert!(parse_csv("a,b\n").is_err());
    }
}
