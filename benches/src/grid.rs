//! The shapes the report measures: the shapes model authors run softmax over.

/// Most elements a parsed shape may have: 2^36, 256 GiB in f32, more than one GPU holds, so no
/// shape a device can run is refused and no count of elements or bytes overflows.
pub const MAX_SHAPE_ELEMENTS: usize = 1 << 36;

/// A tensor shape; softmax runs over its last dimension.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shape {
    pub dims: Vec<usize>,
}

impl Shape {
    pub fn new(dims: &[usize]) -> Self {
        assert!(!dims.is_empty(), "dims: expected at least one dimension");
        Shape {
            dims: dims.to_vec(),
        }
    }

    /// Number of rows: the product of every dimension but the last.
    pub fn rows(&self) -> usize {
        self.dims[..self.dims.len() - 1].iter().product()
    }

    /// Row length: the last dimension.
    pub fn cols(&self) -> usize {
        *self.dims.last().expect("non-empty dims")
    }

    pub fn elements(&self) -> usize {
        self.rows() * self.cols()
    }

    /// The shape as the report prints it: `32768x4096`, `16x32x1024x1024`.
    pub fn label(&self) -> String {
        self.dims
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("x")
    }

    /// Parses `ROWSxCOLS` or any `AxBx...` label of rank 1 to 4, positive sizes and at most
    /// [`MAX_SHAPE_ELEMENTS`] elements.
    pub fn parse(label: &str) -> Option<Shape> {
        let dims: Option<Vec<usize>> = label.split('x').map(|d| d.parse().ok()).collect();
        dims.filter(|d| {
            let elements = d
                .iter()
                .try_fold(1usize, |product, &d| product.checked_mul(d));
            !d.is_empty()
                && d.len() <= 4
                && d.iter().all(|&d| d > 0)
                && elements.is_some_and(|elements| elements <= MAX_SHAPE_ELEMENTS)
        })
        .map(|dims| Shape { dims })
    }
}

/// The main grid (issue 3): wide batches over every common row length, square and long rows,
/// the vocabulary sizes of sampling, and attention scores of a rank-4 tensor.
pub fn main_grid() -> Vec<Shape> {
    let mut shapes = Vec::new();
    for cols in [256, 512, 1024, 2048, 4096, 8192, 16384] {
        shapes.push(Shape::new(&[32768, cols]));
    }
    for dims in [
        [4096, 4096],
        [8192, 8192],
        [1024, 32768],
        [256, 131072],
        [64, 262144],
        [16384, 32000],
    ] {
        shapes.push(Shape::new(&dims));
    }
    // Sampling: a few sequences over a vocabulary (Llama 2, GPT-2, Llama 3, Qwen 2).
    for rows in [1, 8, 64, 256] {
        for cols in [32000, 50257, 128256, 151936] {
            shapes.push(Shape::new(&[rows, cols]));
        }
    }
    // Attention scores: batch 16, 32 heads, 1024 queries x 1024 keys.
    shapes.push(Shape::new(&[16, 32, 1024, 1024]));
    shapes
}

/// Issue 4's curve: at least 2^24 elements at every row length from 256 to 262144, powers of two
/// and the odd lengths of vocabularies (32001, 50257), so that neighbouring lengths can be
/// compared at the size the targets are set for. 12288 and 24576 sit between the powers of two
/// where 16-bit rows once fell to 0.75-0.83x of a copy unseen (PERFORMANCE.md, "Narrow cubes for
/// 16-bit rows of 8K-28K").
pub fn curve_grid() -> Vec<Shape> {
    [
        256, 512, 1024, 2048, 4096, 8192, 12288, 16384, 24576, 32001, 32768, 50257, 65536, 131072,
        262144,
    ]
    .into_iter()
    .map(|cols: usize| Shape::new(&[(1usize << 24).div_ceil(cols), cols]))
    .collect()
}

/// The seeds' shapes: batch 32 and 64 over rows of 512 to 8192 (measured in f16), and
/// 128 x 16384 (measured in f32).
pub fn seed_grid_f16() -> Vec<Shape> {
    let mut shapes = Vec::new();
    for rows in [32, 64] {
        for cols in [512, 1024, 2048, 4096, 8192] {
            shapes.push(Shape::new(&[rows, cols]));
        }
    }
    shapes
}

/// The seeds' f32 shape.
pub fn seed_grid_f32() -> Vec<Shape> {
    vec![Shape::new(&[128, 16384])]
}

/// Tiny shapes, bound by the host-side cost of a call rather than by bandwidth.
pub fn latency_grid() -> Vec<Shape> {
    vec![Shape::new(&[1, 7]), Shape::new(&[4, 4096])]
}

/// A grid small enough for a CPU Vulkan driver (the report's `--grid smoke`), touching every
/// code path of the report: rank 2 and 4, short, long and odd rows.
pub fn smoke_grid() -> Vec<Shape> {
    vec![
        Shape::new(&[64, 256]),
        Shape::new(&[3, 5003]),
        Shape::new(&[2, 2, 8, 64]),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_cols_of_rank_4() {
        let shape = Shape::new(&[16, 32, 1024, 1024]);
        assert_eq!((shape.rows(), shape.cols()), (16 * 32 * 1024, 1024));
        assert_eq!(Shape::parse(&shape.label()), Some(shape));
    }

    #[test]
    fn curve_grid_has_2_pow_24_elements_per_shape() {
        let curve = curve_grid();
        assert_eq!(curve.first().map(Shape::cols), Some(256));
        assert_eq!(curve.last().map(Shape::cols), Some(262_144));
        for shape in curve {
            let elements = shape.rows() * shape.cols();
            assert!(
                elements >= 1 << 24 && elements - shape.cols() < 1 << 24,
                "{shape:?}"
            );
        }
    }

    #[test]
    fn parse_rejects_bad_labels() {
        for bad in [
            "",
            "x",
            "4x",
            "0x7",
            "4x-1",
            "1x2x3x4x5",
            "4,7",
            "99999999999x99999999999",
            "65536x1048577",
        ] {
            assert_eq!(Shape::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn main_grid_is_the_issue_grid() {
        let grid = main_grid();
        assert_eq!(grid.len(), 7 + 6 + 16 + 1);
        assert!(grid.contains(&Shape::new(&[64, 151936])));
        assert!(grid.iter().all(|s| s.dims.len() == 2 || s.dims.len() == 4));
    }
}
